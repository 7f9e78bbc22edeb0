// The header's venue selector posts here: the choice is remembered in a cookie (the spec stores it
// locally and reloads), then the visitor goes back where they were.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { rememberVenue } from "~/agenda/venue.server";
import { getVenues } from "~/backend/venues.server";
import { backendFor } from "~/backend/client.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { flashToast } from "~/session/session.server";
import { homePath } from "~/tenancy/guards.server";
import { locationOf, safeLocalPath } from "~/url/local-path";
import { requirePage } from "~/session/page-guard.server";

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  await requirePage({ request, context }, { tenant: true });
  const form = await request.formData();
  const back = safeLocalPath(form.get("redirectTo"), homePath(context));
  const venues = await getVenues(backendFor(context));
  const venue = venues.find((v) => v.id === String(form.get("venueId") ?? ""));
  if (!venue) throw redirect(locationOf(back));
  const headers = new Headers(
    await flashToast(context.sessions, request, {
      kind: "success",
      message: "chrome.venueChanged",
      values: { venue: venue.name },
    }),
  );
  headers.append("Set-Cookie", rememberVenue(venue.id, context.origin));
  return redirect(locationOf(back), { headers });
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
