// Prometheus metrics (prom-client), served on their own listener (METRICS_PORT), never on the public
// port. Names follow OpenTelemetry's HTTP semantic conventions where one exists; docs/operations.md
// lists every metric with its labels and what to alert on.
import { createServer, type Server } from "node:http";
import type { NextFunction, Request, Response } from "express";
import client from "prom-client";
import { pageOf } from "~/paths";
import { parseTraceparent, type Tracer } from "./trace";

/** Seconds: from a cached page (a millisecond) to the backend's time-out (ten seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What gauges read when scraped, so that nothing is counted per request. */
export type MetricSources = {
  /** Without a shared Redis its gauge is not served, so no alert takes "absent" for "down". */
  redis: boolean;
  streamsByKind(): Record<string, number>;
  health(): { ready: boolean; draining: boolean };
};

export function createMetrics(sources: MetricSources) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requestDuration: new client.Histogram({
      name: "http_server_request_duration_seconds",
      help: "Time to answer a request, by the page's route (never the raw path), method and status class.",
      labelNames: ["http_route", "http_request_method", "http_response_status_class"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    backendDuration: new client.Histogram({
      name: "http_client_request_duration_seconds",
      help: "Time of one backend call, by the client's name for the call and its outcome (status class, timeout, network_error).",
      labelNames: ["backend_call", "outcome"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    cacheLookups: new client.Counter({
      name: "portal_cache_lookups_total",
      help: "Look-ups in the page cache and the catalogue cache, by result (hit, stale, miss).",
      labelNames: ["cache", "result"] as const,
      registers,
    }),
    sharedParts: new client.Counter({
      name: "portal_shared_parts_total",
      help: "Shared page parts (header, footer, menus) reused from memory or rendered.",
      labelNames: ["result"] as const,
      registers,
    }),
    liveStreamsOpen: new client.Gauge({
      name: "portal_live_streams_open",
      help: "Live-update event streams open now, by feed kind.",
      labelNames: ["feed_kind"] as const,
      registers,
      collect() {
        for (const [kind, count] of Object.entries(sources.streamsByKind())) this.set({ feed_kind: kind }, count);
      },
    }),
    liveMessages: new client.Counter({
      name: "portal_live_messages_written_total",
      help: "Live-update messages written to open streams, by feed kind.",
      labelNames: ["feed_kind"] as const,
      registers,
    }),
    livePollDuration: new client.Histogram({
      name: "portal_live_poll_duration_seconds",
      help: "Time of one poll of the backend for a live feed, by feed kind.",
      labelNames: ["feed_kind"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    livePollFailures: new client.Counter({
      name: "portal_live_poll_failures_total",
      help: "Polls of the backend for a live feed that failed, by feed kind.",
      labelNames: ["feed_kind"] as const,
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: "portal_rate_limit_refusals_total",
      help: "Submissions refused for being over a rate limit, by bucket.",
      labelNames: ["bucket"] as const,
      registers,
    }),
    redisConnected: new client.Gauge({
      name: "portal_redis_connected",
      help: "1 while the shared Redis is connected, 0 while it is not (absent without REDIS_URL).",
      registers: sources.redis ? registers : [],
    }),
    ready: new client.Gauge({
      name: "portal_ready",
      help: "1 while the readiness check passes (listening and not draining).",
      registers,
      collect() {
        const { ready, draining } = sources.health();
        this.set(ready && !draining ? 1 : 0);
      },
    }),
    draining: new client.Gauge({
      name: "portal_draining",
      help: "1 from SIGTERM on: readiness fails while in-flight requests finish.",
      registers,
      collect() {
        this.set(sources.health().draining ? 1 : 0);
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The page's name (its route without the language), or a fixed label: never the raw path. */
export function routeLabelOf(path: string, health = false): string {
  if (health) return "health";
  if (path.startsWith("/assets/")) return "assets";
  const match = pageOf(path);
  return match ? match.page : "unmatched";
}

function statusClassOf(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * Begins each request's span (`res.locals.trace`, continuing its `traceparent`) and, once it is
 * answered, ends it and times it; an event stream's hour-long life goes under `live-stream`, which
 * latency panels and alerts leave out.
 */
export function observeRequests(metrics: Metrics | null, tracer: Tracer, labelOf: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    const trace = tracer.begin(parseTraceparent(req.headers.traceparent), req.method);
    res.locals.trace = trace;
    res.once("finish", () => {
      const stream = /^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? ""));
      const route = stream ? "live-stream" : labelOf(req);
      trace.end(route, res.statusCode);
      if (!metrics) return;
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      metrics.requestDuration.observe(
        { http_route: route, http_request_method: req.method, http_response_status_class: statusClassOf(res.statusCode) },
        seconds,
      );
    });
    next();
  };
}

/** `GET /metrics` in Prometheus's text format; anything else 404. */
export function startMetricsServer(metrics: Metrics, port: number, host: string | undefined): Promise<Server> {
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("404");
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.writeHead(200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" }).end(body);
    } catch {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("500");
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host ?? "0.0.0.0", () => resolve(server));
  });
}
