import { Link, useLoaderData } from "@remix-run/react";
import { SUMMARY_ATTRIBUTE } from "~/ui/announce";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { getBlogTags, getFeaturedPosts, getPosts } from "~/backend/blog.server";
import { backendFor } from "~/backend/client.server";
import { blogFeedLink } from "~/blog/feed.server";
import { feedLinkDescriptor } from "~/blog/feed-link";
import { pageError, withPageErrors } from "~/backend/page-errors.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { Pagination, pageHref } from "~/ui/Pagination";
import { PostCard } from "~/ui/PostCard";
import { TagFilter } from "~/ui/TagFilter";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["blog", "catalogue"] } satisfies I18nHandle;

export const loader = withPageErrors(async ({ request, context }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  const tag = params.get("tag") || null;
  const pageParam = params.get("page");
  // `?page=` must be a page number: anything else is an address that does not exist.
  if (pageParam !== null && !/^[1-9]\d{0,5}$/.test(pageParam)) throw pageError(404, "not-found");
  const page = pageParam === null ? 1 : Number(pageParam);
  const backend = backendFor(context);
  const t = getT(context.locale);
  // The featured block heads the unfiltered first page only (a filter or a later page is the list alone).
  const showFeatured = page === 1 && !tag;
  const [posts, tags, featured] = await Promise.all([
    getPosts(backend, { page, tag }),
    getBlogTags(backend),
    showFeatured ? getFeaturedPosts(backend) : [],
  ]);
  const featuredIds = new Set(featured.map((post) => post.id));
  const { current_page: current, last_page: last, total } = posts.meta;
  // Past the last page (the first page always exists, even empty).
  if (page > 1 && (page > last || current !== page)) throw pageError(404, "not-found");
  return {
    // Each page of the list has its own title.
    title: current > 1 ? `${t("blog:list.title")} (${t("blog:pagination.pageOf", { page: current, last })})` : t("blog:list.title"),
    featured,
    // A featured post is not repeated in the list below it (later pages are the backend's as they are).
    posts: posts.data.filter((post) => !featuredIds.has(post.id)),
    page: current,
    last,
    total,
    tag,
    tagName: tags.find((item) => item.slug === tag)?.name ?? tag,
    tags,
    // A blog without a post has no feed (app/blog/feed.server.ts).
    feed: total ? blogFeedLink(context) : null,
  };
});

export const meta: MetaFunction<typeof loader> = (args) => {
  const descriptors = pageMeta(args, { title: args.data?.title, keepParams: ["page", "tag"] });
  const data = args.data;
  if (!data) return descriptors;
  if (data.feed) descriptors.push(feedLinkDescriptor(data.feed));
  // Neighbouring pages for crawlers and browsers that prefetch them.
  const { pathname, search } = args.location;
  if (data.page > 1) descriptors.push({ tagName: "link", rel: "prev", href: pageHref(pathname, search, data.page - 1) });
  if (data.page < data.last) descriptors.push({ tagName: "link", rel: "next", href: pageHref(pathname, search, data.page + 1) });
  return descriptors;
};

export default function Blog() {
  const { featured, posts, page, last, tag, tagName, tags } = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  const root = useRootData()!;
  const { locale, defaultLocale } = root;
  return (
    <div className="blog-page">
      <h1>
        {t("list.title")}
        {last > 1 ? <span className="visually-hidden">{` (${t("pagination.pageOf", { page, last })})`}</span> : null}
      </h1>
      <TagFilter tags={tags} selected={tag} id="blog-tag-filter" />
      {featured.length ? (
        <section className="featured-posts" aria-labelledby="featured-posts">
          <h2 id="featured-posts">{t("list.featured")}</h2>
          <ul className="card-grid">
            {featured.map((post) => (
              <li key={post.id}>
                <PostCard post={post} locale={locale} defaultLocale={defaultLocale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {featured.length && posts.length ? <h2>{t("list.latest")}</h2> : null}
      {posts.length ? (
        <>
          {tag ? (
            <p className="result-count" {...{ [SUMMARY_ATTRIBUTE]: "" }}>
              {t("list.filtered", { tag: tagName })}
            </p>
          ) : null}
          <ul className="card-grid post-list">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} locale={locale} defaultLocale={defaultLocale} headingLevel={featured.length ? 3 : 2} />
              </li>
            ))}
          </ul>
          <Pagination current={page} last={last} label={t("pagination.label")} />
        </>
      ) : (
        <div className="no-results" {...{ [SUMMARY_ATTRIBUTE]: "" }}>
          <p>{tag ? t("list.noResults", { tag: tagName }) : t("list.empty")}</p>
          {tag ? (
            <p>
              <Link to={localePath(locale, pathTo("blog"), defaultLocale)}>{t("list.clearFilter")}</Link>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
