// The sitemap protocol's XML: one <url> per page and language, with its hreflang alternates; above
// MAX_URLS a sitemap index of numbered parts (`?part=N`). Pure, so it is tested without a server.
import { LOCALE_ISO, localePath, type Locale } from "~/i18n/locales";
import { SITEMAP_PATH } from "~/paths";

/** The protocol's limit of URLs in one file. */
const MAX_URLS = 50_000;
export const PART_PARAM = "part";

/** `path` unprefixed (as `pathTo` gives it), `languages` those it exists in, `lastmod` an ISO date the backend gave. */
export type SitemapEntry = { path: string; languages: readonly Locale[]; lastmod?: string | null };
export type SitemapSite = { origin: string; defaultLocale: Locale; languages: readonly Locale[] };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`);
}

/** As the pages' canonical (app/seo/meta.ts): the path decoded once, then encoded, after the origin. */
function pageUrl(site: SitemapSite, lng: Locale, path: string): string {
  const local = localePath(lng, path, site.defaultLocale);
  let decoded = local;
  try {
    decoded = decodeURI(local);
  } catch {
    // kept as given
  }
  return encodeURI(`${site.origin}${decoded}`);
}

function urlElements(entry: SitemapEntry, site: SitemapSite): string[] {
  const languages = site.languages.filter((lng) => entry.languages.includes(lng));
  const link = (hreflang: string, lng: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(pageUrl(site, lng, entry.path))}"/>`;
  const alternates =
    site.languages.length > 1 && languages.length
      ? [
          ...languages.map((lng) => link(LOCALE_ISO[lng], lng)),
          link("x-default", languages.includes(site.defaultLocale) ? site.defaultLocale : languages[0]),
        ]
      : [];
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
  return languages.map((lng) => `<url><loc>${escapeXml(pageUrl(site, lng, entry.path))}</loc>${lastmod}${alternates.join("")}</url>`);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

function urlset(urls: readonly string[]): string {
  return `${HEAD}${URLSET}\n${urls.join("\n")}\n</urlset>\n`;
}

/** The document for `part` (null: the sitemap itself, or the index when split); null when there is no such part. */
export function sitemapXml(entries: readonly SitemapEntry[], site: SitemapSite, part: number | null, max = MAX_URLS): string | null {
  const urls = entries.flatMap((entry) => urlElements(entry, site));
  const parts = Math.ceil(urls.length / max);
  if (parts <= 1) return part === null ? urlset(urls) : null;
  if (part !== null) return part >= 1 && part <= parts ? urlset(urls.slice((part - 1) * max, part * max)) : null;
  const sitemaps = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeXml(`${site.origin}${SITEMAP_PATH}?${PART_PARAM}=${index + 1}`)}</loc></sitemap>`,
  );
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}
