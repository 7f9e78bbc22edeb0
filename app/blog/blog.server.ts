// The blog's pages (/blog, /blog/<id>): the list with its filter and pages, and one post.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBlogTags, getFeaturedPosts, getPost, getPosts } from "~/backend/blog.server";
import { backendFor } from "~/backend/client.server";
import { pageError } from "~/backend/page-errors.server";
import { sanitizeHtml } from "~/cms/sanitize.server";
import { getT } from "~/i18n/i18n.server";
import { postFacts, socialImage } from "~/seo/social-card.server";
import { previewTags } from "~/seo/preview.server";
import { postJsonLd } from "~/seo/structured-data.server";
import { blogFeedLink } from "./feed.server";

export async function loadBlog({ request, context }: LoaderFunctionArgs) {
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
}

export async function loadPost({ params, context }: LoaderFunctionArgs) {
  const backend = backendFor(context);
  // An unknown slug: the backend's 404 becomes the 404 page.
  const [post] = await Promise.all([getPost(backend, params.id ?? "")]);
  const { content, ...rest } = post;
  const social = socialImage(context, "blog", params.id ?? "", postFacts(context, post));
  return {
    title: post.title,
    description: post.excerpt,
    preview: previewTags(context, social, "article"),
    post: { ...rest, contentHtml: sanitizeHtml(content) },
    jsonLd: postJsonLd(context, post, social.url),
    feed: blogFeedLink(context),
  };
}
