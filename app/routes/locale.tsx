// One per locale prefix (see routes.ts): a prefix the tenant does not offer is a 404; a body too large
// for the page is its 413, here so the root's chrome stays around it.
import { Outlet } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkLocalePrefix, checkTooLarge } from "~/tenancy/guards.server";

export function loader({ context }: LoaderFunctionArgs) {
  checkLocalePrefix(context);
  checkTooLarge(context);
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
