// The tenant's Google Tag Manager in the <head>, once the visitor allows analytics: the server
// renders its loader with the response's CSP nonce, and the page starts it once hydrated (see
// tag-manager.ts). Cookiebot, for tenants that have it, is added by the banner's bridge
// (cookiebot.ts) after hydration, for the same reason.
import { useEffect, useState } from "react";
import { useNonce } from "~/chrome/nonce";
import { TAG_MANAGER_SCRIPT_ID, choiceOf, isTagManagerId, type Consent } from "./consent";
import { tagManagerSnippet } from "./tag-manager";

export function ConsentScripts({ gtmId, consent }: { gtmId: string | null; consent: Consent | null }) {
  return isTagManagerId(gtmId) ? <TagManager gtmId={gtmId} consent={consent} /> : null;
}

/**
 * React never runs a <script> it inserts itself, so the loader element is rendered only as the
 * server sent it (and kept through hydration); a choice made later adds it from the browser.
 * Withdrawing needs a new document to stop what already runs (the settings page reloads for that).
 */
function TagManager({ gtmId, consent }: { gtmId: string; consent: Consent | null }) {
  const nonce = useNonce();
  const enabled = !!consent?.analytics;
  // Rendered by the server, or kept while hydrating what the server sent; never added later.
  const [fromServer] = useState(() => enabled && (typeof document === "undefined" || document.getElementById(TAG_MANAGER_SCRIPT_ID) !== null));
  useEffect(() => {
    // The starter is a chunk of its own in the browser, fetched only where the tags run.
    if (enabled && consent) void import("./tag-manager").then((module) => module.startTagManager(gtmId, choiceOf(consent)));
  }, [enabled, gtmId, consent]);
  if (!fromServer || !enabled || !consent) return null;
  return (
    <script
      id={TAG_MANAGER_SCRIPT_ID}
      nonce={nonce}
      data-gtm-id={gtmId}
      // The browser hides the nonce once parsed: the server's and the client's renders differ there.
      suppressHydrationWarning
      // The browser keeps the server's loader as it is: it needs no code to write one.
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? tagManagerSnippet(gtmId, choiceOf(consent)) : (document.getElementById(TAG_MANAGER_SCRIPT_ID)?.innerHTML ?? "") }}
    />
  );
}
