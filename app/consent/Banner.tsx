// The cookie banner itself: a plain form posting to the settings page's action, through a fetcher
// with JavaScript (the banner then hides at once).
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { closeDetailsOnEscape } from "~/ui/disclosure";
import { SubmitButton } from "~/ui/form";
import { loadWhenOnline } from "~/ui/when-near";
import { CONSENT_BANNER_ID, INTENT_FIELD, SAVE_CHOICE } from "./consent";
import { BannerCategories as BannerCategoriesNow } from "./ConsentCategories";
import { AcceptRejectButtons, tellCookiebotOnSubmit } from "./ConsentForm";

const DETAILS_ID = `${CONSENT_BANNER_ID}-details`;

/** Resolves once the visitor opens the second layer; at once where the server did not render it (a client render). */
function whenOpened(): Promise<void> {
  const details = document.getElementById(DETAILS_ID);
  if (!(details instanceof HTMLDetailsElement) || details.open) return Promise.resolve();
  return new Promise((resolve) => details.addEventListener("toggle", () => resolve(), { once: true }));
}

// Until then the server's boxes stay as they are: they post with the form all the same.
const BannerCategories = import.meta.env.SSR
  ? BannerCategoriesNow
  : lazy(() =>
      whenOpened().then(loadWhenOnline(() => import("./ConsentCategories").then((module) => ({ default: module.BannerCategories })))),
    );

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
          <details className="consent-details" id={DETAILS_ID}>
            <summary>{t("banner.customise")}</summary>
            <Suspense fallback={null}>
              <BannerCategories />
            </Suspense>
            <SubmitButton name={INTENT_FIELD} value={SAVE_CHOICE} className="button button-secondary">
              {t("actions.save")}
            </SubmitButton>
          </details>
        </fetcher.Form>
      </div>
    </section>
  );
}
