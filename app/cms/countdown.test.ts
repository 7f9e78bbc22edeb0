import { describe, expect, it } from "vitest";
import { countdownStatus, remaining, sameStatus } from "./countdown";

const now = Date.parse("2027-03-01T10:00:00Z");
const later = (ms: number) => now + ms;
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("remaining", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(remaining(later(2 * D + 3 * H + 4 * M + 5 * S), now)).toEqual({ done: false, days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it("rounds a part second up, so 0s is only shown when the moment has come", () => {
    expect(remaining(later(500), now)).toEqual({ done: false, days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remaining(later(59 * S + 1), now)).toEqual({ done: false, days: 0, hours: 0, minutes: 1, seconds: 0 });
  });
  it("is all zeros and done once the target has passed", () => {
    expect(remaining(now, now)).toEqual({ done: true, days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(remaining(later(-D), now)).toEqual({ done: true, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("countdownStatus", () => {
  it("counts whole days left", () => {
    expect(countdownStatus(later(10 * D + 5 * H), now)).toEqual({ kind: "days", days: 10 });
    expect(countdownStatus(later(D), now)).toEqual({ kind: "days", days: 1 });
  });
  it("says less than a day in the last 24 hours, and ended after", () => {
    expect(countdownStatus(later(D - 1), now)).toEqual({ kind: "lessThanADay" });
    expect(countdownStatus(now, now)).toEqual({ kind: "ended" });
    expect(countdownStatus(Number.NaN, now)).toEqual({ kind: "ended" });
  });
  it("sameStatus compares kind and days", () => {
    expect(sameStatus({ kind: "days", days: 2 }, { kind: "days", days: 2 })).toBe(true);
    expect(sameStatus({ kind: "days", days: 2 }, { kind: "days", days: 1 })).toBe(false);
    expect(sameStatus({ kind: "ended" }, { kind: "lessThanADay" })).toBe(false);
  });
});
