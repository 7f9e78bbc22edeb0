// An activity's rooms as its page's header lists them: every room, whatever venue the visitor chose,
// each with its venue's name, the chosen venue's first, with the seats counted now.
import type { Backend } from "~/backend/client.server";
import type { RoomSeating } from "~/backend/participation.server";
import { getRooms, getVenues } from "~/backend/venues.server";
import type { Activity } from "./conference.server";

type HeaderRoom = Activity["details"]["rooms"][number] & { venue: string | null };

/** `seatingNow`: every room's seats now (null: not loaded, the catalogue's rooms are kept, without venues). */
export async function roomsByVenue(backend: Backend, activity: Activity, seatingNow: RoomSeating[] | null): Promise<HeaderRoom[]> {
  const [rooms, venues] = await Promise.all([getRooms(backend), getVenues(backend)]).catch(() => [[], []] as const);
  const venueOf = (roomId: number) => rooms.find((room) => room.id === roomId)?.venue_id ?? null;
  const venueName = (venueId: string | null) => venues.find((venue) => venue.id === venueId)?.name ?? null;
  const listed: HeaderRoom[] = (
    seatingNow?.length
      ? seatingNow.map((entry) => ({ id: entry.room_id, name: entry.name, seating: entry.seating }))
      : activity.details.rooms
  ).map((room) => ({ ...room, venue: venueName(venueOf(room.id)) }));
  const chosen = activity.venue ? String(activity.venue.id) : null;
  // Stable: the chosen venue's rooms first, the rest in the backend's order.
  return [...listed].sort((a, b) => Number(venueOf(b.id) === chosen) - Number(venueOf(a.id) === chosen));
}
