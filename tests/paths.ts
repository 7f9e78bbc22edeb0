// What the tests need to compare page paths the way they travel: the login page with an `origin`,
// and patterns for URLs. The paths themselves always come from app/paths.ts (`pathTo`) and
// `localePath`; no test writes one (integration and end-to-end tests both use this module).
import { DEFAULT_LOCALE, localePath, type Locale } from "../app/i18n/locales";
import { pathTo, type PageId } from "../app/paths";

/**
 * The login page under `locale` with `origin` (where to go after logging in), as the login guard
 * and the login links write it: `loginPath(pathTo("profile"))` is the login page's path, `?origin=` and
 * the private area's path percent-encoded (`%2F…`).
 */
export function loginPath(origin: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${localePath(locale, pathTo("login"))}?origin=${encodeURIComponent(origin)}`;
}

/**
 * `text` as regular-expression source that matches it literally. A non-ASCII character (the `ñ`
 * of the password pages' paths) matches as itself or percent-encoded (`%C3%B1`): a browser's URL
 * shows it encoded, an `href` attribute as written.
 */
export function escapeRegExp(text: string): string {
  return Array.from(text, (char) =>
    char.charCodeAt(0) > 0x7f ? `(?:${char}|${encodeURIComponent(char)})` : char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"),
  ).join("");
}

type Params<K extends PageId> = NonNullable<Parameters<typeof pathTo<K>>[1]>;

/**
 * Regular-expression source for the path of `page` (under `locale`) whose parameters are patterns,
 * not values: `pathPattern("conference", { slug: "[a-z0-9-]+" })` is the escaped path of an activity
 * with `[a-z0-9-]+` where its slug goes.
 */
export function pathPattern<K extends PageId>(page: K, patterns: { [N in keyof Params<K>]-?: string }, locale: Locale = DEFAULT_LOCALE): string {
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

/** A URL whose whole path (what follows the host's port, query and hash included) is `path`: `urlAt("/a")` is `/:\d+\/a$/`. */
export function urlAt(path: string): RegExp {
  return new RegExp(`:\\d+${escapeRegExp(path)}$`);
}
