import { Link, useLoaderData } from "@remix-run/react";
import { SUMMARY_ATTRIBUTE } from "~/ui/announce";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { feedLinkDescriptor } from "~/blog/feed-link";
import { withPageErrors } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { Pagination, pageHref } from "~/ui/Pagination";
import { PostCard } from "~/ui/PostCard";
import { CardGrid, CardSection } from "~/ui/CardGrid";
import { TagFilter } from "~/ui/TagFilter";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { loadBlog } from "~/blog/blog.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["blog", "catalogue"] } satisfies I18nHandle;

export const loader = withPageErrors((args: LoaderFunctionArgs) => loadBlog(args));

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
  const postCard = (headingLevel: 2 | 3) => (post: (typeof posts)[number]) => (
    <PostCard post={post} locale={locale} defaultLocale={defaultLocale} headingLevel={headingLevel} />
  );
  return (
    <div className="blog-page">
      <h1>
        {t("list.title")}
        {last > 1 ? <span className="visually-hidden">{` (${t("pagination.pageOf", { page, last })})`}</span> : null}
      </h1>
      <TagFilter tags={tags} selected={tag} id="blog-tag-filter" />
      <CardSection id="featured-posts" title={t("list.featured")} className="featured-posts" items={featured} card={postCard(3)} />
      {featured.length && posts.length ? <h2>{t("list.latest")}</h2> : null}
      {posts.length ? (
        <>
          {tag ? (
            <p className="result-count" {...{ [SUMMARY_ATTRIBUTE]: "" }}>
              {t("list.filtered", { tag: tagName })}
            </p>
          ) : null}
          <CardGrid className="post-list" items={posts} card={postCard(featured.length ? 3 : 2)} />
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
