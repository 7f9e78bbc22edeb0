import { describe, expect, it } from "vitest";
import { dayKey, formatDay, formatPrice, formatTime, formatTimeRange, weekdayNames } from "./format";

describe("agenda times are Central European time", () => {
  it("formats times in Europe/Madrid whatever the offset given", () => {
    expect(formatTime("2027-03-09T08:30:00Z", "es")).toBe("09:30");
    expect(formatTime("2027-03-09T09:30:00+01:00", "en")).toBe("09:30");
    // Summer time: UTC+2.
    expect(formatTime("2027-07-01T08:00:00Z", "es")).toBe("10:00");
    expect(formatTimeRange("2027-03-09T09:00:00+01:00", "2027-03-09T10:15:00+01:00", "pt")).toBe("09:00–10:15");
  });

  it("groups by the CET calendar day, not the UTC one", () => {
    expect(dayKey("2027-03-09T23:30:00Z")).toBe("2027-03-10");
    expect(dayKey("2027-03-09T22:59:00Z")).toBe("2027-03-09");
  });

  it("names days in the page's language", () => {
    expect(formatDay("2027-03-09T10:00:00+01:00", "es")).toBe("martes, 9 de marzo de 2027");
    expect(formatDay("2027-03-09T10:00:00+01:00", "en")).toMatch(/^Tuesday,? 9 March 2027$/);
    expect(formatDay("2027-03-09T10:00:00+01:00", "eus").toLowerCase()).toContain("martxo");
  });

  it("lists weekdays starting on Sunday", () => {
    expect(weekdayNames("en", "long")[0]).toBe("Sunday");
    expect(weekdayNames("es", "long")[0]).toBe("domingo");
    expect(weekdayNames("en", "long")[6]).toBe("Saturday");
  });

  it("formats prices in euros", () => {
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(plain(formatPrice(25, "EUR", "es"))).toBe("25 €");
    expect(plain(formatPrice(40.5, "EUR", "en"))).toBe("€40.50");
  });
});
