import { listEnvelope, speakerSchema, tagSchema } from "./catalogue.schemas";
import type { Backend } from "./client.server";

export async function getSpeakers(backend: Backend, query: { tag?: string | null } = {}) {
  return (await backend.call("/conferences/speakers", { name: "getSpeakers", query, schema: listEnvelope(speakerSchema), cache: true }))
    .data;
}

export async function getSpeakerTags(backend: Backend) {
  return (await backend.call("/conferences/speakers/tags", { name: "getSpeakerTags", schema: listEnvelope(tagSchema), cache: true })).data;
}
