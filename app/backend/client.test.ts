import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { pathTo } from "../paths";
import { BackendError, BackendRedirect, createAgent, createBackend, mapStatus } from "./client.server";
import { toPageError } from "./page-errors.server";

describe("status mapping (the spec's error handling)", () => {
  it("passes 2xx", () => {
    expect(mapStatus(200, {}, "/x")).toEqual({ error: null, forbidden: false });
  });
  it("turns a 302 with target_url into a redirect, refusing odd targets", () => {
    const allowed = new Set(["pay.example", "portal.example"]);
    expect(mapStatus(302, { target_url: "https://pay.example/checkout" }, "/x", allowed).error).toEqual(
      new BackendRedirect("https://pay.example/checkout"),
    );
    expect(mapStatus(302, { target_url: pathTo("profile") }, "/x").error).toEqual(new BackendRedirect(pathTo("profile")));
    expect(mapStatus(302, { target_url: "javascript:alert(1)" }, "/x", allowed).error).toBeInstanceOf(BackendError);
    expect(mapStatus(302, null, "/x").error).toBeInstanceOf(BackendError);
  });
  it("follows a target_url only to an allowed host", () => {
    const allowed = new Set(["pay.example", "portal.example"]);
    for (const target of [
      "https://evil.example/phish",
      "https://pay.example.evil.example/",
      "https://pay.example@evil.example/",
      "https://evil.example\\@pay.example/",
      "//evil.example/",
      "/\\evil.example",
      "HTTPS://EVIL.EXAMPLE/",
    ]) {
      expect(mapStatus(302, { target_url: target }, "/x", allowed).error, target).toBeInstanceOf(BackendError);
    }
    expect(mapStatus(302, { target_url: "https://PORTAL.example:8443/ok" }, "/x", allowed).error).toEqual(
      new BackendRedirect("https://portal.example:8443/ok"),
    );
  });
  it("flags 403 so the caller clears the session", () => {
    const outcome = mapStatus(403, { message: "Forbidden" }, "/customer");
    expect(outcome.forbidden).toBe(true);
    expect((outcome.error as BackendError).forbidden).toBe(true);
  });
  it("keeps the status and body of other errors", () => {
    const error = mapStatus(422, { errors: { email: ["taken"] } }, "/customer/signup").error as BackendError;
    expect(error).toMatchObject({ kind: "http", status: 422, body: { errors: { email: ["taken"] } } });
    expect((mapStatus(404, null, "/x").error as BackendError).notFound).toBe(true);
  });
});

describe("page errors", () => {
  const status = (error: unknown) => {
    const value = toPageError(error) as { init?: { status: number }; status?: number };
    return value.init?.status ?? value.status;
  };
  it("maps backend failures to the pages a visitor should see", () => {
    expect(status(new BackendError("http", 404, null, "x"))).toBe(404);
    expect(status(new BackendError("http", 403, null, "x"))).toBe(403);
    expect(status(new BackendError("timeout", 503, null, "x"))).toBe(503);
    expect(status(new BackendError("unavailable", 503, null, "x"))).toBe(503);
    expect(status(new BackendError("http", 500, null, "x"))).toBe(500);
    expect(status(new BackendError("invalid", 502, null, "x"))).toBe(500);
    expect(status(new BackendRedirect("https://x.example"))).toBe(302);
    const other = new Error("bug");
    expect(toPageError(other)).toBe(other);
  });
});

