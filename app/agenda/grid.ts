// The agenda's schedule grid (`?vista=parrilla`), like pretalx's: rooms across, time down, one day
// at a time, laid out here as plain data so the table (app/agenda/ScheduleGrid.tsx) only renders it.
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

export type Grid<A> = {
  day: string;
  /** Rooms across; a room with activities that overlap gets one lane (a `<td>` column) per overlap. */
  columns: GridColumn[];
  /** Time down: one row per instant where something begins or ends, to the next such instant. */
  rows: Array<{ start: string; end: string; cells: GridCell<A>[] }>;
};

const NO_ROOM = "none";

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

/** The day to show: the one asked for if it has activities, else today's during the event, else the first. */
export function chooseDay(days: string[], asked: string | null, nowMs: number): string | null {
  if (asked && days.includes(asked)) return asked;
  const today = dayKey(new Date(nowMs).toISOString());
  return days.includes(today) ? today : (days[0] ?? null);
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

/** One day: a column per room, a row between consecutive starts and ends; overlaps sit side by side. */
export function buildGrid<A extends GridActivity>(activities: A[], day: string, nowMs: number): Grid<A> {
  const ofDay = activities
    .filter((activity) => dayKey(activity.start_date) === day)
    .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date) || Date.parse(b.end_date) - Date.parse(a.end_date) || a.id - b.id);
  // An activity that ends before it starts (bad data) is shown as an instant's row, not dropped.
  const endOf = (activity: A) => Math.max(Date.parse(activity.start_date), Date.parse(activity.end_date));
  const instants = [...new Set(ofDay.flatMap((activity) => [Date.parse(activity.start_date), endOf(activity)]))].sort((a, b) => a - b);
  if (instants.length === 1) instants.push(instants[0]);
  const rowCount = Math.max(0, instants.length - 1);
  const rowOf = (ms: number) => instants.indexOf(ms);

  // Rooms and their lanes: each lane remembers the row its last activity ends at.
  const rooms = new Map<
    string,
    { column: Omit<GridColumn, "lanes">; laneEnds: number[]; placed: Array<{ activity: A; lane: number; from: number; to: number }> }
  >();
  for (const activity of ofDay) {
    const key = roomKey(activity);
    const room = rooms.get(key) ?? {
      column: { key, room: activity.room?.name ?? activity.venue?.name ?? "", venue: activity.venue?.name ?? null },
      laneEnds: [],
      placed: [],
    };
    rooms.set(key, room);
    const from = rowOf(Date.parse(activity.start_date));
    const to = Math.max(from + 1, rowOf(endOf(activity)));
    let lane = room.laneEnds.findIndex((end) => end <= from);
    if (lane === -1) lane = room.laneEnds.push(0) - 1;
    room.laneEnds[lane] = to;
    room.placed.push({ activity, lane, from, to });
  }
  const ordered = [...rooms.values()].sort((a, b) => {
    if (a.column.key === NO_ROOM || b.column.key === NO_ROOM) return a.column.key === NO_ROOM ? 1 : -1;
    return a.column.key.localeCompare(b.column.key, "en", { numeric: true });
  });

  // Now and next only on the day itself: before the event no activity is "next".
  const states = dayKey(new Date(nowMs).toISOString()) === day ? liveStates(ofDay, nowMs) : new Map<A, LiveState>();
  const width = ordered.reduce((sum, room) => sum + room.laneEnds.length, 0);
  const rows = Array.from({ length: rowCount }, (_, index) => ({
    start: new Date(instants[index]).toISOString(),
    end: new Date(instants[index + 1]).toISOString(),
    cells: Array.from({ length: width }, (): GridCell<A> => ({ kind: "empty" })),
  }));
  let offset = 0;
  for (const room of ordered) {
    for (const { activity, lane, from, to } of room.placed) {
      const column = offset + lane;
      rows[from].cells[column] = { kind: "activity", activity, rowSpan: to - from, live: states.get(activity) ?? null };
      for (let row = from + 1; row < to; row++) rows[row].cells[column] = { kind: "covered" };
    }
    offset += room.laneEnds.length;
  }
  return { day, columns: ordered.map((room) => ({ ...room.column, lanes: room.laneEnds.length })), rows };
}
