// What an operator scrapes and follows: Prometheus metrics on their own port only, and a visitor's
// trace carried into every backend call and into the logs next to the request id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import { startDemoProxy, stopDemoPortal, type DemoProxy } from "./demo-proxy";
import { TEST_SESSION_SECRET, get, sleep, startFakeBackend, startPortal, type Portal } from "./harness";
import { CATALOGUE, described, sample } from "./prometheus";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT = "00f067aa0ba902b7";

let proxy: DemoProxy;
let portal: Portal;
let metricsUrl: string;

beforeAll(async () => {
  proxy = await startDemoProxy();
  portal = await startPortal({ API_BASE_URL: proxy.url, SESSION_SECRET: TEST_SESSION_SECRET, METRICS_PORT: "0", LOG_LEVEL: "debug" });
  const line = await portal.waitForLog((entry) => entry.msg === "metrics on /metrics");
  metricsUrl = `http://127.0.0.1:${line.metricsPort}/metrics`;
});
afterAll(() => stopDemoPortal(proxy));

async function scrape(): Promise<string> {
  const response = await get(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text;
}

describe("metrics", () => {
  it("are served on METRICS_PORT only: the public port answers 404 for /metrics", async () => {
    expect((await get(`${portal.url}/metrics`)).status).toBe(404);
    const text = await scrape();
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_gc_duration_seconds",
    ])
      expect(text, name).toContain(`# TYPE ${name} `);
    expect(sample(text, "portal_ready")).toBe(1);
    expect(sample(text, "portal_draining")).toBe(0);
    expect((await get(metricsUrl.replace("/metrics", "/other"))).status).toBe(404);
  });

  it("time requests by the page's route, never the raw path, and count cache look-ups and shared parts", async () => {
    const before = await scrape();
    const conference = (slug: string) => `${portal.url}${pathTo("conference", { slug })}`;
    for (const url of [conference("inauguracion-ia-para-las-personas"), conference("no-existe-1"), conference("no-existe-2")])
      await get(url);
    await get(`${portal.url}${pathTo("agenda")}`);
    await get(`${portal.url}${pathTo("agenda")}`);
    const after = await scrape();
    const requests = (status: string) =>
      sample(after, "http_server_request_duration_seconds_count", {
        http_route: "conference",
        http_request_method: "GET",
        http_response_status_class: status,
      }) -
      sample(before, "http_server_request_duration_seconds_count", {
        http_route: "conference",
        http_request_method: "GET",
        http_response_status_class: status,
      });
    expect(requests("2xx")).toBe(1);
    expect(requests("4xx")).toBe(2);
    expect(after).not.toContain("no-existe");
    // The second agenda is the kept page.
    const pageHits =
      sample(after, "portal_cache_lookups_total", { cache: "page", result: "hit" }) -
      sample(before, "portal_cache_lookups_total", { cache: "page", result: "hit" });
    expect(pageHits).toBeGreaterThanOrEqual(1);
    expect(sample(after, "portal_cache_lookups_total", { cache: "catalogue", result: "miss" })).toBeGreaterThan(0);
    expect(sample(after, "portal_shared_parts_total", { result: "rendered" })).toBeGreaterThan(0);
  });

  it("are the catalogue's (deploy/metrics-catalogue.json, which the alerts and the dashboard are checked against)", async () => {
    const served = described(await scrape());
    // Without REDIS_URL the Redis gauge is not served (an alert would read 0 as "down").
    for (const metric of [...CATALOGUE.portal.filter((m) => m.name !== "portal_redis_connected"), ...CATALOGUE.defaults]) {
      expect(served.get(metric.name)?.type, metric.name).toBe(metric.type);
      for (const label of served.get(metric.name)!.labels) expect(metric.labels, `${metric.name}{${label}}`).toContain(label);
    }
    const known = new Set([...CATALOGUE.portal, ...CATALOGUE.defaults].map((m) => m.name));
    expect([...served.keys()].filter((name) => !known.has(name))).toEqual([]);
    expect(served.has("portal_redis_connected")).toBe(false);
  });

  it("time every backend call by its name and outcome; no call goes unnamed", async () => {
    await get(`${portal.url}${pathTo("speakers")}`);
    const text = await scrape();
    expect(sample(text, "http_client_request_duration_seconds_count", { backend_call: "getSpeakers", outcome: "2xx" })).toBeGreaterThan(0);
    expect(text).not.toMatch(/backend_call="unnamed"/);
  });
});

