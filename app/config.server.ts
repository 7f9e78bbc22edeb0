// The environment, read and validated once at start-up. Errors name the bad variable.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { httpsOrigin } from "./url/origin";

/** Where package.json is, from `app/` in development or `build/host/` once compiled. */
export const ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const DEMO_TENANTS_FILE = path.join(ROOT, "demo-api", "tenants.json");

function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, "..");
  }
}

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    error: "must be true or false",
  })
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().int().min(min).max(max)).prefault(String(fallback));

const positiveInt = (fallback: number, max = 24 * 60 * 60 * 1000) => wholeNumber("must be a whole number", 1, max, fallback);

function httpsOriginList() {
  return z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine(
      (origins) => origins.every((origin) => httpsOrigin(origin) !== null),
      "must be a comma-separated list of https origins (https://host or https://host:port, no path or wildcard)",
    )
    .transform((origins) => origins.map((origin) => httpsOrigin(origin)!))
    .optional();
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: wholeNumber("must be a port number", 0, 65535, 3000),
  HOST: z.string().min(1).optional(),
  // OpenTelemetry's Prometheus exporter port; `off` serves no metrics.
  METRICS_PORT: z
    .union([z.literal("off"), wholeNumber("must be a port number or off", 0, 65535, 9464)])
    .prefault("9464")
    .transform((value) => (value === "off" ? null : value)),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url("must be an absolute http(s) URL").optional(),
  API_BASE_URL: z
    .string()
    .url("must be an absolute http(s) URL")
    .refine((value) => /^https?:\/\//.test(value), "must be an absolute http(s) URL")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  API_TIMEOUT_MS: positiveInt(10000, 120000),
  FORUM_TIMEOUT_MS: positiveInt(3000, 60000),
  // In production only when asked for, so a container never serves the demo by accident.
  DEMO_API: bool.optional(),
  TENANTS_FILE: z.string().min(1).optional(),
  SESSION_SECRET: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .refine((secrets) => secrets.length > 0, "must hold at least one secret")
    .refine((secrets) => secrets.every((secret) => secret.length >= 32), "each secret needs at least 32 characters")
    .optional(),
  TRUST_PROXY: bool.prefault("false"),
  MAINTENANCE_MODE: bool.prefault("false"),
  MAINTENANCE_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DRAIN_DELAY_MS: wholeNumber("must be a whole number of milliseconds (0: close the listener at once)", 0, 5 * 60 * 1000, 5000),
  SHUTDOWN_TIMEOUT_MS: positiveInt(20000, 10 * 60 * 1000),
  CATALOGUE_CACHE_TTL_MS: wholeNumber("must be a whole number of milliseconds (0 turns the cache off)", 0, 60 * 60 * 1000, 30000),
  CATALOGUE_CACHE_MAX_ENTRIES: positiveInt(2000, 1_000_000),
  PAGE_CACHE_MAX_ENTRIES: wholeNumber("must be a whole number (0 turns the page cache off)", 0, 100_000, 500),
  // `verify` renders shared parts every time and logs any that differs from its kept HTML (tests).
  SHARED_PARTS: z.enum(["on", "off", "verify"]).default("on"),
  AUTH_REMEMBER_DAYS: positiveInt(30, 3650),
  OFFLINE_TIMEOUT_MS: positiveInt(3000, 60000),
  DEMO_API_PORT: wholeNumber("must be a port number (0: any free port)", 0, 65535, 0),
  // Per client address, sized for a venue whose attendees share one address.
  RATE_LIMIT_MAX: positiveInt(300, 100_000),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(600, 24 * 60 * 60),
  LOGIN_ACCOUNT_FAILURES: positiveInt(10, 100_000),
  LOGIN_ACCOUNT_WINDOW_SECONDS: positiveInt(900, 24 * 60 * 60),
  LOGIN_ADDRESS_FAILURES: positiveInt(300, 100_000),
  REDIS_URL: z
    .string()
    .url("must be a redis:// or rediss:// URL")
    .refine((value) => /^rediss?:\/\//.test(value), "must be a redis:// or rediss:// URL")
    .optional(),
  UPLOAD_MAX_BYTES: wholeNumber("must be a whole number of bytes", 1024, 1024 * 1024 * 1024, 10 * 1024 * 1024),
  FORM_MAX_BYTES: wholeNumber("must be a whole number of bytes", 1024, 10 * 1024 * 1024, 64 * 1024),
  HEADERS_TIMEOUT_MS: positiveInt(20_000, 10 * 60 * 1000),
  REQUEST_TIMEOUT_MS: positiveInt(180_000, 60 * 60 * 1000),
  REDIRECT_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => /^[a-z0-9.-]+$/.test(host)), "must be a comma-separated list of host names (no port)")
    .optional(),
  LIVE_POLL_MS: wholeNumber("must be a whole number of milliseconds", 100, 60_000, 2000),
  NETWORKING_LEAVE_COUNTDOWN_SECONDS: wholeNumber("must be a whole number of seconds", 3, 60, 10),
  FRAME_ORIGINS: httpsOriginList(),
  // The pay forms' 303 leads to these, so the CSP's form-action must allow them.
  PAYMENT_ORIGINS: httpsOriginList(),
  CONTACT_MIN_FILL_MS: wholeNumber("must be a whole number of milliseconds (0 turns the check off)", 0, 10 * 60 * 1000, 3000),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string | undefined;
  /** `null`: no metrics listener. */
  metricsPort: number | null;
  /** Spans are exported over OTLP/HTTP only when set. */
  otlpEndpoint: string | null;
  /** `null`: the embedded demo API is used. */
  apiBaseUrl: string | null;
  demoApi: boolean;
  apiTimeoutMs: number;
  forumTimeoutMs: number;
  tenantsFile: string;
  sessionSecrets: string[] | null;
  trustProxy: boolean;
  maintenanceMode: boolean;
  maintenanceFile: string | null;
  logLevel: string;
  drainDelayMs: number;
  shutdownTimeoutMs: number;
  catalogueCacheTtlMs: number;
  catalogueCacheMaxEntries: number;
  pageCacheMaxEntries: number;
  sharedParts: "on" | "off" | "verify";
  authRememberDays: number;
  offlineTimeoutMs: number;
  demoApiPort: number;
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  loginAccountFailures: number;
  loginAccountWindowSeconds: number;
  loginAddressFailures: number;
  redisUrl: string | null;
  uploadMaxBytes: number;
  contactMinFillMs: number;
  formMaxBytes: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  redirectHosts: string[];
  livePollMs: number;
  networkingLeaveCountdownSeconds: number;
  frameOrigins: string[];
  paymentOrigins: string[];
};

