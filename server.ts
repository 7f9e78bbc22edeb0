// The Express host: HTTP concerns only (request ids, logs, security headers, static files, health,
// maintenance, tenancy, locale cookie), then the Remix request handler. Nothing page-specific.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { getClientLocales } from "remix-utils/locales/server";
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
import { TenantsFileError, createTenantResolver, loadTenantsFile } from "~/tenancy/tenants.server";
import { fontWarnings } from "~/chrome/type-sets.server";
import { healthRouter, type HealthState } from "./server/health";
import { createLogger, httpLogger, isHealthCheck } from "./server/logger";
import { createRequestHandler } from "./server/remix-handler";
import { createPageCache } from "./server/page-cache";
import { canonicalTarget, isValidHost, normalizeLatin1Path } from "./server/url";
import { pageOf, pagePathOf, pageTraits } from "~/paths";
import { submissionRateLimits } from "./server/rate-limit";
import { connectRedis } from "./server/redis";
import { isCrossSiteWrite, nonceMiddleware, permissionsPolicy, securityHeaders } from "./server/security";
import { bodyLimit } from "./server/body-limit";

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

let resolveTenant: ReturnType<typeof createTenantResolver>;
try {
  // A placeholder Cookiebot id is dropped, said once here: no third-party script for an id that is none.
  const tenants = loadTenantsFile(config.tenantsFile, { warn: (message) => logger.warn(message) });
  resolveTenant = createTenantResolver(tenants);
  // A font name we do not host is no reason to refuse to start: said once here (app/chrome/type-sets.server.ts).
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
// Every cookie the portal sets is Secure in production (the session's and the consent's).
const secureCookies = config.env === "production";
const sessions = createSessionStorage({ secrets: sessionSecrets, secure: secureCookies });
// The contact form's challenge is signed with keys derived from the same secrets (app/contact/challenge.server.ts).
const formSecrets = sessionSecrets;
const agent = createAgent(config.apiTimeoutMs);
const catalogueCache =
  config.catalogueCacheTtlMs > 0
    ? createCatalogueCache({ ttlMs: config.catalogueCacheTtlMs, maxEntries: config.catalogueCacheMaxEntries, maxBytes: 32 * 1024 * 1024 })
    : null;
const backendOptions = { baseUrl: backendUrl, timeoutMs: config.apiTimeoutMs, agent, cache: catalogueCache, redirectHosts: config.redirectHosts };
// Tenants' forums (login only): a pool of their own with their own short time-out.
const forumAgent = createForumAgent(config.forumTimeoutMs);
const forum = { agent: forumAgent, timeoutMs: config.forumTimeoutMs };
// The activity pages' live updates: one poller per conference feed in this process, whatever the
// number of viewers (app/participation/live.server.ts).
const live = createLiveHub({ intervalMs: config.livePollMs, source: backendSource(backendOptions), logger });
// What a page may frame: one list for the CSP and for the CMS, so the pages never frame what the browser would refuse.
const frameOrigins = framableOrigins(config.frameOrigins);
// Purchase forms' idempotency keys: a double click or a reloaded POST gets the first answer, never a
// second checkout (app/payments/idempotency.server.ts); the backend keeps the same promise across instances.
const idempotency = createIdempotencyStore();

// The HTML of what every visitor sees alike (app/chrome/shared-parts.server.ts); not in development,
// where the code itself changes.
const sharedParts =
  config.sharedParts === "off" || config.env === "development"
    ? null
    : createSharedParts({
        maxBytes: 32 * 1024 * 1024,
        verify: config.sharedParts === "verify",
        onDiffer: (name) => logger.error({ part: name }, "shared part differs from its kept HTML"),
      });
// Ready once listening; draining from the first SIGTERM (server/health.ts).
const health: HealthState = { ready: false, draining: false };
// Rate-limit counts shared by the instances (server/redis.ts), or each instance's own.
const sharedCounts = config.redisUrl ? connectRedis(config.redisUrl, logger) : null;
if (!sharedCounts) logger.info("REDIS_URL is not set: rate limits count in this instance only");
const dev = config.env === "development";

const vite = dev
  ? await import("vite").then((v) => v.createServer({ server: { middlewareMode: true }, appType: "custom" }))
  : null;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);

