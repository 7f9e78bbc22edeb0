// Page paths as tests compare them; the paths themselves always come from app/paths.ts.
import { DEFAULT_LOCALE, localePath, type Locale } from "../app/i18n/locales";
import { pathTo, type PageId } from "../app/paths";

/** The login page under `locale` with `origin` percent-encoded, as the login guard and links write it. */
export function loginPath(origin: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${localePath(locale, pathTo("login"))}?origin=${encodeURIComponent(origin)}`;
}

/** `text` as literal regular-expression source; a non-ASCII character also matches percent-encoded (as browsers show URLs). */
export function escapeRegExp(text: string): string {
  return Array.from(text, (char) =>
    char.charCodeAt(0) > 0x7f ? `(?:${char}|${encodeURIComponent(char)})` : char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"),
  ).join("");
}

type Params<K extends PageId> = NonNullable<Parameters<typeof pathTo<K>>[1]>;

/** Regular-expression source for the path of `page` with patterns in place of its parameters. */
export function pathPattern<K extends PageId>(
  page: K,
  patterns: { [N in keyof Params<K>]-?: string },
  locale: Locale = DEFAULT_LOCALE,
): string {
  const entries = Object.entries(patterns as Record<string, string>);
  const placeholders = Object.fromEntries(entries.map(([name], index) => [name, `PARAM${index}PATTERN`]));
  const fill = pathTo as (page: PageId, params: Record<string, string>) => string;
  let source = escapeRegExp(localePath(locale, fill(page, placeholders)));
  entries.forEach(([, pattern], index) => {
    source = source.replace(`PARAM${index}PATTERN`, pattern);
  });
  return source;
}

/** A URL (or href) that ends with `path`, its query and hash included: `urlEndingWith("/a?b#c")` is `/\/a\?b#c$/`. */
export function urlEndingWith(path: string): RegExp {
  return new RegExp(`${escapeRegExp(path)}$`);
}

/** A URL on `path`, whatever query or hash follows it: what a journey waits for after a redirect. */
export function urlOnPath(path: string): RegExp {
  return new RegExp(`^[^?#]*${escapeRegExp(path)}(?:[?#]|$)`);
}

/** A URL whose whole path (what follows the host's port, query and hash included) is `path`: `urlAt("/a")` is `/:\d+\/a$/`. */
export function urlAt(path: string): RegExp {
  return new RegExp(`:\\d+${escapeRegExp(path)}$`);
}
