// A form page's body: the error summary, the title and intro, the form with its honeypot and button
// last, and an aside beside it (side by side where the column is wide enough).
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorSummary, FormReplyProvider, HoneypotField, SubmitButton, type FormReply } from "./form";

export function FormPage({
  reply,
  idPrefix,
  fields,
  labels,
  summaryExtra,
  title,
  intro,
  description,
  submitLabel,
  aside,
  children,
}: {
  reply: FormReply | null | undefined;
  idPrefix: string;
  /** The summary's fields in the form's order, and their labels. */
  fields: string[];
  labels: Record<string, string>;
  summaryExtra?: ReactNode;
  title: string;
  intro: ReactNode;
  description?: string | null;
  submitLabel: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="form-layout">
      <div className="form form-wide">
        <FormReplyProvider reply={reply} idPrefix={idPrefix}>
          <ErrorSummary fields={fields} labels={labels} extra={summaryExtra} />
          <h1>{title}</h1>
          <p>{intro}</p>
          {description ? <p>{description}</p> : null}
          <Form method="post" noValidate>
            {children}
            <HoneypotField />
            <div className="form-actions">
              <SubmitButton className="button">{submitLabel}</SubmitButton>
            </div>
          </Form>
        </FormReplyProvider>
      </div>
      {aside ? <aside className="form-aside">{aside}</aside> : null}
    </div>
  );
}
