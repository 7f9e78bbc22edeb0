import { useTranslation } from "react-i18next";
import { isLocale } from "~/i18n/locales";
import { formatPrice } from "~/ui/format";
import { Time } from "~/ui/Time";
import { formatIban } from "./iban";

export type BankTransferDetails = {
  beneficiary: string;
  iban: string;
  bic: string | null;
  /** In the currency's units: 12.34. */
  amount: number;
  currency: string;
  /** The order reference the transfer must carry. */
  reference: string;
  /** ISO instant: the end of the 7 days the order waits for the transfer. */
  deadline: string;
};

/** `qrSvg` comes from the loader (./epc-qr.ts); `rule`: what happens if the transfer is late, when not the order's. */
export function BankTransfer({
  transfer,
  qrSvg,
  headingLevel = 2,
  rule,
}: {
  transfer: BankTransferDetails;
  qrSvg: string;
  headingLevel?: 2 | 3;
  rule?: string;
}) {
  const { t, i18n } = useTranslation("shop");
  const locale = isLocale(i18n.language) ? i18n.language : "es";
  // Fixed: there is one transfer step per page.
  const headingId = "transfer-title";
  const howToId = "transfer-qr-how-to";
  const Heading = `h${headingLevel}` as const;
  const iban = formatIban(transfer.iban);
  const amount = formatPrice(transfer.amount, transfer.currency, locale);
  const label = t("transfer.qrLabel", { beneficiary: transfer.beneficiary, iban, amount, reference: transfer.reference });

  return (
    <section className="transfer" aria-labelledby={headingId}>
      <Heading id={headingId}>{t("transfer.heading")}</Heading>
      <p>{t("transfer.intro")}</p>
      <p>{rule ?? t("transfer.pending")}</p>
      <div className="transfer-layout">
        <dl className="transfer-details">
          <div>
            <dt>{t("transfer.beneficiary")}</dt>
            <dd>{transfer.beneficiary}</dd>
          </div>
          <div>
            <dt>{t("transfer.iban")}</dt>
            <dd className="transfer-code" translate="no">
              {iban}
            </dd>
          </div>
          {transfer.bic ? (
            <div>
              <dt>{t("transfer.bic")}</dt>
              <dd className="transfer-code" translate="no">
                {transfer.bic}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t("transfer.amount")}</dt>
            <dd className="transfer-amount">{amount}</dd>
          </div>
          <div>
            <dt>{t("transfer.reference")}</dt>
            <dd className="transfer-code" translate="no">
              {transfer.reference}
            </dd>
          </div>
          <div>
            <dt>{t("transfer.deadline")}</dt>
            <dd>
              <Time iso={transfer.deadline} locale={locale} format="day" />
            </dd>
          </div>
        </dl>
        <figure className="transfer-qr">
          <div className="transfer-qr-code" dangerouslySetInnerHTML={{ __html: labelledSvg(qrSvg, label, howToId) }} />
          <figcaption id={howToId}>{t("transfer.qrHowTo")}</figcaption>
        </figure>
      </div>
    </section>
  );
}

/** The QR's SVG as an image named with the data it holds, in words, and described by how to use it. */
function labelledSvg(svg: string, label: string, describedBy: string): string {
  return svg.replace(/^<svg /, `<svg role="img" aria-label="${escapeAttribute(label)}" aria-describedby="${describedBy}" `);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
