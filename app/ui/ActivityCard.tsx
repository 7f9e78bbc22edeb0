import { Link } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { ConferenceSummary, SpeakerSummary } from "~/backend/catalogue.schemas";
import { localePath, type Locale } from "~/i18n/locales";
import { Avatar } from "./Avatar";
import { useActivityStatus, type ActivityStatus } from "./activity-status";
import { Time } from "./Time";
import { pathTo } from "~/paths";

export function conferencePath(slug: string, locale: Locale, defaultLocale: Locale): string {
  return localePath(locale, pathTo("conference", { slug }), defaultLocale);
}

/** What a card shows of an activity: the loaders of lists send only this to the page. */
export type ActivityCardData = Pick<
  ConferenceSummary,
  | "id"
  | "slug"
  | "title"
  | "type"
  | "start_date"
  | "end_date"
  | "registration_type"
  | "price"
  | "currency"
  | "room"
  | "venue"
  | "tags"
  | "seating"
> & { speakers: Array<Pick<SpeakerSummary, "id" | "name" | "surname" | "photo">> };

export function activityCard(activity: ConferenceSummary): ActivityCardData {
  const { id, slug, title, type, start_date, end_date, registration_type, price, currency, room, venue, tags, seating } = activity;
  const speakers = activity.speakers.map(({ id, name, surname, photo }) => ({ id, name, surname, photo }));
  return { id, slug, title, type, start_date, end_date, registration_type, price, currency, room, venue, tags, seating, speakers };
}

/** Full says so and nothing more; otherwise the price and the seats left. */
function useStatuses() {
  const status = useActivityStatus();
  return (activity: ActivityCardData, locale: Locale): ActivityStatus[] => {
    const seating = activity.seating;
    const seats = status.seats(
      seating ? { full: seating.occupied >= seating.total, left: seating.total - seating.occupied } : { full: false, left: null },
    );
    if (seats?.tone === "full") return [seats, status.price(activity, locale)];
    return seats ? [status.price(activity, locale), seats] : [status.price(activity, locale)];
  };
}

/** A Suspense boundary of its own: React hydrates first the card a visitor touches. */
export function ActivityCard(props: Parameters<typeof Card>[0]) {
  return (
    <Suspense>
      <Card {...props} />
    </Suspense>
  );
}

function Card({
  activity,
  locale,
  defaultLocale,
  headingLevel = 3,
  showDay = false,
}: {
  activity: ActivityCardData;
  locale: Locale;
  defaultLocale: Locale;
  headingLevel?: 2 | 3 | 4;
  showDay?: boolean;
}) {
  const { t } = useTranslation("catalogue");
  const statuses = useStatuses()(activity, locale);
  const Heading = `h${headingLevel}` as const;
  const where = [activity.room?.name, activity.venue?.name].filter(Boolean).join(" · ");
  return (
    <article className="activity-card">
      <p className="activity-when">
        <span>
          {showDay ? (
            <>
              <Time iso={activity.start_date} locale={locale} format="short" />
              <span aria-hidden="true"> · </span>{" "}
            </>
          ) : null}
          <Time iso={activity.start_date} end={activity.end_date} locale={locale} format="time" />
        </span>
        {activity.type === "event" ? <span className="activity-type">{t("card.event")}</span> : null}
      </p>
      <Heading className="activity-title">
        <Link to={conferencePath(activity.slug, locale, defaultLocale)} data-activity-slug={activity.slug}>
          {activity.title}
        </Link>
      </Heading>
      {where ? (
        <p className="activity-where">
          <svg className="activity-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
            <path
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
              fill="currentColor"
            />
          </svg>
          <span>{where}</span>
        </p>
      ) : null}
      {activity.speakers.length ? (
        <ul className="speaker-chips" aria-label={t("card.speakers")}>
          {activity.speakers.map((speaker) => (
            <li key={speaker.id}>
              <Avatar name={speaker.name} surname={speaker.surname} photo={speaker.photo} size="small" />
              <span>
                {speaker.name} {speaker.surname}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="activity-foot">
        <ul className="activity-status" aria-label={t("card.status")}>
          {statuses.map((status) => (
            <li key={status.key} className={`status status-${status.tone}`}>
              {status.text}
            </li>
          ))}
        </ul>
        {activity.tags.length ? (
          <ul className="activity-tags" aria-label={t("card.tags")}>
            {activity.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** The activities of `list` that are not in `shown` (the home page's "next" leaves out the featured ones). */
export function withoutActivities<T extends { id: number | string }>(list: T[], shown: Array<{ id: number | string }>): T[] {
  const ids = new Set(shown.map((activity) => activity.id));
  return list.filter((activity) => !ids.has(activity.id));
}
