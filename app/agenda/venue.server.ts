import { parseCookie, stringifySetCookie } from "cookie";
import { VENUE_COOKIE } from "~/backend/venues.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { getVenues } from "~/backend/venues.server";
import { flashToast } from "~/session/session.server";
import { homePath } from "~/tenancy/guards.server";
import { locationOf, safeLocalPath } from "~/url/local-path";

const VENUE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The venue the visitor chose: `?venue=` first, then the remembered cookie. */
export function selectedVenueId(request: Request, fromQuery: string | null): string | null {
  if (fromQuery) return fromQuery;
  return parseCookie(request.headers.get("Cookie") ?? "")[VENUE_COOKIE] ?? null;
}

/** The Set-Cookie that remembers the visitor's venue for a year (the header's and the agenda's selectors). */
export function rememberVenue(venueId: string, origin: string): string {
  return stringifySetCookie({
    name: VENUE_COOKIE,
    value: venueId,
    path: "/",
    maxAge: VENUE_COOKIE_MAX_AGE,
    sameSite: "lax",
    httpOnly: true,
    secure: origin.startsWith("https:"),
  });
}

/** The header's venue selector: the choice remembered in a cookie, then back where the visitor was, with a toast. */
export async function submitVenueChoice({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = safeLocalPath(form.get("redirectTo"), homePath(context));
  const venues = await getVenues(backendFor(context));
  const venue = venues.find((v) => v.id === String(form.get("venueId") ?? ""));
  if (!venue) throw redirect(locationOf(back));
  const headers = new Headers(
    await flashToast(context.sessions, request, {
      kind: "success",
      message: "chrome.venueChanged",
      values: { venue: venue.name },
    }),
  );
  headers.append("Set-Cookie", rememberVenue(venue.id, context.origin));
  return redirect(locationOf(back), { headers });
}
