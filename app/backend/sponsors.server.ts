import { z } from "zod";
import { envelope, sponsorCategorySchema, sponsorSchema, tagSchema } from "./catalogue.schemas";
import type { Backend } from "./client.server";

/** `category`: a category id (or a level); `tag`: a tag slug. */
export async function getSponsors(backend: Backend, query: { tag?: string | null; category?: string | null } = {}) {
  return (await backend.call("/sponsors", { query, schema: envelope(z.array(sponsorSchema)), cache: true })).data;
}

/** The tags used by the sponsors (the sponsors page's filter). */
export async function getSponsorTags(backend: Backend) {
  return (await backend.call("/sponsors/tags", { schema: envelope(z.array(tagSchema)), cache: true })).data;
}

/** The sponsor categories, in their order (the sponsors page's filter). */
export async function getSponsorCategories(backend: Backend) {
  return (await backend.call("/sponsors/category", { schema: envelope(z.array(sponsorCategorySchema)), cache: true })).data;
}
