import { describe, expect, it } from "vitest";
import { isWideViewport } from "~/ui/viewport";
import { askedDayAnchor, buildGrid, chooseView, todayOf, type GridActivity } from "./grid";

const hall = { id: 11, name: "Auditorio" };
const barria = { id: 12, name: "Sala Barria" };
const venue = { id: 1, name: "Euskalduna" };

let nextId = 1;
function activity(start: string, end: string, room: GridActivity["room"] = hall, day = "2027-03-09"): GridActivity {
  const id = nextId++;
  return {
    id,
    slug: `a${id}`,
    title: `A${id}`,
    start_date: `${day}T${start}:00+01:00`,
    end_date: `${day}T${end}:00+01:00`,
    room,
    venue: room ? venue : null,
  };
}
const BEFORE = Date.parse("2027-01-01T00:00:00Z");
const at = (iso: string) => Date.parse(iso);

describe("schedule grid", () => {
  const cellsOf = (grid: ReturnType<typeof buildGrid>) =>
    grid.rows.map((row) =>
      row.gap ? "gap" : row.cells.map((cell) => (cell.kind === "activity" ? `${cell.activity.title}/${cell.rowSpan}` : cell.kind)),
    );

  it("makes a row per quarter hour, so an activity spans as many rows as it lasts: 90 minutes are 6 rows", () => {
    const a = activity("09:00", "10:30");
    const b = activity("09:30", "10:00", barria);
    const grid = buildGrid([b, a], "2027-03-09", BEFORE);
    expect(grid.slotMinutes).toBe(15);
    expect(grid.columns.map((c) => [c.room, c.lanes])).toEqual([
      ["Auditorio", 1],
      ["Sala Barria", 1],
    ]);
    expect(grid.rows.map((row) => row.start)).toEqual([
      "2027-03-09T08:00:00.000Z",
      "2027-03-09T08:15:00.000Z",
      "2027-03-09T08:30:00.000Z",
      "2027-03-09T08:45:00.000Z",
      "2027-03-09T09:00:00.000Z",
      "2027-03-09T09:15:00.000Z",
    ]);
    expect(grid.rows.at(-1)!.end).toBe("2027-03-09T09:30:00.000Z");
    expect(cellsOf(grid)).toEqual([
      [`${a.title}/6`, "empty"],
      ["covered", "empty"],
      ["covered", `${b.title}/2`],
      ["covered", "covered"],
      ["covered", "empty"],
      ["covered", "empty"],
    ]);
    // The time shows on the hour and half hour; the quarters' rows say it to screen readers only.
    expect(grid.rows.map((row) => row.labelled)).toEqual([true, false, true, false, true, false]);
  });

  it("makes rows of 5 minutes when an activity starts or ends off the quarter hour", () => {
    const a = activity("09:00", "09:40");
    const grid = buildGrid([a, activity("09:40", "10:00")], "2027-03-09", BEFORE);
    expect(grid.slotMinutes).toBe(5);
    expect(grid.rows).toHaveLength(12);
    expect(grid.rows[0].cells[0]).toMatchObject({ kind: "activity", activity: a, rowSpan: 8 });
  });

  it("puts overlapping activities of one room side by side, in lanes, and reuses a lane once free", () => {
    const a = activity("09:00", "10:00");
    const b = activity("09:30", "09:45");
    const c = activity("10:00", "10:15");
    const grid = buildGrid([a, b, c], "2027-03-09", BEFORE);
    expect(grid.columns).toEqual([{ key: "1:11", room: "Auditorio", venue: "Euskalduna", lanes: 2 }]);
    expect(cellsOf(grid)).toEqual([
      [`${a.title}/4`, "empty"],
      ["covered", "empty"],
      ["covered", `${b.title}/1`],
      ["covered", "empty"],
      [`${c.title}/1`, "empty"],
    ]);
  });

  it("draws an hour or more with nothing on in any room as one gap row, a shorter break as its rows", () => {
    const morning = activity("09:00", "10:00");
    const late = activity("10:30", "11:30", barria);
    const afternoon = activity("13:45", "14:15");
    const grid = buildGrid([morning, late, afternoon], "2027-03-09", BEFORE);
    expect(cellsOf(grid)).toEqual([
      [`${morning.title}/4`, "empty"],
      ["covered", "empty"],
      ["covered", "empty"],
      ["covered", "empty"],
      ["empty", "empty"],
      ["empty", "empty"],
      ["empty", `${late.title}/4`],
      ["empty", "covered"],
      ["empty", "covered"],
      ["empty", "covered"],
      "gap",
      [`${afternoon.title}/2`, "empty"],
      ["covered", "empty"],
    ]);
    const gap = grid.rows[10];
    expect([gap.start, gap.end]).toEqual(["2027-03-09T10:30:00.000Z", "2027-03-09T12:45:00.000Z"]);
    // After a gap the next row says its time, a quarter past or to as well.
    expect(grid.rows[11].labelled).toBe(true);
  });

  it("ends a day's grid at midnight for an activity that goes on into the next day", () => {
    const night = { ...activity("23:00", "00:00"), end_date: "2027-03-10T01:30:00+01:00" };
    const grid = buildGrid([night], "2027-03-09", BEFORE);
    expect(grid.rows).toHaveLength(4);
    expect(grid.rows.at(-1)!.end).toBe("2027-03-09T23:00:00.000Z");
    expect(grid.rows[0].cells[0]).toMatchObject({ kind: "activity", rowSpan: 4 });
  });

  it("gives an activity without an end, or ending before it starts, one row, not dropped", () => {
    const open = { ...activity("09:00", "09:00"), end_date: "" };
    const backwards = activity("10:00", "09:00", barria);
    const grid = buildGrid([open, backwards], "2027-03-09", BEFORE);
    expect(grid.slotMinutes).toBe(15);
    expect(cellsOf(grid)).toEqual([
      [`${open.title}/1`, "empty"],
      ...Array.from({ length: 3 }, () => ["empty", "empty"]),
      ["empty", `${backwards.title}/1`],
    ]);
  });

  it("keeps one day's activities; activities without a room come last", () => {
    const today = activity("09:00", "10:00", null);
    const other = activity("09:00", "10:00", barria, "2027-03-10");
    const roomed = activity("09:00", "10:00", barria);
    const grid = buildGrid([today, other, roomed], "2027-03-09", BEFORE);
    expect(grid.columns.map((c) => c.key)).toEqual(["1:12", "none"]);
    expect(grid.rows.flatMap((row) => row.cells).filter((cell) => cell.kind === "activity")).toHaveLength(2);
  });

  it("gives an activity of a whole venue (no room) a column named after the venue, after its rooms", () => {
    const foyer = { ...activity("09:00", "10:00", null), venue };
    const grid = buildGrid([foyer, activity("09:00", "10:00", barria)], "2027-03-09", BEFORE);
    expect(grid.columns.map((c) => [c.key, c.room])).toEqual([
      ["1:12", "Sala Barria"],
      ["1:venue", "Euskalduna"],
    ]);
  });

  it("sends a day asked for in the URL (a link from before) to that day's anchor; today is the event's day by Madrid's clock", () => {
    expect(askedDayAnchor("2027-03-10")).toBe("dia-2027-03-10");
    expect(askedDayAnchor("mañana")).toBeNull();
    expect(askedDayAnchor(null)).toBeNull();
    const days = ["2027-03-09", "2027-03-10"];
    expect(todayOf(days, at("2027-03-10T12:00:00+01:00"))).toBe("2027-03-10");
    // Just after midnight in Madrid is already the next day there.
    expect(todayOf(days, at("2027-03-09T23:30:00Z"))).toBe("2027-03-10");
    expect(todayOf(days, BEFORE)).toBeNull();
  });

  it("marks the activities on now and the next to begin, only on the day itself", () => {
    const a = activity("09:00", "10:00");
    const b = activity("10:00", "11:00", barria);
    const c = activity("10:00", "10:30");
    const d = activity("12:00", "13:00");
    const live = (now: number) =>
      Object.fromEntries(
        buildGrid([a, b, c, d], "2027-03-09", now)
          .rows.flatMap((row) => row.cells)
          .flatMap((cell) => (cell.kind === "activity" && cell.live ? [[cell.activity.title, cell.live]] : [])),
      );
    expect(live(at("2027-03-09T09:30:00+01:00"))).toEqual({ [a.title]: "now", [b.title]: "next", [c.title]: "next" });
    // An activity ends when the next begins: at 10:00 sharp the first is over.
    expect(live(at("2027-03-09T10:00:00+01:00"))).toEqual({ [b.title]: "now", [c.title]: "now", [d.title]: "next" });
    expect(live(at("2027-03-09T07:00:00+01:00"))).toEqual({ [a.title]: "next" });
    expect(live(BEFORE)).toEqual({});
    expect(live(at("2027-03-10T10:00:00+01:00"))).toEqual({});
  });
});

describe("the view shown", () => {
  it("is the one asked for in the URL, whatever the screen", () => {
    expect(chooseView("parrilla", false)).toEqual({ view: "grid", explicit: true });
    expect(chooseView("tarjetas", true)).toEqual({ view: "cards", explicit: true });
  });
  it("without one: the grid on a wide screen, the cards on a narrow one or when the browser does not say", () => {
    expect(chooseView(null, isWideViewport("1366"))).toEqual({ view: "grid", explicit: false });
    expect(chooseView("otra", isWideViewport("1024"))).toEqual({ view: "grid", explicit: false });
    expect(chooseView(null, isWideViewport("1023"))).toEqual({ view: "cards", explicit: false });
    expect(chooseView(null, isWideViewport(null))).toEqual({ view: "cards", explicit: false });
    expect(chooseView(null, isWideViewport("ancho"))).toEqual({ view: "cards", explicit: false });
  });
  it("a search or a filter lists its hits of every day as cards, unless the grid is asked for", () => {
    expect(chooseView(null, true, true)).toEqual({ view: "cards", explicit: false });
    expect(chooseView("parrilla", true, true)).toEqual({ view: "grid", explicit: true });
  });
});
