// The cookie settings page: what the visitor chose (the boxes show it), the same choices as the
// banner, and how to withdraw consent. Reached from the footer on every page.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localePath, type Locale } from "~/i18n/locales";
import { CMS_SLUGS, pathTo } from "~/paths";
import { ErrorSummary, FormReplyProvider, SubmitButton, type FormReply } from "~/ui/form";
import { formatShortDate } from "~/ui/format";
import { isTagManagerId } from "~/tenancy/tenant";
import { CATEGORIES, INTENT_FIELD, OPTIONAL_CATEGORIES, SAVE_CHOICE, type Consent } from "./consent";
import { ConsentCategories } from "./ConsentCategories";
import { AcceptRejectButtons, tellCookiebotOnSubmit } from "./ConsentForm";

type Props = {
  consent: Consent | null;
  reply: FormReply | null | undefined;
  gtmId: string | null;
  locale: Locale;
  defaultLocale: Locale;
};

export function CookieSettings({ consent, reply, gtmId, locale, defaultLocale }: Props) {
  const { t } = useTranslation("consent");
  const settingsPath = localePath(locale, pathTo("cookieSettings"), defaultLocale);
  const policyPath = localePath(locale, pathTo("page", { slug: CMS_SLUGS.cookiePolicy }), defaultLocale);
  // A tag manager already running in this document stops only with a new one: withdrawing then
  // posts as a plain form (a full page load), with JavaScript too.
  const tagsMayRun = isTagManagerId(gtmId) && !!consent?.analytics;
  return (
    <div className="form-wide consent-settings">
      <FormReplyProvider reply={reply} idPrefix="cookie-settings">
        <ErrorSummary
          fields={[...OPTIONAL_CATEGORIES]}
          labels={Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, t(`categories.${category}.label`)]))}
        />
        <h1>{t("settings.title")}</h1>
        <p>{t("settings.intro")}</p>
        <p>
          <Link to={policyPath}>{t("banner.policy")}</Link>
        </p>
        <h2>{t("settings.currentTitle")}</h2>
        <CurrentChoice consent={consent} locale={locale} />
        <h2>{t("settings.changeTitle")}</h2>
        <p>{t("settings.withdraw")}</p>
        <Form method="post" action={settingsPath} reloadDocument={tagsMayRun} preventScrollReset onSubmit={tellCookiebotOnSubmit}>
          <input type="hidden" name="redirectTo" value={settingsPath} />
          {/* New boxes when the stored choice changes, so they show it after "Accept all" with JavaScript
              (the buttons stay, and keep the focus). */}
          <ConsentCategories key={OPTIONAL_CATEGORIES.map((category) => (consent?.[category] ? 1 : 0)).join("")} consent={consent} />
          <div className="form-actions consent-actions">
            <SubmitButton name={INTENT_FIELD} value={SAVE_CHOICE} className="button">
              {t("actions.save")}
            </SubmitButton>
            <AcceptRejectButtons className="button button-secondary" />
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}

function CurrentChoice({ consent, locale }: { consent: Consent | null; locale: Locale }) {
  const { t } = useTranslation("consent");
  if (!consent) return <p>{t("settings.noChoice")}</p>;
  return (
    <>
      <p>{t("settings.chosenOn", { date: formatShortDate(`${consent.date}T12:00:00Z`, locale) })}</p>
      <dl className="details-list consent-current">
        {CATEGORIES.map((category) => (
          <div className="details-row" key={category}>
            <dt>{t(`categories.${category}.label`)}</dt>
            <dd>
              {category === "technical"
                ? t("categories.technical.always")
                : consent[category]
                  ? t("settings.allowed")
                  : t("settings.refused")}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
