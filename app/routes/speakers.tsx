import { Link, useLoaderData } from "@remix-run/react";
import { SUMMARY_ATTRIBUTE } from "~/ui/announce";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { SpeakerCard } from "~/ui/SpeakerCard";
import { TagFilter } from "~/ui/TagFilter";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { loadSpeakers } from "~/agenda/people.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["catalogue", "people"] } satisfies I18nHandle;

export const loader = withPageErrors((args: LoaderFunctionArgs) => loadSpeakers(args));

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, keepParams: ["tag"] });

export default function Speakers() {
  const { title, speakers, tags, tag, tagName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("people");
  const root = useRootData()!;
  const { locale, defaultLocale } = root;
  return (
    <div className="speakers-page">
      <h1>{title}</h1>
      <TagFilter tags={tags} selected={tag} />
      {tag && speakers.length ? (
        <p className="result-count" {...{ [SUMMARY_ATTRIBUTE]: "" }}>
          {t("speakers.filtered", { count: speakers.length, tag: tagName })}
        </p>
      ) : null}
      {speakers.length ? (
        <ul className="card-grid speaker-list">
          {speakers.map((speaker) => {
            const talksId = `speaker-${speaker.id}-talks`;
            return (
              <li key={speaker.id} id={`speaker-${speaker.id}`}>
                <SpeakerCard speaker={speaker} headingLevel={2}>
                  {speaker.bioExcerpt ? <p className="speaker-bio">{speaker.bioExcerpt}</p> : null}
                  {speaker.conferences.length ? (
                    <>
                      <p className="speaker-talks-label" id={talksId}>
                        {t("speakers.talks", { count: speaker.conferences.length })}
                      </p>
                      <ul className="speaker-talks" aria-labelledby={talksId}>
                        {speaker.conferences.map((conference) => (
                          <li key={conference.id}>
                            <Link to={localePath(locale, pathTo("conference", { slug: conference.slug }), defaultLocale)}>
                              {conference.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </SpeakerCard>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="no-results" {...{ [SUMMARY_ATTRIBUTE]: "" }}>
          <p>{tag ? t("speakers.noResults", { tag: tagName }) : t("speakers.empty")}</p>
          {tag ? (
            <p>
              <Link to={localePath(locale, pathTo("speakers"), defaultLocale)}>{t("speakers.clearFilter")}</Link>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