// One form of every request for everything after this: the target as the router reads it (dot
// segments resolved, `\` as `/`), so that the rate limits, the body caps and the log see the very
// path the page is chosen by (`/x/../iniciar-sesion` used to slip past the login limit). Browsers
// send `ñ` as UTF-8 `%C3%B1`; some older clients as latin1 `%F1`: both reach the same route. (Raw
// non-ASCII bytes in the request line are refused by Node's HTTP parser with a 400, as HTTP requires.)
// A target that is no path (`*`, an absolute URL) or a Host we cannot build a URL from
// (`evil.example@localhost`, `localhost:99999`) is a 400, answered by the portal's error page.
app.use((req, res, next) => {
  if (!config.trustProxy) delete req.headers["x-forwarded-host"];
  const canonical = canonicalTarget(normalizeLatin1Path(req.originalUrl));
  const forwardedHost = req.headers["x-forwarded-host"];
  const hostOk = isValidHost(req.headers.host) && (forwardedHost === undefined || (typeof forwardedHost === "string" && isValidHost(forwardedHost)));
  if (canonical === null || !hostOk) {
    res.locals.badRequest = true;
    // What the rest of the pipeline reads stays parseable; no tenant has this host.
    req.headers.host = "bad-request.invalid";
    delete req.headers["x-forwarded-host"];
  }
  // The Remix adapter reads originalUrl.
  req.url = req.originalUrl = canonical ?? "/";
  next();
});
app.use(httpLogger(logger));
app.use((_req, res, next) => {
  // While draining, tell keep-alive clients to reconnect elsewhere.
  if (health.draining) res.setHeader("Connection", "close");
  next();
});
app.use(healthRouter({ version, startedAt, apiBaseUrl: () => backendUrl, agent, state: health, redis: sharedCounts }));
// Never an event stream: compression would hold its events back until enough bytes gather (and
// they are tiny); each event must reach the browser as it happens.
app.use(compression({ filter: (req, res) => !/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res) }));
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
  // The public files' top-level names, read once: a page's path never costs a file-system look-up
  // (a stat per page view was 11 % of a cached page's CPU time).
  const publicDir = path.join(root, "build/client");
  const publicNames = new Set(readdirSync(publicDir));
  // The demo's images change only with a release and their names carry no hash: a week, then
  // revalidated in the background (docs/decisions/020-stylesheets-and-images.md). Anything else: an hour.
  const publicFiles = express.static(publicDir, {
    maxAge: "1h",
    setHeaders: (res, file) => {
      if (file.startsWith(path.join(publicDir, "demo") + path.sep)) res.setHeader("Cache-Control", "public, max-age=604800, stale-while-revalidate=86400");
    },
  });
  app.use((req, res, next) => (publicNames.has(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next()));
}

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
    acceptLanguages: getClientLocales(new Headers({ "accept-language": req.headers["accept-language"] ?? "" })) ?? [],
    languages,
  });
  const locale = localeResolution.locale;
  const maintenance = inMaintenance();
  // The payment provider's returns (a page marked `providerReturn` in app/paths.ts) are the one
  // exception: the provider may come back with a cross-site POST. Every other page keeps refusing.
  const returnPage = pageOf(req.path);
  const crossSite = isCrossSiteWrite(req, req.get("host") ?? "") && !(returnPage !== null && pageTraits(returnPage.page).providerReturn === true);
  const tooLarge = res.locals.bodyTooLarge === true;
  const host = req.get("x-forwarded-host") ?? req.get("host") ?? "localhost";
  return {
    tenant,
    locale,
    defaultLocale: defaultLocaleOf(languages),
    localeResolution,
    nonce: res.locals.cspNonce,
    requestId: String(req.id),
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
      const uploads = match !== null && pageTraits(match.page).uploads === true && /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");
      return uploads ? { bytes: bodyCap(config.uploadMaxBytes), streamed: true } : { bytes: config.formMaxBytes, streamed: false };
    },
  }),
);
// Account submissions per tenant: over a limit the request is only marked (res.locals.rateLimited),
// so it must run before the context is made; the page answers 429 (server/rate-limit.ts).
app.use(
  submissionRateLimits({
    attempts: { max: config.rateLimitMax, windowSeconds: config.rateLimitWindowSeconds },
    accountFailures: { max: config.loginAccountFailures, windowSeconds: config.loginAccountWindowSeconds },
    addressFailures: { max: config.loginAddressFailures, windowSeconds: config.rateLimitWindowSeconds },
    tenantOf: (req) => resolveTenant(req.hostname)?.name ?? req.hostname,
    accountOf: async (req, res, bucket) => {
      // Log in: the e-mail typed (the body was read by bodyLimit); two-factor: the account waiting for its code.
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
  }),
);

app.use((req, res, next) => {
  if (isHealthCheck(req.url)) return next();
  const cookieLocale = parseCookies(req.headers.cookie ?? "")[LOCALE_COOKIE];
  const context = loadContext(req, res, cookieLocale);
  res.locals.context = context;
  if (context.refusal) {
    // Maintenance, cross-site writes and bodies over the cap: nothing runs; the request is answered by the error page
    // that the root loader renders for the refusal, so a POST is turned into a plain page view.
    if (req.method !== "GET" && req.method !== "HEAD") req.method = "GET";
  } else if (context.tenant && req.method === "GET" && !req.path.startsWith("/__") && !context.localeResolution.prefixNotOffered) {
    // Chromium then tells the screen's width on the next requests (the agenda's default view:
    // app/ui/viewport.ts); caches in between keep one answer per width of such a page.
    res.setHeader("Accept-CH", "Sec-CH-Viewport-Width");
    const page = pageOf(req.path);
    if (page && pageTraits(page.page).byViewport) res.append("Vary", "Sec-CH-Viewport-Width");
    // (`/__manifest` and other framework requests say nothing about the visitor's language.)
    // Remember the language of the page being viewed (not from `/`, whose language is still open).
    const onRoot = pagePathOf(req.path) === "/" && !context.localeResolution.prefix;
    if (!onRoot && cookieLocale !== context.locale) {
      res.append(
        "Set-Cookie",
        serializeCookie(LOCALE_COOKIE, context.locale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" }),
      );
    }
  }
  next();
});

// Anonymous catalogue pages are kept rendered as long as their catalogue answers stay fresh
// (server/page-cache.ts); not in development, where the code itself changes.
const pageCache =
  catalogueCache && config.pageCacheMaxEntries > 0 && !dev
    ? createPageCache({ maxEntries: config.pageCacheMaxEntries, maxBytes: 64 * 1024 * 1024, maxTtlMs: config.catalogueCacheTtlMs })
    : null;

const build = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild);

// The live updates' event streams are answered here, not through Remix: an idle stream holds only
// its socket and a few small objects (app/participation/live-stream.server.ts).
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

// Whatever escapes the handlers above (a bug, not a visitor's doing): one log line with the request
// id, never a stack on stderr nor to the visitor.
app.use((error: Error, req: Request, res: Response, _next: express.NextFunction) => {
  req.log?.error({ err: { message: error?.message, name: error?.name } }, "request failed before a page could answer");
  if (res.headersSent) return void res.destroy();
  res.status(500).type("text/plain; charset=utf-8").send("500");
});

// Timeouts are checked every connectionsCheckingInterval (Node's default 30 s would let a slow
// client hold a socket up to 30 s past HEADERS_TIMEOUT_MS).
const server: Server = createHttpServer({ connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.headersTimeoutMs / 2)) }, app);
server.listen(config.port, config.host ?? "0.0.0.0", () => {
  health.ready = true;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, host: config.host ?? "0.0.0.0", env: config.env }, `listening on http://localhost:${port}`);
});
// Above a load balancer's usual 60 s idle timeout, so the balancer closes first and never reuses a
// socket we are closing.
server.keepAliveTimeout = 65_000;
// A client that trickles its headers (slowloris) is cut after HEADERS_TIMEOUT_MS; the whole request,
// body included, may take REQUEST_TIMEOUT_MS (3 minutes: an 11 MiB upload at 512 kbit/s). Neither
// limits a response: a streamed download runs as long as it needs.
server.headersTimeout = config.headersTimeoutMs;
server.requestTimeout = Math.max(config.requestTimeoutMs, config.headersTimeoutMs);

