// /agenda: activities by day (CET) with a text search (`?q=`), venue selector and tag filter in one GET form; with JavaScript an
// activity opens in a shareable dialog (`?actividad=slug`). `?vista=parrilla&dia=…` shows one day as a grid (app/agenda/grid.ts),
// `?vista=tarjetas` the cards; without one, chosen by the screen's width.
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { SUMMARY_ATTRIBUTE } from "~/ui/announce";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/hydrated";
import { ActivityDetail } from "~/agenda/ActivityDetail";
import { loadActivity, type Activity } from "~/agenda/conference.server";
import { seatsStatus } from "~/agenda/seats.server";
import type { ActivityStatus } from "~/ui/activity-status";
import { rememberVenue, selectedVenueId } from "~/agenda/venue.server";
import { backendFor } from "~/backend/client.server";
import { agendaFeedUrl } from "~/calendar/agenda-feed.server";
import { publicActivityEvent } from "~/calendar/calendar.server";
import { calendarLinks, type CalendarLinks } from "~/calendar/links";
import { withPageErrors } from "~/backend/page-errors.server";
import { getAgendaTags, getSchedule, getTopics, type ScheduleFilter, searchActivities } from "~/backend/schedule.server";
import { getVenues } from "~/backend/venues.server";
import { getT } from "~/i18n/i18n.server";
import { localePath, type Locale } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { groupByDay } from "~/agenda/by-day";
import { AGENDA_VIEWS, buildGrid, chooseDay, chooseView, type GridActivity } from "~/agenda/grid";
import { ScheduleGrid } from "~/agenda/ScheduleGrid";
import { ActivityCard, conferencePath } from "~/ui/ActivityCard";
import { FilterForm, useTagField, type FilterField } from "~/ui/TagFilter";
import { Time } from "~/ui/Time";
import { isWideViewport, VIEWPORT_WIDTH_HINT } from "~/ui/viewport";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["catalogue", "agenda"] } satisfies I18nHandle;

export const loader = withPageErrors(async ({ request, context }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
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
  // The grid's day by the server's clock (today's during the event), and only what a cell shows.
  const now = Date.now();
  const gridDay =
    view === "grid"
      ? chooseDay(
          days.map((day) => day.key),
          url.searchParams.get("dia"),
          now,
        )
      : null;
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
      grid: gridDay ? buildGrid(gridActivities, gridDay, now) : null,
      activity,
      activitySeats: activity ? seatsStatus(context.locale, activity) : null,
      activityLinks: activity ? calendarLinks(publicActivityEvent(context, activity)) : null,
      // The venue shown when the visitor chose one of several; the feed then holds that venue's activities.
      feedUrl: agendaFeedUrl(context, venues.length > 1 ? venueId : null),
    },
    { headers },
  );
});

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.title, keepParams: ["venue", "tag", "topic", "q", "vista", "dia"] });

