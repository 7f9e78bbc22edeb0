// The cookie banner, on every page until the visitor has chosen (./Banner.tsx). Where the tenant has
// Cookiebot and it takes over, the banner steps aside.
import { useFetcher, useMatches } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { localePath, type Locale } from "~/i18n/locales";
import { CMS_SLUGS, pathTo } from "~/paths";
import { ConsentBanner as ConsentBannerNow, type BannerProps } from "./Banner";
import { INTENT_FIELD, SYNC_CHOICE, sameChoice, type Choice, type Consent } from "./consent";
import { useCookiebot } from "./cookiebot";

type Props = {
  tenantName: string;
  cookiebotId: string | null;
  consent: Consent | null;
  locale: Locale;
  defaultLocale: Locale;
};

/**
 * Most visits come from visitors who have chosen: in the browser the banner's code (and the form
 * components it uses) is a chunk of its own, fetched only when the banner is due. The server renders
 * it at once (the browser build drops the static import, as app/cms/Modules.tsx does); hydration
 * keeps the server's banner, whose form posts without JavaScript, until the chunk is there.
 */
const LazyBanner = import.meta.env.SSR ? ConsentBannerNow : lazy(() => import("./Banner").then((module) => ({ default: module.ConsentBanner })));

function ConsentBanner(props: BannerProps) {
  return (
    <Suspense fallback={null}>
      <LazyBanner {...props} />
    </Suspense>
  );
}

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
