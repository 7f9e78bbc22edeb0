// What every networking page needs first: its guard (a logged-in customer, a tenant with networking), and the
// scope of its calls (type 2: the conference of `?congreso=`, chosen on the hub).
import { redirect } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { getNetworkingConferences, type NetworkingCalls, type NetworkingConference } from "~/backend/networking.server";
import type { AppContext } from "~/context";
import { localePath } from "~/i18n/locales";
import { NETWORKING_CONFERENCE_PARAM, pathTo } from "~/paths";
import type { AuthPage } from "~/session/page-guard.server";
import { locationOf } from "~/url/local-path";

/** Every networking page's guard (`requirePage`'s options). */
export const NETWORKING = { feature: "user_profile", networking: true, auth: true } as const;

/** What that guard guaranteed. */
export type NetworkingAccess = AuthPage & { networkingType: 1 | 2 };

/** Its calls' scope (the `X-Networking-Conference` of every call: the conference's slug, or null for type 1), and the hub's choice. */
export type NetworkingScope = NetworkingCalls & {
  /** Type 2: the conferences with networking, to choose from (the hub); [] for type 1. */
  conferences: NetworkingConference[];
  type: 1 | 2;
};

type Args = { request: Request; context: AppContext };

/** `optionalConference`: the hub may show without one; other pages send the visitor to the hub. */
export async function networkingScope(
  { request, context }: Args,
  { auth, networkingType: type }: NetworkingAccess,
  options: { optionalConference?: boolean } = {},
): Promise<NetworkingScope> {
  const backend = backendFor(context);
  if (type === 1) return { auth, backend, conference: null, conferences: [], type };
  const conferences = await getNetworkingConferences(backend, auth);
  const asked = new URL(request.url).searchParams.get(NETWORKING_CONFERENCE_PARAM);
  const conference = conferences.find((entry) => entry.slug === asked)?.slug ?? null;
  if (!conference && !options.optionalConference)
    throw redirect(locationOf(localePath(context.locale, pathTo("networking"), context.defaultLocale)));
  return { auth, backend, conference, conferences, type };
}
