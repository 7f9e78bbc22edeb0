import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localePath, type Locale } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { useRootData } from "~/root-data";
import { formatPrice } from "~/ui/format";
import { SpeakerCard } from "~/ui/SpeakerCard";
import { Time } from "~/ui/Time";
import type { Activity } from "./conference.server";
import { seatingOf } from "./seating";

/**
 * Everything about one activity: used by its page (`headingLevel` 1) and by the agenda's dialog
 * (`headingLevel` 2). The page adds, around it, taking part: registration, stream, chat, questions, survey.
 */
export function ActivityDetail({
  activity,
  locale,
  headingLevel,
  titleId,
  taking,
}: {
  activity: Activity;
  locale: Locale;
  headingLevel: 1 | 2;
  titleId?: string;
  /** The activity page's registration panel, under the facts. */
  taking?: ReactNode;
}) {
  const { t } = useTranslation("catalogue");
  const defaultLocale = useRootData()?.defaultLocale;
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h2" | "h3";
  const { details } = activity;
  const { seating, full, rooms } = seatingOf(activity.seating, details.rooms);
  const calendarHref = localePath(locale, pathTo("conferenceCalendar", { slug: activity.slug }), defaultLocale);
  return (
    <article className="activity-detail" aria-labelledby={titleId}>
      <H id={titleId} className="activity-detail-title">
        {activity.title}
      </H>
      {activity.summary ? <p className="lead">{activity.summary}</p> : null}
      <dl className="facts">
        <div>
          <dt>{t("detail.when")}</dt>
          <dd>
            <Time iso={activity.start_date} locale={locale} format="day" />, <Time iso={activity.start_date} end={activity.end_date} locale={locale} format="time" />
          </dd>
        </div>
        {activity.room || activity.venue ? (
          <div>
            <dt>{t("detail.where")}</dt>
            <dd>{[activity.room?.name, activity.venue?.name].filter(Boolean).join(" · ")}</dd>
          </div>
        ) : null}
        {activity.track ? (
          <div>
            <dt>{t("detail.track")}</dt>
            <dd>
              <Link to={localePath(locale, pathTo("track", { id: String(activity.track.id) }), defaultLocale)}>{activity.track.name}</Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("detail.registration")}</dt>
          <dd>
            {activity.registration_type === "paid" && activity.price
              ? t("detail.price", { price: formatPrice(activity.price, activity.currency, locale) })
              : activity.registration_type === "external"
                ? t("detail.external")
                : t("detail.free")}
          </dd>
        </div>
        {seating || rooms.length ? (
          <div>
            <dt>{t("detail.seating")}</dt>
            {rooms.length ? (
              rooms.map((room) => (
                <dd key={room.id}>
                  {room.name}: {t("detail.seatingValue", room.seating)}
                  {room.full ? <strong className="full-notice"> · {t("card.full")}</strong> : null}
                </dd>
              ))
            ) : (
              <dd>
                {t("detail.seatingValue", seating ?? undefined)}
                {full ? <strong className="full-notice"> {t("detail.full")}</strong> : null}
              </dd>
            )}
            {rooms.length && full ? (
              <dd>
                <strong className="full-notice">{t("detail.full")}</strong>
              </dd>
            ) : null}
          </div>
        ) : null}
      </dl>
      {taking}
      <p className="add-to-calendar">
        {/* A plain link, not the router's: the answer is a file (Content-Disposition: attachment). */}
        <a href={calendarHref} type="text/calendar">
          {t("calendar.add")}
        </a>
      </p>
      {activity.tags.length ? (
        <ul className="badges" aria-label={t("card.tags")}>
          {activity.tags.map((tag) => (
            <li key={tag.id} className="badge badge-tag">
              {tag.name}
            </li>
          ))}
        </ul>
      ) : null}
      {activity.registration_type === "external" && activity.external_url ? (
        <p>
          <a className="button" href={activity.external_url} target="_blank" rel="noopener noreferrer">
            {t("detail.externalLink")}
            <span className="visually-hidden"> {t("common:chrome.opensInNewWindow")}</span>
          </a>
        </p>
      ) : null}
      {activity.description ? (
        <section className="section">
          <Sub>{t("detail.information")}</Sub>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: activity.description }} />
        </section>
      ) : null}
      {activity.speakers.length ? (
        <section className="section">
          <Sub>{t("detail.speakers")}</Sub>
          <ul className="card-grid">
            {activity.speakers.map((speaker) => (
              <li key={speaker.id}>
                <SpeakerCard speaker={speaker} headingLevel={(headingLevel + 2) as 3 | 4} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {details.moderator ? (
        <section className="section">
          <Sub>{t("detail.moderator")}</Sub>
          <SpeakerCard speaker={details.moderator} headingLevel={(headingLevel + 2) as 3 | 4} />
        </section>
      ) : null}
      {details.files.length ? (
        <section className="section">
          <Sub>{t("detail.files")}</Sub>
          <ul className="file-list">
            {details.files.map((file) => (
              <li key={file.id}>
                <a href={file.url} download>
                  {file.name}
                </a>{" "}
                <span className="file-meta">
                  ({file.mime_type.split("/").pop()?.toUpperCase()}
                  {file.size ? `, ${t("detail.fileSize", { size: Math.max(1, Math.round(file.size / 1024)) })}` : ""})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
