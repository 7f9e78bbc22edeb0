// The login page's link, in the page's language, coming back afterwards to where the visitor was: one place for every "log in" link (the header's too).
// The login page accepts only local paths as `origin`; the server's own redirects to it are `loginRedirect` (app/tenancy/guards.server.ts).
import { useLocation } from "@remix-run/react";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { useRootData } from "~/root-data";

/** Back to `origin` (by default this page, at `hash` when given) after logging in. */
export function useLoginHref(options: { hash?: string; origin?: string } = {}): string {
  const root = useRootData()!;
  const location = useLocation();
  const origin = options.origin ?? location.pathname + (options.hash ? `#${options.hash}` : "");
  return `${localePath(root.locale, pathTo("login"), root.defaultLocale)}?${new URLSearchParams({ origin })}`;
}
