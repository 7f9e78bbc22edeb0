// Route guards, as the spec names them. Each is a small function a loader or action calls; each
// throws the Response (error page or redirect) that stops the request.
import { redirect } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import type { AppContext } from "~/context";
import { pageError } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { getAuthToken } from "~/session/session.server";
import { hasFeature, type Feature, type Tenant } from "./tenant";

export const RETRY_AFTER_SECONDS = 300;
export const LOGIN_PATH = "/iniciar-sesion";

/** tenantCheck: a host without a tenant is a global 404. */
export function requireTenant(context: Pick<AppContext, "tenant">): Tenant {
  if (!context.tenant) throw pageError(404, "not-found");
  return context.tenant;
}

/** maintenanceCheck (and the host's other refusals): the global 503 page, with Retry-After. */
export function checkRefusal(context: Pick<AppContext, "refusal">): void {
  const refusal = context.refusal;
  if (!refusal) return;
  if (refusal.status === 503) {
    throw pageError(503, "maintenance", { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  throw pageError(refusal.status, refusal.reason);
}

/** A localized URL prefix the tenant does not offer is a 404. */
export function checkLocalePrefix(context: Pick<AppContext, "localeResolution">): void {
  if (context.localeResolution.prefixNotOffered) throw pageError(404, "not-found");
}

/**
 * Only a path on this site is ever accepted as a place to go back to: `//evil.example`,
 * `/\evil`, `https://evil.example` and anything with control characters fall back to `fallback`.
 */
export function safeLocalPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  const safe = safeRedirect(to, fallback);
  if (safe === fallback) return fallback;
  const base = "http://portal.invalid";
  return new URL(safe, base).origin === base ? safe : fallback;
}

/** Home of the page's language. */
export function homePath(context: Pick<AppContext, "locale" | "defaultLocale">): string {
  return localePath(context.locale, "/", context.defaultLocale);
}

/** auth: an anonymous visitor goes to the localized login page, with where they were as `origin`. */
export async function requireAuth(
  request: Request,
  context: Pick<AppContext, "sessions" | "locale" | "defaultLocale">,
): Promise<string> {
  const token = await getAuthToken(context.sessions, request);
  if (token) return token;
  const url = new URL(request.url);
  const origin = safeLocalPath(safeDecode(url.pathname) + url.search);
  const login = localePath(context.locale, LOGIN_PATH, context.defaultLocale);
  throw redirect(`${login}?${new URLSearchParams({ origin })}`);
}

/** features: the route is allowed only when the tenant has the feature; else home. */
export function requireFeature(context: Pick<AppContext, "tenant" | "locale" | "defaultLocale">, feature: Feature): void {
  const tenant = requireTenant(context);
  if (!hasFeature(tenant, feature)) throw redirect(homePath(context));
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
