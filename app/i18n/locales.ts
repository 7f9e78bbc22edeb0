// Locale rules shared by the Express host and the Remix app (no server-only imports here).

export const LOCALES = ["es", "en", "pt", "eus"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es";

/**
 * `<html lang>` and `hreflang` values. The spec lists `eus-ES` for Basque, but `eus` is not a valid
 * BCP 47 primary subtag (Basque is `eu`): screen readers and axe (valid-lang) need `eu-ES`. The URL
 * prefix, the cookie and X-Locale keep the spec's `eus`.
 */
export const LOCALE_ISO: Record<Locale, string> = {
  es: "es-ES",
  en: "en-US",
  pt: "pt-BR",
  eus: "eu-ES",
};

/** Each language's own name, for the language selector. */
export const LOCALE_NAMES: Record<Locale, string> = {
  es: "Español",
  en: "English",
  pt: "Português",
  eus: "Euskara",
};

/** The ISO 639-1 code of a page language (Basque's is `eu`): for Intl, Cookiebot, the header's "ES". */
export function languageCode(locale: Locale): string {
  return locale === "eus" ? "eu" : locale;
}

export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale a tenant serves on unprefixed paths: Spanish when offered, else its first language. */
export function defaultLocaleOf(languages: readonly Locale[]): Locale {
  return languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0];
}

/** Splits `/en/agenda` into `{ prefix: "en", rest: "/agenda" }`; unprefixed paths give `prefix: null`. */
export function splitLocalePrefix(pathname: string): { prefix: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { prefix: match[1], rest: match[2] || "/" };
  return { prefix: null, rest: pathname || "/" };
}

/** Maps a BCP 47 tag from Accept-Language (`en-GB`, `eu`, `pt-PT`) to one of ours. */
export function localeFromTag(tag: string): Locale | null {
  const base = tag.toLowerCase().split("-")[0];
  if (base === "eu" || base === "eus") return "eus";
  return isLocale(base) ? base : null;
}

export type LocaleResolution = {
  /** The language the page is rendered in. */
  locale: Locale;
  /** The URL prefix, when the path carries one the tenant offers or not. */
  prefix: Locale | null;
  /** True when the URL has a prefix for a language the tenant does not offer (the page is a 404). */
  prefixNotOffered: boolean;
  /** Where the root path `/` should redirect to, if anywhere. */
  rootRedirect: string | null;
};

/**
 * The spec's order: URL prefix, then the `i18n_redirected` cookie, then the browser's languages.
 * An unprefixed path is in the tenant's default language; only the root path `/` redirects to the
 * language the cookie or the browser asks for.
 */
export function resolveLocale(input: {
  pathname: string;
  cookieLocale: string | undefined;
  acceptLanguages: readonly string[];
  languages: readonly Locale[];
}): LocaleResolution {
  const { languages } = input;
  const fallback = defaultLocaleOf(languages);
  const { prefix } = splitLocalePrefix(input.pathname);
  if (prefix) {
    const offered = languages.includes(prefix);
    return { locale: offered ? prefix : fallback, prefix, prefixNotOffered: !offered, rootRedirect: null };
  }
  if (input.pathname !== "/") {
    return { locale: fallback, prefix: null, prefixNotOffered: false, rootRedirect: null };
  }
  const preferred = preferredLocale(input.cookieLocale, input.acceptLanguages, languages) ?? fallback;
  return {
    locale: fallback,
    prefix: null,
    prefixNotOffered: false,
    rootRedirect: preferred === fallback ? null : `/${preferred}`,
  };
}

/** The visitor's preferred offered language: the cookie first, then Accept-Language in order. */
function preferredLocale(
  cookieLocale: string | undefined,
  acceptLanguages: readonly string[],
  languages: readonly Locale[],
): Locale | null {
  if (isLocale(cookieLocale) && languages.includes(cookieLocale)) return cookieLocale;
  for (const tag of acceptLanguages) {
    const locale = localeFromTag(tag);
    if (locale && languages.includes(locale)) return locale;
  }
  return null;
}

/**
 * The one way to build a link to a page: `localePath("en", "/agenda", "es")` is `/en/agenda`;
 * the tenant's default language stays unprefixed.
 */
export function localePath(locale: Locale, path: string, defaultLocale: Locale = DEFAULT_LOCALE): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** Catalogue files under locales/<lng>/: one namespace each. */
export const NAMESPACES = ["common", "catalogue", "agenda", "people", "blog", "cms", "validation", "account", "signup", "password", "profile", "contact", "records", "consent", "participation", "live", "forms", "shop", "crowdfunding", "tax", "networking", "meetings"] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NS = "common";
