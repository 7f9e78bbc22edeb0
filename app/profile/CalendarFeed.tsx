// "Subscribe from your calendar app": the visitor's secret feed link to copy (webcal and https), a
// new one in its place, and stopping it after a confirmation (app/ui/Confirm).
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { ConfirmLink, ConfirmStep } from "~/ui/Confirm";
import type { Loaded } from "~/session/forbidden.server";
import type { FeedLink } from "./calendar-feed.server";
import { useLocales } from "./Credentials";
import { CALENDAR_FEED } from "./intents";
import { SubmitButton } from "~/ui/form";

function useRevokeQuestion() {
  const { t } = useTranslation("records");
  return {
    title: t("calendarFeed.revokeTitle"),
    body: <p>{t("calendarFeed.revokeExplain")}</p>,
    confirm: t("calendarFeed.revokeConfirm"),
    cancel: t("calendarFeed.revokeCancel"),
  };
}

/** The confirmation step's own page (without JavaScript, or when reached by its address). */
export function RevokeStep({ back }: { back: string }) {
  return <ConfirmStep idPrefix="calendar-revoke" back={back} question={useRevokeQuestion()} />;
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

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field-input field-input-full" type="text" readOnly value={value} spellCheck={false} />
    </div>
  );
}

export function CalendarFeed({ feed }: { feed: Loaded<FeedLink | null> }) {
  const { t } = useTranslation("records");
  const { locale, defaultLocale } = useLocales();
  const question = useRevokeQuestion();
  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h3 id="calendar-feed-title">{t("calendarFeed.title")}</h3>
      {!feed.ok ? (
        <p className="notice">{t(feed.reason === "unavailable" ? "calendarFeed.unavailable" : "calendarFeed.loadFailed")}</p>
      ) : feed.value ? (
        <>
          <p>{t("calendarFeed.intro")}</p>
          <CopyField id="calendar-feed-webcal" label={t("calendarFeed.webcalLabel")} value={feed.value.webcal} />
          <CopyField id="calendar-feed-https" label={t("calendarFeed.httpsLabel")} value={feed.value.https} />
          <p className="field-hint">{t("calendarFeed.howTo")}</p>
          <p className="field-hint">{t("calendarFeed.secret")}</p>
          <div className="form-actions">
            <MakeButton label={t("calendarFeed.replace")} />
            <ConfirmLink
              to={localePath(locale, pathTo("profileCalendarRevoke"), defaultLocale)}
              className="button button-warning"
              label={t("calendarFeed.revoke")}
              question={question}
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
