// The confirmation step, written once (discard a pending registration, unfollow a campaign, leave
// networking): without JavaScript a link to a page of its own that explains what will happen and
// asks (`ConfirmStep`); with JavaScript the same link opens the same question in a modal dialog
// whose form posts to that page's action. Either way the decision is a POST. An action that cannot
// be undone may add a countdown: with JavaScript, confirming starts it (visible, announced to screen
// readers now and then, not every second) and the POST is sent only when it ends, unless cancelled.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useSubmit } from "@remix-run/react";
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
};

type Countdown = {
  seconds: number;
  /** "Leaving in 7 seconds", shown every second and announced at the start and every few seconds. */
  remaining: (seconds: number) => string;
  /** The stop button's words ("Stop: stay in networking"). */
  stop: string;
  /** Announced when stopped ("Stopped: you are still in networking"). */
  stopped: string;
};

/** Announced at the start, then every ANNOUNCE_EVERY seconds: often enough to follow, not a chatter. */
const ANNOUNCE_EVERY = 5;

/**
 * The confirming form, with the question's countdown when there is one: a confirmed submit is held
 * back while it runs (the stop button ends it and gives the confirming button its focus back) and
 * sent when it ends. Without JavaScript (or without countdown) the submit goes at once.
 */
function ConfirmForm({ question, action, children }: { question: Question; action?: string; children: ReactNode }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const [left, setLeft] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const { countdown } = question;

  // The latest question and submit, read by the timer without restarting it on every render.
  const latest = useRef({ countdown, submit, action });
  useEffect(() => {
    latest.current = { countdown, submit, action };
  });

  useEffect(() => {
    if (left === null) return;
    const timer = window.setTimeout(() => {
      const { countdown: current, submit: send, action: to } = latest.current;
      const next = left - 1;
      if (next > 0) {
        if (current && next % ANNOUNCE_EVERY === 0) setAnnouncement(current.remaining(next));
        setLeft(next);
        return;
      }
      // The end: the POST, once.
      setLeft(null);
      if (form.current) send(form.current, { method: "post", action: to, replace: true });
      form.current?.closest("dialog")?.close();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  useEffect(() => {
    if (left !== null && left === countdown?.seconds) stopButton.current?.focus();
  }, [left, countdown]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!countdown) return;
    event.preventDefault();
    if (left !== null) return;
    setAnnouncement(countdown.remaining(countdown.seconds));
    setLeft(countdown.seconds);
  }

  function stop() {
    if (!countdown) return;
    setLeft(null);
    setAnnouncement(countdown.stopped);
    // The button that started it comes back; focus goes to it once it is there.
    window.setTimeout(() => confirmButton.current?.focus(), 0);
  }

  // In a dialog, closing it (Escape, the way back) stops the countdown too; so does the POST's end.
  useEffect(() => {
    const dialog = form.current?.closest("dialog");
    if (!dialog) return;
    const onClose = () => setLeft(null);
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  return (
    <Form method="post" action={action} replace ref={form} onSubmit={onSubmit}>
      {countdown ? (
        // Seen too once stopped (the visitor should know nothing happened); while counting, the visible seconds are below.
        <p className={left === null && announcement === countdown.stopped ? "notice" : "visually-hidden"} role="status" aria-live="polite">
          {announcement}
        </p>
      ) : null}
      {left !== null && countdown ? (
        <div className="countdown">
          <p className="countdown-text" aria-hidden="true">
            {countdown.remaining(left)}
          </p>
          <div className="form-actions">
            <button type="button" className="button" ref={stopButton} onClick={stop}>
              {countdown.stop}
            </button>
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <button type="submit" className="button button-warning" ref={confirmButton}>
            {question.confirm}
          </button>
          {children}
        </div>
      )}
    </Form>
  );
}

/** The confirmation step's page: the question, a warning button posting to this page, the way back. */
export function ConfirmStep({ question, back, reply, idPrefix }: { question: Question; back: string; reply?: FormReply; idPrefix: string }) {
  return (
    <div className="form confirm-step">
      <FormReplyProvider reply={reply} idPrefix={idPrefix}>
        <ErrorSummary fields={[]} />
      </FormReplyProvider>
      <h1>{question.title}</h1>
      {question.body}
      <ConfirmForm question={question}>
        <Link to={back}>{question.cancel}</Link>
      </ConfirmForm>
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
          {question.countdown ? (
            // The dialog stays open while the countdown runs: its stop button is there.
            <ConfirmForm question={question} action={to}>
              <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
                {question.cancel}
              </button>
            </ConfirmForm>
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
