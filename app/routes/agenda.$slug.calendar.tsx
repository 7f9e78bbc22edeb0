// /agenda/{slug}/calendario.ics: the activity as an iCalendar file (a resource route: the file only). When it cannot be made, the
// visitor is sent to the activity's page, which shows why with the right status in the tenant's chrome (a resource route cannot).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { loadActivityFor, type Activity } from "~/agenda/conference.server";
import { BackendError, BackendRedirect } from "~/backend/client.server";
import { calendarResponse, publicActivityEvent } from "~/calendar/calendar.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug!;
  const pagePath = localePath(context.locale, pathTo("conference", { slug }), context.defaultLocale);
  if (context.refusal || !context.tenant) throw redirect(pagePath);
  let activity: Activity;
  try {
    activity = await loadActivityFor(request, context, slug);
  } catch (error) {
    if (error instanceof BackendRedirect) throw redirect(error.location);
    if (!(error instanceof BackendError)) throw error;
    const level = error.kind === "http" && error.status < 500 ? "info" : "error";
    context.logger[level](
      { err: { message: error.message, kind: error.kind, status: error.status }, path: error.path },
      "calendar file not made",
    );
    throw redirect(pagePath);
  }
  const event = publicActivityEvent(context, activity);
  // The venue cookie can change the answer: no shared cache.
  return calendarResponse(context, [event], `${slug}.ics`, "private, max-age=300");
}
