// What the Express host hands every loader and action (getLoadContext in server.ts).
import type { Logger } from "pino";
import type { BackendOptions } from "~/backend/client.server";
import type { ForumOptions } from "~/backend/forum.server";
import type { Locale, LocaleResolution } from "~/i18n/locales";
import type { SharedParts } from "~/chrome/shared-parts.server";
import type { PageCapture } from "~/chrome/PersonalSlot";
import type { LiveHub } from "~/participation/live.server";
import type { IdempotencyStore } from "~/payments/idempotency.server";
import type { PortalSessionStorage } from "~/session/session.server";
import type { Tenant } from "~/tenancy/tenant";

/**
 * How long the page being rendered may be served, as rendered, to other anonymous visitors
 * (server/page-cache.ts): the shortest remaining life of the catalogue answers it was made from;
 * 0 once it used anything else (an uncached or failed backend call, a per-visitor token).
 */
export type PageFreshness = { ms: number; never?: boolean };

/** Nothing rendered with these may be served to anyone else (`never`: not a catalogue answer's age). */
export function notShareable(freshness: PageFreshness | undefined): void {
  if (!freshness) return;
  freshness.ms = 0;
  freshness.never = true;
}

export type AppContext = {
  tenant: Tenant | null;
  /** The language of the page, and the one unprefixed paths use for this tenant. */
  locale: Locale;
  defaultLocale: Locale;
  localeResolution: LocaleResolution;
  nonce: string;
  requestId: string;
  logger: Logger;
  /** The request's origin as the visitor sees it (honours X-Forwarded-* only with TRUST_PROXY). */
  origin: string;
  /** The visitor's address as the portal sees it (X-Forwarded-For only with TRUST_PROXY): the crowdfunding payment's `userIp`. */
  clientIp: string;
  /** Set when the host refused the request before Remix: a malformed request (400), maintenance (503), cross-site (403), too large (413). */
  refusal:
    | { status: 400; reason: "bad-request" }
    | { status: 503; reason: "maintenance" }
    | { status: 403; reason: "cross-site" }
    | { status: 413; reason: "too-large" }
    | null;
  /** How to reach the backend; pages get a client bound to this request with `backendFor(context)`. */
  backendOptions: BackendOptions;
  /** How to reach a tenant's forum at login (its own pool and FORUM_TIMEOUT_MS). */
  forum: ForumOptions;
  sessions: PortalSessionStorage;
  /** Cookies the portal sets are Secure (production); the session storage was made with the same. */
  secureCookies: boolean;
  /**
   * Set when a submission is over a limit (server/rate-limit.ts): the action answers 429. `scope`:
   * too many from this address, or too many failures for the account named (login, two-factor).
   */
  rateLimited: { retryAfterSeconds: number; scope: "address" | "account" } | null;
  /** Days a "remember me" session lasts (AUTH_REMEMBER_DAYS). */
  rememberDays: number;
  /** With JavaScript, the seconds to cancel leaving networking after confirming (NETWORKING_LEAVE_COUNTDOWN_SECONDS). */
  networkingLeaveCountdownSeconds: number;
  /** The largest file a form accepts (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** Every origin a page may frame, the CSP's frame-src (app/cms/frames.ts with FRAME_ORIGINS). */
  frameOrigins: readonly string[];
  /** The contact form's server-side challenge: signing secrets (SESSION_SECRET's list) and minimum fill time. */
  formChallenge: { secrets: string[]; minFillMs: number };
  version: string;
  /** The live updates' hub (chat, questions): one per process, one backend poll per conference feed. */
  live: LiveHub;
  /** Set by the host for a page it may keep rendered (server/page-cache.ts); see PageFreshness. */
  pageFreshness?: PageFreshness;
  /** The HTML of the parts every visitor sees alike (app/chrome/shared-parts.server.ts); null in development. */
  sharedParts: SharedParts | null;
  /** Set by the host on a render it may keep: the page's slots and routes, for composing it (app/personal-pages.server.tsx). */
  pageCapture?: PageCapture;
  /** Purchase and donation submissions by their form's key: a repeat gets the first answer (one per process). */
  idempotency: IdempotencyStore;
};

declare module "@remix-run/node" {
  // Module augmentation can only add to Remix's type through an interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
