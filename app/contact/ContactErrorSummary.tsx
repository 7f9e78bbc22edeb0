// The contact form's error summary, for the top of the page; apart so the form's code stays lazy.
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary, FormReplyProvider } from "~/ui/form";
import type { ContactActionData } from "./action.server";

export const CONTACT_FORM_ID = "contact";
/** The form's fields in reading order, for the error summary. */
const CONTACT_SUMMARY_FIELDS = ["name", "telephone", "email", "subject", "message", "file", "privacy", "answer"];

export function ContactErrorSummary() {
  const actionData = useActionData() as ContactActionData | undefined;
  const { t } = useTranslation("contact");
  if (!actionData?.reply) return null;
  // The challenge's label is its question, different each time: its legend names it here.
  const labels = Object.fromEntries(
    CONTACT_SUMMARY_FIELDS.map((name) => [name, name === "answer" ? t("challenge.legend") : t(`fields.${name}`)]),
  );
  return (
    <FormReplyProvider reply={actionData.reply} idPrefix={CONTACT_FORM_ID}>
      <ErrorSummary fields={CONTACT_SUMMARY_FIELDS} labels={labels} />
    </FormReplyProvider>
  );
}
