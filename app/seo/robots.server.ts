// A tenant's /robots.txt: what search engines may not visit, from the pages' traits, in every language prefix.
import type { Locale } from "~/i18n/locales";
import { PAGES, SITEMAP_PATH, VENUE_PREFERENCE_PATH, type PageId } from "~/paths";
import { pageTraits } from "~/paths.server";

/** Steps nobody should land on from a search: checkouts, a confirmation, signing out, downloads and choices kept in cookies. */
const NOT_FOR_SEARCH: readonly PageId[] = [
  "conferenceCalendar",
  "conferenceLive",
  "conferencePurchase",
  "purchase",
  "rewardsPayment",
  "logout",
  "signupRegistration",
  "externalRegistrationDone",
  "cookieSettings",
];

/** A robots.txt rule is a prefix: a path stops before its first optional or rest segment, and a parameter is `*`. */
export function robotsPattern(path: string): string {
  const kept: string[] = [];
  for (const segment of path.split("/").slice(1)) {
    if (segment.endsWith("?") || segment === "*") break;
    kept.push(segment.startsWith(":") ? "*" : encodeURIComponent(segment));
  }
  return `/${kept.join("/")}`;
}

/** Private pages, the payment provider's returns, pages with a one-time token and NOT_FOR_SEARCH, in every language prefix. */
function disallowedPaths(languages: readonly Locale[]): string[] {
  const patterns = (Object.keys(PAGES) as PageId[])
    .filter((page) => {
      const traits = pageTraits(page);
      return traits.private || traits.providerReturn || traits.secret || NOT_FOR_SEARCH.includes(page);
    })
    .map((page) => robotsPattern(PAGES[page].path));
  const prefixed = ["", ...languages.map((lng) => `/${lng}`)].flatMap((prefix) => patterns.map((pattern) => prefix + pattern));
  // Single-fetch data (`/agenda.data`, `/_root.data?_routes=…`) is the pages' JSON, never a page.
  const all = [VENUE_PREFERENCE_PATH, "/*.data$", "/*.data?", ...prefixed];
  // A rule also covers every path it is a prefix of (`/usuario` covers `/usuario/baja`).
  return all.filter((path, index) => all.indexOf(path) === index && !all.some((other) => other !== path && path.startsWith(other)));
}

export function robotsTxt(site: { indexed: boolean; languages: readonly Locale[]; origin: string }): string {
  if (!site.indexed) return "User-agent: *\nDisallow: /\n";
  const rules = disallowedPaths(site.languages).map((path) => `Disallow: ${path}`);
  return ["User-agent: *", ...rules, "", `Sitemap: ${site.origin}${SITEMAP_PATH}`, ""].join("\n");
}
