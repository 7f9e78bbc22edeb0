// i18n helpers for the demo API seed: every user-facing text is a `Localized<string>`, one value per
// locale, so a missing translation is a compile error (and `findMissingTranslations` a test failure).

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

/** A localized text in the order es, en, pt, eus. */
export function t(es: string, en: string, pt: string, eus: string): Localized<string> {
  return { es, en, pt, eus };
}

/** A text in Spanish and English, and Portuguese and Basque where it matters (else the Spanish text). */
export function tx(es: string, en: string, pt?: string, eus?: string): Localized<string> {
  return t(es, en, pt ?? es, eus ?? es);
}

/** The `X-Locale` header's locale: exact codes (any case) and region variants (`pt-PT`, `en_GB`); else `es`. */
export function resolveLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const value = header.trim().toLowerCase();
  if (isLocale(value)) return value;
  const base = value.split(/[-_]/)[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/** Paths of localized objects (any locale key) in a seed value that lack a locale or have an empty text. */
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

// Texts a native reader of each language would write exactly like this; any other text equal to the
// Spanish one (and with letters) is an untranslated fallback.
const LANGUAGE_NEUTRAL_TEXTS: ReadonlySet<string> = new Set<string>([
  // Words borrowed as they are in English, Portuguese and Basque.
  "Agenda",
  "Blog",
  "Cookies",
  "Keynote",
  "Marketing",
  // Written the same in Portuguese.
  "Cultura",
  "Sala Barria",
  "Sala A2",
  "Sala 5",
  "Sala 9",
  "Aviso legal",
  "Política de cookies",
  "Patrocinadores",
  "Área privada",
  "Contacto",
  "Conservadora digital",
  "Economista",
  "Psicóloga clínica",
  "Módulo: HTML",
  "Módulo: blog",
  "Módulo: iframe",
  "Módulo: mapa estático",
  "Módulo: patrocinadores",
  "Módulo: texto",
  "Módulo: título",
  "Módulo: vídeo",
  "abril de 2027",
  // Place names.
  "Donostia: Kursaal",
  "Kursaal, Donostia",
  // Words written the same in one of the other languages (forms, surveys, networking).
  "No",
  "Sector",
  "Excelente",
  "Programa",
  "Cultura digital",
  "Zona de networking",
  "Sala 9, Kursaal",
  // The name of a Basque school programme, kept in Basque in every language.
  "Bertsoak eskolan",
]);

function isLanguageNeutral(text: string): boolean {
  return !/\p{L}/u.test(text) || LANGUAGE_NEUTRAL_TEXTS.has(text.trim());
}

/** Paths of localized texts whose value in one of `locales` is the Spanish one (a `tx` fallback). */
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
    // The same in all four languages on purpose ("ORCID iD"): a fallback never reaches English.
    if (LOCALES.every((locale) => record[locale] === es)) return [];
    return locales.filter((locale) => locale !== "es" && isLocale(locale) && record[locale] === es).map((locale) => `${path}.${locale}`);
  }
  return keys.flatMap((key) => findSpanishFallbacks(record[key], locales, `${path}.${key}`));
}
