// Schedule and catalogue: the agenda's activities, their days, rooms, tracks, topics and tags.
import { z } from "zod";
import {
  conferenceSummarySchema,
  envelope,
  roomSchema,
  scheduleSplitSchema,
  tagSchema,
  topicSchema,
  trackSchema,
} from "./catalogue.schemas";
import type { Backend } from "./client.server";

export type ScheduleFilter = { venueId?: string | null; tag?: string | null };

export async function getSchedule(backend: Backend, filter: ScheduleFilter = {}) {
  const query = { venue_id: filter.venueId, tag: filter.tag };
  return (await backend.call("/schedule", { query, schema: envelope(z.array(conferenceSummarySchema)), cache: true })).data;
}

export async function getScheduleSplits(backend: Backend, venueId?: string | null) {
  return (await backend.call("/schedule/splits", { query: { venue_id: venueId }, schema: envelope(z.array(scheduleSplitSchema)), cache: true })).data;
}

/** All tags of the catalogue. */
export async function getTags(backend: Backend) {
  return (await backend.call("/tags", { schema: envelope(z.array(tagSchema)), cache: true })).data;
}

/** The tags used by the agenda's activities (its filter). */
export async function getAgendaTags(backend: Backend) {
  return (await backend.call("/agenda/tags", { schema: envelope(z.array(tagSchema)), cache: true })).data;
}

export async function getRooms(backend: Backend, venueId?: string | null) {
  return (await backend.call("/rooms", { query: { venue_id: venueId }, schema: envelope(z.array(roomSchema)), cache: true })).data;
}

export async function getTrack(backend: Backend, id: string | number) {
  return (await backend.call(`/tracks/${encodeURIComponent(String(id))}`, { schema: envelope(trackSchema), cache: true })).data;
}

export async function getTopics(backend: Backend) {
  return (await backend.call("/topics", { schema: envelope(z.array(topicSchema)), cache: true })).data;
}
