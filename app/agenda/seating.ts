// An activity's seats as its page shows them. Without a venue chosen, the backend's `seating` is one
// room's (the first), so an activity in several rooms is full only when every room is, and shows each room's.
type Seating = { total: number; occupied: number };
/** `venue`: the name of the venue the room is in, where known (app/agenda/rooms.server.ts). */
type Room = { id: number; name: string; venue?: string | null; seating: Seating | null };

export type ShownSeating = {
  seating: Seating | null;
  full: boolean;
  /** Seats still free, in every room together; null when the seats are not counted. */
  left: number | null;
  rooms: (Room & { seating: Seating; full: boolean })[];
};

const isFull = (seating: Seating) => seating.occupied >= seating.total;
const leftIn = (seating: Seating) => Math.max(0, seating.total - seating.occupied);

/** The activity's seating, full or not, and the seats left; with several rooms of limited seats, each room's too. */
export function seatingOf(seating: Seating | null, rooms: readonly Room[]): ShownSeating {
  const limited = rooms.flatMap((room) => (room.seating ? [{ ...room, seating: room.seating, full: isFull(room.seating) }] : []));
  if (limited.length > 1) {
    return {
      seating,
      full: limited.every((room) => room.full),
      left: limited.reduce((sum, room) => sum + leftIn(room.seating), 0),
      rooms: limited,
    };
  }
  return { seating, full: seating ? isFull(seating) : false, left: seating ? leftIn(seating) : null, rooms: [] };
}
