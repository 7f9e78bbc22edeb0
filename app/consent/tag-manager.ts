// The tenant's Google Tag Manager: one loader snippet, run by the server's nonced <script> when the
// page is rendered with consent, or inserted in the browser (with the same nonce) when consent is
// given on the page itself. Google Consent Mode carries the other categories to the container, so
// tags inside it (advertising, personalisation) follow the choice too.
import type { Choice } from "./consent";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
export const TAG_MANAGER_SCRIPT_ID = "tag-manager";

/** A container id as Google issues them; anything else is not rendered into a script. */
export function isTagManagerId(value: string | null | undefined): value is string {
  return typeof value === "string" && /^GTM-[A-Z0-9]{4,12}$/.test(value);
}

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
 * Google's loader, with Consent Mode's defaults pushed first. gtm.js gets the nonce of the script
 * that loads it (CSP 'strict-dynamic' would allow it anyway; the container's own custom tags read it).
 */
export function tagManagerSnippet(gtmId: string, choice: Choice): string {
  return [
    "(function(w,d,id,mode){",
    "w.dataLayer=w.dataLayer||[];",
    "function gtag(){w.dataLayer.push(arguments);}",
    "gtag('consent','default',mode);",
    "w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});",
    "var s=d.createElement('script'),n=d.currentScript&&d.currentScript.nonce;",
    `s.async=true;s.src=${scriptJson(`${TAG_MANAGER_ORIGIN}/gtm.js?id=`)}+encodeURIComponent(id);`,
    "if(n){s.nonce=n;}",
    "d.head.appendChild(s);",
    `})(window,document,${scriptJson(gtmId)},${scriptJson(consentMode(choice))});`,
  ].join("");
}

/** True once a loader has run in this document (the server's or one inserted later). */
export function tagManagerStarted(): boolean {
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  return Array.isArray(layer) && layer.some((entry) => (entry as { event?: unknown } | null)?.event === "gtm.js");
}

/**
 * Starts the container after consent given on this page (no reload). The page's nonce is read from
 * a script the server rendered: the browser hides the attribute but keeps the property.
 */
export function startTagManager(gtmId: string, choice: Choice): void {
  if (tagManagerStarted()) return;
  const nonce = Array.from(document.scripts)
    .map((script) => script.nonce)
    .find(Boolean);
  const script = document.createElement("script");
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.dataset.gtmId = gtmId;
  if (nonce) script.nonce = nonce;
  script.textContent = tagManagerSnippet(gtmId, choice);
  document.head.appendChild(script);
}
