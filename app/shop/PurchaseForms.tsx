// The purchase flow's forms: choose a ticket, then pay. The total is the backend's: no amount is ever a field.
import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PaymentType } from "~/backend/shop.schemas";
import { useRootData } from "~/root-data";
import { CheckboxField, ErrorSummary, FormReplyProvider, RadioGroupField, SubmitButton, type FormReply } from "~/ui/form";
import { formatPrice } from "~/ui/format";
import { CHOOSE_TICKET, CONDITIONS_FIELD, IDEMPOTENCY_FIELD, PAY, PAYMENT_TYPE_FIELD, TICKET_FIELD } from "./intents";

/** A ticket as the choose step shows it. */
export type TicketOption = {
  id: number;
  name: string;
  description: string;
  version: "virtual" | "free_pass" | "all_inclusive";
  includes: string[];
  price: number;
  currency: string;
  sold_out: boolean;
  bought: boolean;
};

export function usePrice() {
  const root = useRootData()!;
  const { t } = useTranslation("shop");
  return (amount: number, currency: string) => (amount === 0 ? t("free") : formatPrice(amount, currency, root.locale));
}

/** `heading` is drawn after the error summary, which comes first on the page. */
export function TicketChoiceForm({
  tickets,
  reply,
  heading,
}: {
  tickets: TicketOption[];
  reply: FormReply | undefined;
  heading: ReactNode;
}) {
  const { t } = useTranslation("shop");
  const price = usePrice();
  const available = tickets.filter((ticket) => !ticket.sold_out && !ticket.bought);
  return (
    <FormReplyProvider reply={reply} idPrefix="choose">
      <ErrorSummary fields={[TICKET_FIELD]} labels={{ [TICKET_FIELD]: t("choose.legend") }} />
      {heading}
      <Form method="post" noValidate className="purchase-form">
        <RadioGroupField
          name={TICKET_FIELD}
          legend={t("choose.legend")}
          required
          defaultValue={available.length === 1 ? String(available[0].id) : undefined}
          options={tickets.map((ticket) => ({
            value: String(ticket.id),
            disabled: ticket.sold_out || ticket.bought,
            label: `${ticket.name} · ${price(ticket.price, ticket.currency)}${
              ticket.bought ? ` · ${t("choose.bought")}` : ticket.sold_out ? ` · ${t("choose.soldOut")}` : ""
            }`,
            description: (
              <>
                <span className="ticket-version">{t(`versions.${ticket.version}`)}</span>
                {ticket.description ? <> · {ticket.description}</> : null}
                {ticket.includes.length ? (
                  <ul aria-label={t("choose.includes")}>
                    {ticket.includes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </>
            ),
          }))}
        />
        <div className="form-actions">
          <SubmitButton name="intent" value={CHOOSE_TICKET} className="button">
            {t("choose.submit")}
          </SubmitButton>
        </div>
      </Form>
    </FormReplyProvider>
  );
}

type PayFormProps = {
  /** What is paid, for the summary: its name, and the total as the backend gives it (none: the fields before say it). */
  summary?: {
    label: string;
    name: string;
    detail?: string;
    amount: number;
    currency: string;
  };
  /** Fields before the payment method (a contribution's reward and amount), and their names for the error summary. */
  before?: { fields: string[]; labels: Record<string, string>; node: ReactNode };
  /** The submit button's words, when not "Pay <total>". */
  submitLabel?: string;
  paymentTypes: PaymentType[];
  chosenPaymentType: string | undefined;
  idempotencyKey: string;
  conditionsPath: string;
  reply: FormReply | undefined;
  /** Hidden values that say what is bought (the ticket), besides the URL's. */
  hidden?: Record<string, string>;
  /** The page's title (and notes under it), after the error summary, which comes first on the page. */
  heading: ReactNode;
};

const PAY_FIELDS = [PAYMENT_TYPE_FIELD, CONDITIONS_FIELD];

export function PayForm({
  summary,
  before,
  submitLabel,
  paymentTypes,
  chosenPaymentType,
  idempotencyKey,
  conditionsPath,
  reply,
  hidden,
  heading,
}: PayFormProps) {
  const { t } = useTranslation("shop");
  const price = usePrice();
  const free = summary?.amount === 0;
  return (
    <FormReplyProvider reply={reply} idPrefix="pay">
      <ErrorSummary
        fields={before ? [...before.fields, ...PAY_FIELDS] : PAY_FIELDS}
        labels={{ ...before?.labels, [PAYMENT_TYPE_FIELD]: t("pay.method"), [CONDITIONS_FIELD]: t("pay.conditions") }}
      />
      {heading}
      {summary ? (
        <section className="purchase-summary" aria-labelledby="purchase-summary-title">
          <h2 id="purchase-summary-title">{t("pay.summary")}</h2>
          <dl className="details-list">
            <div className="details-row">
              <dt>{summary.label}</dt>
              <dd>
                {summary.name}
                {summary.detail ? ` (${summary.detail})` : null}
              </dd>
            </div>
            <div className="details-row">
              <dt>{t("pay.total")}</dt>
              <dd className="purchase-total">{price(summary.amount, summary.currency)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <Form method="post" noValidate className="purchase-form">
        {/* Drawn with the form: a repeat of this very submission gets the first answer, never a second order. */}
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {before?.node}
        <RadioGroupField
          name={PAYMENT_TYPE_FIELD}
          legend={t("pay.method")}
          required
          defaultValue={chosenPaymentType ?? (paymentTypes.length === 1 ? String(paymentTypes[0].id) : undefined)}
          options={paymentTypes.map((type) => ({
            value: String(type.id),
            label: type.name,
            description: type.description || undefined,
          }))}
        />
        <CheckboxField
          name={CONDITIONS_FIELD}
          label={t("pay.conditions")}
          required
          hint={
            <Link to={conditionsPath} target="_blank" rel="noopener">
              {t("pay.conditionsLink")}
            </Link>
          }
        />
        <div className="form-actions">
          <SubmitButton name="intent" value={PAY} className="button">
            {submitLabel ??
              (free
                ? t("pay.submitFree")
                : summary
                  ? t("pay.submit", {
                      amount: price(summary.amount, summary.currency),
                    })
                  : t("pay.submitFree"))}
          </SubmitButton>
        </div>
      </Form>
    </FormReplyProvider>
  );
}
