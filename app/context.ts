// What the Express host hands every loader and action (getLoadContext in server.ts).
import type { Logger } from "pino";
import type { BackendOptions, PageFreshness, RequestTrace } from "~/backend/client.server";
import type { ForumOptions } from "~/backend/forum.server";
import type { Locale, LocaleResolution } from "~/i18n/locales";
import type { SharedParts } from "~/chrome/shared-parts.server";
import type { PageCapture } from "~/chrome/PersonalSlot";
import type { LiveHub } from "~/participation/live.server";
import type { IdempotencyStore } from "~/payments/idempotency.server";
import type { PortalSessionStorage } from "~/session/session.server";
import type { Tenant } from "~/tenancy/tenant";

export type AppContext = {
  tenant: Tenant | null;
  locale: Locale;
  /** The language unprefixed paths use for this tenant. */
  defaultLocale: Locale;
  localeResolution: LocaleResolution;
  nonce: string;
  requestId: string;
  trace?: RequestTrace;
  logger: Logger;
  /** As the visitor sees it (X-Forwarded-* only with TRUST_PROXY). */
  origin: string;
  clientIp: string;
  refusal:
    | { status: 400; reason: "bad-request" }
    | { status: 503; reason: "maintenance" }
    | { status: 403; reason: "cross-site" }
    | { status: 413; reason: "too-large" }
    | null;
  /** Pages get a client bound to this request with `backendFor(context)`. */
  backendOptions: BackendOptions;
  forum: ForumOptions;
  sessions: PortalSessionStorage;
  secureCookies: boolean;
  /** Set when a submission is over a limit (server/rate-limit.ts): the action answers 429. */
  rateLimited: { retryAfterSeconds: number; scope: "address" | "account" } | null;
  rememberDays: number;
  /** How long the service worker waits for a page before it shows the saved copy (OFFLINE_TIMEOUT_MS). */
  offlineTimeoutMs: number;
  networkingLeaveCountdownSeconds: number;
  uploadMaxBytes: number;
  frameOrigins: readonly string[];
  formChallenge: { secrets: string[]; minFillMs: number };
  version: string;
  live: LiveHub;
  /** Set by the host for a page it may keep rendered (server/page-cache.ts). */
  pageFreshness?: PageFreshness;
  sharedParts: SharedParts | null;
  /** Set by the host on a render it may keep, for composing it (app/personal-pages.server.tsx). */
  pageCapture?: PageCapture;
  idempotency: IdempotencyStore;
};

declare module "@remix-run/node" {
  // Module augmentation can only add to Remix's type through an interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
