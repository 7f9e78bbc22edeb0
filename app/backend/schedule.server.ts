// The agenda's activities and the tags of its filter. (The spec's other catalogue calls, splits,
// rooms, tracks and topics, are answered by the demo API but no page uses them yet.)
import { z } from "zod";
import { conferenceSummarySchema, envelope, tagSchema } from "./catalogue.schemas";
import type { Backend } from "./client.server";

export type ScheduleFilter = { venueId?: string | null; tag?: string | null };

export async function getSchedule(backend: Backend, filter: ScheduleFilter = {}) {
  const query = { venue_id: filter.venueId, tag: filter.tag };
  return (await backend.call("/schedule", { query, schema: envelope(z.array(conferenceSummarySchema)), cache: true })).data;
}

/** The tags used by the agenda's activities (its filter). */
export async function getAgendaTags(backend: Backend) {
  return (await backend.call("/agenda/tags", { schema: envelope(z.array(tagSchema)), cache: true })).data;
}
