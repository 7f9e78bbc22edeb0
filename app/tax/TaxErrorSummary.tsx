// What the page needs of the donation calculator besides its lazy code: finding it, its reply, and
// its error summary for the top of the page.
import { useTranslation } from "react-i18next";
import { findBlock, type CmsBlock } from "~/cms/blocks";
import { ErrorSummary, FormReplyProvider, type FormReply } from "~/ui/form";
import type { CalculatorQuery } from "./calculator";
import { CALCULATOR_FIELDS, CALCULATOR_ID, CALCULATOR_PARAMS } from "./fields";

type CalculatorBlock = Extract<CmsBlock, { type: "donation_calculator" }>;

/** The page's calculator (inside containers too): a page holds one, as its fields' ids are fixed. */
export function findCalculator(blocks: CmsBlock[]): CalculatorBlock | null {
  return findBlock(blocks, "donation_calculator");
}

/** The query as a form reply: its values, and its errors when it is invalid; none for an empty form. */
export function queryReply(query: CalculatorQuery): FormReply | null {
  if (query.status === "empty") return null;
  return query.status === "invalid" ? { status: "error", initialValue: query.values, error: query.errors } : { initialValue: query.values };
}

/** For the top of <main>, before the h1; its reply comes from the page's loader. */
export function TaxErrorSummary({ reply }: { reply: FormReply | null }) {
  const { t } = useTranslation("tax");
  if (!reply) return null;
  const labels = Object.fromEntries(Object.entries(CALCULATOR_PARAMS).map(([key, name]) => [name, t(`fields.${key}`)]));
  return (
    <FormReplyProvider reply={reply} idPrefix={CALCULATOR_ID}>
      <ErrorSummary fields={CALCULATOR_FIELDS} labels={labels} />
    </FormReplyProvider>
  );
}
