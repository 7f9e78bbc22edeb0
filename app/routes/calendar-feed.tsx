// /calendario/{token}/mis-actividades.ics: the visitor's registrations as a calendar an app subscribes
// to (a resource route, no session: the secret is the key). The rules: app/calendar/feed.server.ts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCalendarFeed } from "~/calendar/feed.server";

export function loader({ context, params }: LoaderFunctionArgs) {
  return loadCalendarFeed(context, params.token);
}
