// The cookie banner, on every page until the visitor has chosen. A plain form the server renders:
// without JavaScript it posts to the settings page's action, which stores the choice and comes back
// here with a toast. With JavaScript the same form goes through a fetcher (no reload) and the
// banner hides at once. Where the tenant has Cookiebot and it takes over, the banner steps aside.
import { Link, useFetcher, useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localePath, type Locale } from "~/i18n/locales";
import { CMS_SLUGS, pathTo } from "~/paths";
import { FormReplyProvider } from "~/ui/form";
import { INTENT_FIELD, SAVE_CHOICE, SYNC_CHOICE, sameChoice, type Choice, type Consent } from "./consent";
import { AcceptRejectButtons, ConsentCategories, tellCookiebotOnSubmit } from "./ConsentForm";
import { useCookiebot } from "./cookiebot";

type Props = {
  tenantName: string;
  cookiebotId: string | null;
  consent: Consent | null;
  locale: Locale;
  defaultLocale: Locale;
};

const CONSENT_BANNER_ID = "cookie-banner";

/**
 * The banner when it is due (no stored choice, not on the settings page, Cookiebot not in charge),
 * and the bridge that copies Cookiebot's answers into our cookie.
 */
export function CookieConsent({ tenantName, cookiebotId, consent, locale, defaultLocale }: Props) {
  const settingsPath = localePath(locale, pathTo("cookieSettings"), defaultLocale);
  const sync = useFetcher();
  const cookiebotActive = useCookiebot(cookiebotId, locale, (choice: Choice) => {
    if ((consent && sameChoice(consent, choice)) || sync.state !== "idle") return;
    const fields: Record<string, string> = { [INTENT_FIELD]: SYNC_CHOICE };
    for (const [category, allowed] of Object.entries(choice)) if (allowed) fields[category] = "on";
    sync.submit(fields, { method: "post", action: settingsPath });
  });
  const onSettingsPage = useMatches().some((match) => /^cookieSettings(\.|$)/.test(match.id));
  if (consent || onSettingsPage || cookiebotActive) return null;
  return <ConsentBanner tenantName={tenantName} settingsPath={settingsPath} policyPath={localePath(locale, pathTo("page", { slug: CMS_SLUGS.cookiePolicy }), defaultLocale)} />;
}

function ConsentBanner({ tenantName, settingsPath, policyPath }: { tenantName: string; settingsPath: string; policyPath: string }) {
  const { t } = useTranslation("consent");
  const location = useLocation();
  const fetcher = useFetcher();
  // Hidden as soon as a choice is on its way; it comes back only if the submission fails.
  if (fetcher.state !== "idle") return null;
  const titleId = `${CONSENT_BANNER_ID}-title`;
  return (
    <section id={CONSENT_BANNER_ID} className="consent-banner" aria-labelledby={titleId}>
      <div className="consent-banner-inner">
        <h2 id={titleId} className="consent-banner-title">
          {t("banner.title", { name: tenantName })}
        </h2>
        <p>{t("banner.text")}</p>
        <p>
          <Link to={policyPath}>{t("banner.policy")}</Link>
        </p>
        <fetcher.Form method="post" action={settingsPath} preventScrollReset onSubmit={tellCookiebotOnSubmit}>
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <div className="consent-actions">
            <AcceptRejectButtons />
          </div>
          {/* The second layer: choosing category by category, without JavaScript too. */}
          <details className="consent-details">
            <summary>{t("banner.customise")}</summary>
            <FormReplyProvider reply={null} idPrefix={CONSENT_BANNER_ID}>
              <ConsentCategories consent={null} />
            </FormReplyProvider>
            <button type="submit" name={INTENT_FIELD} value={SAVE_CHOICE} className="button button-secondary">
              {t("actions.save")}
            </button>
          </details>
        </fetcher.Form>
      </div>
    </section>
  );
}
