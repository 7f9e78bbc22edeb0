// The confirmation step, written once (discard a pending registration, unfollow a campaign, leave
// networking): without JavaScript a link to a page of its own that explains what will happen and
// asks (`ConfirmStep`); with JavaScript the same link opens the same question in a modal dialog
// whose form posts to that page's action. Either way the decision is a POST. An action that cannot
// be undone may add a countdown: with JavaScript, confirming starts it (visible, announced to screen
// readers now and then, not every second) and the POST is sent only when it ends, unless cancelled.
import { useRef, type ComponentType, type ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorSummary, FormReplyProvider, type FormReply } from "./form";

type Question = {
  /** The step's heading ("Unfollow this campaign?"). */
  title: string;
  /** What will happen, in a few words or paragraphs. */
  body: ReactNode;
  /** The confirming button's words ("Unfollow"). */
  confirm: string;
  /** The way back's words ("Keep following"). */
  cancel: string;
  /** With JavaScript: a countdown between confirming and the POST, during which the visitor can stop it. */
  countdown?: Countdown;
  /**
   * The confirming form, when it is not a plain one (app/ui/CountdownForm.tsx for `countdown`): kept
   * apart so that pages without a countdown do not ship its code.
   */
  form?: ComponentType<ConfirmFormProps>;
};

/** What a confirming form gets: the question, where it posts (the step's own page when absent), the way back. */
export type ConfirmFormProps = { question: Question; action?: string; children: ReactNode };

type Countdown = {
  seconds: number;
  /** "Leaving in 7 seconds", shown every second and announced at the start and every few seconds. */
  remaining: (seconds: number) => string;
  /** The stop button's words ("Stop: stay in networking"). */
  stop: string;
  /** Announced when stopped ("Stopped: you are still in networking"). */
  stopped: string;
};

/** The confirmation step's page: the question, a warning button posting to this page, the way back. */
export function ConfirmStep({ question, back, reply, idPrefix }: { question: Question; back: string; reply?: FormReply; idPrefix: string }) {
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
            <button type="submit" className="button button-warning">
              {question.confirm}
            </button>
            <Link to={back}>{question.cancel}</Link>
          </div>
        </Form>
      )}
    </div>
  );
}

/**
 * A link to a confirmation step (`to`); once hydrated, a click asks the same question in a modal
 * dialog whose form posts to `to`. Escape or the cancel button closes it; focus returns to the link.
 */
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
                <button type="submit" className="button button-warning">
                  {question.confirm}
                </button>
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
