// The submit button of every form (re-exported by ./form.tsx): in a module of its own so that the
// chrome and the cookie banner, which need only the button, leave the form components' chunk alone.
import { useRef, useSyncExternalStore, type ButtonHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { busyStateOf, subscribeBusy, type BusyState } from "./busy";

const idle = (): BusyState => "idle";

/**
 * Every form's submit button. With JavaScript, while its form is being sent: `aria-disabled` (not
 * `disabled`, so focus stays on it) and, once the wait shows, "Sending…" (app/ui/busy.ts).
 */
export function SubmitButton({ children, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const state = useSyncExternalStore(subscribeBusy, () => busyStateOf(button.current), idle);
  return (
    <button {...props} ref={button} type="submit" aria-disabled={state === "idle" ? props["aria-disabled"] : true}>
      {state === "sending" || state === "loading" ? t(`busy.${state}`) : children}
    </button>
  );
}
