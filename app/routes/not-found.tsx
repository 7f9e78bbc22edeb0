// Unknown routes: "This page could not be found", inside the tenant's chrome.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageError } from "~/backend/page-errors.server";

export function loader(_: LoaderFunctionArgs): never {
  throw pageError(404, "not-found");
}

export function action(_: LoaderFunctionArgs): never {
  throw pageError(404, "not-found");
}

export default function NotFound() {
  return null;
}
