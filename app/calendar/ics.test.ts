import { describe, expect, it } from "vitest";
import { eventsOf, parseCalendar } from "../../tests/ical";
import { calendarFile, type CalendarEvent } from "./ics";

const EVENT: CalendarEvent = {
  uid: "conference-102@localhost",
  // 09:30 in Bilbao in March (CET, +01:00) is 08:30 UTC.
  start: "2027-03-09T09:30:00+01:00",
  end: "2027-03-09T10:30:00+01:00",
  summary: "Inauguración: IA, personas; y \\ barras",
  description: "Primera línea\nsegunda, con coma",
  location: "Sala A · Palacio Euskalduna",
  url: "http://localhost/agenda/inauguracion",
};
const NOW = new Date("2026-11-22T12:00:00.000Z");

describe("calendarFile", () => {
  const file = calendarFile([EVENT], { prodId: "-//Congreso Demo//Portal//ES", now: NOW });

  it("writes a publishable calendar with CRLF line endings and nothing else", () => {
    expect(
      file.startsWith("BEGIN:VCALENDAR\r\nPRODID:-//Congreso Demo//Portal//ES\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n"),
    ).toBe(true);
    expect(file.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("writes times in UTC, with the stamp of the moment it was made", () => {
    expect(file).toContain("\r\nDTSTART:20270309T083000Z\r\n");
    expect(file).toContain("\r\nDTEND:20270309T093000Z\r\n");
    expect(file).toContain("\r\nDTSTAMP:20261122T120000Z\r\n");
  });

  it("escapes commas, semicolons, backslashes and newlines in text, not in the URL", () => {
    expect(file).toContain("SUMMARY:Inauguración: IA\\, personas\\; y \\\\ barras\r\n");
    expect(file).toContain("DESCRIPTION:Primera línea\\nsegunda\\, con coma\r\n");
    expect(file).toContain("URL:http://localhost/agenda/inauguracion\r\n");
  });

  it("folds lines at 75 octets without splitting a multi-byte character", () => {
    // 2-, 3- and 4-octet characters, so a fold lands inside one unless it is counted in octets.
    const summary = `${"ñ".repeat(50)}${"€".repeat(40)}${"😀".repeat(30)}`;
    const long = calendarFile([{ ...EVENT, summary }], { prodId: "x", now: NOW });
    const lines = long.slice(0, -2).split("\r\n");
    const summaryLines = lines.slice(lines.findIndex((line) => line.startsWith("SUMMARY:")));
    expect(summaryLines.length).toBeGreaterThan(4);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // Each line is full: the next character would not have fitted.
    expect(Buffer.byteLength(summaryLines[0], "utf8")).toBeGreaterThanOrEqual(74);
    expect(summaryLines[1].startsWith(" ")).toBe(true);
    // No lone surrogate or broken sequence: every piece is whole text.
    for (const line of summaryLines.slice(0, 4)) expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    expect(eventsOf(parseCalendar(long))[0].SUMMARY).toBe(summary);
  });

  it("reads back, through an independent parser, as the event it was given", () => {
    const calendar = parseCalendar(file);
    expect(calendar.name).toBe("VCALENDAR");
    expect(calendar.props.VERSION.value).toBe("2.0");
    const [event, ...others] = eventsOf(calendar);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      UID: "conference-102@localhost",
      DTSTART: "20270309T083000Z",
      DTEND: "20270309T093000Z",
      SUMMARY: EVENT.summary,
      DESCRIPTION: EVENT.description,
      LOCATION: EVENT.location,
      URL: EVENT.url,
    });
  });

  it("takes a list: several events, or none", () => {
    const second = { ...EVENT, uid: "conference-103@localhost", summary: "Otra" };
    expect(eventsOf(parseCalendar(calendarFile([EVENT, second], { prodId: "x", now: NOW }))).map((event) => event.UID)).toEqual([
      "conference-102@localhost",
      "conference-103@localhost",
    ]);
    expect(eventsOf(parseCalendar(calendarFile([], { prodId: "x", now: NOW })))).toEqual([]);
  });

  it("leaves out what an event does not have and refuses a time that is not one", () => {
    const bare = calendarFile([{ uid: "u", start: EVENT.start, end: EVENT.end, summary: "S" }], { prodId: "x", now: NOW });
    expect(bare).not.toMatch(/DESCRIPTION|LOCATION|URL/);
    const endless = calendarFile([{ uid: "u", start: EVENT.start, end: null, summary: "S" }], { prodId: "x", now: NOW });
    expect(endless).toContain("\r\nDTSTART:20270309T083000Z\r\n");
    expect(endless).not.toContain("DTEND");
    expect(() => calendarFile([{ ...EVENT, start: "mañana" }], { prodId: "x" })).toThrow(RangeError);
  });

  it("names a subscribed calendar and says how often to read it again, only when asked", () => {
    expect(file).not.toMatch(/X-WR-CALNAME|REFRESH-INTERVAL|X-PUBLISHED-TTL/);
    const feed = calendarFile([EVENT], { prodId: "x", now: NOW, name: "Mis actividades, Congreso", refresh: "PT1H" });
    expect(feed).toContain("\r\nX-WR-CALNAME:Mis actividades\\, Congreso\r\n");
    expect(feed).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\n");
    // Calendar properties, before the first event.
    expect(feed.indexOf("REFRESH-INTERVAL")).toBeLessThan(feed.indexOf("BEGIN:VEVENT"));
  });
});
