// The home page: the tenant's CMS home modules, featured and next activities, and the home-page news.
import { Link, useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { feedLinkDescriptor } from "~/blog/feed-link";
import { withPageErrors } from "~/backend/page-errors.server";
import { findBlock, type CmsPageView } from "~/cms/blocks";
import { CmsBlocks } from "~/cms/Modules";
import { CmsDomainBlocks } from "~/cms-blocks";
import { localePath } from "~/i18n/locales";
import { HomeHero } from "~/home/Hero";
import { SharedPart } from "~/chrome/SharedPart";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { ActivityCard } from "~/ui/ActivityCard";
import { CardSection } from "~/ui/CardGrid";
import { PostCard } from "~/ui/PostCard";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { loadHome } from "~/home/home.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts); the forms' only where the page holds one. */
export const handle = {
  i18n: ["home", "blog", "catalogue", "cms"],
  i18nWhen: {
    contact: (data) => !!findBlock((data as HomeData | undefined)?.cms?.blocks, "contact_form"),
    tax: (data) => !!findBlock((data as HomeData | undefined)?.cms?.blocks, "donation_calculator"),
  },
} satisfies I18nHandle;

type HomeData = { cms: CmsPageView | null };

export const loader = withPageErrors((args: LoaderFunctionArgs) => loadHome(args));

export const meta: MetaFunction<typeof loader> = (args) => {
  const descriptors = pageMeta(args, { description: args.data?.cms?.description, jsonLd: args.data?.jsonLd });
  const feed = args.data?.feed;
  return feed ? [...descriptors, feedLinkDescriptor(feed)] : descriptors;
};

export default function Home() {
  const { t } = useTranslation();
  const { hero, cms, featured, next, posts } = useLoaderData<typeof loader>();
  const root = useRootData()!;
  const { locale, defaultLocale } = root;
  const activityCard = (activity: (typeof featured)[number]) => (
    <ActivityCard activity={activity} locale={locale} defaultLocale={defaultLocale} showDay />
  );
  return (
    <div className="home">
      <SharedPart name="home-hero" inputs={[hero, locale, defaultLocale]}>
        <HomeHero hero={hero} />
      </SharedPart>
      {cms ? (
        <CmsDomainBlocks>
          <CmsBlocks blocks={cms.blocks} />
        </CmsDomainBlocks>
      ) : null}
      <SharedPart name="home-lists" inputs={[featured, next, posts, locale, defaultLocale]}>
        <CardSection id="home-featured" title={t("home:featured")} className="section" items={featured} card={activityCard} />
        <CardSection
          id="home-next"
          title={t("home:next")}
          className="section"
          items={next}
          card={activityCard}
          more={<Link to={localePath(locale, pathTo("agenda"), defaultLocale)}>{t("home:seeAgenda")}</Link>}
        />
        <CardSection
          id="home-news"
          title={t("home:news")}
          className="section"
          items={posts}
          card={(post) => <PostCard post={post} locale={locale} defaultLocale={defaultLocale} headingLevel={3} />}
          more={<Link to={localePath(locale, pathTo("blog"), defaultLocale)}>{t("home:seeBlog")}</Link>}
        />
      </SharedPart>
    </div>
  );
}
