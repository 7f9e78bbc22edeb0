// The forum login against a real socket: what is sent (and what is not), where a path goes, which
// answers give a sid, and that every failure (refused, slow, error status, odd answer) is an
// outcome within the time-out, never an exception.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumAgent, forumLogin, forumLoginUrl } from "./forum.server";

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

let server: Server;
let base: string;
const seen: Seen[] = [];
const agent = createForumAgent(500);
const options = { agent, timeoutMs: 500 };
const credentials = { username: "ana@example.com", password: "Demo-2026!" };

const answers: Record<string, (res: ServerResponse) => void> = {
  "/ok": (res) => res.writeHead(200, { "content-type": "application/json" }).end('{"sid":"abc123"}'),
  "/wrapped": (res) => res.writeHead(200, { "content-type": "application/json" }).end('{"data":{"sid":"wrapped-1"}}'),
  "/refused": (res) => res.writeHead(401, { "content-type": "application/json" }).end('{"message":"no"}'),
  "/error": (res) => res.writeHead(500).end("boom"),
  "/redirect": (res) => res.writeHead(302, { location: "https://elsewhere.example/" }).end(),
  "/no-sid": (res) => res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'),
  "/not-json": (res) => res.writeHead(200, { "content-type": "text/html" }).end("<p>sid=abc</p>"),
  "/bad-sid": (res) => res.writeHead(200, { "content-type": "application/json" }).end('{"sid":"a b;c"}'),
  "/empty-sid": (res) => res.writeHead(200, { "content-type": "application/json" }).end('{"sid":""}'),
  "/huge": (res) => res.writeHead(200, { "content-type": "application/json" }).end(`{"sid":"x","pad":"${"y".repeat(100_000)}"}`),
  "/slow": () => {}, // never answers
  "/slow-body": (res) => res.writeHead(200, { "content-type": "application/json" }).write('{"sid":'), // never ends
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      (answers[(req.url ?? "").split("?")[0]!] ?? answers["/ok"]!)(res);
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await agent.close();
});

const login = (path: string) => forumLogin(options, new URL(base + path), credentials);

describe("forum login URL", () => {
  it("keeps an absolute URL and appends a path to the backend's URL, as backend paths are", () => {
    expect(forumLoginUrl("https://forum.example.com/api/login?x=1", "http://127.0.0.1:4000").href).toBe(
      "https://forum.example.com/api/login?x=1",
    );
    expect(forumLoginUrl("/__demo/forum/login", "http://127.0.0.1:4000").href).toBe("http://127.0.0.1:4000/__demo/forum/login");
    expect(forumLoginUrl("/forum/login", "https://api.example.com/v1/").href).toBe("https://api.example.com/v1/forum/login");
  });
});

describe("forum login", () => {
  it("posts the spec's payload as JSON, and nothing of the portal's (no tenant, no bearer token)", async () => {
    expect(await login("/ok?portal=a")).toEqual({ ok: true, sid: "abc123" });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: "POST", url: "/ok?portal=a" });
    expect(JSON.parse(request.body)).toEqual({ username: "ana@example.com", password: "Demo-2026!" });
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["x-tenant"]).toBeUndefined();
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers.cookie).toBeUndefined();
  });

  it("reads the sid at the top of the answer or inside `data`", async () => {
    expect(await login("/wrapped")).toEqual({ ok: true, sid: "wrapped-1" });
  });

  it("answers an error status, a redirect (not followed) or an answer without a usable sid as a failure", async () => {
    expect(await login("/refused")).toEqual({ ok: false, reason: "http", status: 401 });
    expect(await login("/error")).toEqual({ ok: false, reason: "http", status: 500 });
    expect(await login("/redirect")).toEqual({ ok: false, reason: "http", status: 302 });
    for (const path of ["/no-sid", "/not-json", "/bad-sid", "/empty-sid", "/huge"]) {
      expect(await login(path), path).toEqual({ ok: false, reason: "invalid", status: 200 });
    }
  });

  it("gives up on a forum that does not answer, or stops mid-answer, within its time-out", async () => {
    for (const path of ["/slow", "/slow-body"]) {
      const started = Date.now();
      expect(await login(path), path).toMatchObject({ ok: false, reason: "timeout" });
      const elapsed = Date.now() - started;
      expect(elapsed, path).toBeGreaterThanOrEqual(450);
      expect(elapsed, path).toBeLessThan(2000);
    }
  });

  it("reports a refused connection as unavailable", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await new Promise((resolve) => closed.once("listening", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await forumLogin(options, new URL(`http://127.0.0.1:${port}/login`), credentials)).toEqual({ ok: false, reason: "unavailable" });
  });
});
