// What the portal's calendar files share: an activity as an event (one UID in all, so a calendar
// updates it rather than copying it), and the file as an attachment or as a subscribed feed.
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { calendarFile, type CalendarEvent } from "./ics";

type Context = Pick<AppContext, "tenant" | "origin" | "locale" | "defaultLocale">;

type CalendarActivity = {
  id: string | number;
  slug: string;
  title: string;
  start: string;
  end: string | null;
  place: readonly (string | null | undefined)[];
};

function activityPageUrl(context: Context, slug: string): string {
  return new URL(localePath(context.locale, pathTo("conference", { slug }), context.defaultLocale), context.origin).href;
}

/** The activity as an event: `notes` (plain text, empty ones left out) come first in the description, then its page's link. */
export function activityEvent(
  context: Context,
  activity: CalendarActivity,
  notes: readonly (string | null | undefined)[] = [],
): CalendarEvent {
  const url = activityPageUrl(context, activity.slug);
  const description = [...notes, getT(context.locale)("catalogue:calendar.moreInformation", { url })].filter(Boolean).join("\n\n");
  return {
    // The tenant's first host, not the request's: the same activity keeps one UID under every alias.
    uid: `conference-${activity.id}@${context.tenant?.hosts[0] ?? new URL(context.origin).hostname}`,
    start: activity.start,
    end: activity.end,
    summary: activity.title,
    description,
    location: activity.place.filter(Boolean).join(", ") || null,
    url,
  };
}

/** The calendar file as a download named `filename`; `cacheControl` says who may keep it. */
export function calendarResponse(context: Context, events: readonly CalendarEvent[], filename: string, cacheControl: string): Response {
  const body = calendarFile(events, { prodId: prodId(context) });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": contentDisposition(filename),
      "Cache-Control": cacheControl,
    },
  });
}

/** A subscribed calendar, shown inline (no attachment): named `name`, read again every `refresh`; `headers` on top of its type. */
export function calendarFeedResponse(
  context: Context,
  events: readonly CalendarEvent[],
  feed: { name: string; refresh: string },
  headers: Record<string, string>,
): Response {
  const body = calendarFile(events, { prodId: prodId(context), ...feed });
  return new Response(body, { status: 200, headers: { "Content-Type": "text/calendar; charset=utf-8", ...headers } });
}

const prodId = (context: Context) => `-//${context.tenant?.name ?? "Portal"}//Portal//${context.locale.toUpperCase()}`;

/** `attachment; filename="<name>"`, with an ASCII stand-in and `filename*` when the name is not plain ASCII. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, "-");
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
