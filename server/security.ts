import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

/** A fresh nonce per response; every script and inline style the page renders carries it. */
export function nonceMiddleware(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/** The third parties a tenant's pages use (app/consent/): they widen its CSP, and only its. */
export type ThirdParties = { tagManager: boolean; cookiebot: boolean };

// Google Tag Manager and GA4 (Google's CSP guide): their scripts come through 'strict-dynamic' and
// their images through https:; what remains is where they send hits.
const TAG_MANAGER_CONNECT = ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];
// Cookiebot (its CSP guide): its API and CDN. Its dialog injects styles without a nonce, so its
// tenants' style-src is 'unsafe-inline' instead of the nonce (a nonce would disable 'unsafe-inline').
const COOKIEBOT_CONNECT = ["https://consent.cookiebot.com", "https://consentcdn.cookiebot.com"];

const NONE: ThirdParties = { tagManager: false, cookiebot: false };

export function securityHeaders(options: {
  production: boolean;
  dev: boolean;
  /** Every origin a page may frame (app/cms/frames.ts's `frameOrigins`, the list the CMS renders by). */
  frameOrigins: readonly string[];
  /** Where a form's redirect may lead besides this site: the payment providers' hosted pages. */
  formOrigins?: readonly string[];
  thirdPartiesOf?: (req: Request) => ThirdParties;
}) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`;
  const thirdParties = (req: unknown) => options.thirdPartiesOf?.(req as Request) ?? NONE;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // 'strict-dynamic' lets the nonced module scripts load their own chunks.
        "script-src": [nonce, "'strict-dynamic'", ...(options.dev ? ["'unsafe-inline'", "'self'"] : [])],
        // Vite's dev server injects styles without a nonce; a nonce would disable 'unsafe-inline'.
        "style-src": options.dev
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", (req: unknown, res: unknown) => (thirdParties(req).cookiebot ? "'unsafe-inline'" : nonce(req, res))],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": [
          (req: unknown) => {
            const { tagManager, cookiebot } = thirdParties(req);
            return [
              "'self'",
              ...(options.dev ? ["ws:", "wss:"] : []),
              ...(tagManager ? TAG_MANAGER_CONNECT : []),
              ...(cookiebot ? COOKIEBOT_CONNECT : []),
            ].join(" ");
          },
        ],
        // Only the framable origins (app/cms/frames.ts: the stream players, OpenStreetMap's map and
        // FRAME_ORIGINS), the list the pages frame by: no other site can be framed, whatever a page renders.
        "frame-src": ["'self'", ...options.frameOrigins],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'self'"],
        // A pay form answers with a 303 to the provider's hosted page: the browser checks that
        // redirect against form-action too.
        "form-action": ["'self'", ...(options.formOrigins ?? [])],
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/**
 * Powerful browser features the portal never uses are off for its pages and anything they embed.
 * Fullscreen: this site and the framable origins, which get it only through their frame's `allow`
 * (a frame can only be given what this header grants its origin; the stream players and the CMS's
 * video module ask for it, the CMS's iframe module does not). Picture-in-picture and
 * encrypted-media are left to their defaults, so the players' `allow` gives them too; autoplay is off.
 */
export function permissionsPolicy(options: { frameOrigins: readonly string[] }) {
  const policy = [
    "accelerometer=()",
    "autoplay=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "usb=()",
    "serial=()",
    "hid=()",
    "browsing-topics=()",
    "interest-cohort=()",
    `fullscreen=(self ${options.frameOrigins.map((origin) => `"${origin}"`).join(" ")})`,
  ].join(", ");
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", policy);
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request is cross-site when the browser says so (Sec-Fetch-Site) or, for browsers
 * that do not send it, when its Origin is not this host. Requests with neither header (curl, the
 * backend's own callbacks) pass: they carry no visitor's cookies by accident.
 */
export function isCrossSiteWrite(req: { method: string; headers: Record<string, string | string[] | undefined> }, host: string): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = req.headers.origin;
  if (typeof origin !== "string") return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host.toLowerCase() !== host.toLowerCase();
  } catch {
    return true;
  }
}
