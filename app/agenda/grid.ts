// The agenda's schedule grid (`?vista=parrilla`), like pretalx's: rooms across, time down in even slots (so a block's height
// follows its duration), every day one after another, laid out here as plain data so the table (app/agenda/ScheduleGrid.tsx)
// only renders it.
import { dayKey } from "~/ui/format";

/** What the grid needs of an activity (the agenda's card data has it all). */
export type GridActivity = {
  id: number;
  slug: string;
  title: string;
  start_date: string;
  end_date: string;
  room: { id: number; name: string } | null;
  venue: { id: number; name: string } | null;
};

/** Where an activity stands by the server's clock: on now, the next one to begin, or neither. */
type LiveState = "now" | "next" | null;

type GridCell<A> =
  | { kind: "activity"; activity: A; rowSpan: number; live: LiveState }
  | { kind: "empty" }
  /** Taken by an activity that began in an earlier row (no `<td>` is rendered). */
  | { kind: "covered" };

type GridColumn = { key: string; room: string; venue: string | null; lanes: number };

type GridRow<A> = {
  start: string;
  end: string;
  /** A row whose time is shown (on the hour and half hour, and after a gap); the others' are for screen readers only. */
  labelled: boolean;
  /** A long stretch with nothing on in any room, drawn as one short row instead of a tall void. */
  gap: boolean;
  cells: GridCell<A>[];
};

export type Grid<A> = {
  day: string;
  /** Minutes a row stands for: 15, or 5 when an activity starts or ends off the quarter hour. */
  slotMinutes: 5 | 15;
  /** Rooms across; a room with activities that overlap gets one lane (a `<td>` column) per overlap. */
  columns: GridColumn[];
  /** Time down: one row per slot from the first start to the last end, a free stretch of an hour or more as one gap row. */
  rows: GridRow<A>[];
};

const NO_ROOM = "none";
const MINUTE_MS = 60_000;
/** Free time this long or longer, in every room at once, is one gap row (a lunch of two hours is not a tall void). */
const GAP_MINUTES = 60;

// An activity of a whole venue (no room) gets a column named after the venue, after its rooms.
const roomKey = (activity: GridActivity) =>
  activity.room ? `${activity.venue?.id ?? ""}:${activity.room.id}` : activity.venue ? `${activity.venue.id}:venue` : NO_ROOM;

/** Without `?vista=`: the grid on a wide screen, unless a search or filter narrows the agenda. */
export const AGENDA_VIEWS = { cards: "tarjetas", grid: "parrilla" } as const;
export type AgendaView = keyof typeof AGENDA_VIEWS;

export function chooseView(asked: string | null, wide: boolean, narrowed = false): { view: AgendaView; explicit: boolean } {
  if (asked === AGENDA_VIEWS.grid) return { view: "grid", explicit: true };
  if (asked === AGENDA_VIEWS.cards) return { view: "cards", explicit: true };
  return { view: wide && !narrowed ? "grid" : "cards", explicit: false };
}

/** The day's anchor on the agenda (`#dia-2027-03-09`), in either view: its day links and an old `?dia=` lead there. */
export const dayAnchor = (day: string) => `dia-${day}`;

/** The day of `?dia=` (a link from before every day was on one page) as the anchor to go to, or null. */
export function askedDayAnchor(asked: string | null): string | null {
  return asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? dayAnchor(asked) : null;
}

/** The day today during the event (by the server's clock in Madrid), else null: its day link says so. */
export function todayOf(days: string[], nowMs: number): string | null {
  const today = dayKey(new Date(nowMs).toISOString());
  return days.includes(today) ? today : null;
}

/** On now (begun, not ended) or next (the earliest start still ahead, with any that begin with it). */
function liveStates<A extends GridActivity>(activities: A[], nowMs: number): Map<A, LiveState> {
  const states = new Map<A, LiveState>();
  const ahead = activities.map((a) => Date.parse(a.start_date)).filter((start) => start > nowMs);
  const nextStart = ahead.length ? Math.min(...ahead) : null;
  for (const activity of activities) {
    const [start, end] = [Date.parse(activity.start_date), Date.parse(activity.end_date)];
    states.set(activity, start <= nowMs && nowMs < end ? "now" : start === nextStart ? "next" : null);
  }
  return states;
}

/** The midnight (Madrid) that ends a day: 00:00 of the next day at +01:00 or +02:00, whichever is that day's. */
function endOfDay(day: string): number {
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 60 * MINUTE_MS).toISOString().slice(0, 10);
  const candidates = ["+01:00", "+02:00"].map((offset) => Date.parse(`${next}T00:00:00${offset}`));
  return candidates.find((ms) => dayKey(new Date(ms).toISOString()) === next && dayKey(new Date(ms - MINUTE_MS).toISOString()) === day)!;
}

