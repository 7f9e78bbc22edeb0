import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { pageOf } from "~/paths";
import { pageTraits } from "~/paths.server";

/** Paths that must never reach the log, whatever a caller passes in. */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-tenant"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  "*.password",
  "*.password_confirmation",
  "*.token",
  "*.authorization",
  "*.cookie",
];

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "events-portal" },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  });
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** An incoming X-Request-Id is honoured when it looks like one; otherwise a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

export function isHealthCheck(url: string | undefined): boolean {
  return /^\/(?:(?:es|en|pt|eus)\/)?health-check(?:[/?]|$)/.test(url ?? "");
}

/** One line per request: id, method, path, tenant, status and duration; never headers or bodies. */
export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestIdOf(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel(req, res, err) {
      if (isHealthCheck(req.url)) return "debug";
      if (err || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "info";
      return "info";
    },
    // Nothing before the tenant is known and the answer sent, so pino-http makes no extra child logger
    // an event stream would hold; the request's line gets its trace (server/trace.ts).
    customProps(_req, res) {
      const locals = (res as ServerResponse & { locals?: { tenantName?: string; trace?: { traceId: string; spanId: string } } }).locals;
      const trace = res.headersSent && locals?.trace ? { traceId: locals.trace.traceId, spanId: locals.trace.spanId } : undefined;
      return (locals?.tenantName || trace ? { tenant: locals?.tenantName, ...trace } : undefined) as object;
    },
    serializers: {
      req(req: { method: string; url: string }) {
        return { method: req.method, url: loggedUrl(req.url) };
      },
      res(res: { statusCode: number }) {
        return { statusCode: res.statusCode };
      },
    },
  });
}

/** No query string (it can carry tokens), and a page's secret path parameter replaced. */
export function loggedUrl(url: string): string {
  const index = url.indexOf("?");
  const path = index === -1 ? url : url.slice(0, index);
  const query = index === -1 ? "" : "?…";
  const match = pageOf(path);
  const secret = match ? pageTraits(match.page).secret : undefined;
  const value = secret ? match?.params[secret] : undefined;
  if (!value) return path + query;
  // A secret followed by more of the path (a feed's file name): its own segment, however it was encoded.
  const segments = path.split("/");
  const inner = segments.findIndex((segment, index) => decoded(segment) === value && segments.slice(index + 1).some(Boolean));
  if (inner !== -1) return segments.map((segment, index) => (index === inner ? "[redacted]" : segment)).join("/") + query;
  // Else the secret is the page's last segment (before a single-fetch `.data`).
  return path.replace(/\/[^/]*?(\.data)?\/*$/, (_m, data: string | undefined) => `/[redacted]${data ?? ""}`) + query;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