// SIGTERM (a deploy, a scale-in): readiness answers 503 at once, so the load balancer's next check
// takes this instance out; the listener keeps accepting and answering for DRAIN_DELAY_MS (longer
// than that check's interval), then closes; in-flight requests get SHUTDOWN_TIMEOUT_MS; open event
// streams end with their retry hint, and their browsers reconnect to another instance; exit 0.
// A second SIGTERM, or a SIGINT (Ctrl-C), exits at once.
let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  if (stopping || signal === "SIGINT") {
    logger.warn({ signal }, "exiting at once");
    logger.flush();
    process.exit(signal === "SIGINT" ? 130 : 143);
  }
  stopping = true;
  health.draining = true;
  logger.info({ signal, drainDelayMs: config.drainDelayMs, shutdownTimeoutMs: config.shutdownTimeoutMs }, "draining: readiness is 503; still answering until the listener closes");
  setTimeout(closeListener, config.drainDelayMs);
}

function closeListener() {
  logger.info({ timeoutMs: config.shutdownTimeoutMs }, "closing the listener: finishing in-flight requests");
  const force = setTimeout(() => {
    logger.warn("shutdown timeout reached: closing remaining connections");
    server.closeAllConnections();
  }, config.shutdownTimeoutMs);
  force.unref();
  // Open event streams end now (their browsers reconnect elsewhere with Last-Event-ID); they would
  // otherwise hold the process until the forced close.
  live.close();
  server.close(async () => {
    clearTimeout(force);
    await Promise.allSettled([agent.close(), forumAgent.close(), demoApi?.close(), vite?.close(), sharedCounts?.close()]);
    logger.info("stopped");
    logger.flush();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