export default function Agenda() {
  const {
    venues,
    venueId,
    tags,
    tag,
    topics,
    topic,
    q,
    count,
    view,
    explicitView,
    days,
    dayList,
    grid,
    activity,
    activitySeats,
    activityLinks,
    feedUrl,
  } = useLoaderData<typeof loader>();
  const root = useRootData()!;
  const { t } = useTranslation("agenda");
  const locale = root.locale;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const shown = useRef<string | null>(null);
  const agendaPath = localePath(locale, pathTo("agenda"), root.defaultLocale);
  const tagField = useTagField();

  // With JavaScript, an activity link opens the dialog (the link itself stays the shareable page).
  function openInDialog(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-activity-slug]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.set("actividad", link.dataset.activitySlug!);
    navigate(`?${next}`, { preventScrollReset: true });
  }

  const closeParams = new URLSearchParams(params);
  closeParams.delete("actividad");
  const closeHref = `${location.pathname}${closeParams.size ? `?${closeParams}` : ""}`;
  // The view and the grid's day as links keeping the filters (an open activity is closed).
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(closeParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `${location.pathname}${next.size ? `?${next}` : ""}`;
  };

  // Focus goes back to the activity's link when the dialog closes, also when the page opened with it (a shared URL).
  useEffect(() => {
    if (activity) shown.current = activity.slug;
    if (activity || !shown.current) return;
    document.querySelector<HTMLAnchorElement>(`a[data-activity-slug="${CSS.escape(shown.current)}"]`)?.focus();
    shown.current = null;
  }, [activity]);

  const filters: FilterField[] = [];
  if (venues.length > 1) {
    filters.push({
      name: "venue",
      id: "agenda-venue",
      label: t("venueLabel"),
      allLabel: t("allVenues"),
      options: venues.map((venue) => ({ value: venue.id, label: venue.name })),
      selected: venueId,
    });
  }
  if (topics.length) {
    filters.push({
      name: "topic",
      id: "agenda-topic",
      label: t("topicLabel"),
      allLabel: t("allTopics"),
      options: topics.map((item) => ({ value: String(item.id), label: item.name })),
      selected: topic,
    });
  }
  if (tags.length) filters.push(tagField(tags, tag, "agenda-tag"));

  return (
    <div className="agenda">
      <h1>{t("title")}</h1>
      <p className="lead">{t("intro")}</p>
      {/* One form for the search and both filters (one button; without JavaScript the only way to submit). */}
      <FilterForm
        fields={filters}
        submitLabel={t("search")}
        foldLabel={(chosen) => (chosen ? t("moreFiltersChosen", { count: chosen }) : t("moreFilters"))}
        keep={{ vista: explicitView ? AGENDA_VIEWS[view] : null, dia: grid && explicitView ? grid.day : null }}
        lead={
          <div className="filter-field filter-search">
            <label htmlFor="agenda-q">{t("searchLabel")}</label>
            <div className="field-hint" id="agenda-q-hint">
              {t("searchHint")}
            </div>
            <input type="search" id="agenda-q" name="q" defaultValue={q} key={q} maxLength={100} aria-describedby="agenda-q-hint" />
          </div>
        }
      />
      {/* What a search or filter found: said to screen readers after the change, too (decision 041). */}
      {(q || topic || tag || params.has("venue")) && count > 0 ? (
        <p className="result-count">
          <span {...{ [SUMMARY_ATTRIBUTE]: "" }}>{q ? t("results", { count, q }) : t("filtered", { count })}</span>{" "}
          <Link to={agendaPath}>{t("clear")}</Link>
        </p>
      ) : null}
      <nav aria-label={t("viewLabel")} className="view-switch">
        <ul>
          <li>
            <Link
              to={hrefWith({ vista: AGENDA_VIEWS.cards, dia: null })}
              preventScrollReset
              aria-current={view === "cards" ? "page" : undefined}
            >
              {t("viewCards")}
            </Link>
          </li>
          <li>
            <Link to={hrefWith({ vista: AGENDA_VIEWS.grid })} preventScrollReset aria-current={view === "grid" ? "page" : undefined}>
              {t("viewGrid")}
            </Link>
          </li>
        </ul>
      </nav>
      {grid && dayList.length > 1 ? (
        <nav aria-label={t("gridDay")} className="day-nav">
          <ul>
            {dayList.map((day) => (
              <li key={day.key}>
                <Link
                  to={hrefWith({ vista: AGENDA_VIEWS.grid, dia: day.key })}
                  preventScrollReset
                  aria-current={day.key === grid.day ? "date" : undefined}
                >
                  <Time iso={day.date} locale={locale} format="day" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {days.length > 1 ? (
        <nav aria-label={t("jumpToDay")} className="day-nav">
          <ul>
            {days.map((day) => (
              <li key={day.key}>
                <a href={`#dia-${day.key}`}>
                  <Time iso={day.date} locale={locale} format="day" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {dayList.length === 0 ? (
        <p className="empty">
          <span {...{ [SUMMARY_ATTRIBUTE]: "" }}>{q ? t("noResults", { q }) : t("empty")}</span> <Link to={agendaPath}>{t("clear")}</Link>
        </p>
      ) : null}
      {/* One listener for every activity link below: the clicks (keyboard activation included) are the links' own. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div onClick={openInDialog}>
        {grid ? (
          <ScheduleGrid
            grid={grid}
            dayDate={dayList.find((day) => day.key === grid.day)!.date}
            locale={locale}
            defaultLocale={root.defaultLocale}
          />
        ) : null}
        {days.map((day) => (
          <section key={day.key} className="agenda-day" aria-labelledby={`dia-${day.key}`}>
            <h2 id={`dia-${day.key}`} tabIndex={-1}>
              <Time iso={day.date} locale={locale} format="day" />
            </h2>
            <ul className="activity-list">
              {day.activities.map((item) => (
                <li key={item.id}>
                  <ActivityCard activity={item} locale={locale} defaultLocale={root.defaultLocale} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {/* After the days: on a phone the search stays in the first screen. */}
      <AgendaSubscribe feedUrl={feedUrl} />
      {activity && activityLinks ? (
        <ActivityDialog
          activity={activity}
          seats={activitySeats}
          links={activityLinks}
          locale={locale}
          closeHref={closeHref}
          fullHref={conferencePath(activity.slug, locale, root.defaultLocale)}
        />
      ) : null}
    </div>
  );
}

/**
 * The activity in a `<dialog>`. The server renders it open (so `?actividad=` works without
 * JavaScript too); once hydrated it becomes modal (decision 040): the page behind is inert, focus
 * moves to "Close" (its first link) and Tab stays inside, Escape and "Close" return to the agenda's
 * URL, and focus goes back to the activity's link.
 */
function ActivityDialog({
  activity,
  seats,
  links,
  locale,
  closeHref,
  fullHref,
}: {
  activity: Activity;
  seats: ActivityStatus | null;
  links: CalendarLinks;
  locale: Locale;
  closeHref: string;
  fullHref: string;
}) {
  const { t } = useTranslation("agenda");
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !dialog) return;
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
  }, [hydrated, activity.slug]);
  return (
    <dialog
      ref={ref}
      className="activity-dialog"
      aria-labelledby="activity-dialog-title"
      open={hydrated ? undefined : true}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeHref, { preventScrollReset: true });
      }}
    >
      <div className="dialog-bar">
        <p className="dialog-label">{t("activityDialog")}</p>
        <Link to={closeHref} preventScrollReset className="button button-small">
          {t("close")}
        </Link>
      </div>
      <ActivityDetail
        activity={activity}
        seats={seats}
        calendarLinks={links}
        locale={locale}
        headingLevel={2}
        titleId="activity-dialog-title"
      />
      <p>
        <Link to={fullHref}>{t("openFull")}</Link>
      </p>
    </dialog>
  );
}

/** The agenda as a calendar: subscribed to (webcal:, kept up to date by the app) or downloaded once. */
function AgendaSubscribe({ feedUrl }: { feedUrl: string }) {
  const { t } = useTranslation("agenda");
  return (
    <div className="agenda-subscribe">
      <ul aria-label={t("subscribe.title")} aria-describedby="agenda-subscribe-hint">
        <li>
          <a href={feedUrl.replace(/^https?:/, "webcal:")}>{t("subscribe.webcal")}</a>
        </li>
        <li>
          <a href={feedUrl} type="text/calendar" download="agenda.ics">
            {t("subscribe.download")}
          </a>
        </li>
      </ul>
      <p className="field-hint" id="agenda-subscribe-hint">
        {t("subscribe.hint")}
      </p>
    </div>
  );
}
