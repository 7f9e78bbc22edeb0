// One activity with what its page shows, loaded in parallel; its HTML sanitized here, on the server.
import type { Backend } from "~/backend/client.server";
import { getConference, getConferenceDetails } from "~/backend/conferences.server";
import { sanitizeHtml } from "~/cms/sanitize.server";

export async function loadActivity(backend: Backend, slug: string, venueId: string | null) {
  const [conference, details] = await Promise.all([getConference(backend, slug, venueId), getConferenceDetails(backend, slug, venueId)]);
  return {
    ...conference,
    description: conference.description ? sanitizeHtml(conference.description) : null,
    details,
  };
}

export type Activity = Awaited<ReturnType<typeof loadActivity>>;