// The bound on an upload page's body: a file up to four times UPLOAD_MAX_BYTES is read and discarded, so
// the form comes back with a message beside its file field and the rest as typed (decision 048).
const BODY_BOUND_FACTOR = 4;
const BODY_OVERHEAD_BYTES = 1024 * 1024;
export function bodyCap(uploadMaxBytes: number): number {
  return Math.max(BODY_BOUND_FACTOR * uploadMaxBytes, uploadMaxBytes + BODY_OVERHEAD_BYTES);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const messages = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${messages.join("; ")}`);
  }
  const e = result.data;
  const demoApi = e.DEMO_API ?? (e.NODE_ENV !== "production" && !e.API_BASE_URL);
  const missing: string[] = [];
  if (demoApi && e.API_BASE_URL) {
    missing.push("DEMO_API: true runs the embedded demo API, so API_BASE_URL must be unset (or set DEMO_API=false)");
  }
  if (e.NODE_ENV === "production" && !demoApi) {
    if (!e.API_BASE_URL)
      missing.push("API_BASE_URL: required with NODE_ENV=production (the backend API); DEMO_API=true runs the embedded demo API instead");
    if (!e.TENANTS_FILE)
      missing.push(
        "TENANTS_FILE: required with NODE_ENV=production (the tenants' hosts and tokens); the demo's are used only with DEMO_API=true",
      );
    if (!e.SESSION_SECRET)
      missing.push("SESSION_SECRET: required with NODE_ENV=production (comma-separated, at least 32 characters each, the first encrypts)");
  } else if (!demoApi && !e.API_BASE_URL) missing.push("API_BASE_URL: required when DEMO_API=false");
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n- ${missing.join("\n- ")}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    apiBaseUrl: demoApi ? null : e.API_BASE_URL!,
    demoApi,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    forumTimeoutMs: e.FORUM_TIMEOUT_MS,
    tenantsFile: path.resolve(e.TENANTS_FILE ?? DEMO_TENANTS_FILE),
    sessionSecrets: e.SESSION_SECRET ?? null,
    trustProxy: e.TRUST_PROXY,
    maintenanceMode: e.MAINTENANCE_MODE,
    maintenanceFile: e.MAINTENANCE_FILE ? path.resolve(e.MAINTENANCE_FILE) : null,
    logLevel: e.LOG_LEVEL,
    drainDelayMs: e.DRAIN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS,
    authRememberDays: e.AUTH_REMEMBER_DAYS,
    offlineTimeoutMs: e.OFFLINE_TIMEOUT_MS,
    demoApiPort: e.DEMO_API_PORT,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitWindowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    loginAccountFailures: e.LOGIN_ACCOUNT_FAILURES,
    loginAccountWindowSeconds: e.LOGIN_ACCOUNT_WINDOW_SECONDS,
    loginAddressFailures: e.LOGIN_ADDRESS_FAILURES,
    redisUrl: e.REDIS_URL ?? null,
    catalogueCacheMaxEntries: e.CATALOGUE_CACHE_MAX_ENTRIES,
    pageCacheMaxEntries: e.PAGE_CACHE_MAX_ENTRIES,
    sharedParts: e.SHARED_PARTS,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    contactMinFillMs: e.CONTACT_MIN_FILL_MS,
    formMaxBytes: e.FORM_MAX_BYTES,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    redirectHosts: e.REDIRECT_HOSTS ?? [],
    livePollMs: e.LIVE_POLL_MS,
    networkingLeaveCountdownSeconds: e.NETWORKING_LEAVE_COUNTDOWN_SECONDS,
    frameOrigins: e.FRAME_ORIGINS ?? [],
    paymentOrigins: e.PAYMENT_ORIGINS ?? [],
  };
}
