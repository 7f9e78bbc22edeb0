import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

export function nonceMiddleware(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/** They widen the tenant's CSP, and only its. */
export type ThirdParties = { tagManager: boolean; cookiebot: boolean };

// Where Google's tags send hits (their scripts come through 'strict-dynamic').
const TAG_MANAGER_CONNECT = ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];
// Cookiebot's dialog injects styles without a nonce, so its tenants' style-src is 'unsafe-inline'.
const COOKIEBOT_CONNECT = ["https://consent.cookiebot.com", "https://consentcdn.cookiebot.com"];

const NONE: ThirdParties = { tagManager: false, cookiebot: false };

export function securityHeaders(options: {
  production: boolean;
  dev: boolean;
  frameOrigins: readonly string[];
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
        // The same list the pages frame by: no other site can be framed, whatever a page renders.
        "frame-src": ["'self'", ...options.frameOrigins],
        // The service worker (`/sw.js`): 'strict-dynamic' above would ignore 'self'.
        "worker-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'self'"],
        // The browser checks a pay form's 303 to the provider against form-action too.
        "form-action": ["'self'", ...(options.formOrigins ?? [])],
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/** Features the portal never uses are off; fullscreen only for this site and the framable origins. */
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

/** Sec-Fetch-Site, else Origin; requests with neither (curl) pass: they carry no visitor's cookies by accident. */
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
