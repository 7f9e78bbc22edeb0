// The tenant's Google Tag Manager: a nonced loader with Consent Mode defaults, started only after
// hydration, which gtm.js's inserted elements would break (decision 010).
import { documentNonce } from "~/ui/nonce";
import { TAG_MANAGER_SCRIPT_ID, type Choice } from "./consent";

const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
/** Defined on window by the loader; calling it again does nothing. */
const START = "__portalStartTagManager";

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

/** Consent Mode's defaults at once, gtm.js (with the loader's nonce) when `window[START]()` is called. */
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

/** Adds the loader first when the page came without it (consent given on this page). */
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