describe("trace context", () => {
  it("continues an incoming traceparent into each backend call, a new span each, and into the logs beside the request id", async () => {
    const seen = proxy.requests.length;
    const id = `trace-${Date.now()}`;
    // A conference never asked for: its answer is in no cache yet.
    const response = await get(`${portal.url}${pathTo("conference", { slug: id })}`, {
      headers: { traceparent: `00-${TRACE}-${PARENT}-01`, "x-request-id": id },
    });
    expect(response.status).toBe(404);
    const calls = proxy.requests.slice(seen).map((request) => String(request.headers.traceparent));
    expect(calls.length).toBeGreaterThan(0);
    const spans = calls.map((header) => {
      const [version, traceId, spanId, flags] = header.split("-");
      expect({ version, traceId, flags }).toEqual({ version: "00", traceId: TRACE, flags: "01" });
      return spanId!;
    });
    expect(new Set([...spans, PARENT]).size).toBe(spans.length + 1);
    const line = await portal.waitForLog((entry) => entry.reqId === id && typeof entry.res?.statusCode === "number");
    expect(line.traceId).toBe(TRACE);
    expect(spans).not.toContain(line.spanId);
    const callLines = portal.jsonLogs().filter((entry) => entry.reqId === id && entry.msg === "backend call");
    expect(callLines.map((entry) => entry.spanId).sort()).toEqual([...spans].sort());
    expect(callLines.every((entry) => entry.traceId === TRACE && typeof entry.backendCall === "string")).toBe(true);
  });

  it("begins a trace when the request brings none (or a malformed one), the same id in the log and at the backend", async () => {
    for (const traceparent of [undefined, "00-not-a-trace-01"]) {
      const seen = proxy.requests.length;
      const id = `fresh-${Date.now()}-${traceparent ? "bad" : "none"}`;
      await get(`${portal.url}${pathTo("conference", { slug: id })}`, {
        headers: { "x-request-id": id, ...(traceparent ? { traceparent } : {}) },
      });
      const line = await portal.waitForLog((entry) => entry.reqId === id && typeof entry.res?.statusCode === "number");
      expect(line.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(line.traceId).not.toBe(TRACE);
      const backendTraces = new Set(proxy.requests.slice(seen).map((request) => String(request.headers.traceparent).split("-")[1]));
      expect([...backendTraces]).toEqual([line.traceId]);
    }
  });
});

describe("spans exported to an OpenTelemetry collector", () => {
  it("with OTEL_EXPORTER_OTLP_ENDPOINT, the request's span and its backend calls' reach the collector in the caller's trace", async () => {
    const bodies: unknown[] = [];
    const collector = await startFakeBackend((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        if (req.url === "/v1/traces") bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    const exporting = await startPortal({ SESSION_SECRET: TEST_SESSION_SECRET, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    const slug = `otlp-${Date.now()}`;
    const response = await get(`${exporting.url}${pathTo("conference", { slug })}`, {
      headers: { traceparent: `00-${TRACE}-${PARENT}-01` },
    });
    expect(response.status).toBe(404);
    type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number };
    const spans = (): Span[] =>
      bodies.flatMap((body) =>
        (body as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }> }).resourceSpans.flatMap((r) =>
          r.scopeSpans.flatMap((s) => s.spans),
        ),
      );
    // The batch processor sends every five seconds.
    for (let waited = 0; !spans().some((span) => span.name === "GET conference") && waited < 15_000; waited += 200) await sleep(200);
    const server = spans().find((span) => span.name === "GET conference");
    expect(server).toMatchObject({ traceId: TRACE, parentSpanId: PARENT });
    const calls = spans().filter((span) => span.parentSpanId === server!.spanId);
    expect(calls.map((span) => span.name)).toContain("getConferenceDetails");
    expect(calls.every((span) => span.traceId === TRACE)).toBe(true);
    await exporting.stop();
  }, 40_000);
});
