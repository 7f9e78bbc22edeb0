// /usuario/calendario.ics: the visitor's registrations as one iCalendar file (a resource route needing login). Each event keeps its
// activity file's UID, so importing both keeps one event; an unpaid one says so. A 403 ends the session.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCalendarFile } from "~/profile/files.server";
import { requirePage } from "~/session/page-guard.server";

export async function loader(args: LoaderFunctionArgs) {
  return loadCalendarFile(args, await requirePage(args, { feature: "user_profile", auth: true, refusedTo: "profile" }));
}
