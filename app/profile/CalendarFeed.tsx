// "Subscribe from your calendar app": the visitor's secret feed link to open (webcal) or copy, a new
// one in its place and stopping it, each after a confirmation (app/ui/Confirm).
import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { ConfirmLink, ConfirmStep } from "~/ui/Confirm";
import type { Loaded } from "~/session/forbidden.server";
import type { FeedLink } from "./calendar-feed.server";
import { useLocales } from "./Credentials";
import { CALENDAR_FEED } from "./intents";
import { SubmitButton } from "~/ui/form";
import { announce } from "~/ui/announce";
import { useHydrated } from "~/ui/hydrated";
import type { FeedStepKind } from "./calendar-feed.server";

function useFeedQuestion(kind: FeedStepKind) {
  const { t } = useTranslation("records");
  return {
    title: t(`calendarFeed.${kind}Title`),
    body: <p>{t(`calendarFeed.${kind}Explain`)}</p>,
    confirm: t(`calendarFeed.${kind}Confirm`),
    cancel: t("calendarFeed.revokeCancel"),
  };
}

/** A confirmation step's own page (without JavaScript, or when reached by its address). */
export function FeedStep({ kind, back }: { kind: FeedStepKind; back: string }) {
  return <ConfirmStep idPrefix={`calendar-${kind}`} back={back} question={useFeedQuestion(kind)} />;
}

function MakeButton({ label }: { label: string }) {
  return (
    <Form method="post" className="calendar-feed-make">
      <SubmitButton name="intent" value={CALENDAR_FEED} className="button button-secondary">
        {label}
      </SubmitButton>
    </Form>
  );
}

/** With JavaScript only: copies the field's link and says so; without, the field is there to select. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation("records");
  const [copied, setCopied] = useState(false);
  if (!useHydrated() || typeof navigator.clipboard?.writeText !== "function") return null;
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => {
            setCopied(true);
            announce(t("calendarFeed.copied"));
          },
          () => announce(t("calendarFeed.copyFailed")),
        );
      }}
    >
      {copied ? t("calendarFeed.copiedButton") : label}
    </button>
  );
}

function CopyField({ id, label, copy, value }: { id: string; label: string; copy: string; value: string }) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="calendar-feed-copy">
        <input id={id} className="field-input field-input-full" type="text" readOnly value={value} spellCheck={false} />
        <CopyButton value={value} label={copy} />
      </div>
    </div>
  );
}

export function CalendarFeed({ feed }: { feed: Loaded<FeedLink | null> }) {
  const { t } = useTranslation("records");
  const { locale, defaultLocale } = useLocales();
  const revoke = useFeedQuestion("revoke");
  const replace = useFeedQuestion("replace");
  const stepPath = (page: "profileCalendarRevoke" | "profileCalendarReplace") => localePath(locale, pathTo(page), defaultLocale);
  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h3 id="calendar-feed-title">{t("calendarFeed.title")}</h3>
      {!feed.ok ? (
        <p className="notice">{t(feed.reason === "unavailable" ? "calendarFeed.unavailable" : "calendarFeed.loadFailed")}</p>
      ) : feed.value ? (
        <>
          <p>{t("calendarFeed.intro")}</p>
          <p>
            <a href={feed.value.webcal} className="button">
              {t("calendarFeed.open")}
            </a>
          </p>
          <CopyField
            id="calendar-feed-webcal"
            label={t("calendarFeed.webcalLabel")}
            copy={t("calendarFeed.copyWebcal")}
            value={feed.value.webcal}
          />
          <CopyField
            id="calendar-feed-https"
            label={t("calendarFeed.httpsLabel")}
            copy={t("calendarFeed.copyHttps")}
            value={feed.value.https}
          />
          <p className="field-hint">{t("calendarFeed.howTo")}</p>
          <p className="field-hint">{t("calendarFeed.secret")}</p>
          <div className="form-actions">
            <ConfirmLink
              to={stepPath("profileCalendarReplace")}
              className="button button-secondary"
              label={t("calendarFeed.replace")}
              question={replace}
            />
            <ConfirmLink
              to={stepPath("profileCalendarRevoke")}
              className="button button-warning"
              label={t("calendarFeed.revoke")}
              question={revoke}
            />
          </div>
        </>
      ) : (
        <>
          <p>{t("calendarFeed.none")}</p>
          <MakeButton label={t("calendarFeed.make")} />
        </>
      )}
    </section>
  );
}
