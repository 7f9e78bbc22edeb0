// The visitor's cookie choice and its cookie value: one codec for the root loader, the consent
// route and the tests (decision 010). Free of server-only imports: the banner's components use it.

/** The spec's cookie categories; technical cookies are always on. */
export const CATEGORIES = ["technical", "analytics", "personalization", "advertising"] as const;

export const OPTIONAL_CATEGORIES = ["analytics", "personalization", "advertising"] as const;
type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export type Choice = Record<OptionalCategory, boolean>;

export type Consent = Choice & { version: number; date: string };

export const CONSENT_COOKIE = "cookie_consent";
/** The browser checks for it before hydrating (./ConsentBanner.tsx). */
export const CONSENT_BANNER_ID = "cookie-banner";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Raise it when a category covers something new: older stored choices then count as none. */
export const CONSENT_VERSION = 1;

export const INTENT_FIELD = "intent";
export const ACCEPT_ALL = "accept-all";
export const REJECT_ALL = "reject-all";
export const SAVE_CHOICE = "save";
/** With JavaScript, Cookiebot's answer copied into our cookie, without a toast or a redirect. */
export const SYNC_CHOICE = "sync";
const INTENTS = [ACCEPT_ALL, REJECT_ALL, SAVE_CHOICE, SYNC_CHOICE] as const;
export type Intent = (typeof INTENTS)[number];

export const ALL_ACCEPTED: Choice = { analytics: true, personalization: true, advertising: true };
export const ALL_REJECTED: Choice = { analytics: false, personalization: false, advertising: false };

const NONE = "none";
const DAY_MS = 24 * 60 * 60 * 1000;

/** `v1:2026-11-22:analytics+advertising`, or `none` for the categories when all were refused. */
export function formatConsent(choice: Choice, now: Date = new Date()): string {
  const allowed = OPTIONAL_CATEGORIES.filter((category) => choice[category]);
  return `v${CONSENT_VERSION}:${now.toISOString().slice(0, 10)}:${allowed.length ? allowed.join("+") : NONE}`;
}

/** Anything that is not exactly what `formatConsent` writes today is no consent at all. */
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

export function choiceOf(consent: Choice): Choice {
  return { analytics: consent.analytics, personalization: consent.personalization, advertising: consent.advertising };
}

export function sameChoice(a: Choice, b: Choice): boolean {
  return OPTIONAL_CATEGORIES.every((category) => a[category] === b[category]);
}

export const TAG_MANAGER_SCRIPT_ID = "tag-manager";
