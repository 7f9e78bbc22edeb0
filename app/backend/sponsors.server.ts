import { z } from "zod";
import { envelope, sponsorCategorySchema, sponsorSchema, tagSchema } from "./catalogue.schemas";
import type { Backend } from "./client.server";

export async function getSponsors(backend: Backend, query: { tag?: string | null; category?: string | null } = {}) {
  return (await backend.call("/sponsors", { query, schema: envelope(z.array(sponsorSchema)), cache: true })).data;
}

export async function getSponsorTags(backend: Backend) {
  return (await backend.call("/sponsors/tags", { schema: envelope(z.array(tagSchema)), cache: true })).data;
}

export async function getSponsorCategories(backend: Backend) {
  return (await backend.call("/sponsors/category", { schema: envelope(z.array(sponsorCategorySchema)), cache: true })).data;
}

export async function getSponsor(backend: Backend, id: string | number) {
  return (await backend.call(`/sponsors/${encodeURIComponent(String(id))}`, { schema: envelope(sponsorSchema), cache: true })).data;
}
