import type { Backend } from "./client.server";
import { roomsSchema, venuesSchema, type Venue, type VenueRoom } from "./venues.schemas";

export type { Venue } from "./venues.schemas";

export async function getVenues(backend: Backend): Promise<Venue[]> {
  return (await backend.call("/venues", { name: "getVenues", schema: venuesSchema, cache: true })).data;
}

/** Every room of the tenant, with its venue. */
export async function getRooms(backend: Backend): Promise<VenueRoom[]> {
  return (await backend.call("/rooms", { name: "getRooms", schema: roomsSchema, cache: true })).data;
}

/** The visitor's chosen venue, remembered across visits (spec: stored locally). */
export const VENUE_COOKIE = "venue_id";
