// The tenant's Google Tag Manager. The server renders a nonced loader when the page comes with
// analytics allowed; the loader only prepares (Consent Mode defaults) and defines how to start.
// The page starts it once React has hydrated: gtm.js and the tags it adds insert elements into the
// document, which would break a hydration still under way. A choice made on the page itself adds
// the same loader from the browser, with the same nonce. Consent Mode carries the other categories
// to the container, so the tags inside it (advertising, personalisation) follow the choice too.
import { documentNonce } from "~/chrome/nonce";
import { TAG_MANAGER_SCRIPT_ID, type Choice } from "./consent";

const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
/** The function the loader defines on window; calling it again does nothing. */
const START = "__portalStartTagManager";

/** Consent Mode's states for a choice (the loader only runs with analytics allowed). */
export function consentMode(choice: Choice): Record<string, "granted" | "denied"> {
  const state = (allowed: boolean) => (allowed ? "granted" : "denied");
  return {
    functionality_storage: "granted",
    security_storage: "granted",
    analytics_storage: state(choice.analytics),
    personalization_storage: state(choice.personalization),
    ad_storage: state(choice.advertising),
    ad_user_data: state(choice.advertising),
    ad_personalization: state(choice.advertising),
  };
}

/** JSON safe inside a <script> element (no `</script>`, no HTML comment openers). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
}

/**
 * Google's loader, split in two: Consent Mode's defaults at once, gtm.js when `window.${START}()`
 * is called. gtm.js gets the loader's nonce (CSP 'strict-dynamic' would allow it anyway; the
 * container's custom tags read it).
 */
export function tagManagerSnippet(gtmId: string, choice: Choice): string {
  return [
    "(function(w,d,id,mode){",
    "w.dataLayer=w.dataLayer||[];",
    "function gtag(){w.dataLayer.push(arguments);}",
    "gtag('consent','default',mode);",
    "var n=d.currentScript&&d.currentScript.nonce,started=false;",
    `w[${scriptJson(START)}]=function(){`,
    "if(started){return;}started=true;",
    "w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});",
    "var s=d.createElement('script');",
    `s.async=true;s.src=${scriptJson(`${TAG_MANAGER_ORIGIN}/gtm.js?id=`)}+encodeURIComponent(id);`,
    "if(n){s.nonce=n;}",
    "d.head.appendChild(s);",
    "};",
    `})(window,document,${scriptJson(gtmId)},${scriptJson(consentMode(choice))});`,
  ].join("");
}

/**
 * Starts the container, after hydration: with the server's loader when the page came with it,
 * otherwise (consent given on this page) with the same loader added now.
 */
export function startTagManager(gtmId: string, choice: Choice): void {
  const w = window as unknown as Record<string, (() => void) | undefined>;
  if (!w[START]) {
    const script = document.createElement("script");
    script.id = TAG_MANAGER_SCRIPT_ID;
    script.dataset.gtmId = gtmId;
    const nonce = documentNonce();
    if (nonce) script.nonce = nonce;
    script.textContent = tagManagerSnippet(gtmId, choice);
    document.head.appendChild(script);
  }
  w[START]?.();
}
