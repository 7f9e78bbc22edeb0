import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ConferenceSummary, SpeakerSummary } from "~/backend/catalogue.schemas";
import { localePath, type Locale } from "~/i18n/locales";
import { Avatar } from "./Avatar";
import { formatPrice } from "./format";
import { Time } from "./Time";
import { pathTo } from "~/paths";

export function conferencePath(slug: string, locale: Locale, defaultLocale: Locale): string {
  return localePath(locale, pathTo("conference", { slug }), defaultLocale);
}

/** What a card shows of an activity: the loaders of lists send only this to the page. */
export type ActivityCardData = Pick<
  ConferenceSummary,
  "id" | "slug" | "title" | "type" | "start_date" | "end_date" | "registration_type" | "price" | "currency" | "room" | "venue" | "tags" | "seating"
> & { speakers: Array<Pick<SpeakerSummary, "id" | "name" | "surname" | "photo">> };

export function activityCard(activity: ConferenceSummary): ActivityCardData {
  const { id, slug, title, type, start_date, end_date, registration_type, price, currency, room, venue, tags, seating } = activity;
  const speakers = activity.speakers.map(({ id, name, surname, photo }) => ({ id, name, surname, photo }));
  return { id, slug, title, type, start_date, end_date, registration_type, price, currency, room, venue, tags, seating, speakers };
}

/** Price, or free / external, as a short badge text. */
function usePriceLabel() {
  const { t } = useTranslation("catalogue");
  return (activity: Pick<ConferenceSummary, "registration_type" | "price" | "currency">, locale: Locale) =>
    activity.registration_type === "external"
      ? t("card.external")
      : activity.registration_type === "paid" && activity.price
        ? formatPrice(activity.price, activity.currency, locale)
        : t("card.free");
}

/** One activity in a list: time, title (link to its page), room and venue, price, seats, speakers. */
export function ActivityCard({
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
  const priceLabel = usePriceLabel();
  const Heading = `h${headingLevel}` as const;
  const full = activity.seating ? activity.seating.occupied >= activity.seating.total : false;
  return (
    <article className="activity-card">
      <p className="activity-when">
        {showDay ? (
          <>
            <Time iso={activity.start_date} locale={locale} format="short" />{" "}
          </>
        ) : null}
        <Time iso={activity.start_date} end={activity.end_date} locale={locale} format="time" />
      </p>
      <Heading className="activity-title">
        <Link to={conferencePath(activity.slug, locale, defaultLocale)} data-activity-slug={activity.slug}>
          {activity.title}
        </Link>
      </Heading>
      {activity.room || activity.venue ? (
        <p className="activity-where">{[activity.room?.name, activity.venue?.name].filter(Boolean).join(" · ")}</p>
      ) : null}
      <ul className="badges" aria-label={t("card.moreInfo", { title: activity.title })}>
        {activity.type === "event" ? <li className="badge">{t("card.event")}</li> : null}
        <li className="badge">{priceLabel(activity, locale)}</li>
        {activity.seating ? (
          <li className={`badge${full ? " badge-full" : ""}`}>
            <span aria-hidden="true">{t("card.seats", activity.seating)}</span>
            <span className="visually-hidden">{t("card.seatsLabel", activity.seating)}</span>
            {full ? <strong> · {t("card.full")}</strong> : null}
          </li>
        ) : null}
        {activity.tags.map((tag) => (
          <li key={tag.id} className="badge badge-tag">
            {tag.name}
          </li>
        ))}
      </ul>
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
    </article>
  );
}
