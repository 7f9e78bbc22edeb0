// A deploy as the load balancer sees it: on SIGTERM readiness fails at once, pages are answered until
// DRAIN_DELAY_MS, in-flight requests finish, and the process exits 0; a second signal exits at once.
import { afterAll, describe, expect, it } from "vitest";
import { get, openKeepAlive, sleep, startPortal, stopAllPortals, type Portal } from "./harness";

afterAll(stopAllPortals);

/** The status of one request on a fresh connection; 0 when the connection is refused or cut. */
const statusOf = (url: string) =>
  get(url).then(
    (response) => response.status,
    () => 0,
  );

const draining = (portal: Portal) => portal.waitForLog((line) => /^draining/.test(String(line.msg)));
const listenerClosed = (portal: Portal) => portal.waitForLog((line) => /^closing the listener/.test(String(line.msg)), 15_000);

describe("SIGTERM", () => {
  it("readiness turns 503 at once; pages are still accepted and answered during the drain delay; then the listener closes and the process exits 0", async () => {
    // Every backend answer takes 300 ms (the embedded demo API's latency knob), so requests are in
    // flight when the signal comes; the page cache is off so each page really asks.
    const portal = await startPortal({
      DRAIN_DELAY_MS: "2500",
      SHUTDOWN_TIMEOUT_MS: "5000",
      DEMO_API_DELAY_MS: "300",
      PAGE_CACHE_MAX_ENTRIES: "0",
    });
    expect((await get(portal.url + "/health-check?ready=1")).status).toBe(200);
    const keepAlive = await openKeepAlive(portal.port);
    expect((await keepAlive.request("/health-check")).status).toBe(200);

    const inFlight = get(portal.url + "/agenda");
    await sleep(200);
    const signalledAt = Date.now();
    portal.process.kill("SIGTERM");
    await draining(portal);

    // Readiness: a 503 "fail" that says why, on a new connection and on an open one.
    const ready = await get(portal.url + "/health-check?ready=1");
    expect(ready.status).toBe(503);
    const body = JSON.parse(ready.text);
    expect(body.status).toBe("fail");
    expect(body.checks["portal:ready"][0]).toMatchObject({ status: "fail", output: "draining" });
    const onOpen = await keepAlive.request("/health-check?ready=1");
    expect(onOpen.status).toBe(503);
    // The open connection is asked to go elsewhere.
    expect(onOpen.headers.connection).toBe("close");
    // Liveness still passes: the process is healthy, only leaving.
    expect((await get(portal.url + "/health-check")).status).toBe(200);

    // A visitor whose request the balancer sends before its next check is served in full.
    const during = await get(portal.url + "/en/agenda");
    expect(during.status).toBe(200);
    expect(during.text).toContain("</html>");

    const first = await inFlight;
    expect(first.status).toBe(200);
    expect(first.text).toContain("streamController.close()");

    // After the delay the listener is closed: new connections are refused.
    await listenerClosed(portal);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2400);
    expect(await statusOf(portal.url + "/health-check")).toBe(0);

    const exit = await portal.exited;
    expect(exit.code, portal.logs().join("\n")).toBe(0);
    // Within the drain delay plus what the in-flight requests needed, far from the timeout.
    expect(Date.now() - signalledAt).toBeLessThan(2500 + 3000);
    expect(portal.jsonLogs().some((line) => /timeout reached/i.test(String(line.msg)))).toBe(false);
  });

  it("a request still running when the listener closes gets to finish", async () => {
    const portal = await startPortal({
      DRAIN_DELAY_MS: "0",
      SHUTDOWN_TIMEOUT_MS: "5000",
      DEMO_API_DELAY_MS: "1200",
      PAGE_CACHE_MAX_ENTRIES: "0",
    });
    const inFlight = get(portal.url + "/agenda");
    await sleep(300);
    portal.process.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    // The whole document: the markup and the end of Remix's streamed data.
    expect(response.text).toContain("</html>");
    expect(response.text).toContain("streamController.close()");
    expect((await portal.exited).code).toBe(0);
    expect(portal.jsonLogs().some((line) => /timeout reached/i.test(String(line.msg)))).toBe(false);
  });

  it("a request slower than SHUTDOWN_TIMEOUT_MS is cut, and the process still exits 0 in time", async () => {
    const portal = await startPortal({
      DRAIN_DELAY_MS: "0",
      SHUTDOWN_TIMEOUT_MS: "1000",
      DEMO_API_DELAY_MS: "8000",
      PAGE_CACHE_MAX_ENTRIES: "0",
    });
    const slow = statusOf(portal.url + "/agenda");
    await sleep(300);
    const signalledAt = Date.now();
    portal.process.kill("SIGTERM");
    const exit = await portal.exited;
    expect(exit.code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(3000);
    expect(await slow).toBe(0);
    expect(portal.jsonLogs().some((line) => /timeout reached/i.test(String(line.msg)))).toBe(true);
  });

  it("an idle keep-alive connection does not keep the process alive", async () => {
    const portal = await startPortal({ DRAIN_DELAY_MS: "0", SHUTDOWN_TIMEOUT_MS: "5000" });
    const keepAlive = await openKeepAlive(portal.port);
    expect((await keepAlive.request("/")).status).toBe(200);
    expect(keepAlive.isClosed()).toBe(false);

    const signalledAt = Date.now();
    portal.process.kill("SIGTERM");
    const exit = await portal.exited;
    expect(exit.code, portal.logs().join("\n")).toBe(0);
    // Long before the forced close: the idle socket was let go at once.
    expect(Date.now() - signalledAt).toBeLessThan(2000);
    expect(portal.jsonLogs().some((line) => /timeout reached/i.test(String(line.msg)))).toBe(false);
    await keepAlive.closed;
  });

  it("a second SIGTERM during the drain exits at once", async () => {
    const portal = await startPortal({ DRAIN_DELAY_MS: "20000" });
    portal.process.kill("SIGTERM");
    await draining(portal);
    const signalledAt = Date.now();
    portal.process.kill("SIGTERM");
    const exit = await portal.exited;
    expect(Date.now() - signalledAt).toBeLessThan(1000);
    expect(exit.code).toBe(143);
    expect(portal.jsonLogs().some((line) => line.msg === "exiting at once")).toBe(true);
  });

  it("SIGINT (Ctrl-C) exits at once, without the drain", async () => {
    const portal = await startPortal({ DRAIN_DELAY_MS: "20000" });
    const signalledAt = Date.now();
    portal.process.kill("SIGINT");
    const exit = await portal.exited;
    expect(Date.now() - signalledAt).toBeLessThan(1000);
    expect(exit.code).toBe(130);
  });
});
