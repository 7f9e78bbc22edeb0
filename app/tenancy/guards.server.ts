// Route guards, as the spec names them. Each is a small function a loader or action calls; each
// throws the Response (error page or redirect) that stops the request.
import { redirect } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import type { AppContext } from "~/context";
import { pageError } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { hasFeature, type Feature, type Tenant } from "./tenant";
import { pathTo } from "~/paths";

const RETRY_AFTER_SECONDS = 300;

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

/**
 * A local path as a Location header needs it: non-ASCII characters percent-encoded as UTF-8, the
 * rest untouched. Headers are byte strings: `/cambiar-contraseña` would go out as latin1 (the
 * browser then asks for `%F1`) and a character above U+00FF would make the redirect throw.
 */
export function locationOf(path: string): string {
  const utf8 = new TextEncoder();
  return path.replace(/[^\x00-\x7f]+/g, (chars) => Array.from(utf8.encode(chars), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""));
}

/** Home of the page's language. */
export function homePath(context: Pick<AppContext, "locale" | "defaultLocale">): string {
  return localePath(context.locale, "/", context.defaultLocale);
}

/**
 * auth: an anonymous visitor goes to the localized login page, with where they were as `origin`
 * (app/session/auth.server.ts `requireAuthOf` is the guard; this is its redirect).
 */
export function loginRedirect(request: Request, context: Pick<AppContext, "locale" | "defaultLocale">): Response {
  const url = new URL(request.url);
  const origin = safeLocalPath(safeDecode(url.pathname) + url.search);
  const login = localePath(context.locale, pathTo("login"), context.defaultLocale);
  return redirect(`${login}?${new URLSearchParams({ origin })}`);
}

/** features: the route is allowed only when the tenant has the feature; else home. */
export function requireFeature(context: Pick<AppContext, "tenant" | "locale" | "defaultLocale">, feature: Feature): void {
  const tenant = requireTenant(context);
  if (!hasFeature(tenant, feature)) throw redirect(homePath(context));
}

/**
 * features, for a route reachable under any of several features (sign-up: `register`, or
 * `hidden_register`, which allows the page without advertising it); else home.
 */
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
