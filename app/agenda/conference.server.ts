// One activity with what its page shows, loaded in parallel; its HTML sanitized here, on the server.
import { backendFor, type Backend } from "~/backend/client.server";
import { getConference, getConferenceDetails } from "~/backend/conferences.server";
import { sanitizeHtml } from "~/cms/sanitize.server";
import type { AppContext } from "~/context";
import { selectedVenueId } from "./venue.server";

export async function loadActivity(backend: Backend, slug: string, venueId: string | null) {
  const [conference, details] = await Promise.all([getConference(backend, slug, venueId), getConferenceDetails(backend, slug, venueId)]);
  return {
    ...conference,
    description: conference.description ? sanitizeHtml(conference.description) : null,
    details,
  };
}

export type Activity = Awaited<ReturnType<typeof loadActivity>>;

/** The activity `slug` as this visitor's pages show it: in the venue they chose. */
export function loadActivityFor(request: Request, context: AppContext, slug: string): Promise<Activity> {
  return loadActivity(backendFor(context), slug, selectedVenueId(request, null));
}
