/**
 * Tiny i18n helpers for the demo API seed.
 *
 * Every user-facing text in the seed is a `Localized<string>`: one value per
 * supported locale. The type makes a missing translation a compile error, and
 * `findMissingTranslations` lets tests check it at run time too.
 */

export const LOCALES = ["es", "en", "pt", "eus"] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = "es";

export type Localized<T> = Record<Locale, T>;

function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Pick the value for `locale` (falls back to the default locale). */
export function pick<T>(localized: Localized<T>, locale: Locale): T {
  return localized[locale] ?? localized[DEFAULT_LOCALE];
}

/**
 * Shorthand to write a localized text in the order es, en, pt, eus.
 * `t("Ponentes", "Speakers", "Palestrantes", "Hizlariak")`
 */
export function t(es: string, en: string, pt: string, eus: string): Localized<string> {
  return { es, en, pt, eus };
}

/**
 * A text written in Spanish and English (required) and, where it matters (titles of pages, menus,
 * tags...), in Portuguese and Basque. A missing `pt`/`eus` falls back to the Spanish text, so the
 * value is still complete for `findMissingTranslations`.
 * `tx("Taller", "Workshop")`, `tx("Taller", "Workshop", "Oficina", "Tailerra")`
 */
export function tx(es: string, en: string, pt?: string, eus?: string): Localized<string> {
  return t(es, en, pt ?? es, eus ?? es);
}

/**
 * Resolve the `X-Locale` header. Accepts the exact codes (case-insensitive)
 * and region variants such as `pt-BR` or `en_GB`; anything else → `es`.
 */
export function resolveLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const value = header.trim().toLowerCase();
  if (isLocale(value)) return value;
  const base = value.split(/[-_]/)[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/**
 * Walk any seed value and report the paths of localized objects that lack a
 * locale or have an empty text. An object is considered "localized" when it
 * has at least one locale key.
 */
export function findMissingTranslations(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findMissingTranslations(item, `${path}[${index}]`));
  }
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.some((key) => isLocale(key))) {
    return LOCALES.filter((locale) => {
      const text = record[locale];
      return typeof text !== "string" || text.trim() === "";
    }).map((locale) => `${path}.${locale}`);
  }
  return keys.flatMap((key) => findMissingTranslations(record[key], `${path}.${key}`));
}

/**
 * Texts that read the same in every language: names of people, places and brands, numbers, codes.
 * A localized text whose value in a language equals the Spanish one is a fallback (an untranslated
 * text) unless it is listed here or has no letters at all. Keep the list short and honest: only
 * texts that a native reader of each language would write exactly like this.
 */
const LANGUAGE_NEUTRAL_TEXTS: ReadonlySet<string> = new Set<string>([
  // Words borrowed as they are in English, Portuguese and Basque.
  "Agenda", "Blog", "Cookies", "Keynote", "Marketing",
  // Written the same in Portuguese.
  "Cultura", "Sala Barria", "Sala A2", "Sala 5", "Sala 9", "Aviso legal", "Política de cookies", "Patrocinadores", "Área privada",
  "Conservadora digital", "Economista", "Psicóloga clínica", "Módulo: HTML", "Módulo: blog", "Módulo: iframe", "Módulo: mapa estático",
  "Módulo: patrocinadores", "Módulo: texto", "Módulo: título", "Módulo: vídeo", "abril de 2027",
  // Place names.
  "Donostia: Kursaal", "Kursaal, Donostia",
  // Words written the same in one of the other languages (forms, surveys, networking).
  "No", "Sector", "Excelente", "Programa", "Cultura digital", "Zona de networking", "Sala 9, Kursaal",
  // The name of a Basque school programme, kept in Basque in every language.
  "Bertsoak eskolan",
]);

function isLanguageNeutral(text: string): boolean {
  return !/\p{L}/u.test(text) || LANGUAGE_NEUTRAL_TEXTS.has(text.trim());
}

/**
 * Walk any seed value and report the paths of localized texts whose value in one of `locales`
 * (other than Spanish) is the Spanish text itself: the `tx` fallback a visitor sees as Spanish
 * under a translated interface. Language-neutral texts (see above) are not reported.
 */
export function findSpanishFallbacks(value: unknown, locales: readonly string[], path = "$"): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findSpanishFallbacks(item, locales, `${path}[${index}]`));
  }
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.some((key) => isLocale(key))) {
    const es = record.es;
    if (typeof es !== "string" || isLanguageNeutral(es)) return [];
    // Written the same in all four languages on purpose ("ORCID iD", "3 ECTS"): not a fallback,
    // which never reaches the English text.
    if (LOCALES.every((locale) => record[locale] === es)) return [];
    return locales.filter((locale) => locale !== "es" && isLocale(locale) && record[locale] === es).map((locale) => `${path}.${locale}`);
  }
  return keys.flatMap((key) => findSpanishFallbacks(record[key], locales, `${path}.${key}`));
}
