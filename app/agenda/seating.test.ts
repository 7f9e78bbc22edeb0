import { describe, expect, it } from "vitest";
import { seatingOf } from "./seating";

describe("seatingOf (an activity's seats, as its page shows them)", () => {
  it("is not full while one of its rooms has seats, and says each room's", () => {
    const shown = seatingOf({ total: 1200, occupied: 1200 }, [
      { id: 11, name: "Auditorio", seating: { total: 1200, occupied: 1200 } },
      { id: 21, name: "Kursaal", seating: { total: 600, occupied: 212 } },
    ]);
    expect(shown.full).toBe(false);
    expect(shown.left).toBe(388);
    expect(shown.rooms).toEqual([
      { id: 11, name: "Auditorio", seating: { total: 1200, occupied: 1200 }, full: true },
      { id: 21, name: "Kursaal", seating: { total: 600, occupied: 212 }, full: false },
    ]);
  });

  it("is full when every room is", () => {
    const shown = seatingOf({ total: 10, occupied: 10 }, [
      { id: 1, name: "A", seating: { total: 10, occupied: 10 } },
      { id: 2, name: "B", seating: { total: 5, occupied: 5 } },
    ]);
    expect(shown.full).toBe(true);
    expect(shown.left).toBe(0);
  });

  it("with one room (or none listed), the activity's own seating decides", () => {
    expect(seatingOf({ total: 30, occupied: 30 }, [{ id: 1, name: "A", seating: { total: 30, occupied: 30 } }])).toEqual({
      seating: { total: 30, occupied: 30 },
      full: true,
      left: 0,
      rooms: [],
    });
    expect(seatingOf({ total: 30, occupied: 2 }, [])).toEqual({ seating: { total: 30, occupied: 2 }, full: false, left: 28, rooms: [] });
    // More taken than there are seats (an overbooked room) leaves none, never fewer.
    expect(seatingOf({ total: 30, occupied: 31 }, []).left).toBe(0);
    expect(seatingOf(null, [])).toEqual({ seating: null, full: false, left: null, rooms: [] });
  });
});
