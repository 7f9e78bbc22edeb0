// The cookie banner, on every page until the visitor has chosen (./Banner.tsx). Where the tenant has
// Cookiebot and it takes over, the banner steps aside.
import { useFetcher, useMatches } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { localePath, type Locale } from "~/i18n/locales";
import { CMS_SLUGS, isRouteOf, pathTo } from "~/paths";
import { loadWhenOnline } from "~/ui/when-near";
import { ConsentBanner as ConsentBannerNow, type BannerProps } from "./Banner";
import { INTENT_FIELD, SYNC_CHOICE, sameChoice, type Choice, type Consent } from "./consent";

type Props = {
  tenantName: string;
  cookiebotId: string | null;
  consent: Consent | null;
  locale: Locale;
  defaultLocale: Locale;
};

// A chunk of its own in the browser, fetched only when the banner is due; the server renders it at once.
const LazyBanner = import.meta.env.SSR
  ? ConsentBannerNow
  : lazy(loadWhenOnline(() => import("./Banner").then((module) => ({ default: module.ConsentBanner }))));

function ConsentBanner(props: BannerProps) {
  return (
    <Suspense fallback={null}>
      <LazyBanner {...props} />
    </Suspense>
  );
}

/** True once Cookiebot has taken over this page. */
function useCookiebot(cbid: string | null, locale: Locale, onAnswer: (choice: Choice) => void): boolean {
  const [active, setActive] = useState(false);
  const answerRef = useRef(onAnswer);
  useEffect(() => {
    answerRef.current = onAnswer;
  });
  useEffect(() => {
    if (!cbid) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import("./cookiebot").then(({ listenToCookiebot }) => {
      if (!left)
        stop = listenToCookiebot(
          cbid,
          locale,
          () => setActive(true),
          (choice) => answerRef.current(choice),
        );
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [cbid, locale]);
  return active;
}

/** Also the bridge that copies Cookiebot's answers into our cookie. */
export function CookieConsent({ tenantName, cookiebotId, consent, locale, defaultLocale }: Props) {
  const settingsPath = localePath(locale, pathTo("cookieSettings"), defaultLocale);
  const sync = useFetcher();
  const cookiebotActive = useCookiebot(cookiebotId, locale, (choice: Choice) => {
    if ((consent && sameChoice(consent, choice)) || sync.state !== "idle") return;
    const fields: Record<string, string> = { [INTENT_FIELD]: SYNC_CHOICE };
    for (const [category, allowed] of Object.entries(choice)) if (allowed) fields[category] = "on";
    sync.submit(fields, { method: "post", action: settingsPath });
  });
  const onSettingsPage = useMatches().some((match) => isRouteOf(match.id, "cookieSettings"));
  if (consent || onSettingsPage || cookiebotActive) return null;
  return (
    <ConsentBanner
      tenantName={tenantName}
      settingsPath={settingsPath}
      policyPath={localePath(locale, pathTo("page", { slug: CMS_SLUGS.cookiePolicy }), defaultLocale)}
    />
  );
}
