// The pieces the banner and the settings page share: the buttons, and telling Cookiebot the choice
// (the categories' boxes are ./ConsentCategories.tsx, which the banner loads only when opened).
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/ui/form";
import { ACCEPT_ALL, ALL_ACCEPTED, ALL_REJECTED, INTENT_FIELD, REJECT_ALL, type Choice } from "./consent";

/** "Accept all" and "Reject all": the same weight, side by side (AEPD: rejecting as easy as accepting). */
export function AcceptRejectButtons({ className = "button" }: { className?: string }) {
  const { t } = useTranslation("consent");
  return (
    <>
      <SubmitButton name={INTENT_FIELD} value={ACCEPT_ALL} className={className}>
        {t("actions.acceptAll")}
      </SubmitButton>
      <SubmitButton name={INTENT_FIELD} value={REJECT_ALL} className={className}>
        {t("actions.rejectAll")}
      </SubmitButton>
    </>
  );
}

function choiceOfSubmission(form: HTMLFormElement, submitter: Element | null): Choice {
  const intent = submitter instanceof HTMLButtonElement ? submitter.value : "";
  if (intent === ACCEPT_ALL) return ALL_ACCEPTED;
  if (intent === REJECT_ALL) return ALL_REJECTED;
  const data = new FormData(form);
  return {
    analytics: data.get("analytics") === "on",
    personalization: data.get("personalization") === "on",
    advertising: data.get("advertising") === "on",
  };
}

/** Where the tenant has Cookiebot, its bridge (./cookiebot.ts) is loaded already and its API on the page. */
export function tellCookiebotOnSubmit(event: FormEvent<HTMLFormElement>): void {
  if (!("Cookiebot" in window)) return;
  const choice = choiceOfSubmission(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  void import("./cookiebot").then(({ tellCookiebot }) => tellCookiebot(choice));
}
