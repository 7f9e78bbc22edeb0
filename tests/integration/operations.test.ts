// What operators and security reviewers notice: health checks, request ids and logs, security
// headers, cross-site form posts, open redirects and proxy headers.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VENUE_PREFERENCE_PATH } from "../../app/paths";
import {
  TEST_SESSION_SECRET,
  closedPort,
  get,
  header,
  htmlLang,
  post,
  setCookies,
  startPortal,
  stopAllPortals,
  titleOf,
  type Portal,
  type SimpleResponse,
} from "./harness";

let portal: Portal; // embedded demo API, TRUST_PROXY off
let proxied: Portal; // TRUST_PROXY=true
let deadBackend: Portal; // API_BASE_URL to a closed port
let uncached: Portal; // page cache off: every page rendered and streamed

beforeAll(async () => {
  const deadPort = await closedPort();
  [portal, proxied, deadBackend, uncached] = await Promise.all([
    startPortal({ API_BASE_URL: "", TRUST_PROXY: "false" }),
    startPortal({ API_BASE_URL: "", TRUST_PROXY: "true" }),
    startPortal({ API_BASE_URL: `http://127.0.0.1:${deadPort}`, SESSION_SECRET: TEST_SESSION_SECRET, API_TIMEOUT_MS: "2000" }),
    startPortal({ API_BASE_URL: "", PAGE_CACHE_MAX_ENTRIES: "0" }),
  ]);
});
afterAll(stopAllPortals);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request-completed line of the request with this id. */
function requestLine(target: Portal, id: string) {
  return target.waitForLog((line) => (line.reqId === id || line.req?.id === id) && typeof line.res?.statusCode === "number");
}

describe("health checks", () => {
  for (const path of ["/health-check", "/en/health-check", "/es/health-check", "/pt/health-check", "/eus/health-check"]) {
    it(`${path} passes as application/health+json`, async () => {
      const response = await get(portal.url + path);
      expect(response.status).toBe(200);
      expect(header(response, "content-type")).toMatch(/^application\/health\+json/);
      const body = JSON.parse(response.text);
      expect(body.status).toBe("pass");
      expect(typeof body.version).toBe("string");
      expect(body.version.length).toBeGreaterThan(0);
      expect(typeof body.uptime).toBe("number");
    });
  }

  it("answers for an unknown Host too", async () => {
    const response = await get(portal.url + "/health-check", { host: "nope.example" });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).status).toBe("pass");
  });

  it("is not logged at info level", async () => {
    const healthId = `health-${randomUUID()}`;
    await get(portal.url + "/health-check", { headers: { "x-request-id": healthId } });
    await get(portal.url + "/en/health-check?ready=1");
    // A later request's line proves the log has caught up.
    const markerId = `marker-${randomUUID()}`;
    await get(portal.url + "/no-existe", { headers: { "x-request-id": markerId } });
    await requestLine(portal, markerId);
    const logged = portal
      .jsonLogs()
      .filter((line) => String(line.req?.url ?? "").includes("health-check") || JSON.stringify(line).includes(healthId));
    expect(logged).toEqual([]);
  });

  it("?ready=1 passes with the demo backend, and says the backend answers", async () => {
    const response = await get(portal.url + "/health-check?ready=1");
    expect(response.status).toBe(200);
    const body = JSON.parse(response.text);
    expect(body.status).toBe("pass");
    expect(body.checks["portal:ready"][0].status).toBe("pass");
    expect(body.checks["backend:reachable"][0].status).toBe("pass");
  });

  it("?ready=1 stays ready when the backend is down (each portal answers its 503 page), and says why in checks", async () => {
    const ready = await get(deadBackend.url + "/health-check?ready=1");
    expect(ready.status).toBe(200);
    expect(header(ready, "content-type")).toMatch(/^application\/health\+json/);
    const body = JSON.parse(ready.text);
    expect(body.status).toBe("pass");
    expect(body.checks["backend:reachable"][0]).toMatchObject({ status: "warn", output: expect.stringMatching(/unreachable/) });
    // Visitors get the translated "service unavailable" page from this instance meanwhile.
    const page = await get(deadBackend.url + "/");
    expect(page.status).toBe(503);
    expect(htmlLang(page.text)).toBe("es-ES");
    const live = await get(deadBackend.url + "/health-check");
    expect(live.status).toBe(200);
    expect(JSON.parse(live.text).status).toBe("pass");
  });
});

