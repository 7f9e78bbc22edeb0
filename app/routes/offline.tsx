// /offline?lang=…: what the service worker answers for a page not saved on the device (app/offline/worker.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { offlineResponse } from "~/offline/worker.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => offlineResponse(request, context);
