// The blog as an Atom feed in the page's language: the newest posts (the blog list's first page),
// each with its text, and the link that announces the feed on the pages that show posts.
import { getPost, getPosts } from "~/backend/blog.server";
import { backendFor } from "~/backend/client.server";
import { pageError } from "~/backend/page-errors.server";
import type { AppContext } from "~/context";
import { sanitizeHtml } from "~/cms/sanitize.server";
import { getT } from "~/i18n/i18n.server";
import { LOCALE_ISO, localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { checkLocalePrefix, checkRefusal, requireTenant } from "~/tenancy/guards.server";
import { atomFeed } from "./atom";
import type { FeedLink } from "./feed-link";

type Context = Pick<AppContext, "tenant" | "origin" | "locale" | "defaultLocale">;

/** Readers may keep the feed this long; the portal's own catalogue cache keeps the posts 30 s. */
const FEED_MAX_AGE_SECONDS = 900;
/** When the tag URIs' authority (the tenant's first host) is taken to be the tenant's: fixed, so the ids never change. */
const TAG_DATE = "2026";

/** The feed's address and name, for a `<link rel="alternate">` on the pages that show posts. */
export function blogFeedLink(context: Context): FeedLink {
  const tenant = requireTenant(context);
  return {
    href: absolute(context, pathTo("blogFeed")),
    title: getT(context.locale)("blog:feed.title", { tenant: tenant.name }),
  };
}

export async function blogFeedResponse(context: AppContext): Promise<Response> {
  checkRefusal(context);
  checkLocalePrefix(context);
  const tenant = requireTenant(context);
  const backend = backendFor(context);
  const posts = await getPosts(backend, { page: 1 });
  // A blog without a single post is no blog to subscribe to (and no page announces it).
  if (!posts.meta.total) throw pageError(404, "not-found");
  // Each post's text; one that fails is listed with its excerpt alone.
  const full = await Promise.all(posts.data.map((post) => getPost(backend, post.slug).catch(() => null)));
  const host = tenant.hosts[0] ?? new URL(context.origin).hostname;
  const xml = atomFeed({
    id: `tag:${host},${TAG_DATE}:blog:${context.locale}`,
    title: blogFeedLink(context).title,
    selfUrl: absolute(context, pathTo("blogFeed")),
    pageUrl: absolute(context, pathTo("blog")),
    lang: LOCALE_ISO[context.locale],
    author: tenant.name,
    entries: posts.data.map((post, index) => ({
      id: `tag:${host},${TAG_DATE}:blog:${post.id}:${context.locale}`,
      title: post.title,
      url: absolute(context, pathTo("post", { id: post.slug })),
      published: post.published_at,
      author: post.author,
      summary: post.excerpt,
      contentHtml: full[index] ? sanitizeHtml(full[index].content) : null,
    })),
  });
  return new Response(xml, {
    status: 200,
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": `public, max-age=${FEED_MAX_AGE_SECONDS}`,
    },
  });
}

function absolute(context: Context, path: string): string {
  return new URL(localePath(context.locale, path, context.defaultLocale), context.origin).href;
}
