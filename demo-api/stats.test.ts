// GET /__demo/stats: the request counter the benchmark reads.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startDemoApi, type RunningDemoApi } from "./app";

const CONGRESO = "demo-congreso-token";

let api: RunningDemoApi;

beforeEach(async () => {
  api = await startDemoApi();
});

afterEach(async () => {
  await api?.close();
});

async function stats(): Promise<number> {
  const res = await fetch(`${api.url}/__demo/stats`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const body = (await res.json()) as { requests: number };
  expect(Object.keys(body)).toEqual(["requests"]);
  return body.requests;
}

async function call(path: string, token: string | null = CONGRESO, extra: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${api.url}${path}`, { headers: { ...(token ? { "X-Tenant": token } : {}), ...extra } });
  await res.arrayBuffer();
  return res.status;
}

describe("GET /__demo/stats", () => {
  it("starts at 0 and needs no tenant", async () => {
    expect(await stats()).toBe(0);
  });

  it("counts every answered request, whatever its status, but not /__demo/*", async () => {
    expect(await call("/schedule")).toBe(200);
    expect(await call("/cms/pages/home")).toBe(200);
    expect(await call("/conferences/no-existe")).toBe(404);
    expect(await call("/schedule", null)).toBe(401);
    expect(await stats()).toBe(4);
    expect(await stats()).toBe(4);
    expect(await call("/__demo/nope", null)).toBe(404);
    expect(await stats()).toBe(4);
    await Promise.all(Array.from({ length: 10 }, () => call("/blog/posts")));
    expect(await stats()).toBe(14);
  });

  it("is not delayed by the latency knob and counts delayed requests once answered", async () => {
    const delayed = call("/venues", CONGRESO, { "X-Demo-Delay-Ms": "200" });
    const started = performance.now();
    expect(await stats()).toBeLessThanOrEqual(1);
    expect(performance.now() - started).toBeLessThan(150);
    expect(await delayed).toBe(200);
    expect(await stats()).toBe(1);
  });

  it("does not count a request whose client left before the answer", async () => {
    const controller = new AbortController();
    const pending = fetch(`${api.url}/venues`, {
      headers: { "X-Tenant": CONGRESO, "X-Demo-Delay-Ms": "5000" },
      signal: controller.signal,
    }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stats()).toBe(0);
  });

  it("is per instance", async () => {
    await call("/schedule");
    const other = await startDemoApi();
    try {
      const res = await fetch(`${other.url}/__demo/stats`);
      expect(await res.json()).toEqual({ requests: 0 });
    } finally {
      await other.close();
    }
    expect(await stats()).toBe(1);
  });
});
