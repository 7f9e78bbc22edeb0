// "Add to Google Calendar" and "Add to Outlook" as links: the web apps' event templates, filled from
// the same event as the activity's .ics (app/calendar/calendar.server.ts).
import type { CalendarEvent } from "./ics";
import { instant, utcBasic, utcSeconds } from "~/ui/format";

export type CalendarLinks = { google: string; outlook: string };

export function calendarLinks(event: CalendarEvent): CalendarLinks {
  const start = instant(event.start);
  // Both apps need an end: without one the event ends when it starts, as in the .ics.
  const end = event.end ? instant(event.end) : start;
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${utcBasic(start)}/${utcBasic(end)}`,
    details: event.description ?? "",
    location: event.location ?? "",
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.summary,
    startdt: utcSeconds(start),
    enddt: utcSeconds(end),
    body: event.description ?? "",
    location: event.location ?? "",
  }).toString();
  return { google: google.href, outlook: outlook.href };
}
