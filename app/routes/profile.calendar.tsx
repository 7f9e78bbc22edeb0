// /usuario/calendario.ics: the visitor's registrations as one iCalendar file (a resource route needing login). Each event keeps its
// activity file's UID, so importing both keeps one event; an unpaid one says so. A backend failure goes back to the tab with a
// message; a 403 ends the session.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { getRegisteredConferences, type RegisteredConference } from "~/backend/records.server";
import { calendarResponse } from "~/calendar/calendar.server";
import { registrationEvents } from "~/calendar/feed.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { fileRefused } from "~/profile/records.server";
import { requireAuthOf } from "~/session/auth.server";
import { requireFeature } from "~/tenancy/guards.server";
import { pathTo } from "~/paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Maintenance: the private area's page shows the maintenance error.
  if (context.refusal) throw redirect(localePath(context.locale, pathTo("profile"), context.defaultLocale));
  requireFeature(context, "user_profile");
  const auth = await requireAuthOf(request, context);
  let registrations: RegisteredConference[];
  try {
    registrations = await getRegisteredConferences(backendFor(context), auth);
  } catch (error) {
    return fileRefused(request, context, error, {
      what: "calendar file not made",
      tab: "activities",
      toast: (refused) => ({ kind: "error", message: refused.unavailable ? "records:download.unavailable" : "records:download.failed" }),
    });
  }
  const t = getT(context.locale);
  const events = registrationEvents(context, registrations);
  // The visitor's own data: never kept by a cache, not even the browser's.
  return calendarResponse(context, events, `${t("records:calendar.filename")}.ics`, "private, no-store");
}
