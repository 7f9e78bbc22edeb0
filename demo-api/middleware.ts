import type { NextFunction, Request, Response } from "express";
import { resolveLocale, type Locale } from "./seed/i18n";
import { findTenant, type DemoTenant } from "./seed/tenants";

export interface DemoContext {
  tenant: DemoTenant;
  locale: Locale;
}

/** Laravel-style error body. */
export function sendError(res: Response, status: number, message: string): void {
  res.status(status).json({ message });
}

/** Laravel-style success envelope: `{ "data": ... }`. */
export function sendData(res: Response, data: unknown, status = 200): void {
  res.status(status).json({ data });
}

/** Resolves `X-Tenant` (required, else 401) and `X-Locale` (default es) into `res.locals.demo`. */
export function tenantContext(req: Request, res: Response, next: NextFunction): void {
  const tenant = findTenant(req.get("x-tenant"));
  if (!tenant) {
    sendError(res, 401, "Unauthenticated.");
    return;
  }
  const context: DemoContext = { tenant, locale: resolveLocale(req.get("x-locale")) };
  res.locals.demo = context;
  next();
}

/** Typed accessor for what `tenantContext` stored. */
export function getContext(res: Response): DemoContext {
  const context = res.locals.demo as DemoContext | undefined;
  if (!context) throw new Error("tenantContext middleware did not run");
  return context;
}

const MAX_DELAY_MS = 30_000;

function parseDelay(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined;
  const ms = Number(value);
  return ms <= MAX_DELAY_MS ? ms : undefined;
}

/**
 * Latency for slow-backend tests: header `X-Demo-Delay-Ms`, else env `DEMO_API_DELAY_MS` (0..30000 ms,
 * else ignored), before anything else; cancelled if the client goes away.
 */
export function artificialDelay(req: Request, res: Response, next: NextFunction): void {
  const ms = parseDelay(req.get("x-demo-delay-ms")) ?? parseDelay(process.env.DEMO_API_DELAY_MS);
  if (!ms) {
    next();
    return;
  }
  const timer = setTimeout(() => {
    res.off("close", cancel);
    next();
  }, ms);
  const cancel = (): void => clearTimeout(timer);
  res.once("close", cancel);
}
