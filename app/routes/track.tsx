// /itinerarios/:id: one track of the programme (`GET /tracks/{id}`), its description and its
// activities as the agenda's cards, by day; an unknown track is the portal's 404 page.
import { Link, useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { ActivityCard } from "~/ui/ActivityCard";
import { Time } from "~/ui/Time";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { loadTrack } from "~/agenda/track.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["catalogue"] } satisfies I18nHandle;

export const loader = withPageErrors((args: LoaderFunctionArgs) => loadTrack(args));

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, description: args.data?.description });

export default function Track() {
  const { track, days } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalogue");
  const { locale, defaultLocale } = useRootData()!;
  return (
    <div className="track">
      <Link to={localePath(locale, pathTo("agenda"), defaultLocale)} className="back-link">
        <span aria-hidden="true">← </span>
        {t("track.back")}
      </Link>
      <h1>{track.name}</h1>
      {track.description ? <p className="lead">{track.description}</p> : null}
      <section aria-labelledby="track-activities">
        <h2 id="track-activities">{t("track.activities")}</h2>
        {days.length ? (
          days.map((day) => (
            <section key={day.key} className="agenda-day" aria-labelledby={`dia-${day.key}`}>
              <h3 id={`dia-${day.key}`}>
                <Time iso={day.date} locale={locale} format="day" />
              </h3>
              <ul className="activity-list">
                {day.activities.map((item) => (
                  <li key={item.id}>
                    <ActivityCard activity={item} locale={locale} defaultLocale={defaultLocale} headingLevel={4} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : (
          <p className="empty">{t("track.empty")}</p>
        )}
      </section>
    </div>
  );
}
