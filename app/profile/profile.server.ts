// The private area's page data (/usuario): the customer and every tab's section, loaded in parallel.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { loadNetworkingTab } from "~/networking/joining.server";
import { loadAreaSections } from "~/profile/area.server";
import { loadPersonalSection } from "~/profile/personal.server";
import { loadRecords } from "~/profile/records.server";
import { loadFeedLink } from "~/profile/calendar-feed.server";
import { loadSummaryCounts } from "~/profile/summary.server";
import type { CustomerPage } from "~/session/page-guard.server";

/** The area's guard (`requirePage`'s options): the feature on, a logged-in customer the backend knows (else to the login page). */
export const AREA = { feature: "user_profile", customer: true } as const;

/** Its chrome's guard: rendered for no one, to be kept (paths.ts's `keptChrome`). */
export const AREA_CHROME = { feature: "user_profile" } as const;

/** What the page's chrome needs when it is rendered for no one. */
export function profileChrome(context: AppContext) {
  return { title: getT(context.locale)("profile:title") };
}

/** The visitor's whole area; `invalid`: the donation certificates' query (a GET form) has errors. */
export async function loadProfile(args: LoaderFunctionArgs, { auth, customer }: CustomerPage) {
  const { context, request } = args;
  const [personal, area, records, networking, counts, calendarFeed] = await Promise.all([
    loadPersonalSection(args, auth, customer),
    loadAreaSections(args, auth),
    loadRecords(request, context, auth),
    loadNetworkingTab(request, context, auth),
    loadSummaryCounts(context, auth),
    loadFeedLink(request, context, auth),
  ]);
  const t = getT(context.locale);
  const invalid = records.donations.query.status === "invalid";
  return {
    // "Error: " before the title, as after a failed submit.
    title: invalid ? `${t("validation:errorPrefix")} ${t("profile:title")}` : t("profile:title"),
    invalid,
    records,
    calendarFeed,
    networking,
    customer: {
      name: customer.name ?? "",
      surname: customer.surname ?? "",
      email: customer.email,
      telephone: customer.telephone ?? "",
      photo: customer.photo ?? null,
      position: customer.position ?? "",
      company: customer.company ?? "",
    },
    personal,
    area,
    counts,
  };
}
