// The CMS "donation calculator" module: a GET form rendered into the result on the server; with
// JavaScript the result follows what is typed, computed by the same pure functions.
import { Form, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CmsBlock } from "~/cms/blocks";
import { Frame, Heading, innerLevel, RichText } from "~/cms/parts";
import type { Locale } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { formatPrice } from "~/ui/format";
import { FormReplyProvider, RadioGroupField, TextField, SubmitButton } from "~/ui/form";
import { parseCalculatorQuery } from "./calculator";
import { CALCULATOR_ID, CALCULATOR_PARAMS as P } from "./fields";
import { computeDeduction, type CalculatorInput, type Deduction, type DeductionLine } from "./deduction";
import { queryReply } from "./TaxErrorSummary";

type CalculatorBlock = Extract<CmsBlock, { type: "donation_calculator" }>;

/** The query as a form reply. Memoized: a new reply would make the summary take focus again on every render. */
function useQueryReply(regimes: CalculatorBlock["regimes"]) {
  const [params] = useSearchParams();
  return useMemo(() => {
    const query = parseCalculatorQuery(params, regimes);
    return { query, reply: queryReply(query) };
  }, [params, regimes]);
}

export function TaxCalculator({ block }: { block: CalculatorBlock }) {
  const { t } = useTranslation("tax");
  const location = useLocation();
  const { query, reply } = useQueryReply(block.regimes);
  // What is typed, for this location only: after a submission the query speaks again.
  const [typed, setTyped] = useState<{ location: string; input: CalculatorInput | null } | null>(null);
  const shown = typed?.location === location.key ? typed.input : query.status === "valid" ? query.input : null;
  const result = shown ? computeDeduction(shown, block.year) : null;

  const read = (form: HTMLFormElement) => {
    const values = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    const next = parseCalculatorQuery(values, block.regimes);
    setTyped({ location: location.key, input: next.status === "valid" ? next.input : null });
  };
  // The DOM's `input` event, which every field fires and which bubbles to the form.
  const onInput = (event: FormEvent<HTMLFormElement>) => read(event.currentTarget);
  // This code arrives after the page (a lazy chunk): what was typed meanwhile counts at once.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) read(form.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Frame block={block} className="tax-calculator">
      <div id={`${CALCULATOR_ID}-calculator`}>
        {block.intro ? <RichText text={block.intro} /> : null}
        <FormReplyProvider reply={reply} idPrefix={CALCULATOR_ID}>
          <Form
            ref={form}
            key={location.key}
            method="get"
            action={`${location.pathname}#${CALCULATOR_ID}-calculator`}
            noValidate
            preventScrollReset
            className="form stack tax-form"
            onInput={onInput}
          >
            <TextField
              name={P.amount}
              label={t("fields.amount")}
              hint={t("fields.amountHint")}
              autoComplete="off"
              spellCheck={false}
              width="short"
              required
            />
            <RadioGroupField
              name={P.donor}
              legend={t("fields.donor")}
              options={[
                { value: "individual", label: t("fields.donorIndividual") },
                { value: "company", label: t("fields.donorCompany") },
              ]}
              required
            />
            <RadioGroupField
              name={P.sustained}
              legend={t("fields.sustained")}
              hint={t("fields.sustainedHint")}
              options={[
                { value: "yes", label: t("fields.yes") },
                { value: "no", label: t("fields.no") },
              ]}
              required
            />
            <RadioGroupField
              name={P.regime}
              legend={t("fields.regime")}
              hint={block.regimes.length > 1 ? t("fields.regimeHint") : undefined}
              options={block.regimes.map((id) => ({ value: id, label: t(`regimes.${id}`) }))}
              defaultValue={block.defaultRegime}
              required
            />
            <div className="form-actions">
              <SubmitButton className="button">{t("submit")}</SubmitButton>
            </div>
          </Form>
        </FormReplyProvider>
        <Result block={block} result={result} />
      </div>
    </Frame>
  );
}

