// The agenda's activities, the tags and topics of its filters, its text search and the tracks'
// pages. (The spec's other catalogue calls, splits and rooms, are answered by the demo API but no
// page uses them: docs/backend-calls.md.)
import { z } from "zod";
import { conferenceSummarySchema, envelope, tagSchema, topicSchema, trackSchema } from "./catalogue.schemas";
import type { Backend } from "./client.server";

export type ScheduleFilter = { venueId?: string | null; tag?: string | null; topic?: string | null };

export async function getSchedule(backend: Backend, filter: ScheduleFilter = {}) {
  const query = { venue_id: filter.venueId, tag: filter.tag, topic_id: filter.topic };
  return (await backend.call("/schedule", { query, schema: envelope(z.array(conferenceSummarySchema)), cache: true })).data;
}

/** The activities matching a text search (`GET /conferences/all?search=`), with the same venue and tag filters. */
export async function searchActivities(backend: Backend, search: string, filter: ScheduleFilter = {}) {
  const query = { search, venue_id: filter.venueId, tag: filter.tag, topic_id: filter.topic };
  return (await backend.call("/conferences/all", { query, schema: envelope(z.array(conferenceSummarySchema)), cache: true })).data;
}

/** The tags used by the agenda's activities (its filter). */
export async function getAgendaTags(backend: Backend) {
  return (await backend.call("/agenda/tags", { schema: envelope(z.array(tagSchema)), cache: true })).data;
}

/** The programme's topics (the agenda's filter by topic). */
export async function getTopics(backend: Backend) {
  return (await backend.call("/topics", { schema: envelope(z.array(topicSchema)), cache: true })).data;
}

/** One track with its activities; an unknown one is the backend's 404 (withPageErrors makes it the portal's). */
export async function getTrack(backend: Backend, id: string) {
  return (await backend.call(`/tracks/${encodeURIComponent(id)}`, { schema: envelope(trackSchema), cache: true })).data;
}
