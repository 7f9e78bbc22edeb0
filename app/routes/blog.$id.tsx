import { Link, useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { feedLinkDescriptor } from "~/blog/feed-link";
import { withPageErrors } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { Time } from "~/ui/Time";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { loadPost } from "~/blog/blog.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["blog"] } satisfies I18nHandle;

export const loader = withPageErrors((args: LoaderFunctionArgs) => loadPost(args));

export const meta: MetaFunction<typeof loader> = (args) => {
  const descriptors = pageMeta(args, {
    title: args.data?.title,
    description: args.data?.description,
    preview: args.data?.preview,
    jsonLd: args.data?.jsonLd,
  });
  return args.data ? [...descriptors, feedLinkDescriptor(args.data.feed)] : descriptors;
};

export default function BlogPost() {
  const { post } = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  const root = useRootData()!;
  const { locale, defaultLocale } = root;
  return (
    <>
      <Link to={localePath(locale, pathTo("blog"), defaultLocale)} className="back-link">
        <span aria-hidden="true">← </span>
        {t("post.back")}
      </Link>
      <article className="post">
        <h1>{post.title}</h1>
        <p className="post-meta">
          {t("post.published")} <Time iso={post.published_at} locale={locale} format="day" />
          {post.author ? <> · {t("post.by", { author: post.author })}</> : null}
        </p>
        {post.image ? <img className="post-image" src={post.image} alt={post.image_alt ?? ""} width={1280} height={720} /> : null}
        {post.tags.length ? (
          <ul className="badges" aria-label={t("post.tags")}>
            {post.tags.map((tag) => (
              <li key={tag.id} className="badge badge-tag">
                <Link to={`${localePath(locale, pathTo("blog"), defaultLocale)}?tag=${encodeURIComponent(tag.slug)}`}>{tag.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        {/* Sanitized on the server by the CMS allow-list (app/cms/sanitize.server.ts). */}
        <div className="post-content" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      </article>
    </>
  );
}