describe("request ids and logs", () => {
  it("every response carries a UUID X-Request-Id", async () => {
    const response = await get(portal.url + "/");
    expect(header(response, "x-request-id")).toMatch(UUID);
    const other = await get(portal.url + "/");
    expect(header(other, "x-request-id")).not.toBe(header(response, "x-request-id"));
  });

  it("an incoming X-Request-Id is echoed and logged with tenant, status and duration", async () => {
    const response = await get(portal.url + "/", { headers: { "x-request-id": "abc-123" } });
    expect(header(response, "x-request-id")).toBe("abc-123");
    const line = await requestLine(portal, "abc-123");
    expect(line.tenant).toBe("Congreso Demo");
    expect(line.res.statusCode).toBe(200);
    expect(typeof line.responseTime).toBe("number");
    expect(line.req.method).toBe("GET");
    expect(line.req.url).toBe("/");
  });

  it("a malformed X-Request-Id is replaced by a fresh UUID", async () => {
    const response = await get(portal.url + "/", { headers: { "x-request-id": "bad id with spaces<script>" } });
    expect(header(response, "x-request-id")).toMatch(UUID);
  });

  it("cookies, Authorization and password query values never reach the log", async () => {
    const id = `secret-${randomUUID()}`;
    await get(portal.url + "/?password=HUNTER2PASS&x=1", {
      headers: { "x-request-id": id, cookie: "__Host-session=SECRET123", authorization: "Bearer TOPSECRET" },
    });
    await get(portal.url + "/en/no-such-page?password=HUNTER2PASS", {
      headers: { cookie: "__Host-session=SECRET123; i18n_redirected=en", authorization: "Bearer TOPSECRET" },
    });
    await requestLine(portal, id);
    const all = portal.logs().join("\n");
    expect(all).not.toContain("SECRET123");
    expect(all).not.toContain("TOPSECRET");
    expect(all).not.toContain("HUNTER2PASS");
  });
});

/** Asks for a page and hangs up as soon as its first bytes arrive, as a visitor who goes elsewhere. */
function leaveEarly(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    socket.once("data", () => {
      socket.destroy();
      resolve();
    });
    socket.once("error", () => resolve());
  });
}

describe("visitors who leave", () => {
  it("leaving while a page streams is not logged as an error, and the next visitor gets the page", async () => {
    for (let i = 0; i < 10; i++) await leaveEarly(uncached.port, `/agenda?visit=${i}`);
    const after = await get(uncached.url + "/agenda");
    expect(after.status).toBe(200);
    expect(titleOf(after.text)).toMatch(/^Agenda/);
    const errors = uncached.logs().filter((line) => line.includes('"render error"') || line.includes("closed early"));
    expect(errors).toEqual([]);
  });
});

/** Every script the browser runs carries `nonce`; JSON-LD data blocks are never run, so CSP does not apply to them. */
function expectEveryScriptNonced(html: string, nonce: string | undefined) {
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/ld+json"'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
}

/** The venue choice was refused with the translated 403 page and stored nothing. */
function expectVenueRefused(response: SimpleResponse) {
  expect(response.status).toBe(403);
  expect(response.text).toContain("No se ha podido enviar el formulario");
  expect(setCookies(response).some((c) => c.startsWith("venue_id="))).toBe(false);
}

