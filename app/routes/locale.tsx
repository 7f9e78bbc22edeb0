// One per locale prefix (see routes.ts): a prefix the tenant does not offer is a 404.
import { Outlet } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkLocalePrefix } from "~/tenancy/guards.server";

export function loader({ context }: LoaderFunctionArgs) {
  checkLocalePrefix(context);
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
