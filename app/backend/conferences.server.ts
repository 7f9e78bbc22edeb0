// Conferences and events: lists for the home page and the detail of one.
import { conferenceDetailsSchema, conferenceSchema, conferenceSummarySchema, envelope, listEnvelope } from "./catalogue.schemas";
import { segment, type Backend } from "./client.server";

const list = listEnvelope(conferenceSummarySchema);

export async function getFeaturedConferences(backend: Backend) {
  return (await backend.call("/conferences/featured", { name: "getFeaturedConferences", schema: list, cache: true })).data;
}

export async function getNextConferences(backend: Backend) {
  return (await backend.call("/conferences/next", { name: "getNextConferences", schema: list, cache: true })).data;
}

const slugPath = (slug: string) => `/conferences/${segment(slug)}`;

export async function getConference(backend: Backend, slug: string, venueId?: string | null) {
  return (
    await backend.call(slugPath(slug), {
      name: "getConference",
      query: { venue_id: venueId },
      schema: envelope(conferenceSchema),
      cache: true,
    })
  ).data;
}

export async function getConferenceDetails(backend: Backend, slug: string, venueId?: string | null) {
  return (
    await backend.call(`${slugPath(slug)}/details`, {
      name: "getConferenceDetails",
      query: { venue_id: venueId },
      schema: envelope(conferenceDetailsSchema),
      cache: true,
    })
  ).data;
}
