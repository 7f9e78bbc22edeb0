// Rate limits on account and contact submissions, per bucket (app/paths.ts) and tenant (decision 027).
// Log in and two-factor count failures per account and per address; the others count attempts per
// address. Over a limit the request is only marked (`res.locals.rateLimited`); the action answers 429.
import { isIPv6 } from "node:net";
import type { Request, RequestHandler, Response } from "express";
import { rateLimit, type RateLimitInfo, type Store } from "express-rate-limit";
import { pageOf } from "~/paths";
import { pageTraits, type RateLimitBucket } from "~/paths.server";
import { isCrossSiteWrite } from "./security";
import { canonicalTarget } from "./url";

export type { RateLimitBucket };

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The bucket of the page the router renders for the target, matched as the router matches. */
export function bucketOf(target: string): RateLimitBucket | null {
  const canonical = canonicalTarget(target) ?? target;
  const match = pageOf(canonical.split("?")[0] ?? "/");
  return match ? (pageTraits(match.page).bucket ?? null) : null;
}

/** IPv6 by its /64 network, since one subscriber usually holds a whole /64 and could rotate through it. */
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

/** Failures (an answer of 400 or more) count, so a venue behind one NAT address all gets in. */
const FAILURE_BUCKETS: ReadonlySet<RateLimitBucket> = new Set(["login", "two-factor"]);

export type Limit = { max: number; windowSeconds: number };

type RefusalScope = "address" | "account";

export function submissionRateLimits(options: {
  attempts: Limit;
  accountFailures: Limit;
  addressFailures: Limit;
  tenantOf: (req: Request) => string;
  /** Lower case, or null when the submission names none. */
  accountOf: (req: Request, res: Response, bucket: RateLimitBucket) => Promise<string | null>;
  storeOf?: (name: string) => Store | undefined;
  /** Told of each refusal, by bucket (server/metrics.ts). */
  onRefusal?: (bucket: string) => void;
}): RequestHandler[] {
  // Every method but a read runs an action; a cross-site write must not use up a visitor's attempts.
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
      // Redis down lets the request through (server/redis.ts).
      passOnStoreError: true,
      // Our own key generators group IPv6 by /64 and name accounts.
      validate: { keyGeneratorIpFallback: false },
      handler: (req, res, next) => {
        const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
        const resetTime = info?.resetTime?.getTime() ?? Date.now() + limit.windowSeconds * 1000;
        const retryAfterSeconds = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
        // The longer wait wins when both an address and an account are over.
        const previous = res.locals.rateLimited as { retryAfterSeconds: number } | undefined;
        if (!previous || previous.retryAfterSeconds < retryAfterSeconds) res.locals.rateLimited = { retryAfterSeconds, scope };
        options.onRefusal?.(String(bucket(res)));
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
  const accountKey = async (req: Request, res: Response): Promise<string | null> => {
    if (res.locals.rateLimitAccount === undefined) {
      const account = await options.accountOf(req, res, bucket(res)!).catch(() => null);
      res.locals.rateLimitAccount = account ? keyOf(req, res, `account:${account}`) : null;
    }
    return res.locals.rateLimitAccount as string | null;
  };
  // Only a login's success clears; two-factor's redirect after wrong tries is under 400 and must not.
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
