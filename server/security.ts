import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

/** A fresh nonce per response; every script and inline style the page renders carries it. */
export function nonceMiddleware(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

export function securityHeaders(options: { production: boolean; dev: boolean }) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // 'strict-dynamic' lets the nonced module scripts load their own chunks.
        "script-src": [nonce, "'strict-dynamic'", ...(options.dev ? ["'unsafe-inline'", "'self'"] : [])],
        // Vite's dev server injects styles without a nonce; a nonce would disable 'unsafe-inline'.
        "style-src": options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(options.dev ? ["ws:", "wss:"] : [])],
        "frame-src": ["'self'", "https:"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'self'"],
        "form-action": ["'self'"],
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/**
 * Powerful browser features the portal never uses are off for its pages and anything they embed;
 * fullscreen stays for this site (embedded streams ask for it through their own frames' `allow`).
 */
const PERMISSIONS_POLICY = [
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
  "bluetooth=()",
  "browsing-topics=()",
  "interest-cohort=()",
  "fullscreen=(self)",
].join(", ");

export function permissionsPolicy(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
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
