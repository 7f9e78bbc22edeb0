import { describe, expect, it } from "vitest";
import { searchWords } from "./catalogue";

describe("searchWords (the agenda's text search)", () => {
  it("folds case and accents and splits on spaces", () => {
    expect(searchWords("  Economía   CIRCULAR ")).toEqual(["economia", "circular"]);
    expect(searchWords("Peña Euskéra")).toEqual(["pena", "euskera"]);
  });
  it("has no words for a search of only spaces (it matches everything)", () => {
    expect(searchWords("   ")).toEqual([]);
  });
});
