// The cookie banner itself: a plain form posting to the settings page's action, through a fetcher
// with JavaScript (the banner then hides at once).
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { closeDetailsOnEscape } from "~/ui/disclosure";
import { FormReplyProvider, SubmitButton } from "~/ui/form";
import { CONSENT_BANNER_ID, INTENT_FIELD, SAVE_CHOICE } from "./consent";
import { AcceptRejectButtons, ConsentCategories, tellCookiebotOnSubmit } from "./ConsentForm";

export type BannerProps = { tenantName: string; settingsPath: string; policyPath: string };

/** The categories are a disclosure, not a dialog (decision 040): Escape inside closes them, back to their summary. */
function listenForEscape(section: HTMLElement | null): void {
  section?.addEventListener("keydown", closeDetailsOnEscape);
}

export function ConsentBanner({ tenantName, settingsPath, policyPath }: BannerProps) {
  const { t } = useTranslation("consent");
  const location = useLocation();
  const fetcher = useFetcher();
  // Hidden as soon as a choice is on its way; it comes back only if the submission fails.
  if (fetcher.state !== "idle") return null;
  const titleId = `${CONSENT_BANNER_ID}-title`;
  return (
    <section id={CONSENT_BANNER_ID} className="consent-banner" aria-labelledby={titleId} ref={listenForEscape}>
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
            <SubmitButton name={INTENT_FIELD} value={SAVE_CHOICE} className="button button-secondary">
              {t("actions.save")}
            </SubmitButton>
          </details>
        </fetcher.Form>
      </div>
    </section>
  );
}
