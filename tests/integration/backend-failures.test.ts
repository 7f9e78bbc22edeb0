// A backend that is down, slow or failing: visitors get a prompt, translated error page that gives
// nothing away; operators get the details in the log, with the request id.
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TEST_SESSION_SECRET,
  closedPort,
  get,
  header,
  startFakeBackend,
  startPortal,
  stopAllPortals,
  type FakeBackend,
  type Portal,
} from "./harness";

type Mode = "hang" | "500" | "404";
let mode: Mode = "hang";
const hanging = new Set<ServerResponse>();

let fake: FakeBackend;
let deadPort: number;
let dead: Portal; // API_BASE_URL to a closed port
let flaky: Portal; // API_BASE_URL to the fake backend, API_TIMEOUT_MS=1000

beforeAll(async () => {
  deadPort = await closedPort();
  fake = await startFakeBackend((_req, res) => {
    if (mode === "hang") {
      hanging.add(res); // never answered
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (mode === "404") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Not found" }));
      return;
    }
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "SQLSTATE secret detail" }));
  });
  [dead, flaky] = await Promise.all([
    startPortal({ API_BASE_URL: `http://127.0.0.1:${deadPort}`, SESSION_SECRET: TEST_SESSION_SECRET }),
    startPortal({ API_BASE_URL: fake.url, SESSION_SECRET: TEST_SESSION_SECRET, API_TIMEOUT_MS: "1000" }),
  ]);
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await stopAllPortals();
});

/** Nothing internal in what the visitor sees. */
function expectNothingLeaked(html: string) {
  expect(html).not.toMatch(/\bat [^\n<]*\(?[^\n<]*:\d+:\d+\)?/); // stack frames
  expect(html).not.toMatch(/ECONNREFUSED|ETIMEDOUT|UND_ERR|BackendError|TimeoutError|node_modules/);
  expect(html).not.toContain("127.0.0.1:");
  expect(html).not.toContain("SQLSTATE");
  expect(html).not.toContain("secret detail");
  expect(html).not.toContain("backend answered");
}

describe("backend down (connection refused)", () => {
  it("home is a prompt, translated 503", async () => {
    const started = Date.now();
    const response = await get(dead.url + "/");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.status).toBe(503);
    expect(response.text).toContain("El servicio no responde");
    expectNothingLeaked(response.text);
  });

  it("in English under /en", async () => {
    const response = await get(dead.url + "/en");
    expect(response.status).toBe(503);
    expect(response.text).toContain("The service is not responding");
    expectNothingLeaked(response.text);
  });
});

describe("backend too slow", () => {
  it("with API_TIMEOUT_MS=1000 a backend that never answers gives a 503 in under 4 s", async () => {
    mode = "hang";
    const started = Date.now();
    const response = await get(flaky.url + "/");
    const elapsed = Date.now() - started;
    expect(response.status).toBe(503);
    expect(elapsed).toBeLessThan(4000);
    expect(response.text).toContain("El servicio no responde");
    expectNothingLeaked(response.text);
  });
});

describe("backend error", () => {
  it("a 500 from the backend is a 500 page that shows none of the backend's text, and is logged with the request id", async () => {
    mode = "500";
    const id = `fail-${randomUUID()}`;
    const response = await get(flaky.url + "/", { headers: { "x-request-id": id } });
    expect(response.status).toBe(500);
    expect(header(response, "x-request-id")).toBe(id);
    expect(response.text).toContain("Algo ha fallado");
    expectNothingLeaked(response.text);
    const errorLine = await flaky.waitForLog(
      (line) =>
        (line.reqId === id || line.req?.id === id) &&
        line.level >= 50 &&
        line.msg !== "request completed" &&
        line.msg !== "request errored",
    );
    expect(JSON.stringify(errorLine)).toMatch(/500/);
    // The request line itself is logged as an error too.
    const requestLine = await flaky.waitForLog((line) => (line.reqId === id || line.req?.id === id) && line.res?.statusCode === 500);
    expect(requestLine.level).toBeGreaterThanOrEqual(50);
  });

  it("a backend with nothing configured (404 for menus and venues) still gives the page, with empty menus", async () => {
    mode = "404";
    const response = await get(flaky.url + "/");
    expect(response.status).toBe(200);
    expect(response.text).toContain('class="site-header"');
    expect(response.text).toContain("Congreso Demo");
  });

  it("the request to the backend carries the tenant token and the request id", async () => {
    const id = `trace-${randomUUID()}`;
    // A search of its own: a backend call no cache holds ("/" and its catalogue answers, even "not found", may be kept).
    await get(`${flaky.url}/agenda?q=${id}`, { headers: { "x-request-id": id } });
    const seen = fake.requests.filter((r) => r.headers["x-request-id"] === id);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0].headers["x-tenant"]).toBe("demo-congreso-token");
  });
});
