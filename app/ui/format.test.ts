import { describe, expect, it } from "vitest";
import { dayKey, formatDateRange, formatDay, formatPrice, formatShortDate, formatTime, formatTimeRange, weekdayNames } from "./format";

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
    expect(formatDay("2027-03-09T10:00:00+01:00", "en")).toBe("Tuesday 9 March 2027");
    expect(formatDay("2027-03-09T10:00:00+01:00", "pt")).toBe("terça-feira, 9 de março de 2027");
    expect(formatDay("2027-03-09T10:00:00+01:00", "eus")).toBe("2027ko martxoaren 9a, asteartea");
    // Late evening in UTC is already the next day in Madrid.
    expect(formatDay("2027-03-09T23:30:00Z", "es")).toBe("miércoles, 10 de marzo de 2027");
    expect(formatShortDate("2027-03-09T10:00:00+01:00", "es")).toBe("9 mar 2027");
    expect(formatShortDate("2027-03-09T10:00:00+01:00", "eus")).toBe("2027ko mar. 9");
  });

  it("lists weekdays starting on Sunday", () => {
    expect(weekdayNames("en")[0]).toBe("Sunday");
    expect(weekdayNames("es")[0]).toBe("domingo");
    expect(weekdayNames("eus")[0]).toBe("igandea");
    expect(weekdayNames("en")[6]).toBe("Saturday");
  });

  it("formats prices in euros", () => {
    expect(formatPrice(25, "EUR", "es")).toBe("25 €");
    expect(formatPrice(40.5, "EUR", "es")).toBe("40,50 €");
    expect(formatPrice(40.5, "EUR", "en")).toBe("€40.50");
    expect(formatPrice(12500, "EUR", "pt")).toBe("12.500 €");
    // Thousands grouped from four digits on, so "7.560 €" and "12.000 €" read alike.
    expect(formatPrice(1200, "EUR", "es")).toBe("1.200 €");
    expect(formatPrice(7560, "EUR", "eus")).toBe("7.560 €");
    expect(formatPrice(7560.5, "EUR", "en")).toBe("€7,560.50");
    expect(formatPrice(1234567, "USD", "pt")).toBe("1.234.567 USD");
  });
});

describe("formatDateRange", () => {
  const cases: Array<[string, string, string, string, string, string]> = [
    // start, end, es, en, pt, eus
    ["2027-03-09T08:00:00Z", "2027-03-09T18:00:00Z", "9 de marzo de 2027", "9 March 2027", "9 de março de 2027", "2027ko martxoaren 9"],
    [
      "2027-03-09T08:00:00Z",
      "2027-03-11T18:00:00Z",
      "9–11 de marzo de 2027",
      "9–11 March 2027",
      "9–11 de março de 2027",
      "2027ko martxoaren 9–11",
    ],
    [
      "2027-03-30T08:00:00Z",
      "2027-04-02T18:00:00Z",
      "30 de marzo – 2 de abril de 2027",
      "30 March – 2 April 2027",
      "30 de março – 2 de abril de 2027",
      "2027ko martxoaren 30 – apirilaren 2",
    ],
    [
      "2026-11-20T08:00:00Z",
      "2027-03-20T18:00:00Z",
      "20 de noviembre de 2026 – 20 de marzo de 2027",
      "20 November 2026 – 20 March 2027",
      "20 de novembro de 2026 – 20 de março de 2027",
      "2026ko azaroaren 20 – 2027ko martxoaren 20",
    ],
  ];
  it.each(cases)("%s to %s", (start, end, es, en, pt, eus) => {
    expect([
      formatDateRange(start, end, "es"),
      formatDateRange(start, end, "en"),
      formatDateRange(start, end, "pt"),
      formatDateRange(start, end, "eus"),
    ]).toEqual([es, en, pt, eus]);
  });

  it("takes the day in Madrid: an activity ending at 23:30 UTC ends the next day there", () => {
    expect(formatDateRange("2027-03-09T08:00:00Z", "2027-03-09T23:30:00Z", "en")).toBe("9–10 March 2027");
  });
});
