import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createCatalogueCache } from "./cache.server";
import { createAgent, createBackend } from "./client.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("catalogue cache", () => {
  let server: Server;
  let baseUrl: string;
  let calls: { url: string; tenant: string; locale: string; auth: string | undefined }[] = [];
  let version = 1;
  let failing = false;
  beforeAll(async () => {
    server = createServer((req, res) => {
      calls.push({
        url: req.url!,
        tenant: String(req.headers["x-tenant"]),
        locale: String(req.headers["x-locale"]),
        auth: req.headers.authorization,
      });
      if (failing) return res.writeHead(500).end("{}");
      if (req.url === "/missing")
        return res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "Not found" }));
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ data: { version, tenant: req.headers["x-tenant"], url: req.url } }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const schema = z.object({ data: z.object({ version: z.number(), tenant: z.string(), url: z.string() }) });
  const agent = createAgent(2000);
  function setup(ttlMs = 200, maxEntries = 100) {
    calls = [];
    version = 1;
    failing = false;
    const cache = createCatalogueCache({ ttlMs, maxEntries, maxBytes: 1_000_000 });
    const backend = (tenantToken = "t1", locale: "es" | "en" = "es") =>
      createBackend({ baseUrl, timeoutMs: 2000, agent, cache }, { tenantToken, locale, requestId: "r" });
    return { cache, backend };
  }

  it("answers a repeated public call from memory (hit)", async () => {
    const { backend } = setup();
    await backend().call("/venues", { name: "test", schema, cache: true });
    const second = await backend().call("/venues", { name: "test", schema, cache: true });
    expect(second.data.version).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it("keeps tenants, languages and queries apart", async () => {
    const { backend } = setup();
    await backend("t1").call("/venues", { name: "test", schema, cache: true });
    const other = await backend("t2").call("/venues", { name: "test", schema, cache: true });
    await backend("t1", "en").call("/venues", { name: "test", schema, cache: true });
    await backend("t1").call("/schedule", { name: "test", query: { tag: "ia" }, schema, cache: true });
    await backend("t1").call("/schedule", { name: "test", query: { tag: "salud" }, schema, cache: true });
    expect(other.data.tenant).toBe("t2");
    expect(calls).toHaveLength(5);
  });

  it("never caches calls carrying a customer's token, nor calls not marked public", async () => {
    const { backend } = setup();
    await backend().call("/venues", { name: "test", schema, cache: true, auth: { token: "customer-token" } });
    await backend().call("/venues", { name: "test", schema, cache: true, auth: { token: "customer-token" } });
    await backend().call("/customer", { name: "test", schema });
    await backend().call("/customer", { name: "test", schema });
    expect(calls).toHaveLength(4);
    expect(calls[0].auth).toBe("Bearer customer-token");
  });

  it("after expiry serves the stale answer once while it refreshes (stale-while-revalidate)", async () => {
    const { backend } = setup(400);
    await backend().call("/venues", { name: "test", schema, cache: true });
    version = 2;
    await sleep(450);
    const stale = await backend().call("/venues", { name: "test", schema, cache: true });
    expect(stale.data.version).toBe(1);
    // The refresh in the background, however long a loaded machine takes to answer it (within the new entry's 400 ms).
    await vi.waitFor(async () => expect((await backend().call("/venues", { name: "test", schema, cache: true })).data.version).toBe(2), {
      interval: 10,
    });
    expect(calls).toHaveLength(2);
  });

  it("keeps the stale answer when the refresh fails, and never caches a failure", async () => {
    const { backend } = setup(100);
    await backend().call("/venues", { name: "test", schema, cache: true });
    failing = true;
    await sleep(150);
    expect((await backend().call("/venues", { name: "test", schema, cache: true })).data.version).toBe(1);
    await sleep(50);
    expect((await backend().call("/venues", { name: "test", schema, cache: true })).data.version).toBe(1);
    await expect(backend().call("/other", { name: "test", schema, cache: true })).rejects.toMatchObject({ status: 500 });
    failing = false;
    expect((await backend().call("/other", { name: "test", schema, cache: true })).data.url).toBe("/other");
  });

  it("is bounded: the least recently used entries go first", async () => {
    const { cache, backend } = setup(10_000, 3);
    for (const path of ["/a", "/b", "/c", "/d"]) await backend().call(path, { name: "test", schema, cache: true });
    expect(cache.size).toBe(3);
    await backend().call("/a", { name: "test", schema, cache: true });
    expect(calls.filter((call) => call.url === "/a")).toHaveLength(2);
  });

  it("gives every concurrent caller the backend's own error when there is nothing cached", async () => {
    const { backend } = setup();
    failing = true;
    const results = await Promise.allSettled(
      Array.from({ length: 3 }, () => backend().call("/down", { name: "test", schema, cache: true })),
    );
    for (const result of results) expect(result).toMatchObject({ status: "rejected", reason: { kind: "http", status: 500 } });
  });

  it('keeps a "not found" answer for its TTL: an activity without a campaign is asked once, not per view', async () => {
    const { backend } = setup(10_000);
    for (let i = 0; i < 3; i++)
      await expect(backend().call("/missing", { name: "test", schema, cache: true })).rejects.toMatchObject({ notFound: true });
    expect(calls.filter((call) => call.url === "/missing")).toHaveLength(1);
  });

  it("keeps a live answer (questions, seats left) a few seconds at most, however long the catalogue's TTL", async () => {
    const { cache, backend } = setup(60_000);
    const freshness = { ms: Infinity };
    const live = createBackend({ baseUrl, timeoutMs: 2000, agent, cache }, { tenantToken: "t1", locale: "es", requestId: "r", freshness });
    await live.call("/questions", { name: "test", schema, cache: true, live: true });
    expect(freshness.ms).toBeGreaterThan(4000);
    expect(freshness.ms).toBeLessThanOrEqual(5000);
    await backend().call("/venues", { name: "test", schema, cache: true });
    expect(cache.remainingMs("t1\u0000es\u0000/venues")).toBeGreaterThan(50_000);
  });

  it("makes one backend call for concurrent identical requests", async () => {
    const { backend } = setup();
    await Promise.all(Array.from({ length: 5 }, () => backend().call("/venues", { name: "test", schema, cache: true })));
    expect(calls).toHaveLength(1);
  });
});
