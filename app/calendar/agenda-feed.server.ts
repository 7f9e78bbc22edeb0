// The agenda as a calendar to subscribe to, per tenant and language: every activity of the tenant
// (or of one venue, `?venue=`, as the agenda's own URL chooses it), with the UIDs of their own .ics.
import { backendFor } from "~/backend/client.server";
import { getSchedule } from "~/backend/schedule.server";
import { getVenues } from "~/backend/venues.server";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { checkLocalePrefix, checkRefusal, requireTenant } from "~/tenancy/guards.server";
import { calendarFeedResponse, publicActivityEvent } from "./calendar.server";

/** Clients are told to fetch it hourly (REFRESH-INTERVAL); shared caches may keep it a quarter of that. */
const FEED_MAX_AGE_SECONDS = 900;

export async function agendaFeedResponse(request: Request, context: AppContext): Promise<Response> {
  checkRefusal(context);
  checkLocalePrefix(context);
  const tenant = requireTenant(context);
  const backend = backendFor(context);
  // Only the URL chooses a venue, never the visitor's cookie: the answer is the same for everyone.
  const venueParam = new URL(request.url).searchParams.get("venue");
  const venue = venueParam ? ((await getVenues(backend)).find((candidate) => candidate.id === venueParam) ?? null) : null;
  const activities = await getSchedule(backend, { venueId: venue?.id ?? null });
  const t = getT(context.locale);
  const name = venue
    ? t("files:agendaFeed.nameVenue", { tenant: tenant.name, venue: venue.name })
    : t("files:agendaFeed.name", { tenant: tenant.name });
  const events = activities.map((activity) => publicActivityEvent(context, activity));
  return calendarFeedResponse(context, events, { name, filename: "agenda.ics", cacheControl: `public, max-age=${FEED_MAX_AGE_SECONDS}` });
}

/** The feed's address on this site, for the agenda's page; `venueId`: the venue it shows, if it chose one. */
export function agendaFeedUrl(context: Pick<AppContext, "origin" | "locale" | "defaultLocale">, venueId: string | null): string {
  const url = new URL(localePath(context.locale, pathTo("agendaFeed"), context.defaultLocale), context.origin);
  if (venueId) url.searchParams.set("venue", venueId);
  return url.href;
}
