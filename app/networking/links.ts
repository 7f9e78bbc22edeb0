// Links between networking pages, in the page's language, keeping the networking conference
// (networkingType 2) in the query. Used by the components (browser) and the actions (redirects).
import { localePath, type Locale } from "~/i18n/locales";
import { NETWORKING_CONFERENCE_PARAM, pathTo } from "~/paths";

type NetworkingPage = "networking" | "networkingProfile" | "networkingAttendees" | "networkingRequests" | "networkingLeave";

export function networkingHref(
  where: { locale: Locale; defaultLocale: Locale; conference: string | null },
  page: NetworkingPage | { attendee: number },
  query: Record<string, string | number | null | undefined> = {},
): string {
  const path = typeof page === "string" ? pathTo(page) : pathTo("networkingRequest", { attendee: String(page.attendee) });
  const params = new URLSearchParams();
  if (where.conference) params.set(NETWORKING_CONFERENCE_PARAM, where.conference);
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  const search = params.toString();
  return `${localePath(where.locale, path, where.defaultLocale)}${search ? `?${search}` : ""}`;
}
