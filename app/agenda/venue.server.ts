import { parse } from "cookie";
import { VENUE_COOKIE } from "~/backend/venues.server";

/** The venue the visitor chose: `?venue=` first, then the remembered cookie. */
export function selectedVenueId(request: Request, fromQuery: string | null): string | null {
  if (fromQuery) return fromQuery;
  return parse(request.headers.get("Cookie") ?? "")[VENUE_COOKIE] ?? null;
}
