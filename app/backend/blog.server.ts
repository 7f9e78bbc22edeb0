import { envelope, listEnvelope, paginated, postSchema, postSummarySchema, tagSchema } from "./catalogue.schemas";
import { segment, type Backend } from "./client.server";

export async function getPosts(backend: Backend, query: { page?: number; tag?: string | null } = {}) {
  return backend.call("/blog/posts", { name: "getPosts", query, schema: paginated(postSummarySchema), cache: true });
}

export async function getBlogTags(backend: Backend) {
  return (await backend.call("/blog/posts/tags", { name: "getBlogTags", schema: listEnvelope(tagSchema), cache: true })).data;
}

/** The posts the editors feature (shown before the blog's list). */
export async function getFeaturedPosts(backend: Backend) {
  return (await backend.call("/blog/posts/featured", { name: "getFeaturedPosts", schema: listEnvelope(postSummarySchema), cache: true }))
    .data;
}

export async function getHomePagePosts(backend: Backend) {
  return (await backend.call("/blog/posts/homePage", { name: "getHomePagePosts", schema: listEnvelope(postSummarySchema), cache: true }))
    .data;
}

export async function getPost(backend: Backend, slug: string) {
  return (await backend.call(`/blog/posts/${segment(slug)}`, { name: "getPost", schema: envelope(postSchema), cache: true })).data;
}
