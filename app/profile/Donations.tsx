// The "Donation certificates" tab: a GET form, so results have a shareable URL, and the
// certificates found, each with its download.
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { localePath } from "~/i18n/locales";
import { formatPrice } from "~/ui/format";
import { RecordsTable } from "~/ui/RecordsTable";
import { ErrorSummary, FormReplyProvider, RadioGroupField, TextField, SubmitButton, type FormReply } from "~/ui/form";
import { FileLink, useLocales } from "./Credentials";
import { DONATION_PARAMS, type DonationQuery } from "./records";
import type { RecordsData } from "./records.server";
import { pathTo } from "~/paths";

const ID_PREFIX = "donations";

/** The query as a form reply. Memoized: a new reply object would make the summary take focus again on every render. */
function useReply(query: DonationQuery): FormReply | null {
  return useMemo(() => replyOf(query), [query]);
}

function replyOf(query: DonationQuery): FormReply | null {
  if (query.status === "empty") return null;
  if (query.status === "invalid") return { status: "error", initialValue: query.values, error: query.errors };
  return { initialValue: query.values };
}

/** The summary of a donation query with errors, for the top of the page's <main>. */
export function DonationErrorSummary({ donations }: { donations: RecordsData["donations"] }) {
  const reply = useReply(donations.query);
  const { t } = useTranslation("records");
  return (
    <FormReplyProvider reply={reply} idPrefix={ID_PREFIX}>
      <ErrorSummary
        fields={[DONATION_PARAMS.option, DONATION_PARAMS.start]}
        labels={{ [DONATION_PARAMS.option]: t("donations.option"), [DONATION_PARAMS.start]: t("donations.start") }}
      />
    </FormReplyProvider>
  );
}

export function Donations({ donations, anchor }: { donations: RecordsData["donations"]; anchor: string }) {
  const { t } = useTranslation("records");
  const { locale, defaultLocale } = useLocales();
  const { query, currentYear, results } = donations;
  const action = `${localePath(locale, pathTo("profile"), defaultLocale)}#${anchor}`;
  const reply = useReply(query);
  return (
    <>
      <p>{t("donations.intro")}</p>
      <FormReplyProvider reply={reply} idPrefix={ID_PREFIX}>
        <Form method="get" action={action} noValidate className="donation-form" preventScrollReset>
          <RadioGroupField
            name={DONATION_PARAMS.option}
            legend={t("donations.option")}
            options={[
              { value: "actual", label: t("donations.options.actual", { year: currentYear }) },
              { value: "past", label: t("donations.options.past", { year: currentYear - 1 }) },
              { value: "range", label: t("donations.options.range") },
            ]}
          />
          <TextField
            name={DONATION_PARAMS.start}
            label={t("donations.start")}
            hint={t("donations.startHint", { year: currentYear - 2 })}
            inputMode="numeric"
            autoComplete="off"
            width="short"
          />
          <div className="form-actions">
            <SubmitButton className="button">{t("donations.submit")}</SubmitButton>
          </div>
        </Form>
      </FormReplyProvider>
      {query.status === "valid" && results ? <Results query={query} results={results} /> : null}
    </>
  );
}

function Results({
  query,
  results,
}: {
  query: Extract<DonationQuery, { status: "valid" }>;
  results: NonNullable<RecordsData["donations"]["results"]>;
}) {
  const { t } = useTranslation("records");
  const { locale } = useLocales();
  const title = query.start ? t("donations.resultsSince", { year: query.start }) : t("donations.resultsOf", { year: query.year });
  // Download links carry the query, so a refused download comes back to these results.
  const keep = new URLSearchParams(Object.entries(query.values).filter(([, value]) => value));
  return (
    <div className="donation-results">
      <h3 id="donation-results-title">{title}</h3>
      {!results.ok ? (
        <p className="notice">{t(results.reason === "unavailable" ? "activities.unavailable" : "donations.loadFailed")}</p>
      ) : !results.value.length ? (
        <p>{t("donations.none")}</p>
      ) : (
        <RecordsTable
          labelledBy="donation-results-title"
          columns={[
            { header: t("donations.year") },
            { header: t("donations.recipient") },
            { header: t("donations.amount"), numeric: true },
            { header: t("donations.certificate") },
          ]}
          rowHeader={1}
          rows={results.value.map((row) => ({
            key: `${row.year}-${row.recipientCif}`,
            cells: [
              row.year,
              <>
                {row.recipientName ?? row.recipientCif}
                <span className="recipient-cif">{t("donations.cif", { cif: row.recipientCif })}</span>
              </>,
              row.amount === null ? "—" : formatPrice(row.amount, row.currency, locale),
              <FileLink
                target={{ kind: "donation-certificate", year: row.year, recipientCif: row.recipientCif }}
                text={t("donations.download")}
                after={t("donations.downloadContext", { year: row.year, name: row.recipientName ?? row.recipientCif })}
                query={keep}
              />,
            ],
          }))}
        />
      )}
    </div>
  );
}
