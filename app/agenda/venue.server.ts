import { parseCookie, stringifySetCookie } from "cookie";
import { VENUE_COOKIE } from "~/backend/venues.server";

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
