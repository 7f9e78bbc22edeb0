// Conferences and events: lists for the home page and the detail of one.
import { z } from "zod";
import {
  conferenceDetailsSchema,
  conferenceSchema,
  conferenceSummarySchema,
  envelope,
  seatingSchema,
  speakerSummarySchema,
  tagSchema,
} from "./catalogue.schemas";
import type { Backend } from "./client.server";

const list = envelope(z.array(conferenceSummarySchema));

export async function getAllConferences(backend: Backend, query: { venueId?: string | null; tag?: string | null } = {}) {
  return (await backend.call("/conferences/all", { query: { venue_id: query.venueId, tag: query.tag }, schema: list, cache: true })).data;
}

export async function getFeaturedConferences(backend: Backend) {
  return (await backend.call("/conferences/featured", { schema: list, cache: true })).data;
}

export async function getNextConferences(backend: Backend) {
  return (await backend.call("/conferences/next", { schema: list, cache: true })).data;
}

export async function getConferenceTags(backend: Backend) {
  return (await backend.call("/conferences/tags", { schema: envelope(z.array(tagSchema)), cache: true })).data;
}

const slugPath = (slug: string) => `/conferences/${encodeURIComponent(slug)}`;

export async function getConference(backend: Backend, slug: string, venueId?: string | null) {
  return (await backend.call(slugPath(slug), { query: { venue_id: venueId }, schema: envelope(conferenceSchema), cache: true })).data;
}

export async function getConferenceDetails(backend: Backend, slug: string, venueId?: string | null) {
  return (await backend.call(`${slugPath(slug)}/details`, { query: { venue_id: venueId }, schema: envelope(conferenceDetailsSchema), cache: true })).data;
}

export async function getConferenceSpeakers(backend: Backend, id: number) {
  return (await backend.call(`/conferences/${id}/speakers`, { schema: envelope(z.array(speakerSummarySchema)), cache: true })).data;
}

export async function getRoomsSeating(backend: Backend, id: number) {
  const schema = envelope(z.array(z.object({ room_id: z.number().int(), name: z.string(), seating: seatingSchema })));
  return (await backend.call(`/conferences/${id}/rooms-seating`, { schema, cache: true })).data;
}
