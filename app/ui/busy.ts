// A form being sent, with JavaScript: its submit buttons say so (SubmitButton, app/ui/form.tsx), a
// second submission of the same form is ignored until the answer, and a wait over a second is said
// once (app/ui/announce.ts). The chrome installs the guard and tells it when the router is busy.
import { announce } from "./announce";

/** On a form whose own submit handler decides when to send (a countdown): left alone. */
export const OWN_SUBMIT_ATTRIBUTE = "data-own-submit";

/** `sending`/`loading`: the button that sent it, once the wait is noticeable; `busy`: its form's other buttons, and it before. */
export type BusyState = "idle" | "busy" | "sending" | "loading";

type Submission = { form: HTMLFormElement; submitter: HTMLElement | null; reading: boolean; labelled: boolean; claimed: boolean };

/** A pending label for an answer quicker than this would only flicker. */
const LABEL_AFTER_MS = 200;
const ANNOUNCE_AFTER_MS = 1000;
/** A submission the router never took up (a native one that did not leave the page: a download) is let go. */
const UNCLAIMED_MS = 3000;

let current: Submission | null = null;
let timers: ReturnType<typeof setTimeout>[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

function settle() {
  for (const timer of timers) clearTimeout(timer);
  timers = [];
  if (!current) return;
  current = null;
  changed();
}

export function subscribeBusy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function busyStateOf(button: HTMLButtonElement | null): BusyState {
  if (!current || !button || button.form !== current.form) return "idle";
  if (button !== current.submitter || !current.labelled) return "busy";
  return current.reading ? "loading" : "sending";
}

/** The router's state, from the chrome: a submission ends when the router it set going is idle again. */
export function routerBusy(busy: boolean): void {
  if (!current) return;
  if (busy) current.claimed = true;
  else if (current.claimed) settle();
}

/** Watches every form's submission on `target` (before React sees it); `waitText` says what a slow one announces. */
export function guardSubmissions(target: Window, waitText: (reading: boolean) => string): () => void {
  function onSubmit(event: SubmitEvent) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute(OWN_SUBMIT_ATTRIBUTE)) return;
    if (current?.form === form) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    settle();
    const method = event.submitter?.getAttribute("formmethod") || form.getAttribute("method") || "get";
    const submission: Submission = {
      form,
      submitter: event.submitter,
      reading: method.toLowerCase() === "get",
      labelled: false,
      claimed: false,
    };
    current = submission;
    timers = [
      setTimeout(() => {
        submission.labelled = true;
        changed();
      }, LABEL_AFTER_MS),
      setTimeout(() => announce(waitText(submission.reading)), ANNOUNCE_AFTER_MS),
      setTimeout(() => submission.claimed || settle(), UNCLAIMED_MS),
    ];
    changed();
  }
  // Back from a page left by a native submission (the back-forward cache): nothing is being sent.
  const onPageShow = () => settle();
  target.addEventListener("submit", onSubmit, true);
  target.addEventListener("pageshow", onPageShow);
  return () => {
    target.removeEventListener("submit", onSubmit, true);
    target.removeEventListener("pageshow", onPageShow);
    settle();
  };
}
