// Cookiebot, the consent manager of tenants that have a `cookiebotId`, when JavaScript runs. Our
// cookie stays the one the server reads: Cookiebot's answers are copied into it, and a choice made
// in our form is told to Cookiebot, so the two never disagree for long. Its script is added once
// the page has hydrated (with the page's nonce): it inserts its dialog and styles into the
// document, which would break a hydration still under way. Without JavaScript our form is all.
// Its code is a chunk of its own in the browser, fetched only for tenants that have Cookiebot
// (app/consent/ConsentBanner.tsx).
import { documentNonce } from "~/chrome/nonce";
import { languageCode, type Locale } from "~/i18n/locales";
import { sameChoice, type Choice } from "./consent";

const COOKIEBOT_SCRIPT = "https://consent.cookiebot.com/uc.js";
const COOKIEBOT_SCRIPT_ID = "Cookiebot";

/** The part of Cookiebot's browser API we use (cookiebot.com/developer). */
type CookiebotApi = {
  consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean };
  hasResponse?: boolean;
  submitCustomConsent?: (preferences: boolean, statistics: boolean, marketing: boolean) => void;
};

function api(): CookiebotApi | undefined {
  return (window as unknown as { Cookiebot?: CookiebotApi }).Cookiebot;
}

/** Cookiebot's names for our categories: preferences, statistics, marketing. */
function choiceFromCookiebot(consent: NonNullable<CookiebotApi["consent"]>): Choice {
  return { analytics: !!consent.statistics, personalization: !!consent.preferences, advertising: !!consent.marketing };
}

/**
 * The choice our form last told Cookiebot, until Cookiebot answers. Cookiebot echoes it back as an
 * answer (`CookiebotOnAccept`/`OnDecline`): our form's own submission already stores it, and a
 * second post of the same choice raced it (its reload of the page's data could run after the
 * form's, find the toast already taken, and wipe it from the page).
 */
let toldCookiebot: Choice | null = null;

/** A choice made in our form, told to Cookiebot when it is on the page. */
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

/**
 * Loads Cookiebot (the tenant's id `cbid`) and listens to it: `onActive` once it has taken over on
 * this page (it showed its dialog, or it already holds an answer; until then, script blocked,
 * offline or not loaded yet, our banner stays), and each answer it gives (and the one it holds, on
 * every page) to `onAnswer`. Returns what stops listening.
 */
export function listenToCookiebot(cbid: string, locale: Locale, onActive: () => void, onAnswer: (choice: Choice) => void): () => void {
  const answered = () => {
    const cookiebot = api();
    if (!cookiebot?.hasResponse || !cookiebot.consent) return;
    onActive();
    const choice = choiceFromCookiebot(cookiebot.consent);
    const told = toldCookiebot;
    toldCookiebot = null;
    // Our own choice coming back: the form that told it is storing it.
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
  // Already loaded by an earlier page of this visit: ask it directly.
  answered();
  addCookiebotScript(cbid, locale);
  return () => {
    for (const [name, listener] of events) window.removeEventListener(name, listener);
  };
}