/**
 * One day: a column per room, a row per slot; an activity spans the slots it lasts, overlaps sit side by side in lanes.
 * A missing or backwards end takes one slot; an end past midnight stops at midnight (the grid is of one day).
 */
export function buildGrid<A extends GridActivity>(activities: A[], day: string, nowMs: number): Grid<A> {
  const ofDay = activities
    .filter((activity) => dayKey(activity.start_date) === day)
    .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date) || Date.parse(b.end_date) - Date.parse(a.end_date) || a.id - b.id);
  const midnight = endOfDay(day);
  const startOf = (activity: A) => Date.parse(activity.start_date);
  const givenEnd = (activity: A) => Math.min(Date.parse(activity.end_date), midnight);
  // On the quarter hour in UTC is on it in Madrid too: its offsets are whole hours.
  const onQuarter = (ms: number) => (ms / MINUTE_MS) % 15 === 0;
  const slotMinutes: 5 | 15 = ofDay.every((a) => onQuarter(startOf(a)) && (!(givenEnd(a) > startOf(a)) || onQuarter(givenEnd(a)))) ? 15 : 5;
  const slot = slotMinutes * MINUTE_MS;
  const first = ofDay.length ? Math.floor(startOf(ofDay[0]) / slot) * slot : 0;
  const slotOf = (ms: number) => Math.floor((ms - first) / slot);
  // The slots an activity takes: from its start's to its end's (rounded up), at least one.
  const spanOf = (activity: A) => {
    const from = slotOf(startOf(activity));
    const end = givenEnd(activity);
    return { from, to: end > startOf(activity) ? Math.max(from + 1, Math.ceil((end - first) / slot)) : from + 1 };
  };
  const slotCount = ofDay.reduce((most, activity) => Math.max(most, spanOf(activity).to), 0);

  // Rooms and their lanes: each lane remembers the slot its last activity ends at.
  const rooms = new Map<
    string,
    { column: Omit<GridColumn, "lanes">; laneEnds: number[]; placed: Array<{ activity: A; lane: number; from: number; to: number }> }
  >();
  const busy = Array.from({ length: slotCount }, () => false);
  for (const activity of ofDay) {
    const key = roomKey(activity);
    const room = rooms.get(key) ?? {
      column: { key, room: activity.room?.name ?? activity.venue?.name ?? "", venue: activity.venue?.name ?? null },
      laneEnds: [],
      placed: [],
    };
    rooms.set(key, room);
    const { from, to } = spanOf(activity);
    let lane = room.laneEnds.findIndex((end) => end <= from);
    if (lane === -1) lane = room.laneEnds.push(0) - 1;
    room.laneEnds[lane] = to;
    room.placed.push({ activity, lane, from, to });
    busy.fill(true, from, to);
  }
  const ordered = [...rooms.values()].sort((a, b) => {
    if (a.column.key === NO_ROOM || b.column.key === NO_ROOM) return a.column.key === NO_ROOM ? 1 : -1;
    return a.column.key.localeCompare(b.column.key, "en", { numeric: true });
  });

  // Now and next only on the day itself: before the event no activity is "next".
  const states = todayOf([day], nowMs) ? liveStates(ofDay, nowMs) : new Map<A, LiveState>();
  const width = ordered.reduce((sum, room) => sum + room.laneEnds.length, 0);
  const slots = Array.from({ length: slotCount }, (_, index) => ({
    start: first + index * slot,
    cells: Array.from({ length: width }, (): GridCell<A> => ({ kind: "empty" })),
  }));
  let offset = 0;
  for (const room of ordered) {
    for (const { activity, lane, from, to } of room.placed) {
      const column = offset + lane;
      slots[from].cells[column] = { kind: "activity", activity, rowSpan: to - from, live: states.get(activity) ?? null };
      for (let index = from + 1; index < to; index++) slots[index].cells[column] = { kind: "covered" };
    }
    offset += room.laneEnds.length;
  }

  // Free runs of slots long enough become one gap row each; the rest stay a row per slot.
  const iso = (ms: number) => new Date(ms).toISOString();
  const rows: GridRow<A>[] = [];
  for (let index = 0; index < slotCount;) {
    let free = index;
    while (free < slotCount && !busy[free]) free++;
    if ((free - index) * slotMinutes >= GAP_MINUTES) {
      rows.push({ start: iso(slots[index].start), end: iso(first + free * slot), labelled: true, gap: true, cells: [] });
      index = free;
      continue;
    }
    const { start, cells } = slots[index];
    // The first row, and the first after a gap, say their time whatever it is.
    const labelled = (start / MINUTE_MS) % 30 === 0 || !rows.length || rows[rows.length - 1].gap;
    rows.push({ start: iso(start), end: iso(start + slot), labelled, gap: false, cells });
    index++;
  }
  return { day, slotMinutes, columns: ordered.map((room) => ({ ...room.column, lanes: room.laneEnds.length })), rows };
}
