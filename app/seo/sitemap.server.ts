// /sitemap.xml and /robots.txt of the host's tenant: the public pages its backend data really has,
// in each of its languages, kept a while per site so a crawler's visits stay cheap.
import { LRUCache } from "lru-cache";
import { getPosts } from "~/backend/blog.server";
import { BackendError, backendFor, type Backend } from "~/backend/client.server";
import { getCmsPage, getFooterMenu, getHeaderMenu, type MenuLink } from "~/backend/cms.server";
import { getCampaign } from "~/backend/crowdfunding.server";
import { getSchedule } from "~/backend/schedule.server";
import { getSpeakers } from "~/backend/speakers.server";
import { getSponsors } from "~/backend/sponsors.server";
import { menuHref } from "~/chrome/links";
import type { AppContext } from "~/context";
import type { Locale } from "~/i18n/locales";
import { CMS_SLUGS, pageOf, pathTo } from "~/paths";
import { isIndexed } from "./robots";
import { robotsTxt } from "./robots.server";
import { PART_PARAM, sitemapXml, type SitemapEntry } from "./sitemap";

const KEEP_SECONDS = 900;
const CACHE_CONTROL = `public, max-age=${KEEP_SECONDS}`;
/** Backend calls in flight at once while the campaigns are looked up, one per activity. */
const CONCURRENCY = 6;

type Found = { path: string; lastmod?: string | null };

/** Per origin (the host names the tenant): the entries, or the promise of them while they are gathered. */
const kept = new LRUCache<string, Promise<SitemapEntry[]>>({ max: 200, ttl: KEEP_SECONDS * 1000 });

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/** The host's refusals (maintenance, a bad request) and a host without a tenant, as plain text. */
function refused(context: AppContext): Response | null {
  if (context.refusal?.status === 503) return plain(503, "Service Unavailable\n", { "Retry-After": "300" });
  if (context.refusal) return plain(context.refusal.status, `${context.refusal.status}\n`);
  return context.tenant ? null : plain(404, "Not Found\n");
}

export function robotsResponse(context: AppContext): Response {
  const refusal = refused(context);
  if (refusal || !context.tenant) return refusal!;
  const text = robotsTxt({ indexed: isIndexed(context.tenant), languages: context.tenant.languages, origin: context.origin });
  return plain(200, text, { "Cache-Control": CACHE_CONTROL });
}

export async function sitemapResponse(request: Request, context: AppContext): Promise<Response> {
  const refusal = refused(context);
  if (refusal || !context.tenant) return refusal!;
  const partParam = new URL(request.url).searchParams.get(PART_PARAM);
  const part = partParam === null ? null : /^[1-9]\d{0,5}$/.test(partParam) ? Number(partParam) : 0;
  let entries: SitemapEntry[];
  try {
    entries = await sitemapEntries(context);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    context.logger[error.logLevel](error.logged, "sitemap unavailable");
    return plain(503, "Service Unavailable\n", { "Retry-After": "60" });
  }
  const site = { origin: context.origin, defaultLocale: context.defaultLocale, languages: context.tenant.languages };
  const xml = sitemapXml(entries, site, part);
  if (xml === null) return plain(404, "Not Found\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL } });
}

function sitemapEntries(context: AppContext): Promise<SitemapEntry[]> {
  const key = `${context.origin}\u0000${context.tenant!.token}`;
  let entries = kept.get(key);
  if (!entries) {
    entries = gather(context);
    kept.set(key, entries);
    // A failure is not kept: the next visit asks the backend again.
    entries.catch(() => kept.delete(key));
  }
  return entries;
}

/** Each language's pages, then one entry per path with the languages it exists in. */
async function gather(context: AppContext): Promise<SitemapEntry[]> {
  const { languages } = context.tenant!;
  const found = await Promise.all(languages.map((locale) => pagesIn(backendFor({ ...context, locale }), context)));
  const byPath = new Map<string, { languages: Locale[]; lastmod?: string | null }>();
  languages.forEach((lng, index) => {
    for (const { path, lastmod } of found[index].pages) {
      const entry = byPath.get(path) ?? { languages: [], lastmod };
      entry.languages.push(lng);
      byPath.set(path, entry);
    }
  });
  // A campaign is its activity's, asked once (in the default language), one call per activity.
  const activities = found[languages.indexOf(context.defaultLocale)]?.activities ?? [];
  const backend = backendFor({ ...context, locale: context.defaultLocale });
  const campaigns = await inTurns(activities, (activity) => orEmpty(getCampaign(backend, null, activity.id), null));
  activities.forEach((activity, index) => {
    const page = byPath.get(pathTo("conference", { slug: activity.slug }));
    if (campaigns[index] && page) byPath.set(pathTo("campaign", { slug: activity.slug }), { languages: page.languages });
  });
  return [...byPath].map(([path, entry]) => ({ path, ...entry }));
}

/** `task` over every item, at most CONCURRENCY at once; the results in the items' order. */
async function inTurns<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

/** An answer the backend has not got (404) is an empty one; any other failure fails the sitemap. */
async function orEmpty<T>(promise: Promise<T>, empty: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof BackendError && error.notFound) return empty;
    throw error;
  }
}

