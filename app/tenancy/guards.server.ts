// Route guards, as the spec names them: each throws the Response that stops the request.
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import { pageError } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { hasFeature, type Feature, type Tenant } from "./tenant";
import { pathTo } from "~/paths";
import { safeLocalPath } from "~/url/local-path";

const RETRY_AFTER_SECONDS = 300;

/** tenantCheck: a host without a tenant is a global 404. */
export function requireTenant(context: Pick<AppContext, "tenant">): Tenant {
  if (!context.tenant) throw pageError(404, "not-found");
  return context.tenant;
}

/**
 * maintenanceCheck (and the host's other refusals): the global 503 page, with Retry-After. A body too
 * large for a page is left to the page (`tooLargeInPage`, then checkTooLarge), so its 413 has the tenant's chrome.
 */
export function checkRefusal(context: Pick<AppContext, "refusal">, options: { tooLargeInPage?: boolean } = {}): void {
  const refusal = context.refusal;
  if (!refusal || (refusal.reason === "too-large" && options.tooLargeInPage)) return;
  if (refusal.status === 503) {
    throw pageError(503, "maintenance", { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  throw pageError(refusal.status, refusal.reason);
}

/** The 413 of a body too large for the page: thrown below the root, so the tenant's chrome stays. */
export function checkTooLarge(context: Pick<AppContext, "refusal">): void {
  if (context.refusal?.reason === "too-large") throw pageError(413, "too-large");
}

/** A localized URL prefix the tenant does not offer is a 404. */
export function checkLocalePrefix(context: Pick<AppContext, "localeResolution">): void {
  if (context.localeResolution.prefixNotOffered) throw pageError(404, "not-found");
}

export function homePath(context: Pick<AppContext, "locale" | "defaultLocale">): string {
  return localePath(context.locale, "/", context.defaultLocale);
}

/** auth: to the localized login page, with `origin`; `requireAuthOf` is the guard itself. */
export function loginRedirect(request: Request, context: Pick<AppContext, "locale" | "defaultLocale">): Response {
  const url = new URL(request.url);
  const origin = safeLocalPath(safeDecode(url.pathname) + url.search);
  const login = localePath(context.locale, pathTo("login"), context.defaultLocale);
  return redirect(`${login}?${new URLSearchParams({ origin })}`);
}

export function requireFeature(context: Pick<AppContext, "tenant" | "locale" | "defaultLocale">, feature: Feature): void {
  const tenant = requireTenant(context);
  if (!hasFeature(tenant, feature)) throw redirect(homePath(context));
}

/** features, for a route reachable under any of several features; else home. */
export function requireAnyFeature(context: Pick<AppContext, "tenant" | "locale" | "defaultLocale">, features: readonly Feature[]): void {
  const tenant = requireTenant(context);
  if (!features.some((feature) => hasFeature(tenant, feature))) throw redirect(homePath(context));
}

/** ticketRequired: home, unless the tenant requires a ticket. */
export function requireTicketTenant(context: Pick<AppContext, "tenant" | "locale" | "defaultLocale">): void {
  const tenant = requireTenant(context);
  if (!tenant.ticketRequired) throw redirect(homePath(context));
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
