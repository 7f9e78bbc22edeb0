// An iCalendar file (RFC 5545), written by hand: the `ics` package folds lines by characters, not
// the 75 octets the RFC requires.
import { instant, utcBasic } from "~/ui/format";

/** One event of the calendar. Times are instants (ISO strings with an offset, or Dates): written in UTC. */
export type CalendarEvent = {
  /** Globally unique and stable: a calendar updates the event it already has instead of adding a copy. */
  uid: string;
  start: string | Date;
  /** None: the backend gave no end; the event then has no DTEND (RFC 5545: it ends when it starts). */
  end?: string | Date | null;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
};

type CalendarOptions = {
  prodId: string;
  /** The moment the file is made (DTSTAMP); now unless given. */
  now?: Date;
  /** A subscribed calendar's name (RFC 7986 NAME, and X-WR-CALNAME that Google and Apple read). */
  name?: string;
  /** How often a subscriber should fetch it again, an RFC 5545 duration such as `PT1H` (RFC 7986, and Outlook's X-PUBLISHED-TTL). */
  refreshInterval?: string;
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;

export function calendarFile(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const stamp = utcBasic(options.now ?? new Date());
  const lines = ["BEGIN:VCALENDAR", `PRODID:${escapeText(options.prodId)}`, "VERSION:2.0", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  if (options.name) lines.push(`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`);
  if (options.refreshInterval) {
    if (!/^P(?:\d+[WD]|T(?:\d+[HMS])+)$/.test(options.refreshInterval)) throw new RangeError(`Not a duration: ${options.refreshInterval}`);
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`, `X-PUBLISHED-TTL:${options.refreshInterval}`);
  }
  for (const event of events) {
    lines.push("BEGIN:VEVENT", `UID:${escapeText(event.uid)}`, `DTSTAMP:${stamp}`, `DTSTART:${utcBasic(instant(event.start))}`);
    if (event.end) lines.push(`DTEND:${utcBasic(instant(event.end))}`);
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    // A URI value, not TEXT: no backslash escaping; control characters would break the line.
    if (event.url) lines.push(`URL:${event.url.replace(/[\u0000-\u001f\u007f]/g, "")}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join(CRLF) + CRLF;
}

/** TEXT escaping (RFC 5545 §3.3.11); other control characters are not allowed in TEXT and are dropped. */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "");
}

/** RFC 5545 §3.1: at most 75 octets per line, never splitting a code point. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    // The space that starts a continuation line counts toward its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function utf8Octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}
