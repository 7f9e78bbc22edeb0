// What the <head> loads according to the tenant and the visitor's choice: the tenant's Google Tag
// Manager once analytics is allowed, and Cookiebot (the consent manager, with JavaScript) where the
// tenant has one. Both are rendered by the server with the response's CSP nonce.
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useNonce } from "~/chrome/nonce";
import type { Locale } from "~/i18n/locales";
import { choiceOf, type Consent } from "./consent";
import { COOKIEBOT_SCRIPT, cookiebotCulture } from "./cookiebot";
import { TAG_MANAGER_SCRIPT_ID, isTagManagerId, startTagManager, tagManagerSnippet } from "./tag-manager";

type Props = { gtmId: string | null; cookiebotId: string | null; consent: Consent | null; locale: Locale };

export function ConsentScripts({ gtmId, cookiebotId, consent, locale }: Props) {
  const nonce = useNonce();
  return (
    <>
      {cookiebotId ? (
        <script id="Cookiebot" src={COOKIEBOT_SCRIPT} data-cbid={cookiebotId} data-culture={cookiebotCulture(locale)} nonce={nonce} async />
      ) : null}
      {isTagManagerId(gtmId) ? <TagManager gtmId={gtmId} consent={consent} /> : null}
    </>
  );
}

/**
 * The server renders the loader only with analytics allowed. A choice made later on the page
 * (banner, Cookiebot) starts it from the browser: React never runs a <script> it inserts itself,
 * so the element is rendered only as the server sent it. Withdrawing needs a new document to stop
 * what already runs (the settings page reloads for that).
 */
function TagManager({ gtmId, consent }: { gtmId: string; consent: Consent | null }) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  const enabled = !!consent?.analytics;
  // Rendered by the server (and kept through hydration) or not at all.
  const [fromServer] = useState(() => !hydrated && enabled);
  useEffect(() => {
    if (enabled && consent) startTagManager(gtmId, choiceOf(consent));
  }, [enabled, gtmId, consent]);
  if (!fromServer || !enabled || !consent) return null;
  return (
    <script
      id={TAG_MANAGER_SCRIPT_ID}
      nonce={nonce}
      data-gtm-id={gtmId}
      // The browser hides the nonce after parsing; the server's and the client's renders differ there.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: tagManagerSnippet(gtmId, choiceOf(consent)) }}
    />
  );
}
