import { listEnvelope, sponsorCategorySchema, sponsorSchema, tagSchema } from "./catalogue.schemas";
import type { Backend } from "./client.server";

/** `category`: a category id (or a level); `tag`: a tag slug. */
export async function getSponsors(backend: Backend, query: { tag?: string | null; category?: string | null } = {}) {
  return (await backend.call("/sponsors", { name: "getSponsors", query, schema: listEnvelope(sponsorSchema), cache: true })).data;
}

/** The tags used by the sponsors (the sponsors page's filter). */
export async function getSponsorTags(backend: Backend) {
  return (await backend.call("/sponsors/tags", { name: "getSponsorTags", schema: listEnvelope(tagSchema), cache: true })).data;
}

/** The sponsor categories, in their order (the sponsors page's filter). */
export async function getSponsorCategories(backend: Backend) {
  return (
    await backend.call("/sponsors/category", { name: "getSponsorCategories", schema: listEnvelope(sponsorCategorySchema), cache: true })
  ).data;
}
