// The Express host: HTTP concerns only (request ids, logs, security headers, static files, health,
// maintenance, tenancy, locale cookie), then the Remix request handler. Nothing page-specific.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { parseCookie, stringifySetCookie } from "cookie";
import { parseAcceptLanguage } from "intl-parse-accept-language";
import { ConfigError, ROOT as root, bodyCap, loadConfig, type Config } from "~/config.server";
import type { AppContext } from "~/context";
import { createCatalogueCache } from "~/backend/cache.server";
import { createAgent } from "~/backend/client.server";
import { createForumAgent } from "~/backend/forum.server";
import { backendSource, createLiveHub } from "~/participation/live.server";
import { createLiveStreams } from "~/participation/live-stream.server";
import { createIdempotencyStore } from "~/payments/idempotency.server";
import { createSharedParts } from "~/chrome/shared-parts.server";
import { frameOrigins as framableOrigins } from "~/cms/frames";
import { LOCALES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, defaultLocaleOf, resolveLocale } from "~/i18n/locales";
import { createSessionStorage } from "~/session/session.server";
import { TenantsFileError, createTenantResolver, loadTenantsFile } from "./server/tenants";
import { fontWarnings } from "~/chrome/type-sets.server";
import { healthRouter, type HealthState } from "./server/health";
import { createLogger, httpLogger, isHealthCheck } from "./server/logger";
import { createRequestHandler } from "./server/remix-handler";
import { createPageCache } from "./server/page-cache";
import { canonicalTarget, isValidHost, normalizeLatin1Path } from "./server/url";
import { MANIFEST_PATH, OFFLINE_PATH, ROBOTS_PATH, SERVICE_WORKER_PATH, SITEMAP_PATH, pageOf, pagePathOf } from "~/paths";
import { pageTraits } from "~/paths.server";
import { submissionRateLimits } from "./server/rate-limit";
import { connectRedis } from "./server/redis";
import { isCrossSiteWrite, nonceMiddleware, permissionsPolicy, securityHeaders } from "./server/security";
import { bodyLimit } from "./server/body-limit";
import { createMetrics, observeRequests, routeLabelOf, startMetricsServer, type Metrics } from "./server/metrics";
import { idTracer, otlpTracer } from "./server/trace";
import { offlineHeaders } from "./server/offline-headers";

const version: string = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version;
const startedAt = Date.now();

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config.logLevel);
// Filled in once the parts the gauges read exist (below).
const health: HealthState = { ready: false, draining: false };
let streamsByKind = (): Record<string, number> => ({});
const metrics: Metrics | null =
  config.metricsPort === null
    ? null
    : createMetrics({ redis: config.redisUrl !== null, streamsByKind: () => streamsByKind(), health: () => health });
const tracer = config.otlpEndpoint ? await otlpTracer(config.otlpEndpoint, { name: "events-portal", version }) : idTracer();

