// What the portal's calendar files and links share: an activity as an event (one UID in all, so a
// calendar updates it rather than copying it), and the file as an attachment or a subscribable feed.
import type { ConferenceSummary } from "~/backend/catalogue.schemas";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { calendarFile, type CalendarEvent } from "./ics";
import { fullName } from "~/ui/initials";

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
  const description = [...notes, getT(context.locale)("files:calendar.moreInformation", { url })].filter(Boolean).join("\n\n");
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

/** What an activity's page, the agenda and its feed know of an activity: its summary and speakers go in the description. */
type ActivityFacts = Pick<
  ConferenceSummary,
  "id" | "slug" | "title" | "summary" | "start_date" | "end_date" | "room" | "venue" | "speakers"
>;

/** The public event of an activity: the same in its .ics, the agenda's feed and the Google / Outlook links. */
export function publicActivityEvent(context: Context, activity: ActivityFacts): CalendarEvent {
  const speakers = activity.speakers.map(fullName).join(", ");
  return activityEvent(
    context,
    {
      id: activity.id,
      slug: activity.slug,
      title: activity.title,
      start: activity.start_date,
      end: activity.end_date,
      place: [activity.room?.name, activity.venue?.name],
    },
    [activity.summary, speakers ? getT(context.locale)("files:calendar.speakers", { names: speakers }) : null],
  );
}

/** The calendar file as a download named `filename`; `cacheControl` says who may keep it. */
export function calendarResponse(context: Context, events: readonly CalendarEvent[], filename: string, cacheControl: string): Response {
  return respond(calendarFile(events, { prodId: prodId(context) }), contentDisposition("attachment", filename), cacheControl);
}

/** A calendar to subscribe to: shown inline (a client fetches it again every hour), named `name` in the client. */
export function calendarFeedResponse(
  context: Context,
  events: readonly CalendarEvent[],
  feed: { name: string; filename: string; cacheControl: string; headers?: Record<string, string> },
): Response {
  const body = calendarFile(events, { prodId: prodId(context), name: feed.name, refreshInterval: "PT1H" });
  const response = respond(body, contentDisposition("inline", feed.filename), feed.cacheControl);
  for (const [name, value] of Object.entries(feed.headers ?? {})) response.headers.set(name, value);
  return response;
}

function prodId(context: Context): string {
  return `-//${context.tenant?.name ?? "Portal"}//Portal//${context.locale.toUpperCase()}`;
}

function respond(body: string, disposition: string, cacheControl: string): Response {
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": disposition, "Cache-Control": cacheControl },
  });
}

/** `<type>; filename="<name>"`, with an ASCII stand-in and `filename*` when the name is not plain ASCII. */
function contentDisposition(type: "attachment" | "inline", name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, "-");
  return ascii === name ? `${type}; filename="${name}"` : `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