async function pagesIn(
  backend: Backend,
  context: AppContext,
): Promise<{ pages: Found[]; activities: Array<{ id: number; slug: string }> }> {
  const [activities, speakers, sponsors, firstPosts, header, footer] = await Promise.all([
    orEmpty(getSchedule(backend), []),
    orEmpty(getSpeakers(backend), []),
    orEmpty(getSponsors(backend), []),
    orEmpty(getPosts(backend, { page: 1 }), null),
    orEmpty(getHeaderMenu(backend), []),
    orEmpty(getFooterMenu(backend), []),
  ]);
  const laterPosts = await Promise.all(
    Array.from({ length: Math.max(0, (firstPosts?.meta.last_page ?? 1) - 1) }, (_, index) =>
      orEmpty(getPosts(backend, { page: index + 2 }), null),
    ),
  );
  const posts = [firstPosts, ...laterPosts].flatMap((page) => page?.data ?? []);
  const tracks = new Set(activities.flatMap((activity) => (activity.track ? [String(activity.track.id)] : [])));
  const pages: Found[] = [{ path: pathTo("home") }];
  if (activities.length) pages.push({ path: pathTo("agenda") });
  for (const activity of activities) pages.push({ path: pathTo("conference", { slug: activity.slug }) });
  for (const id of tracks) pages.push({ path: pathTo("track", { id }) });
  if (speakers.length) pages.push({ path: pathTo("speakers") });
  if (sponsors.length) pages.push({ path: pathTo("sponsors") });
  if (posts.length) pages.push({ path: pathTo("blog"), lastmod: newest(posts.map((post) => post.published_at)) });
  for (const post of posts) pages.push({ path: pathTo("post", { id: post.slug }), lastmod: post.published_at });
  const links = [...header.flatMap(flatten), ...footer.flatMap((section) => section.links)];
  for (const path of await cmsPaths(backend, links, context)) pages.push({ path });
  return { pages, activities };
}

function flatten(link: MenuLink): MenuLink[] {
  return [link, ...link.children.flatMap(flatten)];
}

function newest(dates: string[]): string | null {
  return dates.reduce<string | null>((latest, date) => (latest === null || Date.parse(date) > Date.parse(latest) ? date : latest), null);
}

/** The CMS pages the menus link to, the SDG page and the pages the portal itself links to: those the backend has. */
async function cmsPaths(backend: Backend, links: ReadonlyArray<{ target: string }>, context: AppContext): Promise<string[]> {
  const candidates = new Set<string>(["sdg", ...Object.values(CMS_SLUGS)]);
  for (const { target } of links) {
    const { href, external } = menuHref(target, context.defaultLocale, context.defaultLocale);
    const match = external ? null : pageOf(href);
    if (match?.page === "page" && match.params.slug !== "home") candidates.add(match.params.slug);
  }
  const exists = await Promise.all(
    [...candidates].map((slug) =>
      orEmpty(
        getCmsPage(backend, slug).then(() => slug),
        null,
      ),
    ),
  );
  return exists.flatMap((slug) => (slug === null ? [] : [slug === "sdg" ? pathTo("sdg") : pathTo("page", { slug })]));
}