let resolveTenant: ReturnType<typeof createTenantResolver>;
try {
  const tenants = loadTenantsFile(config.tenantsFile, { warn: (message) => logger.warn(message) });
  resolveTenant = createTenantResolver(tenants);
  for (const warning of fontWarnings(tenants)) logger.warn(warning);
} catch (error) {
  if (error instanceof TenantsFileError) {
    logger.fatal(error.message);
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let demoApi: { url: string; close(): Promise<void> } | null = null;
if (config.demoApi) {
  const { startDemoApi } = await import("./demo-api/app");
  demoApi = await startDemoApi({ port: config.demoApiPort, host: "127.0.0.1" });
  logger.info(
    { apiBaseUrl: demoApi.url, tenantsFile: config.tenantsFile },
    "demo mode: the embedded demo API and its tenants (DEMO_API=true, or no API_BASE_URL outside production); not for real visitors",
  );
}
const backendUrl = demoApi?.url ?? config.apiBaseUrl!;

let sessionSecrets = config.sessionSecrets;
if (!sessionSecrets) {
  sessionSecrets = [randomBytes(32).toString("hex")];
  logger.warn("SESSION_SECRET is not set: using a random secret for this process; sessions end when it restarts");
}
const secureCookies = config.env === "production";
const sessions = createSessionStorage({ secrets: sessionSecrets, secure: secureCookies });
// The contact form's challenge derives its keys from the same secrets.
const formSecrets = sessionSecrets;
const agent = createAgent(config.apiTimeoutMs);
const catalogueCache =
  config.catalogueCacheTtlMs > 0
    ? createCatalogueCache({
        ttlMs: config.catalogueCacheTtlMs,
        maxEntries: config.catalogueCacheMaxEntries,
        maxBytes: 32 * 1024 * 1024,
        onLookup: metrics ? (result) => metrics.cacheLookups.inc({ cache: "catalogue", result }) : undefined,
      })
    : null;
const backendOptions = {
  baseUrl: backendUrl,
  timeoutMs: config.apiTimeoutMs,
  agent,
  cache: catalogueCache,
  redirectHosts: config.redirectHosts,
  observe: metrics
    ? (call: string, outcome: string, seconds: number) => metrics.backendDuration.observe({ backend_call: call, outcome }, seconds)
    : undefined,
};
const forumAgent = createForumAgent(config.forumTimeoutMs);
const forum = { agent: forumAgent, timeoutMs: config.forumTimeoutMs };
// One poller per conference feed in this process, whatever the number of viewers.
const live = createLiveHub({
  intervalMs: config.livePollMs,
  source: backendSource(backendOptions),
  logger,
  observe: metrics
    ? {
        polled(kind, seconds, failed) {
          metrics.livePollDuration.observe({ feed_kind: kind }, seconds);
          if (failed) metrics.livePollFailures.inc({ feed_kind: kind });
        },
        written: (kind) => metrics.liveMessages.inc({ feed_kind: kind }),
      }
    : undefined,
});
streamsByKind = () => live.streamsByKind();
const frameOrigins = framableOrigins(config.frameOrigins);
const idempotency = createIdempotencyStore();

// Not in development, where the code itself changes.
const sharedParts =
  config.sharedParts === "off" || config.env === "development"
    ? null
    : createSharedParts({
        maxBytes: 32 * 1024 * 1024,
        verify: config.sharedParts === "verify",
        onDiffer: (name) => logger.error({ part: name }, "shared part differs from its kept HTML"),
        onPart: metrics ? (result) => metrics.sharedParts.inc({ result }) : undefined,
      });
const sharedCounts = config.redisUrl
  ? connectRedis(config.redisUrl, logger, metrics ? (connected) => metrics.redisConnected.set(connected ? 1 : 0) : undefined)
  : null;
if (!sharedCounts) logger.info("REDIS_URL is not set: rate limits count in this instance only");
const dev = config.env === "development";

const vite = dev ? await import("vite").then((v) => v.createServer({ server: { middlewareMode: true }, appType: "custom" })) : null;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);

// Rate limits, body caps and the log must see the path the router chooses by (decision 012).
app.use((req, res, next) => {
  if (!config.trustProxy) delete req.headers["x-forwarded-host"];
  const canonical = canonicalTarget(normalizeLatin1Path(req.originalUrl));
  const forwardedHost = req.headers["x-forwarded-host"];
  const hostOk =
    isValidHost(req.headers.host) && (forwardedHost === undefined || (typeof forwardedHost === "string" && isValidHost(forwardedHost)));
  if (canonical === null || !hostOk) {
    res.locals.badRequest = true;
    // What the rest of the pipeline reads stays parseable; no tenant has this host.
    req.headers.host = "bad-request.invalid";
    delete req.headers["x-forwarded-host"];
  }
  req.url = req.originalUrl = canonical ?? "/";
  next();
});
app.use(observeRequests(metrics, tracer, (req) => routeLabelOf(req.path, isHealthCheck(req.url))));
app.use(httpLogger(logger));
app.use((_req, res, next) => {
  if (health.draining) res.setHeader("Connection", "close");
  next();
});
app.use(healthRouter({ version, startedAt, apiBaseUrl: () => backendUrl, agent, state: health, redis: sharedCounts }));
// Never an event stream: compression would hold its events back. Kept pages come gzipped already
// (server/page-cache.ts); what is rendered whole is compressed as it streams, where brotli's
// default (quality 4, a 4 MB window) cost a page twice its render (decision 038).
app.use(
  compression({
    filter: (req, res) => !/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res),
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2, [zlibConstants.BROTLI_PARAM_LGWIN]: 19 } },
  }),
);
app.use(nonceMiddleware);
app.use(
  securityHeaders({
    production: config.env === "production",
    dev,
    frameOrigins,
    formOrigins: [...new Set([new URL(backendUrl).origin, ...config.paymentOrigins])],
    thirdPartiesOf: (req) => {
      const tenant = resolveTenant(req.hostname);
      return { tagManager: !!tenant?.gtmId, cookiebot: !!tenant?.cookiebotId };
    },
  }),
);
app.use(permissionsPolicy({ frameOrigins }));

