import { describe, expect, it } from "vitest";
import { withoutActivities } from "./ActivityCard";

describe("withoutActivities (the home page's next activities without the featured ones)", () => {
  it("leaves out the activities already shown, keeping the order of the rest", () => {
    const next = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(withoutActivities(next, [{ id: 3 }, { id: 1 }])).toEqual([{ id: 2 }, { id: 4 }]);
  });

  it("is empty when every next activity is featured, so the section has nothing to show", () => {
    expect(withoutActivities([{ id: 5 }, { id: 6 }], [{ id: 6 }, { id: 5 }, { id: 7 }])).toEqual([]);
  });

  it("keeps every activity when nothing is featured", () => {
    expect(withoutActivities([{ id: "a" }, { id: 2 }], [])).toEqual([{ id: "a" }, { id: 2 }]);
  });
});
