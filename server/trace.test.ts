import { describe, expect, it } from "vitest";
import { idTracer, parseTraceparent, traceparentOf } from "./trace";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT = "00f067aa0ba902b7";

describe("W3C trace context", () => {
  it("reads a traceparent, any case, with its sampled flag", () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`)).toEqual({ traceId: TRACE, spanId: PARENT, sampled: true });
    expect(parseTraceparent(`00-${TRACE.toUpperCase()}-${PARENT}-00`)).toEqual({ traceId: TRACE, spanId: PARENT, sampled: false });
    // A later version may add fields after the four it shares with 00.
    expect(parseTraceparent(`01-${TRACE}-${PARENT}-01-extra`)?.traceId).toBe(TRACE);
  });

  it("refuses what the recommendation calls invalid, so that a new trace begins", () => {
    for (const header of [
      undefined,
      "",
      "garbage",
      `ff-${TRACE}-${PARENT}-01`,
      `00-${"0".repeat(32)}-${PARENT}-01`,
      `00-${TRACE}-${"0".repeat(16)}-01`,
      `00-${TRACE}-${PARENT}-01-extra`,
      `00-${TRACE.slice(1)}-${PARENT}-01`,
    ]) {
      expect(parseTraceparent(header), String(header)).toBeNull();
    }
  });

  it("continues the caller's trace: each backend call a new span of the same trace, with its own traceparent", () => {
    const request = idTracer().begin(parseTraceparent(`00-${TRACE}-${PARENT}-01`), "GET");
    expect(request.traceId).toBe(TRACE);
    expect(request.spanId).not.toBe(PARENT);
    const first = request.call("getSchedule");
    const second = request.call("getSpeakers");
    expect(first.traceparent).toBe(traceparentOf({ traceId: TRACE, spanId: first.spanId, sampled: true }));
    expect(new Set([PARENT, request.spanId, first.spanId, second.spanId]).size).toBe(4);
    expect(second.traceId).toBe(TRACE);
  });

  it("begins a trace when none came", () => {
    const tracer = idTracer();
    const [a, b] = [tracer.begin(null, "GET"), tracer.begin(null, "GET")];
    expect(a.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(a.traceId).not.toBe(b.traceId);
    expect(parseTraceparent(a.call("getSchedule").traceparent)?.traceId).toBe(a.traceId);
  });
});