if (vite) {
  app.use(vite.middlewares);
} else {
  app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
  // Top-level names read once, so a page's path never costs a file-system look-up.
  const publicDir = path.join(root, "build/client");
  const publicNames = new Set(readdirSync(publicDir));
  // The demo's unhashed images: a week, then revalidated (decision 020); anything else an hour.
  const publicFiles = express.static(publicDir, {
    maxAge: "1h",
    setHeaders: (res, file) => {
      if (file.startsWith(path.join(publicDir, "demo") + path.sep))
        res.setHeader("Cache-Control", "public, max-age=604800, stale-while-revalidate=86400");
    },
  });
  app.use((req, res, next) => (publicNames.has(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next()));
}

/** Outside the language prefixes, one per host: never a page of the tenant's. */
const HOST_FILES = new Set([SITEMAP_PATH, ROBOTS_PATH, MANIFEST_PATH, SERVICE_WORKER_PATH, OFFLINE_PATH]);

function inMaintenance(): boolean {
  return config.maintenanceMode || (config.maintenanceFile !== null && existsSync(config.maintenanceFile));
}

function loadContext(req: Request, res: Response, cookieLocale: string | undefined): AppContext {
  const tenant = resolveTenant(req.hostname);
  res.locals.tenantName = tenant?.name;
  const languages = tenant?.languages ?? [...LOCALES];
  let pathname = "/";
  try {
    pathname = decodeURIComponent(new URL(req.originalUrl, "http://x").pathname);
  } catch {
    pathname = req.path;
  }
  const localeResolution = resolveLocale({
    pathname: pagePathOf(pathname),
    cookieLocale,
    acceptLanguages: parseAcceptLanguage(req.headers["accept-language"] ?? "", {
      validate: Intl.DateTimeFormat.supportedLocalesOf,
      ignoreWildcard: true,
    }),
    languages,
  });
  const locale = localeResolution.locale;
  const maintenance = inMaintenance();
  // The payment provider may come back with a cross-site POST: the one exception.
  const returnPage = pageOf(req.path);
  const crossSite =
    isCrossSiteWrite(req, req.get("host") ?? "") && !(returnPage !== null && pageTraits(returnPage.page).providerReturn === true);
  const tooLarge = res.locals.bodyTooLarge === true;
  const host = req.get("x-forwarded-host") ?? req.get("host") ?? "localhost";
  return {
    tenant,
    locale,
    defaultLocale: defaultLocaleOf(languages),
    localeResolution,
    nonce: res.locals.cspNonce,
    requestId: String(req.id),
    trace: res.locals.trace,
    logger: req.log,
    origin: `${req.protocol}://${host}`,
    // Express's req.ip honours X-Forwarded-For only with TRUST_PROXY ("trust proxy" above).
    clientIp: req.ip ?? req.socket.remoteAddress ?? "",
    refusal: res.locals.badRequest
      ? { status: 400, reason: "bad-request" }
      : maintenance
        ? { status: 503, reason: "maintenance" }
        : crossSite
          ? { status: 403, reason: "cross-site" }
          : tooLarge
            ? { status: 413, reason: "too-large" }
            : null,
    backendOptions,
    forum,
    sessions,
    secureCookies,
    rateLimited: res.locals.rateLimited ?? null,
    rememberDays: config.authRememberDays,
    offlineTimeoutMs: config.offlineTimeoutMs,
    networkingLeaveCountdownSeconds: config.networkingLeaveCountdownSeconds,
    uploadMaxBytes: config.uploadMaxBytes,
    frameOrigins,
    formChallenge: { secrets: formSecrets, minFillMs: config.contactMinFillMs },
    version,
    live,
    idempotency,
    sharedParts,
  };
}

app.use(
  bodyLimit({
    capOf: (req) => {
      const match = pageOf(req.path);
      // Only a multipart body (a form with a file) takes the upload cap and streams to its parser.
      const uploads =
        match !== null && pageTraits(match.page).uploads === true && /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");
      return uploads ? { bytes: bodyCap(config.uploadMaxBytes), streamed: true } : { bytes: config.formMaxBytes, streamed: false };
    },
  }),
);
// Only marks the request (res.locals.rateLimited), so it must run before the context is made.
app.use(
  submissionRateLimits({
    attempts: { max: config.rateLimitMax, windowSeconds: config.rateLimitWindowSeconds },
    accountFailures: { max: config.loginAccountFailures, windowSeconds: config.loginAccountWindowSeconds },
    addressFailures: { max: config.loginAddressFailures, windowSeconds: config.rateLimitWindowSeconds },
    tenantOf: (req) => resolveTenant(req.hostname)?.name ?? req.hostname,
    accountOf: async (req, res, bucket) => {
      if (bucket === "two-factor") {
        const pending = (await sessions.getSession(req.headers.cookie ?? null)).get("twoFactor");
        return pending?.email?.trim().toLowerCase() || null;
      }
      const body = res.locals.body as Buffer | undefined;
      if (!body) return null;
      const form = await new Response(new Uint8Array(body), { headers: { "Content-Type": req.get("content-type") ?? "" } }).formData();
      const email = form.get("email");
      return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
    },
    storeOf: sharedCounts ? (name) => sharedCounts.storeOf(name) : undefined,
    onRefusal: metrics ? (bucket) => metrics.rateLimitRefusals.inc({ bucket }) : undefined,
  }),
);

app.use((req, res, next) => {
  if (isHealthCheck(req.url)) return next();
  const cookieLocale = parseCookie(req.headers.cookie ?? "")[LOCALE_COOKIE];
  const context = loadContext(req, res, cookieLocale);
  res.locals.context = context;
  if (context.refusal) {
    // No action runs: the root loader renders the refusal's error page.
    if (req.method !== "GET" && req.method !== "HEAD") req.method = "GET";
  } else if (context.tenant && req.method === "GET" && !req.path.startsWith("/__") && !context.localeResolution.prefixNotOffered) {
    // The screen's width hint picks the agenda's default view (app/ui/viewport.ts).
    res.setHeader("Accept-CH", "Sec-CH-Viewport-Width");
    const page = pageOf(req.path);
    if (page && pageTraits(page.page).byViewport) res.append("Vary", "Sec-CH-Viewport-Width");
    // Remember the page's language, but not from `/`, whose language is still open.
    const onRoot = pagePathOf(req.path) === "/" && !context.localeResolution.prefix;
    // Nor from files that caches share between visitors (robots.txt, the sitemap, feeds, link-preview cards, the web app's).
    const sharedFile = HOST_FILES.has(req.path) || (page && pageTraits(page.page).file);
    if (!onRoot && !sharedFile && cookieLocale !== context.locale) {
      res.append(
        "Set-Cookie",
        stringifySetCookie({ name: LOCALE_COOKIE, value: context.locale, path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" }),
      );
    }
  }
  next();
});

const pageCache =
  catalogueCache && config.pageCacheMaxEntries > 0 && !dev
    ? createPageCache({
        maxEntries: config.pageCacheMaxEntries,
        maxBytes: 64 * 1024 * 1024,
        maxTtlMs: config.catalogueCacheTtlMs,
        onLookup: metrics ? (result) => metrics.cacheLookups.inc({ cache: "page", result }) : undefined,
      })
    : null;

const build = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild);

// The service worker's account and keep headers (decision 046): derived from the session, under its first secret.
app.use(offlineHeaders(sessionSecrets[0]!, HOST_FILES));

// Event streams bypass Remix, so an idle stream holds little more than its socket.
app.use(createLiveStreams(live, { logger }).handle);

app.all(
  "*",
  createRequestHandler({
    build,
    mode: config.env === "production" ? "production" : "development",
    getLoadContext: (_req, res) => res.locals.context as AppContext,
    pageCache,
  }),
);

// A bug escaping the handlers: one log line, never a stack to the visitor.
app.use((error: Error, req: Request, res: Response, _next: express.NextFunction) => {
  req.log?.error({ err: { message: error?.message, name: error?.name } }, "request failed before a page could answer");
  if (res.headersSent) return void res.destroy();
  res.status(500).type("text/plain; charset=utf-8").send("500");
});

// Node's default 30 s check would let a slow client outlive HEADERS_TIMEOUT_MS by that much.
const server: Server = createHttpServer({ connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.headersTimeoutMs / 2)) }, app);
server.listen(config.port, config.host ?? "0.0.0.0", () => {
  health.ready = true;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, host: config.host ?? "0.0.0.0", env: config.env }, `listening on http://localhost:${port}`);
});
// Its own listener, never the public port; a port already taken is logged, the portal serves on.
const metricsServer =
  metrics && config.metricsPort !== null
    ? await startMetricsServer(metrics, config.metricsPort, config.host).then(
        (listening) => {
          const address = listening.address();
          logger.info({ metricsPort: typeof address === "object" && address ? address.port : config.metricsPort }, "metrics on /metrics");
          return listening;
        },
        (error: Error) => {
          logger.error({ err: { message: error.message }, metricsPort: config.metricsPort }, "metrics listener could not start");
          return null;
        },
      )
    : null;
