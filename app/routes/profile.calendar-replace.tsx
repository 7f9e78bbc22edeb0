// /usuario/calendario/enlace-nuevo: the warning before replacing the calendar link (a page without
// JavaScript, a dialog with it): the old link stops working. POST makes the new one.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { withPageErrors } from "~/backend/page-errors.server";
import { loadFeedStep, submitFeedStep } from "~/profile/calendar-feed.server";
import { FeedStep } from "~/profile/CalendarFeed";
import { pageMeta } from "~/seo/meta";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["records"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => data(await loadFeedStep(args, "replace")));

export const action = withPageErrors((args: ActionFunctionArgs) => submitFeedStep(args, "replace"));

export default function CalendarReplace() {
  const { kind, back } = useLoaderData<typeof loader>();
  return <FeedStep kind={kind} back={back} />;
}