describe("security headers", () => {
  function nonceOf(csp: string): string | undefined {
    const scriptSrc = csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src"));
    return /'nonce-([^']+)'/.exec(scriptSrc ?? "")?.[1];
  }

  it("a strict CSP whose nonce is on every script of the page", async () => {
    const response = await get(portal.url + "/");
    const csp = header(response, "content-security-policy") ?? "";
    const nonce = nonceOf(csp);
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expectEveryScriptNonced(response.text, nonce);
  });

  it("error pages carry the nonce too", async () => {
    const response = await get(portal.url + "/", { host: "nope.example" });
    const nonce = nonceOf(header(response, "content-security-policy") ?? "");
    expectEveryScriptNonced(response.text, nonce);
  });

  it("each response gets its own nonce", async () => {
    const [a, b] = [await get(portal.url + "/"), await get(portal.url + "/")];
    expect(nonceOf(header(a, "content-security-policy") ?? "")).not.toBe(nonceOf(header(b, "content-security-policy") ?? ""));
  });

  it("keeps idle connections longer than a load balancer's usual 60 s", async () => {
    const response = await get(`${portal.url}/`, { headers: { connection: "keep-alive" } });
    expect(header(response, "keep-alive")).toMatch(/timeout=(\d+)/);
    expect(Number(/timeout=(\d+)/.exec(header(response, "keep-alive")!)![1])).toBeGreaterThan(60);
  });

  it("no X-Powered-By; HSTS in production", async () => {
    const response = await get(portal.url + "/");
    expect(response.headers["x-powered-by"]).toBeUndefined();
    expect(header(response, "strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("cross-site form posts", () => {
  const form = { venueId: "2", redirectTo: "/" };

  it("Sec-Fetch-Site: cross-site is refused with the translated 403 page", async () => {
    const response = await post(portal.url + VENUE_PREFERENCE_PATH, form, { headers: { "sec-fetch-site": "cross-site" } });
    expectVenueRefused(response);
  });

  it("a foreign Origin (no Sec-Fetch-Site) is refused", async () => {
    const response = await post(portal.url + VENUE_PREFERENCE_PATH, form, { headers: { origin: "https://evil.example" } });
    expectVenueRefused(response);
  });

  it("a cross-site post to a page is refused with the page in its language", async () => {
    const response = await post(portal.url + "/en/", { a: "1" }, { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.status).toBe(403);
    expect(response.text).toContain("The form could not be sent");
  });

  it("a same-origin post changes the venue and the next page shows the toast", async () => {
    const response = await post(portal.url + VENUE_PREFERENCE_PATH, form, { headers: { "sec-fetch-site": "same-origin" } });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/");
    const cookies = setCookies(response);
    const venue = cookies.find((c) => c.startsWith("venue_id="));
    const session = cookies.find((c) => c.startsWith("__Host-session="));
    expect(venue).toMatch(/^venue_id=2;/);
    expect(session).toBeDefined();
    const jar = [venue!, session!].map((c) => c.split(";")[0]).join("; ");
    const page = await get(portal.url + "/", { headers: { cookie: jar } });
    expect(page.status).toBe(200);
    const toasts = /<div class="toasts"[^>]*>([\s\S]*?)<\/div><div class="connectivity"/.exec(page.text)?.[1] ?? page.text;
    expect(toasts).toContain("Kursaal");
    expect(page.text).toMatch(/<option value="2" selected="">Kursaal<\/option>/);
  });

  for (const redirectTo of ["//evil.example", "/\\evil", "https://evil.example"]) {
    it(`redirectTo=${redirectTo} never leaves the site`, async () => {
      const response = await post(
        portal.url + VENUE_PREFERENCE_PATH,
        { venueId: "2", redirectTo },
        { headers: { "sec-fetch-site": "same-origin" } },
      );
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe("/");
    });
  }
});

describe("proxy headers", () => {
  it("X-Forwarded-Host is ignored without TRUST_PROXY", async () => {
    const response = await get(portal.url + "/", { host: "localhost", headers: { "x-forwarded-host": "eventos.localhost" } });
    expect(response.status).toBe(200);
    expect(titleOf(response.text)).toBe("Congreso Demo");
  });

  it("X-Forwarded-Host is honoured with TRUST_PROXY=true", async () => {
    const response = await get(proxied.url + "/", { host: "localhost", headers: { "x-forwarded-host": "eventos.localhost" } });
    expect(response.status).toBe(200);
    expect(titleOf(response.text)).toBe("Eventos Demo");
  });
});

describe("static files", () => {
  it("the demo's images for a week, other public files for an hour, hashed assets for a year", async () => {
    const image = await get(portal.url + "/demo/congreso-logo.svg");
    expect([image.status, header(image, "cache-control")]).toEqual([200, "public, max-age=604800, stale-while-revalidate=86400"]);
    const icon = await get(portal.url + "/favicon.svg");
    expect([icon.status, header(icon, "cache-control")]).toEqual([200, "public, max-age=3600"]);
    const asset = /\/assets\/[^"]+\.css/.exec((await get(portal.url + "/")).text)?.[0];
    expect(header(await get(portal.url + asset), "cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("the HTML of a page", () => {
  // React 18 may leave NUL bytes where a multi-byte character meets its 2 KB buffer's end
  // (app/chrome/html-stream.server.ts); with the demo's data the Spanish home page had one.
  it("never carries a NUL byte, in any language", async () => {
    for (const path of ["/", "/agenda", "/ponentes", "/blog", "/sdg", "/en", "/pt", "/eus", "/eus/agenda"]) {
      const page = await get(portal.url + path);
      expect({ path, status: page.status, nul: page.text.indexOf("\u0000") }).toEqual({ path, status: 200, nul: -1 });
    }
  });
});
