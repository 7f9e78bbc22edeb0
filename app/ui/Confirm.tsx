// The confirmation step: a page of its own without JavaScript, the same question in a modal dialog
// with it; either way the decision is a POST, optionally after a cancellable countdown.
import { useRef, type ComponentType, type ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { useHydrated } from "~/ui/hydrated";
import { ErrorSummary, FormReplyProvider, type FormReply } from "./form";
import { SubmitButton } from "~/ui/form";

type Question = {
  title: string;
  body: ReactNode;
  confirm: string;
  cancel: string;
  /** With JavaScript: a countdown between confirming and the POST, during which the visitor can stop it. */
  countdown?: Countdown;
  /** Kept apart so that pages without a countdown do not ship its code. */
  form?: ComponentType<ConfirmFormProps>;
};

/** What a confirming form gets: the question, where it posts (the step's own page when absent), the way back. */
export type ConfirmFormProps = { question: Question; action?: string; children: ReactNode };

type Countdown = {
  seconds: number;
  /** Shown every second, announced only every few seconds. */
  remaining: (seconds: number) => string;
  stop: string;
  /** Announced when stopped. */
  stopped: string;
};

/** The confirmation step's page: the question, a warning button posting to this page, the way back. */
export function ConfirmStep({
  question,
  back,
  reply,
  idPrefix,
}: {
  question: Question;
  back: string;
  reply?: FormReply;
  idPrefix: string;
}) {
  return (
    <div className="form confirm-step">
      <FormReplyProvider reply={reply} idPrefix={idPrefix}>
        <ErrorSummary fields={[]} />
      </FormReplyProvider>
      <h1>{question.title}</h1>
      {question.body}
      {question.form ? (
        <question.form question={question}>
          <Link to={back}>{question.cancel}</Link>
        </question.form>
      ) : (
        <Form method="post" replace>
          <div className="form-actions">
            <SubmitButton className="button button-warning">{question.confirm}</SubmitButton>
            <Link to={back}>{question.cancel}</Link>
          </div>
        </Form>
      )}
    </div>
  );
}

/** Once hydrated, a click opens the question in a modal dialog; focus returns to the link on close. */
export function ConfirmLink({ to, label, className, question }: { to: string; label: ReactNode; className?: string; question: Question }) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `${to.replace(/[^\w]/g, "-")}-confirm`;
  return (
    <>
      <Link
        to={to}
        className={className}
        onClick={(event) => {
          if (!hydrated || !dialog.current) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {label}
      </Link>
      {hydrated ? (
        <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId}>
          <h2 id={titleId}>{question.title}</h2>
          {question.body}
          {question.form ? (
            // Its own form decides when the dialog closes (a countdown keeps it open: its stop button is there).
            <question.form question={question} action={to}>
              <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
                {question.cancel}
              </button>
            </question.form>
          ) : (
            <Form method="post" action={to} onSubmit={() => dialog.current?.close()}>
              <div className="form-actions">
                <SubmitButton className="button button-warning">{question.confirm}</SubmitButton>
                <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
                  {question.cancel}
                </button>
              </div>
            </Form>
          )}
        </dialog>
      ) : null}
    </>
  );
}
