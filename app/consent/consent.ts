// The visitor's cookie choice and its cookie value: one codec, used by the root loader (what may
// load), the consent route (what to store) and the tests. Zod-free and free of server-only imports:
// the banner's components take the categories and intents from here.

/** The spec's cookie categories. Technical cookies are always on: they are not a choice. */
export const CATEGORIES = ["technical", "analytics", "personalization", "advertising"] as const;

/** The categories a visitor may allow; each is off until chosen. */
export const OPTIONAL_CATEGORIES = ["analytics", "personalization", "advertising"] as const;
type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export type Choice = Record<OptionalCategory, boolean>;

/** A stored choice: which categories, when, under which version of the cookie policy. */
export type Consent = Choice & { version: number; date: string };

export const CONSENT_COOKIE = "cookie_consent";
/** The banner's element id: the browser checks for it before hydrating (./ConsentBanner.tsx). */
export const CONSENT_BANNER_ID = "cookie-banner";
/** A year, as the locale cookie; then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * The cookie policy's version. Raise it when the policy changes what a category covers (a new
 * kind of tag, a new provider): every stored choice of an older version counts as none, so every
 * visitor is asked again.
 */
export const CONSENT_VERSION = 1;

/** The buttons' `intent` values; the action answers 400 to any other. */
export const INTENT_FIELD = "intent";
export const ACCEPT_ALL = "accept-all";
export const REJECT_ALL = "reject-all";
export const SAVE_CHOICE = "save";
/** With JavaScript, Cookiebot's answer copied into our cookie: stored without a toast or a redirect. */
export const SYNC_CHOICE = "sync";
const INTENTS = [ACCEPT_ALL, REJECT_ALL, SAVE_CHOICE, SYNC_CHOICE] as const;
export type Intent = (typeof INTENTS)[number];

export const ALL_ACCEPTED: Choice = { analytics: true, personalization: true, advertising: true };
export const ALL_REJECTED: Choice = { analytics: false, personalization: false, advertising: false };

const NONE = "none";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The cookie's value: `v1:2026-11-22:analytics+advertising` (`none` when every optional category
 * was refused). Only characters a cookie value may hold unencoded, so a person can read it in the
 * browser's tools.
 */
export function formatConsent(choice: Choice, now: Date = new Date()): string {
  const allowed = OPTIONAL_CATEGORIES.filter((category) => choice[category]);
  return `v${CONSENT_VERSION}:${now.toISOString().slice(0, 10)}:${allowed.length ? allowed.join("+") : NONE}`;
}

/**
 * Reads a cookie value back. Anything that is not exactly what `formatConsent` writes today is no
 * consent at all (the banner shows again): another policy version, an unknown or repeated category,
 * a date that is not a real day, from the future, or older than the cookie may live.
 */
export function parseConsent(value: string | null | undefined, now: Date = new Date()): Consent | null {
  if (typeof value !== "string" || value.length > 100) return null;
  const match = /^v(\d{1,4}):(\d{4}-\d{2}-\d{2}):([a-z+]+)$/.exec(value);
  if (!match) return null;
  const [, version, date, list] = match;
  if (Number(version) !== CONSENT_VERSION) return null;
  const day = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date) return null;
  // A day of slack either way for clocks and time zones.
  if (day > now.getTime() + DAY_MS || day < now.getTime() - CONSENT_MAX_AGE_SECONDS * 1000 - DAY_MS) return null;
  const names = list === NONE ? [] : list.split("+");
  if (new Set(names).size !== names.length) return null;
  if (!names.every((name): name is OptionalCategory => (OPTIONAL_CATEGORIES as readonly string[]).includes(name))) return null;
  const choice = Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, names.includes(category)])) as Choice;
  return { ...choice, version: CONSENT_VERSION, date };
}

export function isIntent(value: unknown): value is Intent {
  return typeof value === "string" && (INTENTS as readonly string[]).includes(value);
}

/** The choice only, for comparing a stored consent with a new answer. */
export function choiceOf(consent: Choice): Choice {
  return { analytics: consent.analytics, personalization: consent.personalization, advertising: consent.advertising };
}

export function sameChoice(a: Choice, b: Choice): boolean {
  return OPTIONAL_CATEGORIES.every((category) => a[category] === b[category]);
}

/** The tenant's Google Tag Manager loader's element (./tag-manager.ts). */
export const TAG_MANAGER_SCRIPT_ID = "tag-manager";

/** A container id as Google issues them; anything else is not rendered into a script. */
export function isTagManagerId(value: string | null | undefined): value is string {
  return typeof value === "string" && /^GTM-[A-Z0-9]{4,12}$/.test(value);
}
