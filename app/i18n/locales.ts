// Locale rules shared by the Express host and the Remix app (no server-only imports here).

export const LOCALES = ["es", "en", "pt", "eus"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es";

/** `<html lang>`, `hreflang` and plural rules: valid BCP 47 (`eu-ES`, not the spec's `eus-ES`), European Portuguese; URLs keep `eus`, `pt` (decisions 001, 047). */
export const LOCALE_ISO: Record<Locale, string> = {
  es: "es-ES",
  en: "en-US",
  pt: "pt-PT",
  eus: "eu-ES",
};

export const LOCALE_NAMES: Record<Locale, string> = {
  es: "Español",
  en: "English",
  pt: "Português",
  eus: "Euskara",
};

/** The tag whose plural rules a catalogue follows: `pt-PT` says "0 atividades", bare `pt` (Brazil's rules) "0 atividade". */
export function pluralTag(language: string): string {
  return isLocale(language) ? LOCALE_ISO[language] : language.replace(/_/g, "-");
}

/** ISO 639-1 (Basque's is `eu`). */
export function languageCode(locale: Locale): string {
  return locale === "eus" ? "eu" : locale;
}

export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale a tenant serves on unprefixed paths. */
export function defaultLocaleOf(languages: readonly Locale[]): Locale {
  return languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0];
}

export function splitLocalePrefix(pathname: string): { prefix: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { prefix: match[1], rest: match[2] || "/" };
  return { prefix: null, rest: pathname || "/" };
}

export function localeFromTag(tag: string): Locale | null {
  const base = tag.toLowerCase().split("-")[0];
  if (base === "eu" || base === "eus") return "eus";
  return isLocale(base) ? base : null;
}

export type LocaleResolution = {
  locale: Locale;
  prefix: Locale | null;
  /** The page is then a 404. */
  prefixNotOffered: boolean;
  rootRedirect: string | null;
};

/** Prefix, then cookie, then browser (spec); only `/` redirects to the language the cookie or browser asks for. */
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

/** The one way to build a link to a page; the tenant's default language stays unprefixed. */
export function localePath(locale: Locale, path: string, defaultLocale: Locale = DEFAULT_LOCALE): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

export const NAMESPACES = [
  "common",
  "home",
  "catalogue",
  "agenda",
  "people",
  "blog",
  "cms",
  "validation",
  "account",
  "signup",
  "password",
  "profile",
  "contact",
  "records",
  "consent",
  "participation",
  "live",
  "forms",
  "shop",
  "crowdfunding",
  "tax",
  "networking",
  "meetings",
  // Words of the files the portal serves (card images, calendars, feeds): no page declares it, so no browser gets it.
  "files",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NS = "common";
