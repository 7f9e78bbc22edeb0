// The pieces the banner and the settings page share: the categories and the buttons.
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField, SubmitButton } from "~/ui/form";
import {
  ACCEPT_ALL,
  ALL_ACCEPTED,
  ALL_REJECTED,
  INTENT_FIELD,
  OPTIONAL_CATEGORIES,
  REJECT_ALL,
  type Choice,
  type Consent,
} from "./consent";
import { tellCookiebot } from "./cookiebot";

export function ConsentCategories({ consent }: { consent: Consent | null }) {
  const { t } = useTranslation("consent");
  return (
    <fieldset className="field consent-categories">
      <legend className="field-label">{t("legend")}</legend>
      <div className="consent-always">
        <p className="consent-always-name">
          <strong>{t("categories.technical.label")}</strong> <span className="badge">{t("categories.technical.always")}</span>
        </p>
        <p className="field-hint">{t("categories.technical.hint")}</p>
      </div>
      {OPTIONAL_CATEGORIES.map((category) => (
        <CheckboxField
          key={category}
          name={category}
          label={t(`categories.${category}.label`)}
          hint={t(`categories.${category}.hint`)}
          defaultChecked={consent?.[category] ?? false}
        />
      ))}
    </fieldset>
  );
}

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

export function tellCookiebotOnSubmit(event: FormEvent<HTMLFormElement>): void {
  tellCookiebot(choiceOfSubmission(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
}
