// The home page: the CMS's home (or none), the hero, featured and next activities and the editors' posts.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getHomePagePosts } from "~/backend/blog.server";
import { BackendError, backendFor } from "~/backend/client.server";
import { getFeaturedConferences, getNextConferences } from "~/backend/conferences.server";
import { getSchedule } from "~/backend/schedule.server";
import { blogFeedLink } from "~/blog/feed.server";
import { loadCmsPage } from "~/cms/page.server";
import { homeJsonLd } from "~/seo/structured-data.server";
import { hasFeature } from "~/tenancy/tenant";
import { activityCard, withoutActivities } from "~/ui/ActivityCard";
import { buildHero } from "./hero.server";

export async function loadHome(args: LoaderFunctionArgs) {
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
}

/** A part of the home page the backend does not have (404) is left out; other failures are errors. */
async function orNothing<T, E>(promise: Promise<T>, empty: E): Promise<T | E> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof BackendError && error.notFound) return empty;
    throw error;
  }
}
