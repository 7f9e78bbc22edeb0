// The private area's files (/usuario/calendario.ics, /usuario/descargas/*), given through the portal, which holds the token.
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { download, getRegisteredConferences, type RegisteredConference } from "~/backend/records.server";
import { calendarResponse } from "~/calendar/calendar.server";
import { registrationEvents } from "~/calendar/feed.server";
import { getT } from "~/i18n/i18n.server";
import type { AuthPage } from "~/session/page-guard.server";
import { DONATION_PARAMS, fallbackFilename, parseDownloadPath, tabOf } from "./records";
import { backToProfile, fileRefused, refusalToast } from "./records.server";

/** The visitor's registrations as one iCalendar file; a backend failure goes back to the tab with a message. */
export async function loadCalendarFile({ request, context }: LoaderFunctionArgs, { auth }: AuthPage) {
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

/** A file piped as it arrives (never held whole in memory); a refusal goes back to the originating tab with the reason. */
export async function loadDownload({ request, context, params }: LoaderFunctionArgs, { auth }: AuthPage) {
  const target = parseDownloadPath(params["*"]);
  if (!target) return backToProfile(request, context, "credentials", { kind: "error", message: "records:download.notFound" });

  // The donation query travels with its download links, so a refusal brings the results back.
  const url = new URL(request.url);
  const keep = new URLSearchParams();
  for (const name of Object.values(DONATION_PARAMS)) {
    const value = url.searchParams.get(name);
    if (value && /^[\w-]{1,12}$/.test(value)) keep.set(name, value);
  }
  const tab = tabOf(target);

  try {
    const file = await download(backendFor(context), auth, target, request.signal);
    const headers = new Headers({
      "Content-Type": file.contentType,
      "Content-Disposition": file.contentDisposition ?? `attachment; filename="${fallbackFilename(target)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
    if (file.contentLength && /^\d+$/.test(file.contentLength)) headers.set("Content-Length", file.contentLength);
    return new Response(createReadableStreamFromReadable(file.body), { status: 200, headers });
  } catch (error) {
    return fileRefused(request, context, error, { what: "download refused", tab, toast: refusalToast, query: keep });
  }
}
