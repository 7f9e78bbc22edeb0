// /patrocinadores: the sponsors by level, filtered by category (`?category=<id>`) and tag
// (`?tag=<slug>`) with one plain GET form; a filter without sponsors says so and links to them all.
import { Link, useLoaderData } from "@remix-run/react";
import { SUMMARY_ATTRIBUTE } from "~/ui/announce";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { SponsorGroups } from "~/ui/SponsorGroups";
import { FilterForm, useTagField, type FilterField } from "~/ui/TagFilter";
import type { I18nHandle } from "~/i18n/namespaces";
import { loadSponsors } from "~/agenda/people.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["people", "catalogue"] } satisfies I18nHandle;

export const loader = withPageErrors((args: LoaderFunctionArgs) => loadSponsors(args));

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, keepParams: ["category", "tag"] });

export default function Sponsors() {
  const { title, sponsors, tags, tag, categories, category } = useLoaderData<typeof loader>();
  const { t } = useTranslation("people");
  const { locale, defaultLocale } = useRootData()!;
  const tagField = useTagField();
  const filtered = Boolean(tag || category);
  const fields: FilterField[] = [];
  if (categories.length > 1) {
    fields.push({
      name: "category",
      id: "sponsor-category",
      label: t("sponsors.categoryLabel"),
      allLabel: t("sponsors.allCategories"),
      options: categories.map((item) => ({ value: String(item.id), label: item.name })),
      selected: category,
    });
  }
  if (tags.length) fields.push(tagField(tags, tag, "sponsor-tag"));
  return (
    <div className="sponsors-page">
      <h1>{title}</h1>
      <p className="page-intro">{t("sponsors.intro")}</p>
      <FilterForm fields={fields} submitLabel={t("catalogue:card.filter")} />
      {filtered && sponsors.length ? (
        <p className="result-count" {...{ [SUMMARY_ATTRIBUTE]: "" }}>
          {t("sponsors.filtered", { count: sponsors.length })}
        </p>
      ) : null}
      {sponsors.length ? (
        <SponsorGroups sponsors={sponsors} headingLevel={2} />
      ) : filtered ? (
        <p className="no-results" {...{ [SUMMARY_ATTRIBUTE]: "" }}>
          {t("sponsors.emptyFiltered")} <Link to={localePath(locale, pathTo("sponsors"), defaultLocale)}>{t("sponsors.all")}</Link>
        </p>
      ) : (
        <p className="no-results">{t("sponsors.empty")}</p>
      )}
    </div>
  );
}
