// Cookiebot for tenants with a `cookiebotId`, with JavaScript: its answers are copied into our cookie
// (the one the server reads) and our form's choices told to it. Its script is added only after
// hydration, which its injected dialog would break (decision 010).
import { documentNonce } from "~/ui/nonce";
import { languageCode, type Locale } from "~/i18n/locales";
import { sameChoice, type Choice } from "./consent";

const COOKIEBOT_SCRIPT = "https://consent.cookiebot.com/uc.js";
const COOKIEBOT_SCRIPT_ID = "Cookiebot";

/** cookiebot.com/developer */
type CookiebotApi = {
  consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean };
  hasResponse?: boolean;
  submitCustomConsent?: (preferences: boolean, statistics: boolean, marketing: boolean) => void;
};

function api(): CookiebotApi | undefined {
  return (window as unknown as { Cookiebot?: CookiebotApi }).Cookiebot;
}

function choiceFromCookiebot(consent: NonNullable<CookiebotApi["consent"]>): Choice {
  return { analytics: !!consent.statistics, personalization: !!consent.preferences, advertising: !!consent.marketing };
}

// Cookiebot echoes our form's choice back; posting it again would race the form's own post and lose its toast.
let toldCookiebot: Choice | null = null;

export function tellCookiebot(choice: Choice): void {
  const cookiebot = api();
  if (!cookiebot?.submitCustomConsent) return;
  toldCookiebot = choice;
  cookiebot.submitCustomConsent(choice.personalization, choice.analytics, choice.advertising);
}

function addCookiebotScript(cbid: string, locale: Locale): void {
  if (document.getElementById(COOKIEBOT_SCRIPT_ID)) return;
  const script = document.createElement("script");
  script.id = COOKIEBOT_SCRIPT_ID;
  script.src = COOKIEBOT_SCRIPT;
  script.async = true;
  script.dataset.cbid = cbid;
  script.dataset.culture = languageCode(locale);
  const nonce = documentNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/** `onActive` once Cookiebot has taken over (until then our banner stays); returns what stops listening. */
export function listenToCookiebot(cbid: string, locale: Locale, onActive: () => void, onAnswer: (choice: Choice) => void): () => void {
  const answered = () => {
    const cookiebot = api();
    if (!cookiebot?.hasResponse || !cookiebot.consent) return;
    onActive();
    const choice = choiceFromCookiebot(cookiebot.consent);
    const told = toldCookiebot;
    toldCookiebot = null;
    if (told && sameChoice(told, choice)) return;
    onAnswer(choice);
  };
  const events: Array<[string, () => void]> = [
    ["CookiebotOnDialogDisplay", onActive],
    ["CookiebotOnConsentReady", answered],
    ["CookiebotOnAccept", answered],
    ["CookiebotOnDecline", answered],
  ];
  for (const [name, listener] of events) window.addEventListener(name, listener);
  // Loaded by an earlier page of this visit.
  answered();
  addCookiebotScript(cbid, locale);
  return () => {
    for (const [name, listener] of events) window.removeEventListener(name, listener);
  };
}