async function text(body: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

describe("client against a real HTTP server", () => {
  let server: Server;
  let baseUrl: string;
  const seen: IncomingMessage[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      const url = req.url ?? "";
      if (url.startsWith("/slow")) return; // never answers
      if (url.startsWith("/trickle")) {
        // Headers at once, then a byte now and then: never idle for long, never done.
        res.writeHead(200, { "content-type": "application/json" }).write("[");
        const drip = setInterval(() => res.write(" "), 100);
        return res.on("close", () => clearInterval(drip));
      }
      if (url.startsWith("/forbidden")) return res.writeHead(403, { "content-type": "application/json" }).end('{"message":"Forbidden"}');
      if (url.startsWith("/file-json"))
        return res.writeHead(200, { "content-type": "application/json" }).end('{"message":"No certificate"}');
      // A backend that says "file" but sends JSON (the spec: rejected), or sends a file that only looks like JSON at first.
      if (url.startsWith("/file-octet-json"))
        return res.writeHead(200, { "content-type": "application/octet-stream" }).end('  {"message":"No accreditation"}');
      if (url.startsWith("/file-pdf-json")) return res.writeHead(200, { "content-type": "application/pdf" }).end('{"message":"Not yet"}');
      if (url.startsWith("/file-rtf")) return res.writeHead(200, { "content-type": "application/rtf" }).end("{\\rtf1 hello}");
      if (url.startsWith("/file-big-json-like")) {
        res.writeHead(200, { "content-type": "application/octet-stream" });
        res.write("[");
        return res.end(Buffer.alloc(300 * 1024, 0x20));
      }
      if (url.startsWith("/file"))
        return res
          .writeHead(200, { "content-type": "application/pdf", "content-disposition": 'attachment; filename="a.pdf"' })
          .end("%PDF-1.4");
      if (url.startsWith("/moved"))
        return res.writeHead(302, { "content-type": "application/json" }).end('{"target_url":"https://pay.example/x"}');
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: [{ id: 1 }], url }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const agent = createAgent(500);
  const backend = () =>
    createBackend(
      { baseUrl, timeoutMs: 500, agent, redirectHosts: ["pay.example"] },
      { tenantToken: "tenant-token", tenantHosts: ["portal.example"], locale: "eus", requestId: "req-1" },
    );

  it("sends the tenant, locale, request id and bearer headers, and validates the answer", async () => {
    const result = await backend().call("/venues", {
      name: "test",
      query: { venue_id: 3, empty: "", missing: undefined },
      schema: z.object({ data: z.array(z.object({ id: z.number() })), url: z.string() }),
      auth: { token: "bearer-1" },
    });
    expect(result.url).toBe("/venues?venue_id=3");
    const req = seen.at(-1)!;
    expect(req.headers).toMatchObject({
      "x-tenant": "tenant-token",
      "x-locale": "eus",
      "x-request-id": "req-1",
      authorization: "Bearer bearer-1",
    });
  });

  it("rejects answers of the wrong shape", async () => {
    await expect(backend().call("/venues", { name: "test", schema: z.object({ data: z.string() }) })).rejects.toMatchObject({
      kind: "invalid",
    });
  });

  it("gives up on a silent backend within the timeout", async () => {
    const started = Date.now();
    await expect(backend().call("/slow", { name: "test", schema: z.unknown() })).rejects.toMatchObject({ kind: "timeout", status: 503 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives up within the timeout on a backend whose answer trickles in (a time for the whole call, not each read)", async () => {
    const started = Date.now();
    await expect(backend().call("/trickle", { name: "test", schema: z.unknown() })).rejects.toMatchObject({ kind: "timeout", status: 503 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("answers each of many calls at once, more than the pool has connections", async () => {
    // What is judged is that every call is answered, not how fast a loaded machine queues 300 of them.
    const many = createAgent(10_000);
    const client = createBackend({ baseUrl, timeoutMs: 10_000, agent: many }, backend().scope);
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        client.call(`/venues/${index}`, {
          name: "test",
          schema: z.object({ data: z.array(z.object({ id: z.number() })), url: z.string() }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.url)).toEqual(Array.from({ length: 300 }, (_, index) => `/venues/${index}`));
    await many.close();
  });

  it("tells each call's name, outcome and time, and sends each call a span of the request's trace", async () => {
    const calls: Array<[string, string]> = [];
    const spans: Array<[string, number | null, string]> = [];
    const traced = createBackend(
      {
        baseUrl,
        timeoutMs: 500,
        agent,
        observe: (call, outcome, seconds) => (expect(seconds).toBeGreaterThanOrEqual(0), calls.push([call, outcome])),
      },
      {
        ...backend().scope,
        trace: {
          traceId: "a".repeat(32),
          spanId: "b".repeat(16),
          sampled: true,
          call: (name) => ({
            traceId: "a".repeat(32),
            spanId: "c".repeat(16),
            traceparent: `00-${"a".repeat(32)}-${"c".repeat(16)}-01`,
            end: (status, outcome) => void spans.push([name, status, outcome]),
          }),
        },
      },
    );
    await traced.call("/venues", { name: "getVenues", schema: z.unknown() });
    await expect(traced.call("/forbidden", { name: "getForbidden", schema: z.unknown() })).rejects.toMatchObject({
      trace: { traceId: "a".repeat(32), spanId: "c".repeat(16) },
    });
    await expect(traced.call("/slow", { name: "getSlow", schema: z.unknown() })).rejects.toMatchObject({ kind: "timeout" });
    const dead = createBackend(
      { baseUrl: "http://127.0.0.1:9", timeoutMs: 500, agent, observe: (call, outcome) => calls.push([call, outcome]) },
      backend().scope,
    );
    await expect(dead.call("/venues", { name: "getVenues", schema: z.unknown() })).rejects.toMatchObject({ kind: "unavailable" });
    expect(calls).toEqual([
      ["getVenues", "2xx"],
      ["getForbidden", "4xx"],
      ["getSlow", "timeout"],
      ["getVenues", "network_error"],
    ]);
    expect(spans).toEqual([
      ["getVenues", 200, "2xx"],
      ["getForbidden", 403, "4xx"],
      ["getSlow", null, "timeout"],
    ]);
    expect(seen.findLast((req) => req.url === "/slow")?.headers.traceparent).toBe(`00-${"a".repeat(32)}-${"c".repeat(16)}-01`);
  });

  it("reports a dead backend as unavailable", async () => {
    const dead = createBackend({ baseUrl: "http://127.0.0.1:9", timeoutMs: 500, agent }, backend().scope);
    await expect(dead.call("/venues", { name: "test", schema: z.unknown() })).rejects.toMatchObject({ kind: "unavailable" });
  });

  it("calls onForbidden on 403 and follows 302 target_url", async () => {
    let cleared = false;
    await expect(
      backend().call("/forbidden", { name: "test", schema: z.unknown(), auth: { token: "x", onForbidden: () => (cleared = true) } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(cleared).toBe(true);
    await expect(backend().call("/moved", { name: "test", schema: z.unknown() })).rejects.toBeInstanceOf(BackendRedirect);
  });

  it("streams binary answers and turns JSON inside one into an error", async () => {
    const file = await backend().binary("/file", { name: "test" });
    expect(file.contentType).toBe("application/pdf");
    expect(file.contentDisposition).toContain("a.pdf");
    expect(await text(file.body)).toBe("%PDF-1.4");
    await expect(backend().binary("/file-json", { name: "test" })).rejects.toMatchObject({ body: { message: "No certificate" } });
  });

  it("looks at the content, not only the type: JSON sent as a PDF or octet-stream is an error", async () => {
    await expect(backend().binary("/file-octet-json", { name: "test" })).rejects.toMatchObject({
      status: 422,
      body: { message: "No accreditation" },
    });
    await expect(backend().binary("/file-pdf-json", { name: "test" })).rejects.toMatchObject({ status: 422, body: { message: "Not yet" } });
  });

  it("hands on whole a file that only starts like JSON", async () => {
    expect(await text((await backend().binary("/file-rtf", { name: "test" })).body)).toBe("{\\rtf1 hello}");
    expect((await text((await backend().binary("/file-big-json-like", { name: "test" })).body)).length).toBe(1 + 300 * 1024);
  });
});
