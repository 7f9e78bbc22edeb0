// The header's venue selector posts here: the choice is remembered in a cookie (the spec stores it
// locally and reloads), then the visitor goes back where they were.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { submitVenueChoice } from "~/agenda/venue.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { homePath } from "~/tenancy/guards.server";
import { requirePage } from "~/session/page-guard.server";

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  await requirePage(args, { tenant: true });
  return submitVenueChoice(args);
});

/** Nothing to show: a visit goes home. (A page route, not a resource route, so that the host's
 * refusals, maintenance and cross-site, are answered here by the root's error page.) */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePage({ request, context });
  throw redirect(homePath(context));
}

export default function VenuePreference() {
  return null;
}
