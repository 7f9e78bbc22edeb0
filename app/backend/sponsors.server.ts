import { z } from "zod";
import { envelope, sponsorSchema } from "./catalogue.schemas";
import type { Backend } from "./client.server";

export async function getSponsors(backend: Backend, query: { tag?: string | null; category?: string | null } = {}) {
  return (await backend.call("/sponsors", { query, schema: envelope(z.array(sponsorSchema)), cache: true })).data;
}
