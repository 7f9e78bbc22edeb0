import { localePath, type Locale } from "~/i18n/locales";

export type ResolvedLink = { href: string; external: boolean };

/** The spec's rules: empty goes home, http opens a new window, anything else is a page slug. */
export function menuHref(target: string, locale: Locale, defaultLocale: Locale): ResolvedLink {
  const trimmed = target.trim();
  if (!trimmed) return { href: localePath(locale, "/", defaultLocale), external: false };
  if (/^http/i.test(trimmed)) return { href: trimmed, external: true };
  const slug = trimmed.replace(/^\/+/, "");
  return { href: localePath(locale, `/${slug}`, defaultLocale), external: false };
}

/** Always through the prefix, so the server can remember the choice in its cookie. */
export function languageHomePath(locale: Locale): string {
  return `/${locale}`;
}
