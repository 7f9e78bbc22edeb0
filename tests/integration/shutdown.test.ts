// Graceful shutdown as a deploy sees it: SIGTERM lets in-flight requests finish, refuses new work,
// and exits 0 well within SHUTDOWN_TIMEOUT_MS; idle keep-alive connections do not hold it up.
import { afterAll, describe, expect, it } from "vitest";
import { TEST_SESSION_SECRET, get, openKeepAlive, sleep, startFakeBackend, startPortal, stopAllPortals } from "./harness";

const timers = new Set<NodeJS.Timeout>();
afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  await stopAllPortals();
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await sleep(20);
  }
}

describe("SIGTERM", () => {
  it("drains: the in-flight request completes, readiness fails, and the process exits 0 in time", async () => {
    const backend = await startFakeBackend((_req, res) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ data: [] }));
      }, 1500);
      timers.add(timer);
    });
    const portal = await startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: TEST_SESSION_SECRET, SHUTDOWN_TIMEOUT_MS: "5000" });

    // An already-open keep-alive connection, idle when the signal comes.
    const keepAlive = await openKeepAlive(portal.port);
    const first = await keepAlive.request("/health-check");
    expect(first.status).toBe(200);

    const inFlight = get(portal.url + "/");
    await waitFor(() => backend.requests.length > 0);

    const signalledAt = Date.now();
    portal.process.kill("SIGTERM");
    await sleep(150);

    // Readiness during the drain: a 503 "fail", or no answer at all; never a pass.
    const readiness = await keepAlive.request("/health-check?ready=1").then(
      (response) => ({ status: response.status, body: response.text }),
      (error: Error) => ({ status: 0, body: error.message }),
    );
    if (readiness.status !== 0) {
      expect(readiness.status).toBe(503);
      expect(JSON.parse(readiness.body).status).toBe("fail");
    }
    const fresh = await get(portal.url + "/health-check?ready=1").then(
      (response) => response.status,
      () => 0,
    );
    expect([0, 503]).toContain(fresh);

    const response = await inFlight;
    expect(response.status).toBeGreaterThanOrEqual(200);
    // The whole document: the markup and the end of Remix's streamed data.
    expect(response.text).toContain("</html>");
    expect(response.text).toContain("streamController.close()");

    const exit = await portal.exited;
    const elapsed = Date.now() - signalledAt;
    expect(exit.code, portal.logs().join("\n")).toBe(0);
    expect(elapsed).toBeLessThan(5000);
    expect(portal.jsonLogs().some((line) => /draining/.test(String(line.msg)))).toBe(true);
    // Nothing had to be cut off.
    expect(portal.jsonLogs().some((line) => /timeout reached|closing remaining/i.test(String(line.msg)))).toBe(false);
  });

  it("an idle keep-alive connection does not keep the process alive", async () => {
    const portal = await startPortal({ API_BASE_URL: "", SHUTDOWN_TIMEOUT_MS: "5000" });
    const keepAlive = await openKeepAlive(portal.port);
    const page = await keepAlive.request("/");
    expect(page.status).toBe(200);
    expect(keepAlive.isClosed()).toBe(false);

    const signalledAt = Date.now();
    portal.process.kill("SIGTERM");
    const exit = await portal.exited;
    const elapsed = Date.now() - signalledAt;
    expect(exit.code, portal.logs().join("\n")).toBe(0);
    // Before the forced close at SHUTDOWN_TIMEOUT_MS - 500 ms: the idle socket was let go at once.
    expect(elapsed).toBeLessThan(4000);
    expect(portal.jsonLogs().some((line) => /timeout reached|closing remaining/i.test(String(line.msg)))).toBe(false);
    await keepAlive.closed;
  });
});
