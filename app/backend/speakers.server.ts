import { z } from "zod";
import { envelope, speakerSchema, tagSchema } from "./catalogue.schemas";
import type { Backend } from "./client.server";

export async function getSpeakers(backend: Backend, query: { tag?: string | null } = {}) {
  return (await backend.call("/conferences/speakers", { query, schema: envelope(z.array(speakerSchema)), cache: true })).data;
}

export async function getSpeakerTags(backend: Backend) {
  return (await backend.call("/conferences/speakers/tags", { schema: envelope(z.array(tagSchema)), cache: true })).data;
}