// Above a load balancer's usual 60 s idle timeout, so the balancer closes first.
server.keepAliveTimeout = 65_000;
// Cuts slowloris clients; neither limits a response.
server.headersTimeout = config.headersTimeoutMs;
server.requestTimeout = Math.max(config.requestTimeoutMs, config.headersTimeoutMs);

// SIGTERM drains (decision 026); a second SIGTERM or a SIGINT exits at once.
let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  if (stopping || signal === "SIGINT") {
    logger.warn({ signal }, "exiting at once");
    logger.flush();
    process.exit(signal === "SIGINT" ? 130 : 143);
  }
  stopping = true;
  health.draining = true;
  logger.info(
    { signal, drainDelayMs: config.drainDelayMs, shutdownTimeoutMs: config.shutdownTimeoutMs },
    "draining: readiness is 503; still answering until the listener closes",
  );
  setTimeout(closeListener, config.drainDelayMs);
}

function closeListener() {
  logger.info({ timeoutMs: config.shutdownTimeoutMs }, "closing the listener: finishing in-flight requests");
  const force = setTimeout(() => {
    logger.warn("shutdown timeout reached: closing remaining connections");
    server.closeAllConnections();
  }, config.shutdownTimeoutMs);
  force.unref();
  // Otherwise open event streams would hold the process until the forced close.
  live.close();
  server.close(async () => {
    clearTimeout(force);
    metricsServer?.closeAllConnections();
    metricsServer?.close();
    await Promise.allSettled([
      agent.close(),
      forumAgent.close(),
      demoApi?.close(),
      vite?.close(),
      sharedCounts?.close(),
      tracer.shutdown(),
    ]);
    logger.info("stopped");
    logger.flush();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
