// /agenda/calendario.ics: the whole agenda as a calendar to subscribe to (a resource route: the file only).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { withPageErrors } from "~/backend/page-errors.server";
import { agendaFeedResponse } from "~/calendar/agenda-feed.server";

export const loader = withPageErrors(({ request, context }: LoaderFunctionArgs) => agendaFeedResponse(request, context));
