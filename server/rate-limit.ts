// Rate limits on account and contact submissions, each bucket of its own (app/paths.ts), per tenant.
// Only submissions count (POST, or any other method that runs an action); a page view never does.
// - Log in and two-factor count FAILURES, not attempts (an answer of 400 or more), so that a venue's
//   hundreds of attendees behind one NAT address all get in: per account (the e-mail typed, or the
//   one waiting for its code) with a tight limit, and per client address with a ceiling a venue never
//   reaches. A successful login clears that account's failures.
// - Sign-up, password reset and the contact form count attempts per client address.
// The client is `req.ip` (the socket's address, or X-Forwarded-For only with TRUST_PROXY).
// Counts live in this process, or in Redis with REDIS_URL (shared by every instance; see
// server/redis.ts for what happens when it is down). Over a limit this middleware does not answer:
// it marks the request (`res.locals.rateLimited`) and the page's action answers 429 with
// Retry-After and the form as typed (app/forms/submission.server.ts `refuseSubmission`).
import { isIPv6 } from "node:net";
import type { Request, RequestHandler, Response } from "express";
import { rateLimit, type RateLimitInfo, type Store } from "express-rate-limit";
import { pageOf, pageTraits, type RateLimitBucket } from "~/paths";
import { isCrossSiteWrite } from "./security";
import { canonicalTarget } from "./url";

export type { RateLimitBucket };

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The bucket of a request target, or null: the bucket of the page the router renders for it
 * (app/paths.ts, matched as the router matches: any case, with or without a language prefix,
 * trailing slashes, the single-fetch `.data` URL that JavaScript submissions post to), after the
 * same canonical form the router reads (dot segments resolved). A new page gets its bucket where
 * its path is named, never by falling into another page's pattern.
 */
export function bucketOf(target: string): RateLimitBucket | null {
  const canonical = canonicalTarget(target) ?? target;
  const match = pageOf(canonical.split("?")[0] ?? "/");
  return match ? pageTraits(match.page).bucket ?? null : null;
}

/**
 * The client part of the key: an IPv4 address as is (IPv4-mapped IPv6 unwrapped); an IPv6 address
 * by its /64 network, since one subscriber usually holds a whole /64 and could rotate through it.
 */
export function clientOf(ip: string | undefined): string {
  if (!ip) return "unknown";
  const address = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const part = (text: string) => (text ? text.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const first = part(head);
  const last = address.includes("::") ? part(tail) : [];
  const groups = [...first, ...Array(Math.max(0, 8 - first.length - last.length)).fill("0"), ...last];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/** Buckets whose failures count (an answer of 400 or more), per account and per address. */
const FAILURE_BUCKETS: ReadonlySet<RateLimitBucket> = new Set(["login", "two-factor"]);

export type Limit = { max: number; windowSeconds: number };

type RefusalScope = "address" | "account";

export function submissionRateLimits(options: {
  /** Sign-up, password reset, contact: attempts per client address. */
  attempts: Limit;
  /** Log in and two-factor: failures per account... */
  accountFailures: Limit;
  /** ...and per client address. */
  addressFailures: Limit;
  /** Which tenant a request is for (so that the hosts of one tenant share a count). */
  tenantOf: (req: Request) => string;
  /** The account a login or two-factor submission is for (lower case), or null when it names none. */
  accountOf: (req: Request, res: Response, bucket: RateLimitBucket) => Promise<string | null>;
  /** Where counts live: a shared store by name (Redis), or undefined for this process's memory. */
  storeOf?: (name: string) => Store | undefined;
}): RequestHandler[] {
  // Page views are free; a cross-site POST is refused before anything runs, and must not let
  // another site use up a visitor's attempts. Remix runs a page's action for PUT, PATCH and DELETE
  // too: every method but a read counts. The bucket of a counted request, found once (markBucket).
  const bucket = (res: Response) => res.locals.rateLimitBucket as RateLimitBucket | null;
  const markBucket: RequestHandler = (req, res, next) => {
    const counted = !READS.has(req.method) && !isCrossSiteWrite(req, req.get("host") ?? "");
    res.locals.rateLimitBucket = counted ? bucketOf(req.originalUrl) : null;
    next();
  };
  const failures = (res: Response) => FAILURE_BUCKETS.has(bucket(res)!);
  const keyOf = (req: Request, res: Response, who: string) => `${bucket(res)}|${options.tenantOf(req)}|${who}`;
  const limiter = (name: string, scope: RefusalScope, limit: Limit, more: Partial<Parameters<typeof rateLimit>[0]>) =>
    rateLimit({
      windowMs: limit.windowSeconds * 1000,
      limit: limit.max,
      standardHeaders: false,
      legacyHeaders: false,
      store: options.storeOf?.(name),
      // A store that fails (Redis down) lets the request through: see server/redis.ts.
      passOnStoreError: true,
      // Our own key generators group IPv6 clients by /64 (clientOf) and name accounts.
      validate: { keyGeneratorIpFallback: false },
      handler: (req, res, next) => {
        const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
        const resetTime = info?.resetTime?.getTime() ?? Date.now() + limit.windowSeconds * 1000;
        const retryAfterSeconds = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
        // The longer wait wins when both an address and an account are over.
        const previous = res.locals.rateLimited as { retryAfterSeconds: number } | undefined;
        if (!previous || previous.retryAfterSeconds < retryAfterSeconds) res.locals.rateLimited = { retryAfterSeconds, scope };
        req.log?.warn({ bucket: bucket(res), scope, client: clientOf(req.ip), retryAfterSeconds }, "rate limit reached");
        next();
      },
      ...more,
    });

  const attempts = limiter("attempts", "address", options.attempts, {
    skip: (_req, res) => !bucket(res) || failures(res),
    keyGenerator: (req, res) => keyOf(req, res, clientOf(req.ip)),
  });
  const addressFailures = limiter("address-failures", "address", options.addressFailures, {
    skip: (_req, res) => !bucket(res) || !failures(res),
    keyGenerator: (req, res) => keyOf(req, res, clientOf(req.ip)),
    skipSuccessfulRequests: true,
  });
  const accountFailures = limiter("account-failures", "account", options.accountFailures, {
    skip: async (req, res) => !bucket(res) || !failures(res) || (await accountKey(req, res)) === null,
    keyGenerator: async (req, res) => (await accountKey(req, res))!,
    skipSuccessfulRequests: true,
  });
  // The account is read once per request (the body or the session); null: no account named.
  const accountKey = async (req: Request, res: Response): Promise<string | null> => {
    if (res.locals.rateLimitAccount === undefined) {
      const account = await options.accountOf(req, res, bucket(res)!).catch(() => null);
      res.locals.rateLimitAccount = account ? keyOf(req, res, `account:${account}`) : null;
    }
    return res.locals.rateLimitAccount as string | null;
  };
  // A login that succeeds clears its account's login failures. Not two-factor's: its answers under
  // 400 include the redirect to log in again once the backend drops a code after wrong tries, which
  // must not wipe the count; its failures end with their window.
  const clearOnSuccess: RequestHandler = (req, res, next) => {
    if (bucket(res) === "login" && !res.locals.rateLimited) {
      res.once("finish", () => {
        const key = res.locals.rateLimitAccount as string | null | undefined;
        if (key && res.statusCode < 400) void Promise.resolve(accountFailures.resetKey(key)).catch(() => {});
      });
    }
    next();
  };
  return [markBucket, attempts, accountFailures, addressFailures, clearOnSuccess];
}
