// W3C trace context: an incoming `traceparent` is continued (or a trace begun) and handed to every
// backend call with a span of its own. Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is exported and a
// span is two random ids; with it, the OpenTelemetry SDK records and exports the same spans (decision 045).
import { randomBytes } from "node:crypto";
import type { RequestTrace } from "~/backend/client.server";

export type SpanContext = { traceId: string; spanId: string; sampled: boolean };

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?:-.*)?$/;

/** The parent a `traceparent` header names, or null when it is absent or malformed (W3C Trace Context, level 1). */
export function parseTraceparent(header: string | string[] | undefined): SpanContext | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  const match = value ? TRACEPARENT.exec(value) : null;
  if (!match) return null;
  const [, version, traceId, spanId, flags] = match;
  // Version ff is invalid; version 00 has exactly four fields; all-zero ids are invalid.
  if (version === "ff" || (version === "00" && value!.length !== 55)) return null;
  if (/^0+$/.test(traceId!) || /^0+$/.test(spanId!)) return null;
  return { traceId: traceId!, spanId: spanId!, sampled: (Number.parseInt(flags!, 16) & 1) === 1 };
}

export function traceparentOf(span: SpanContext): string {
  return `00-${span.traceId}-${span.spanId}-${span.sampled ? "01" : "00"}`;
}

/** What the host needs to trace a request: begin its span, and end it with the route and status. */
export type Tracer = {
  begin(parent: SpanContext | null, name: string): RequestTrace & { end(route: string, status: number): void };
  shutdown(): Promise<void>;
};

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

/** Ids only: nothing recorded, nothing exported. */
export function idTracer(): Tracer {
  return {
    begin(parent) {
      const own: SpanContext = { traceId: parent?.traceId ?? hex(16), spanId: hex(8), sampled: parent?.sampled ?? false };
      return {
        ...own,
        call() {
          const span = { traceId: own.traceId, spanId: hex(8), sampled: own.sampled };
          return { ...span, traceparent: traceparentOf(span), end() {} };
        },
        end() {},
      };
    },
    async shutdown() {},
  };
}

/** Spans recorded with the OpenTelemetry SDK and exported over OTLP/HTTP (OTEL_EXPORTER_OTLP_* variables apply). */
export async function otlpTracer(endpoint: string, service: { name: string; version: string }): Promise<Tracer> {
  const [
    { SpanKind, SpanStatusCode, ROOT_CONTEXT, trace },
    { TracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
  ] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
  ]);
  const url = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? `${endpoint.replace(/\/+$/, "")}/v1/traces`;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME ?? service.name, "service.version": service.version }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  const tracer = provider.getTracer("events-portal", service.version);
  return {
    begin(parent, name) {
      const context = parent
        ? trace.setSpanContext(ROOT_CONTEXT, {
            traceId: parent.traceId,
            spanId: parent.spanId,
            traceFlags: parent.sampled ? 1 : 0,
            isRemote: true,
          })
        : ROOT_CONTEXT;
      const server = tracer.startSpan(name, { kind: SpanKind.SERVER }, context);
      const own = server.spanContext();
      const inner = trace.setSpan(ROOT_CONTEXT, server);
      return {
        traceId: own.traceId,
        spanId: own.spanId,
        sampled: (own.traceFlags & 1) === 1,
        call(callName) {
          const client = tracer.startSpan(callName, { kind: SpanKind.CLIENT, attributes: { "portal.backend_call": callName } }, inner);
          const ids = client.spanContext();
          const span = { traceId: ids.traceId, spanId: ids.spanId, sampled: (ids.traceFlags & 1) === 1 };
          return {
            ...span,
            traceparent: traceparentOf(span),
            end(status, outcome) {
              client.setAttribute("portal.outcome", outcome);
              if (status !== null) client.setAttribute("http.response.status_code", status);
              if (status === null || status >= 500) client.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
              client.end();
            },
          };
        },
        end(route, status) {
          server.updateName(`${name} ${route}`);
          server.setAttribute("http.route", route);
          server.setAttribute("http.response.status_code", status);
          if (status >= 500) server.setStatus({ code: SpanStatusCode.ERROR });
          server.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
}
