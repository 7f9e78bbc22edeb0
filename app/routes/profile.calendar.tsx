// /usuario/calendario.ics: the visitor's registrations as a calendar (to be built).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageError } from "~/backend/page-errors.server";

export function loader(_: LoaderFunctionArgs): never {
  throw pageError(404, "not-found");
}
