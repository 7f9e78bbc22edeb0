// Rate limits on account and contact submissions: log in, two-factor, sign-up, password reset and the contact form, each a bucket
// of its own, per tenant and client IP (`req.ip`: the socket's address, or X-Forwarded-For only with
// TRUST_PROXY). Only submissions count (POST, or any other method that runs an action); a page view
// is never limited. Over the limit this middleware does not answer: it marks the request
// (`res.locals.rateLimited`) and the page's action answers 429 with Retry-After and the form as
// typed (app/forms/submission.server.ts `refuseSubmission`).
import { isIPv6 } from "node:net";
import type { Request, RequestHandler } from "express";
import { rateLimit, type RateLimitInfo } from "express-rate-limit";
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

export function accountRateLimit(options: {
  max: number;
  windowSeconds: number;
  /** Which tenant a request is for (so that the hosts of one tenant share a count). */
  tenantOf: (req: Request) => string;
}): RequestHandler {
  return rateLimit({
    windowMs: options.windowSeconds * 1000,
    limit: options.max,
    standardHeaders: false,
    legacyHeaders: false,
    // Page views are free; a cross-site POST is refused before anything runs, and must not let
    // another site use up a visitor's attempts.
    // Remix runs a page's action for PUT, PATCH and DELETE too: every method but a read counts.
    skip: (req) => READS.has(req.method) || !bucketOf(req.originalUrl) || isCrossSiteWrite(req, req.get("host") ?? ""),
    keyGenerator: (req) => `${bucketOf(req.originalUrl)}|${options.tenantOf(req)}|${clientOf(req.ip)}`,
    handler: (req, res, next) => {
      const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
      const resetTime = info?.resetTime?.getTime() ?? Date.now() + options.windowSeconds * 1000;
      const retryAfterSeconds = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
      res.locals.rateLimited = { retryAfterSeconds };
      req.log?.warn({ bucket: bucketOf(req.originalUrl), client: clientOf(req.ip), retryAfterSeconds }, "rate limit reached");
      next();
    },
  });
}
