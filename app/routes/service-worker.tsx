// /sw.js: the host's service worker for this release (app/offline/worker.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { workerResponse } from "~/offline/worker.server";

export const loader = ({ context }: LoaderFunctionArgs) => workerResponse(context);
