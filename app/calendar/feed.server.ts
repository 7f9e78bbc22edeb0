// The visitor's registrations as calendar events (the download and the subscribed feed), and the feed
// itself: /calendario/{token}/mis-actividades.ics, read with the secret alone, no session (decision 032).
import { BackendError, backendFor } from "~/backend/client.server";
import { getFeedConferences, type RegisteredConference } from "~/backend/records.server";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { hasFeature } from "~/tenancy/tenant";
import { activityEvent, calendarFeedResponse } from "./calendar.server";
import type { CalendarEvent } from "./ics";

/** Each registration as its activity's event (the same UID as the activity's own file); an unpaid one says so. */
export function registrationEvents(context: AppContext, registrations: readonly RegisteredConference[]): CalendarEvent[] {
  const t = getT(context.locale);
  return registrations.map((registration) => {
    const unpaid = registration.registration_state === "pending";
    const note = unpaid ? t(registration.payment_status === "failed" ? "records:calendar.failed" : "records:calendar.pending") : null;
    const { id, slug, title, start_date: start, end_date: end } = registration;
    return activityEvent(context, { id, slug, title, start, end, place: [registration.room?.name, registration.venue?.name] }, [note]);
  });
}

// Calendar apps read it again on their own schedule; nothing shared may keep it, and a revoked link
// must fail at the next read, so even the visitor's own cache revalidates each time.
const FEED_HEADERS = { "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/** Nothing said about why: an unknown, revoked or malformed secret and a closed area look the same. */
function refused(status: 404 | 503): Response {
  return new Response(null, { status, headers: { ...FEED_HEADERS, "Cache-Control": "no-store" } });
}

export async function loadCalendarFeed(context: AppContext, token: string | undefined): Promise<Response> {
  if (context.refusal) return refused(503);
  if (!context.tenant || !hasFeature(context.tenant, "user_profile") || !token) return refused(404);
  let registrations: RegisteredConference[];
  try {
    registrations = await getFeedConferences(backendFor(context), token);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.notFound) return refused(404);
    context.logger.error(error.logged, "calendar feed not read");
    return refused(503);
  }
  const name = getT(context.locale)("records:calendarFeed.calendarName", { tenant: context.tenant.name });
  return calendarFeedResponse(context, registrationEvents(context, registrations), {
    name,
    filename: `${getT(context.locale)("records:calendar.filename")}.ics`,
    cacheControl: "private, max-age=0, must-revalidate",
    headers: FEED_HEADERS,
  });
}
