import { describe, expect, it } from "vitest";
import { isWideViewport } from "~/ui/viewport";
import { buildGrid, chooseDay, chooseView, type GridActivity } from "./grid";

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
  it("makes one row per start or end and spans each activity over its rows", () => {
    const a = activity("09:00", "10:00");
    const b = activity("09:30", "11:00", barria);
    const grid = buildGrid([b, a], "2027-03-09", BEFORE);
    expect(grid.columns.map((c) => [c.room, c.lanes])).toEqual([
      ["Auditorio", 1],
      ["Sala Barria", 1],
    ]);
    // 09:00, 09:30, 10:00 (and 11:00 closes the last row).
    expect(grid.rows.map((row) => row.start)).toEqual(["2027-03-09T08:00:00.000Z", "2027-03-09T08:30:00.000Z", "2027-03-09T09:00:00.000Z"]);
    expect(grid.rows.at(-1)!.end).toBe("2027-03-09T10:00:00.000Z");
    expect(grid.rows[0].cells).toEqual([{ kind: "activity", activity: a, rowSpan: 2, live: null }, { kind: "empty" }]);
    expect(grid.rows[1].cells).toEqual([{ kind: "covered" }, { kind: "activity", activity: b, rowSpan: 2, live: null }]);
    expect(grid.rows[2].cells).toEqual([{ kind: "empty" }, { kind: "covered" }]);
  });

  it("puts overlapping activities of one room side by side, in lanes, and reuses a lane once free", () => {
    const a = activity("09:00", "11:00");
    const b = activity("10:00", "10:30");
    const c = activity("11:00", "12:00");
    const grid = buildGrid([a, b, c], "2027-03-09", BEFORE);
    expect(grid.columns).toEqual([{ key: "1:11", room: "Auditorio", venue: "Euskalduna", lanes: 2 }]);
    const kinds = grid.rows.map((row) =>
      row.cells.map((cell) => (cell.kind === "activity" ? `${cell.activity.title}/${cell.rowSpan}` : cell.kind)),
    );
    expect(kinds).toEqual([
      [`${a.title}/3`, "empty"],
      ["covered", `${b.title}/1`],
      ["covered", "empty"],
      [`${c.title}/1`, "empty"],
    ]);
  });

  it("shows one day at a time; activities without a room come last", () => {
    const today = activity("09:00", "10:00", null);
    const other = activity("09:00", "10:00", barria, "2027-03-10");
    const roomed = activity("12:00", "13:00", barria);
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

  it("keeps a zero-length activity as a row of its own", () => {
    const instant = activity("09:00", "09:00");
    const grid = buildGrid([instant], "2027-03-09", BEFORE);
    expect(grid.rows).toHaveLength(1);
    expect(grid.rows[0].cells[0]).toMatchObject({ kind: "activity", rowSpan: 1 });
  });

  it("chooses the day asked for, else today during the event, else the first", () => {
    const days = ["2027-03-09", "2027-03-10"];
    expect(chooseDay(days, "2027-03-10", BEFORE)).toBe("2027-03-10");
    expect(chooseDay(days, "2027-03-31", BEFORE)).toBe("2027-03-09");
    expect(chooseDay(days, null, at("2027-03-10T12:00:00+01:00"))).toBe("2027-03-10");
    // Just after midnight in Madrid is already the next day there.
    expect(chooseDay(days, null, at("2027-03-09T23:30:00Z"))).toBe("2027-03-10");
    expect(chooseDay([], null, BEFORE)).toBeNull();
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
