// /agenda/{slug}/calendario.ics: the activity as an iCalendar file, to add to the visitor's calendar.
// A resource route: the file only. When it cannot be made (the activity does not exist, the backend
// fails, maintenance) the visitor is sent to the activity's page, which shows why with the right
// status (404, 503...) inside the tenant's chrome: a resource route cannot render that page itself.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { loadActivity, type Activity } from "~/agenda/conference.server";
import { selectedVenueId } from "~/agenda/venue.server";
import { BackendError, BackendRedirect, backendFor } from "~/backend/client.server";
import { calendarFile } from "~/calendar/ics";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import type { AppContext } from "~/context";
import { pathTo } from "~/paths";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug!;
  const pagePath = localePath(context.locale, pathTo("conference", { slug }), context.defaultLocale);
  if (context.refusal || !context.tenant) throw redirect(pagePath);
  let activity: Activity;
  try {
    activity = await loadActivity(backendFor(context), slug, selectedVenueId(request, null));
  } catch (error) {
    if (error instanceof BackendRedirect) throw redirect(error.location);
    if (!(error instanceof BackendError)) throw error;
    const level = error.kind === "http" && error.status < 500 ? "info" : "error";
    context.logger[level]({ err: { message: error.message, kind: error.kind, status: error.status }, path: error.path }, "calendar file not made");
    throw redirect(pagePath);
  }
  const body = activityCalendar(activity, context, new URL(pagePath, context.origin).href);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": contentDisposition(`${slug}.ics`),
      // The venue cookie can change the answer: no shared cache.
      "Cache-Control": "private, max-age=300",
    },
  });
}

function activityCalendar(activity: Activity, context: AppContext, pageUrl: string): string {
  const t = getT(context.locale);
  const tenant = context.tenant!;
  const speakers = activity.speakers.map((speaker) => [speaker.name, speaker.surname].filter(Boolean).join(" ")).join(", ");
  const description = [
    activity.summary,
    speakers ? t("catalogue:calendar.speakers", { names: speakers }) : null,
    t("catalogue:calendar.moreInformation", { url: pageUrl }),
  ]
    .filter(Boolean)
    .join("\n\n");
  return calendarFile(
    [
      {
        // The tenant's first host, not the request's: the same activity keeps one UID under every alias.
        uid: `conference-${activity.id}@${tenant.hosts[0] ?? new URL(context.origin).hostname}`,
        start: activity.start_date,
        end: activity.end_date,
        summary: activity.title,
        description,
        location: [activity.room?.name, activity.venue?.name].filter(Boolean).join(", ") || null,
        url: pageUrl,
      },
    ],
    { prodId: `-//${tenant.name}//Portal//${context.locale.toUpperCase()}` },
  );
}

/** `attachment; filename="<name>"`, with an ASCII stand-in and `filename*` when the name is not plain ASCII. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, "-");
  return ascii === name ? `attachment; filename="${name}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
