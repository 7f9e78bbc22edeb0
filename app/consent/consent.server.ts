// The consent cookie on the server: reading it for every page (root loader), the settings page's
// data, and the one action the banner, the settings page and the Cookiebot bridge post to.
import { data, replace } from "@remix-run/node";
import { parseCookie, stringifySetCookie } from "cookie";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { flashToast, type Toast } from "~/session/session.server";
import { homePath, requireTenant } from "~/tenancy/guards.server";
import { locationOf, safeLocalPath } from "~/url/local-path";
import type { FormReply } from "~/ui/form";
import {
  ACCEPT_ALL,
  ALL_ACCEPTED,
  ALL_REJECTED,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  INTENT_FIELD,
  OPTIONAL_CATEGORIES,
  REJECT_ALL,
  SAVE_CHOICE,
  SYNC_CHOICE,
  formatConsent,
  isIntent,
  parseConsent,
  type Choice,
  type Consent,
} from "./consent";

type Args = { request: Request; context: AppContext };

export function readConsent(request: Request, now: Date = new Date()): Consent | null {
  return parseConsent(parseCookie(request.headers.get("Cookie") ?? "")[CONSENT_COOKIE], now);
}

export function consentCookie(choice: Choice, options: { secure: boolean; now?: Date }): string {
  return stringifySetCookie({
    name: CONSENT_COOKIE,
    value: formatConsent(choice, options.now),
    path: "/",
    maxAge: CONSENT_MAX_AGE_SECONDS,
    sameSite: "lax",
    httpOnly: true,
    secure: options.secure,
  });
}

/** Google's tag cookies that withdrawing their category removes. */
const TRACKING_COOKIES: Array<{ category: "analytics" | "advertising"; pattern: RegExp }> = [
  { category: "analytics", pattern: /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat(_[A-Za-z0-9-]+)?)$/ },
  { category: "advertising", pattern: /^_gcl_[a-z]+$/ },
];

/** Expired on every parent domain too: the registrable domain is unknown without the public suffix list. */
export function expireRefusedCookies(request: Request, choice: Choice, hostname: string): string[] {
  const names = Object.keys(parseCookie(request.headers.get("Cookie") ?? ""));
  const refused = names.filter((name) => TRACKING_COOKIES.some(({ category, pattern }) => !choice[category] && pattern.test(name)));
  if (!refused.length) return [];
  const labels = hostname.toLowerCase().split(".").filter(Boolean);
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(":");
  const domains = isIp ? [] : labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
  return refused.flatMap((name) => [
    stringifySetCookie({ name, value: "", path: "/", maxAge: 0, expires: new Date(0) }),
    ...domains.map((domain) => stringifySetCookie({ name, value: "", path: "/", domain, maxAge: 0, expires: new Date(0) })),
  ]);
}

export function loadConsentSettings({ request, context }: Args) {
  requireTenant(context);
  return { title: getT(context.locale)("consent:settings.title"), consent: readConsent(request) };
}

const TOASTS: Record<typeof ACCEPT_ALL | typeof REJECT_ALL | typeof SAVE_CHOICE, Toast> = {
  [ACCEPT_ALL]: { kind: "success", message: "consent:toast.accepted" },
  [REJECT_ALL]: { kind: "success", message: "consent:toast.rejected" },
  [SAVE_CHOICE]: { kind: "success", message: "consent:toast.saved" },
};

/** Post/redirect/get back to a local `redirectTo` only; a Cookiebot `sync` is answered with data. */
export async function submitConsent({ request, context }: Args) {
  requireTenant(context);
  const form = await request.formData();
  const intent = form.get(INTENT_FIELD);
  if (!isIntent(intent)) {
    const reply: FormReply = { status: "error", error: { "": ["consent:errors.unknownIntent"] } };
    return data({ reply }, { status: 400 });
  }
  const choice: Choice =
    intent === ACCEPT_ALL
      ? ALL_ACCEPTED
      : intent === REJECT_ALL
        ? ALL_REJECTED
        : (Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, form.get(category) === "on"])) as Choice);
  const headers = new Headers();
  headers.append("Set-Cookie", consentCookie(choice, { secure: context.secureCookies }));
  for (const line of expireRefusedCookies(request, choice, new URL(request.url).hostname)) headers.append("Set-Cookie", line);
  if (intent === SYNC_CHOICE) return data({ stored: true }, { headers });
  const back = safeLocalPath(form.get("redirectTo"), homePath(context));
  for (const [name, value] of Object.entries(await flashToast(context.sessions, request, TOASTS[intent]))) headers.append(name, value);
  // `replace`: with JavaScript the banner's fetcher follows it without adding a history entry.
  return replace(locationOf(back), { headers });
}
