import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localePath, type Locale } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { useRootData } from "~/root-data";
import type { ActivityStatus } from "~/ui/activity-status";
import { formatPrice } from "~/ui/format";
import { SpeakerCard } from "~/ui/SpeakerCard";
import { Time } from "~/ui/Time";
import type { Activity } from "./conference.server";
import { seatingOf } from "./seating";
import { SharedPart } from "~/chrome/SharedPart";

/** Everything about one activity, for its page (`headingLevel` 1) and the agenda's dialog (2). */
export function ActivityDetail({
  activity,
  locale,
  headingLevel,
  titleId,
  seats,
  calendarLinks,
  taking,
}: {
  activity: Activity;
  /** Google Calendar's and Outlook's forms filled with the activity's event (app/calendar/links.ts). */
  calendarLinks: { google: string; outlook: string };
  /** The seats in words (app/agenda/seats.server.ts); null where they are not counted. */
  seats: ActivityStatus | null;
  locale: Locale;
  headingLevel: 1 | 2;
  titleId?: string;
  /** The activity page's registration panel, under the facts. */
  taking?: ReactNode;
}) {
  const { t } = useTranslation("catalogue");
  const root = useRootData();
  const defaultLocale = root?.defaultLocale;
  const ticketRequired = root?.tenant.ticketRequired ?? false;
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h2" | "h3";
  const { details } = activity;
  const { seating, rooms } = seatingOf(activity.seating, details.rooms);
  const calendarHref = localePath(locale, pathTo("conferenceCalendar", { slug: activity.slug }), defaultLocale);
  return (
    <article className="activity-detail" aria-labelledby={titleId}>
      <SharedPart name="activity-header" inputs={[activity, seats, locale, defaultLocale, headingLevel, titleId]}>
        <div className="activity-header">
          {activity.image ? (
            // Sized like the demo's pictures (16:9); the box keeps that ratio whatever the file's, so nothing moves when it arrives.
            <img className="activity-header-image" src={activity.image} alt={activity.image_alt ?? ""} width={1200} height={675} />
          ) : null}
          <H id={titleId} className="activity-detail-title">
            {activity.title}
          </H>
          {activity.summary ? <p className="lead">{activity.summary}</p> : null}
          <dl className="facts">
            <div className="fact-when">
              <dt>{t("detail.when")}</dt>
              <dd>
                <Time iso={activity.start_date} locale={locale} format="day" />,{" "}
                <Time iso={activity.start_date} end={activity.end_date} locale={locale} format="time" />
              </dd>
            </div>
            {activity.room || activity.venue ? (
              <div className="fact-where">
                <dt>{t("detail.where")}</dt>
                <dd>{[activity.room?.name, activity.venue?.name].filter(Boolean).join(" · ")}</dd>
              </div>
            ) : null}
            {seats ? (
              <div className="fact-seats">
                <dt>{t("detail.seating")}</dt>
                {/* With several rooms no total: each room's own seats, in its venue (the activity is full only when every room is). */}
                {!rooms.length || seats.tone === "full" ? (
                  <dd>
                    <span className={`status status-${seats.tone}`}>{seats.text}</span>
                    {!rooms.length && seating ? ` (${t("detail.seatingValue", seating)})` : null}
                  </dd>
                ) : null}
                {rooms.map((room) => (
                  <dd key={room.id} className="room-seats">
                    {[room.name, room.venue].filter(Boolean).join(" · ")}:{"\u00a0"}
                    {/* The room's state never wraps apart from its name's last word. */}
                    {room.full ? (
                      <strong className="full-notice">{t("card.full")}</strong>
                    ) : (
                      <span className="status-left">
                        {t("card.seatsLeft", { count: Math.max(0, room.seating.total - room.seating.occupied) })}
                      </span>
                    )}{" "}
                    ({t("detail.seatingValue", room.seating)})
                  </dd>
                ))}
              </div>
            ) : null}
            <div className="fact-price">
              <dt>{t("detail.registration")}</dt>
              <dd>
                {activity.registration_type === "paid" && activity.price
                  ? t(ticketRequired ? "detail.priceInTicket" : "detail.price", {
                      price: formatPrice(activity.price, activity.currency, locale),
                    })
                  : activity.registration_type === "external"
                    ? t("detail.external")
                    : t("detail.free")}
              </dd>
            </div>
            {activity.track ? (
              <div className="fact-track">
                <dt>{t("detail.track")}</dt>
                <dd>
                  <Link to={localePath(locale, pathTo("track", { id: String(activity.track.id) }), defaultLocale)}>
                    {activity.track.name}
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </SharedPart>
      {taking}
      <SharedPart name="activity-about" inputs={[activity, locale, defaultLocale, headingLevel, calendarLinks]}>
        <ul className="add-to-calendar" aria-label={t("calendar.label")}>
          <li>
            {/* A plain link, not the router's: the answer is a file (Content-Disposition: attachment). */}
            <a href={calendarHref} type="text/calendar">
              {t("calendar.add")}
            </a>
          </li>
          <li>
            <a href={calendarLinks.google}>{t("calendar.google")}</a>
          </li>
          <li>
            <a href={calendarLinks.outlook}>{t("calendar.outlook")}</a>
          </li>
        </ul>
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
      </SharedPart>
    </article>
  );
}
