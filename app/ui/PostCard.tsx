import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PostSummary } from "~/backend/catalogue.schemas";
import { localePath, type Locale } from "~/i18n/locales";
import { Time } from "./Time";
import { pathTo } from "~/paths";

function postPath(slug: string, locale: Locale, defaultLocale: Locale): string {
  return localePath(locale, pathTo("post", { id: slug }), defaultLocale);
}

/** One post in a list: image, title (link to the post), date, excerpt and tags. */
export function PostCard({
  post,
  locale,
  defaultLocale,
  headingLevel = 2,
}: {
  post: PostSummary;
  locale: Locale;
  defaultLocale: Locale;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation("blog");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="post-card">
      {/* The title is the link: the image, when it says something, is described by its alt. */}
      {post.image ? (
        <img className="post-card-image" src={post.image} alt={post.image_alt ?? ""} loading="lazy" width={640} height={360} />
      ) : null}
      <div className="post-card-body">
        <Heading className="post-card-title">
          <Link to={postPath(post.slug, locale, defaultLocale)}>{post.title}</Link>
        </Heading>
        <p className="post-card-date">
          <Time iso={post.published_at} locale={locale} format="short" />
        </p>
        {post.excerpt ? <p className="post-card-excerpt">{post.excerpt}</p> : null}
        {post.tags.length ? (
          <ul className="badges" aria-label={t("card.tags", { title: post.title })}>
            {post.tags.map((tag) => (
              <li key={tag.id} className="badge badge-tag">
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
