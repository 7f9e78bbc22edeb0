// /agenda/{slug}/en-directo: the activity's live updates as server-sent events (to be built).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageError } from "~/backend/page-errors.server";

export function loader(_: LoaderFunctionArgs): never {
  throw pageError(404, "not-found");
}
