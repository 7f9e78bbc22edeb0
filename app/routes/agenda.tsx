// /agenda: activities by day (CET) with a text search (`?q=`), venue selector and tag filter in one GET form; with JavaScript an
// activity opens in a shareable dialog (`?actividad=slug`). `?vista=parrilla` shows every day as a grid (app/agenda/grid.ts),
// `?vista=tarjetas` as cards; without one, chosen by the screen's width. Either way the day links are anchors (`#dia-…`).
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { SUMMARY_ATTRIBUTE } from "~/ui/announce";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/hydrated";
import { ActivityDetail } from "~/agenda/ActivityDetail";
import type { Activity } from "~/agenda/conference.server";
import type { ActivityStatus } from "~/ui/activity-status";
import type { CalendarLinks } from "~/calendar/links";
import { withPageErrors } from "~/backend/page-errors.server";
import { localePath, type Locale } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { AGENDA_VIEWS, dayAnchor } from "~/agenda/grid";
import { ScheduleDays } from "~/agenda/ScheduleGrid";
import { ActivityCard, conferencePath } from "~/ui/ActivityCard";
import { FilterForm, useTagField, type FilterField } from "~/ui/TagFilter";
import { Time } from "~/ui/Time";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { loadAgenda } from "~/agenda/agenda.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["catalogue", "agenda"] } satisfies I18nHandle;

export const loader = withPageErrors((args: LoaderFunctionArgs) => loadAgenda(args));

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.title, keepParams: ["venue", "tag", "topic", "q", "vista"] });

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
    today,
    grids,
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
  // The view as links keeping the filters (an open activity is closed).
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
        keep={{ vista: explicitView ? AGENDA_VIEWS[view] : null }}
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
            <Link to={hrefWith({ vista: AGENDA_VIEWS.cards })} preventScrollReset aria-current={view === "cards" ? "page" : undefined}>
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
      {/* Every day is on the page in both views: its links are anchors, today's marked during the event. */}
      {dayList.length > 1 ? (
        <nav aria-label={t("jumpToDay")} className="day-nav">
          <ul>
            {dayList.map((day) => (
              <li key={day.key}>
                <a href={`#${dayAnchor(day.key)}`} aria-current={day.key === today ? "date" : undefined}>
                  {/* On a phone the short date, so that the days fit one line above the first activity (issue 48). */}
                  <span className="day-nav-long">
                    <Time iso={day.date} locale={locale} format="day" />
                  </span>
                  <span className="day-nav-short">
                    <Time iso={day.date} locale={locale} format="short" />
                  </span>
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
        {grids ? <ScheduleDays grids={grids} dayList={dayList} locale={locale} defaultLocale={root.defaultLocale} /> : null}
        {days.map((day) => (
          <section key={day.key} className="agenda-day" aria-labelledby={dayAnchor(day.key)}>
            <h2 id={dayAnchor(day.key)} tabIndex={-1}>
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
