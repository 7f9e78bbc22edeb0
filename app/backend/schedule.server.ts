// The agenda's activities, its filters' tags and topics, its text search and the tracks' pages.
import { conferenceSummarySchema, envelope, listEnvelope, tagSchema, topicSchema, trackSchema } from "./catalogue.schemas";
import type { Backend } from "./client.server";

export type ScheduleFilter = { venueId?: string | null; tag?: string | null; topic?: string | null };

export async function getSchedule(backend: Backend, filter: ScheduleFilter = {}) {
  const query = { venue_id: filter.venueId, tag: filter.tag, topic_id: filter.topic };
  return (await backend.call("/schedule", { name: "getSchedule", query, schema: listEnvelope(conferenceSummarySchema), cache: true })).data;
}

export async function searchActivities(backend: Backend, search: string, filter: ScheduleFilter = {}) {
  const query = { search, venue_id: filter.venueId, tag: filter.tag, topic_id: filter.topic };
  return (
    await backend.call("/conferences/all", { name: "searchActivities", query, schema: listEnvelope(conferenceSummarySchema), cache: true })
  ).data;
}

export async function getAgendaTags(backend: Backend) {
  return (await backend.call("/agenda/tags", { name: "getAgendaTags", schema: listEnvelope(tagSchema), cache: true })).data;
}

export async function getTopics(backend: Backend) {
  return (await backend.call("/topics", { name: "getTopics", schema: listEnvelope(topicSchema), cache: true })).data;
}

export async function getTrack(backend: Backend, id: string) {
  return (await backend.call(`/tracks/${encodeURIComponent(id)}`, { name: "getTrack", schema: envelope(trackSchema), cache: true })).data;
}
