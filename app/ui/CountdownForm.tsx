// The confirming form of an irreversible step with a countdown: with JavaScript the POST is sent
// only when it ends, unless stopped; without, at once. Used as Confirm.tsx's `form`.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useSubmit } from "@remix-run/react";
import type { ConfirmFormProps } from "./Confirm";
import { OWN_SUBMIT_ATTRIBUTE } from "./busy";
import { SubmitButton } from "./form";

/** Announced at the start, then every ANNOUNCE_EVERY seconds: often enough to follow, not a chatter. */
const ANNOUNCE_EVERY = 5;

/** The stop button ends the countdown and gives the confirming button its focus back. */
export function CountdownConfirmForm({ question, action, children }: ConfirmFormProps) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
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
    window.setTimeout(() => form.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus(), 0);
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
    <Form method="post" action={action} replace ref={form} onSubmit={onSubmit} {...{ [OWN_SUBMIT_ATTRIBUTE]: "" }}>
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
          <SubmitButton className="button button-warning">{question.confirm}</SubmitButton>
          {children}
        </div>
      )}
    </Form>
  );
}
