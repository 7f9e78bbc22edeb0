import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "./ics";
import { calendarLinks } from "./links";

const EVENT: CalendarEvent = {
  uid: "conference-102@localhost",
  // 09:30–10:30 in Bilbao in March (CET) is 08:30–09:30 UTC.
  start: "2027-03-09T09:30:00+01:00",
  end: "2027-03-09T10:30:00+01:00",
  summary: "I+D & personas: ¿qué #sigue?",
  description: "Primera línea\nMás información: http://localhost/agenda/x?a=1&b=2",
  location: "Sala A, Palacio Euskalduna",
};

describe("calendarLinks", () => {
  const { google, outlook } = calendarLinks(EVENT);

  it("fills Google Calendar's event template, times in UTC, every text intact however it is written", () => {
    const url = new URL(google);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: EVENT.summary,
      dates: "20270309T083000Z/20270309T093000Z",
      details: EVENT.description,
      location: EVENT.location,
    });
  });

  it("fills Outlook's compose deep link, times in UTC as ISO 8601", () => {
    const url = new URL(outlook);
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: "/calendar/action/compose",
      rru: "addevent",
      subject: EVENT.summary,
      startdt: "2027-03-09T08:30:00Z",
      enddt: "2027-03-09T09:30:00Z",
      body: EVENT.description,
      location: EVENT.location,
    });
  });

  it("ends an event without an end when it starts, leaves empty what it lacks, and refuses a time that is not one", () => {
    const bare = calendarLinks({ uid: "u", start: EVENT.start, end: null, summary: "S" });
    expect(new URL(bare.google).searchParams.get("dates")).toBe("20270309T083000Z/20270309T083000Z");
    expect(new URL(bare.outlook).searchParams.get("enddt")).toBe("2027-03-09T08:30:00Z");
    expect(new URL(bare.google).searchParams.get("details")).toBe("");
    expect(() => calendarLinks({ ...EVENT, start: "mañana" })).toThrow(RangeError);
  });
});
