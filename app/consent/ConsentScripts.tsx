// The tenant's Google Tag Manager in the <head>, once the visitor allows analytics: the server
// renders its nonced loader, and the page starts it once hydrated (tag-manager.ts).
import { useEffect, useState } from "react";
import { useNonce } from "~/ui/nonce";
import { isTagManagerId } from "~/tenancy/tenant";
import { TAG_MANAGER_SCRIPT_ID, choiceOf, type Consent } from "./consent";
import { tagManagerSnippet } from "./tag-manager";

export function ConsentScripts({ gtmId, consent }: { gtmId: string | null; consent: Consent | null }) {
  return isTagManagerId(gtmId) ? <TagManager gtmId={gtmId} consent={consent} /> : null;
}

/** React never runs a <script> it inserts, so the element is only ever the server's; a later choice adds it from the browser. */
function TagManager({ gtmId, consent }: { gtmId: string; consent: Consent | null }) {
  const nonce = useNonce();
  const enabled = !!consent?.analytics;
  const [fromServer] = useState(
    () => enabled && (typeof document === "undefined" || document.getElementById(TAG_MANAGER_SCRIPT_ID) !== null),
  );
  useEffect(() => {
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
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR
          ? tagManagerSnippet(gtmId, choiceOf(consent))
          : (document.getElementById(TAG_MANAGER_SCRIPT_ID)?.innerHTML ?? ""),
      }}
    />
  );
}
