// The home page: the tenant's CMS home modules, featured and next activities, and the home-page news.
import { Link, useLoaderData } from "@remix-run/react";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { getHomePagePosts } from "~/backend/blog.server";
import { blogFeedLink } from "~/blog/feed.server";
import { feedLinkDescriptor } from "~/blog/feed-link";
import { BackendError, backendFor } from "~/backend/client.server";
import { getFeaturedConferences, getNextConferences } from "~/backend/conferences.server";
import { getSchedule } from "~/backend/schedule.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { findBlock, type CmsPageView } from "~/cms/blocks";
import { CmsBlocks } from "~/cms/Modules";
import { CmsDomainBlocks } from "~/cms-blocks";
import { loadCmsPage } from "~/cms/page.server";
import { localePath } from "~/i18n/locales";
import { HomeHero } from "~/home/Hero";
import { buildHero } from "~/home/hero.server";
import { hasFeature } from "~/tenancy/tenant";
import { SharedPart } from "~/chrome/SharedPart";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { homeJsonLd } from "~/seo/structured-data.server";
import { ActivityCard, activityCard, withoutActivities } from "~/ui/ActivityCard";
import { PostCard } from "~/ui/PostCard";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts); the forms' only where the page holds one. */
export const handle = {
  i18n: ["home", "blog", "catalogue", "cms"],
  i18nWhen: {
    contact: (data) => !!findBlock((data as HomeData | undefined)?.cms?.blocks, "contact_form"),
    tax: (data) => !!findBlock((data as HomeData | undefined)?.cms?.blocks, "donation_calculator"),
  },
} satisfies I18nHandle;

type HomeData = { cms: CmsPageView | null };

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  const { context } = args;
  // The only redirect of locale resolution: `/` goes to the cookie's or the browser's language.
  const target = context.localeResolution.rootRedirect;
  if (target) throw redirect(target);
  const backend = backendFor(context);
  const [cms, schedule, featured, next, posts] = await Promise.all([
    // A tenant without a CMS home page still has a home.
    orNothing(loadCmsPage(args, "home"), null),
    orNothing(getSchedule(backend), []),
    orNothing(getFeaturedConferences(backend), []),
    orNothing(getNextConferences(backend), []),
    orNothing(getHomePagePosts(backend), []),
  ]);
  // Only what the cards show reaches the page; an activity already featured is not shown again as next.
  // The home's posts are the editors' choice (`homePage`); the featured among them come first (stable otherwise).
  const postsFeaturedFirst = [...posts.filter((post) => post.featured), ...posts.filter((post) => !post.featured)];
  const { hero, blocks } = buildHero({
    cms,
    activities: schedule,
    tenant: {
      ticketRequired: context.tenant?.ticketRequired ?? false,
      canSignUp: context.tenant ? hasFeature(context.tenant, "register") : false,
    },
    locale: context.locale,
    now: Date.now(),
  });
  return {
    hero,
    cms: cms ? { ...cms, blocks } : null,
    featured: featured.map(activityCard),
    next: withoutActivities(next, featured).map(activityCard),
    posts: postsFeaturedFirst,
    jsonLd: homeJsonLd(context),
    feed: posts.length ? blogFeedLink(context) : null,
  };
});

/** A part of the home page the backend does not have (404) is left out; other failures are errors. */
async function orNothing<T, E>(promise: Promise<T>, empty: E): Promise<T | E> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof BackendError && error.notFound) return empty;
    throw error;
  }
}

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
        {featured.length ? (
          <section className="section" aria-labelledby="home-featured">
            <h2 id="home-featured">{t("home:featured")}</h2>
            <ul className="card-grid">
              {featured.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} locale={locale} defaultLocale={defaultLocale} showDay />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {next.length ? (
          <section className="section" aria-labelledby="home-next">
            <h2 id="home-next">{t("home:next")}</h2>
            <ul className="card-grid">
              {next.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} locale={locale} defaultLocale={defaultLocale} showDay />
                </li>
              ))}
            </ul>
            <p>
              <Link to={localePath(locale, pathTo("agenda"), defaultLocale)}>{t("home:seeAgenda")}</Link>
            </p>
          </section>
        ) : null}
        {posts.length ? (
          <section className="section" aria-labelledby="home-news">
            <h2 id="home-news">{t("home:news")}</h2>
            <ul className="card-grid">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} locale={locale} defaultLocale={defaultLocale} headingLevel={3} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={localePath(locale, pathTo("blog"), defaultLocale)}>{t("home:seeBlog")}</Link>
            </p>
          </section>
        ) : null}
      </SharedPart>
    </div>
  );
}
