import { describe, expect, it } from "vitest";
import { openingOf } from "./opening";

const keynote = { start_date: "2027-03-09T09:30:00+01:00" };
const at = (iso: string) => Date.parse(iso);

describe("openingOf", () => {
  it("three months before: both closed, each saying when it opens", () => {
    expect(openingOf(keynote, at("2026-12-06T12:00:00Z"))).toEqual({
      survey: "2027-03-09T08:30:00.000Z",
      stream: "2027-03-09T08:15:00.000Z",
    });
  });

  it("fifteen minutes before the start: the stream opens, the survey not yet", () => {
    expect(openingOf(keynote, at("2027-03-09T08:15:00Z"))).toEqual({ survey: "2027-03-09T08:30:00.000Z", stream: null });
    expect(openingOf(keynote, at("2027-03-09T08:14:59Z")).stream).toBe("2027-03-09T08:15:00.000Z");
  });

  it("from the start on, and after it: both open", () => {
    expect(openingOf(keynote, at("2027-03-09T08:30:00Z"))).toEqual({ survey: null, stream: null });
    expect(openingOf(keynote, at("2027-06-01T00:00:00Z"))).toEqual({ survey: null, stream: null });
  });
});
