// /usuario/calendario/dejar-de-compartir: the confirmation before stopping the calendar link (a page
// without JavaScript, a dialog with it). POST revokes it; the rules: app/profile/calendar-feed.server.ts.
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

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => data(await loadFeedStep(args, "revoke")));

export const action = withPageErrors((args: ActionFunctionArgs) => submitFeedStep(args, "revoke"));

export default function CalendarRevoke() {
  const { kind, back } = useLoaderData<typeof loader>();
  return <FeedStep kind={kind} back={back} />;
}