function useFormat() {
  const root = useRootData();
  const locale: Locale = root?.locale ?? "es";
  return {
    // The portal's prices, with the sign never alone on a line ("537,50 €").
    euros: (cents: number) => formatPrice(cents / 100, "EUR", locale).replace(" ", "\u00a0"),
    // "80 %" as Spanish and Portuguese write it, "% 80" in Basque, "80%" in English (no-break spaces).
    percent: (value: number) => (locale === "en" ? `${value}%` : locale === "eus" ? `%\u00a0${value}` : `${value}\u00a0%`),
  };
}

function Result({ block, result }: { block: CalculatorBlock; result: Deduction | null }) {
  const { t } = useTranslation("tax");
  const format = useFormat();
  const titleId = `${CALCULATOR_ID}-result-title`;
  return (
    <section className="tax-result" aria-labelledby={titleId}>
      <Heading level={innerLevel(block)} id={titleId} className="tax-result-title">
        {t("result.title")}
      </Heading>
      {/* Always present, so that a screen reader hears the result change as the visitor types. */}
      <div aria-live="polite" aria-atomic="true" className="tax-result-summary">
        {result === null ? (
          <p>{t("result.empty")}</p>
        ) : result.status === "no-rates" ? (
          <p>
            {t("result.noRates", {
              regime: t(`regimes.${result.input.regime}`),
              donor: t(`donors.${result.input.donor}`),
              year: result.year,
            })}
          </p>
        ) : (
          <dl className="tax-totals">
            <div>
              <dt>{t("result.amount")}</dt>
              <dd>{format.euros(result.input.amountCents)}</dd>
            </div>
            <div className="tax-total-deduction">
              <dt>{t("result.deduction")}</dt>
              <dd>{format.euros(result.deductionCents)}</dd>
            </div>
            <div className="tax-total-cost">
              <dt>{t("result.cost")}</dt>
              <dd>{format.euros(result.costCents)}</dd>
            </div>
          </dl>
        )}
      </div>
      {result?.status === "ok" ? <Breakdown result={result} /> : null}
    </section>
  );
}

function Breakdown({ result }: { result: Extract<Deduction, { status: "ok" }> }) {
  const { t } = useTranslation("tax");
  const format = useFormat();
  // "80 % of the first 250 €": the rate in the line's own words, so the table fits a 320 px screen.
  const lineLabel = (line: DeductionLine) => {
    const percent = format.percent(line.percent);
    const from = format.euros(line.fromCents);
    if (line.upToCents === null)
      return line.fromCents === 0 ? t("breakdown.whole", { percent }) : t("breakdown.above", { percent, amount: from });
    const upTo = format.euros(line.upToCents);
    return line.fromCents === 0 ? t("breakdown.first", { percent, amount: upTo }) : t("breakdown.between", { percent, from, to: upTo });
  };
  return (
    <>
      <table className="tax-breakdown">
        <caption>
          {t("breakdown.caption", {
            regime: t(`regimes.${result.input.regime}`),
            donor: t(`donors.${result.input.donor}`),
            kind: t(result.input.sustained ? "breakdown.sustained" : "breakdown.notSustained"),
            year: result.year,
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("breakdown.slice")}</th>
            <th scope="col" className="numeric">
              {t("breakdown.base")}
            </th>
            <th scope="col" className="numeric">
              {t("breakdown.deduction")}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.lines.map((line) => (
            <tr key={line.fromCents}>
              <th scope="row">{lineLabel(line)}</th>
              <td className="numeric">{format.euros(line.baseCents)}</td>
              <td className="numeric">{format.euros(line.deductionCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t("breakdown.total")}
            </th>
            <td className="numeric">{format.euros(result.deductionCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="tax-rounding">{t("result.rounding")}</p>
      {result.notes.length ? (
        <ul className="tax-notes">
          {result.notes.map((note) => (
            <li key={note}>{t(`notes.${note}`)}</li>
          ))}
        </ul>
      ) : null}
      <p className="tax-sources">{t("result.sources", { from: result.from })}</p>
      <ul className="tax-source-list">
        {result.sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} hrefLang="es">
              {source.law}
            </a>
            , {source.article}
          </li>
        ))}
      </ul>
      <p className="tax-disclaimer">{t("result.disclaimer")}</p>
    </>
  );
}
