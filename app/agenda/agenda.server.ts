// The agenda (/agenda): its filters, view (cards or the grid), venue, and the activity opened over it.
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { getAgendaTags, getSchedule, getTopics, type ScheduleFilter, searchActivities } from "~/backend/schedule.server";
import { getVenues } from "~/backend/venues.server";
import { agendaFeedUrl } from "~/calendar/agenda-feed.server";
import { publicActivityEvent } from "~/calendar/calendar.server";
import { calendarLinks } from "~/calendar/links";
import { getT } from "~/i18n/i18n.server";
import { isWideViewport, VIEWPORT_WIDTH_HINT } from "~/ui/viewport";
import { groupByDay } from "./by-day";
import { loadActivity } from "./conference.server";
import { askedDayAnchor, buildGrid, chooseView, todayOf, type GridActivity } from "./grid";
import { seatsStatus } from "./seats.server";
import { rememberVenue, selectedVenueId } from "./venue.server";

export async function loadAgenda({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Every day is on the page: a link of one day (`?dia=`, from before) goes to that day's anchor.
  if (url.searchParams.has("dia")) {
    const anchor = askedDayAnchor(url.searchParams.get("dia"));
    url.searchParams.delete("dia");
    return redirect(`${url.pathname}${url.search}${anchor ? `#${anchor}` : ""}`);
  }
  const backend = backendFor(context);
  const tag = url.searchParams.get("tag") || null;
  // A topic is the backend's numeric id (`/topics`); anything else is no filter.
  const topicParam = url.searchParams.get("topic") ?? "";
  const topic = /^\d{1,9}$/.test(topicParam) ? topicParam : null;
  // The search as typed (kept in its box); only spaces is no search.
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const venueParam = url.searchParams.get("venue") || null;
  const openSlug = url.searchParams.get("actividad") || null;
  // The view asked for, else by the screen's width when the browser tells it (cards otherwise).
  const wide = isWideViewport(request.headers.get(VIEWPORT_WIDTH_HINT));
  const { view, explicit } = chooseView(url.searchParams.get("vista"), wide, Boolean(q || tag || topic));
  const candidate = selectedVenueId(request, venueParam);
  // A search asks `GET /conferences/all?search=` (same filters); without one, the agenda's `/schedule`.
  const listActivities = (filter: ScheduleFilter) => (q ? searchActivities(backend, q, filter) : getSchedule(backend, filter));
  // Everything in parallel; the venue is checked against the list afterwards.
  const [venues, tags, topics, schedule, activity] = await Promise.all([
    getVenues(backend),
    getAgendaTags(backend),
    getTopics(backend),
    listActivities({ venueId: candidate, tag, topic }),
    openSlug ? loadActivity(backend, openSlug, candidate).catch(() => null) : Promise.resolve(null),
  ]);
  // With one venue it is chosen automatically; an unknown one (stale cookie) falls back to all.
  const venueId = venues.length === 1 ? venues[0].id : venues.some((v) => v.id === candidate) ? candidate : null;
  const activities = venueId === candidate || venues.length === 1 ? schedule : await listActivities({ venueId, tag, topic });
  const headers = new Headers();
  const remembered = selectedVenueId(request, null);
  if (venueId && venueId !== remembered) {
    headers.append("Set-Cookie", rememberVenue(venueId, context.origin));
  }
  const t = getT(context.locale);
  const days = groupByDay(activities);
  const now = Date.now();
  const gridActivities: GridActivity[] = activities.map(({ id, slug, title, start_date, end_date, room, venue }) => ({
    id,
    slug,
    title,
    start_date,
    end_date,
    room,
    venue,
  }));
  return data(
    {
      title: t("agenda:title"),
      venues,
      venueId,
      tags,
      tag,
      topics,
      topic,
      q,
      count: activities.length,
      view,
      explicitView: explicit,
      days: view === "cards" ? days : [],
      dayList: days.map(({ key, date }) => ({ key, date })),
      today: todayOf(
        days.map((day) => day.key),
        now,
      ),
      // Every day's grid, one after another (the day links are anchors, as in the cards).
      grids: view === "grid" ? days.map((day) => buildGrid(gridActivities, day.key, now)) : null,
      activity,
      activitySeats: activity ? seatsStatus(context.locale, activity) : null,
      activityLinks: activity ? calendarLinks(publicActivityEvent(context, activity)) : null,
      // The venue shown when the visitor chose one of several; the feed then holds that venue's activities.
      feedUrl: agendaFeedUrl(context, venues.length > 1 ? venueId : null),
    },
    { headers },
  );
}
