import { localePath, type Locale } from "~/i18n/locales";

export type ResolvedLink = { href: string; external: boolean };

/**
 * The spec's menu link target rules: empty goes home; a target beginning with http opens in a new
 * window; anything else is the generic page with that slug.
 */
export function menuHref(target: string, locale: Locale, defaultLocale: Locale): ResolvedLink {
  const trimmed = target.trim();
  if (!trimmed) return { href: localePath(locale, "/", defaultLocale), external: false };
  if (/^http/i.test(trimmed)) return { href: trimmed, external: true };
  const slug = trimmed.replace(/^\/+/, "");
  return { href: localePath(locale, `/${slug}`, defaultLocale), external: false };
}

/** The language selector goes to the chosen language's home, always through its prefix so the
 * server can remember the choice in the i18n_redirected cookie. */
export function languageHomePath(locale: Locale): string {
  return `/${locale}`;
}
