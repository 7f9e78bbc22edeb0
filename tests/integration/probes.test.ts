// The holes found by probing the portal from outside, each with the probes' own payloads.
import net from "node:net";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { escapeRegExp } from "../paths";
import {
  TEST_SESSION_SECRET,
  get,
  header,
  rawConnection,
  post,
  rawRequest,
  startPortal,
  stopAllPortals,
  type Portal,
  type RawResponse,
} from "./harness";
import { answer, getWith, logIn, startDemoProxy, type DemoProxy } from "./demo-proxy";

let backend: DemoProxy;
let portal: Portal;
let limited: Portal; // RATE_LIMIT_MAX=3, LOGIN_ADDRESS_FAILURES=3

beforeAll(async () => {
  backend = await startDemoProxy();
  const env = {
    API_BASE_URL: backend.url,
    SESSION_SECRET: TEST_SESSION_SECRET,
    REDIRECT_HOSTS: "pay.example",
    HEADERS_TIMEOUT_MS: "1000",
    REQUEST_TIMEOUT_MS: "10000",
  };
  [portal, limited] = await Promise.all([
    startPortal({ ...env, RATE_LIMIT_MAX: "1000", LOGIN_ADDRESS_FAILURES: "1000", LOGIN_ACCOUNT_FAILURES: "1000" }),
    startPortal({ ...env, RATE_LIMIT_MAX: "3", LOGIN_ADDRESS_FAILURES: "3", LOGIN_ACCOUNT_FAILURES: "1000" }),
  ]);
});
afterAll(async () => {
  await stopAllPortals();
  await backend.close();
});

let nextClient = 100;
/** A loopback address of its own for each test, so that rate-limit counts do not mix. */
const newClient = () => `127.0.0.${(nextClient += 1)}`;

/** Bytes as they are (no client-side normalisation of the path), from `localAddress`; the answer parsed. */
function raw(head: string, options: { localAddress?: string; body?: string; to?: Portal } = {}): Promise<RawResponse> {
  return rawRequest((options.to ?? portal).port, head + (options.body ?? ""), { localAddress: options.localAddress });
}

function formPost(path: string, form: Record<string, string>, host = `localhost:${0}`): { head: string; body: string } {
  const body = new URLSearchParams(form).toString();
  return {
    head: `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    body,
  };
}

const LOGIN = pathTo("login");
const AGENDA = pathTo("agenda");
const wrongLogin = { intent: "login", email: "ana@example.com", password: "wrong-password", website: "" };

describe("1. rate limits and dot segments", () => {
  const probes = [
    "/./iniciar-sesion",
    "/x/../iniciar-sesion",
    "/x/%2e%2e/iniciar-sesion",
    "/en/../iniciar-sesion",
    "/usuario/%2E%2E/iniciar-sesion.data",
    "/x/..\\iniciar-sesion",
  ];

  it("after the limit, no dot-segment spelling of the login page reaches the backend", async () => {
    const client = newClient();
    const host = `localhost:${limited.port}`;
    for (let i = 0; i < 3; i += 1) {
      const { head, body } = formPost(LOGIN, wrongLogin, host);
      expect((await raw(head, { localAddress: client, body, to: limited })).status).toBe(401);
    }
    const before = backend.calls("POST", "/customer/login");
    for (const path of probes) {
      const { head, body } = formPost(path, wrongLogin, host);
      const response = await raw(head, { localAddress: client, body, to: limited });
      expect(response.status, path).toBe(429);
    }
    expect(backend.calls("POST", "/customer/login")).toBe(before);
  });

  it("each spelling is counted in the login bucket from the start", async () => {
    const client = newClient();
    const host = `localhost:${limited.port}`;
    const statuses: number[] = [];
    for (const path of probes.slice(0, 4)) {
      const { head, body } = formPost(path, wrongLogin, host);
      statuses.push((await raw(head, { localAddress: client, body, to: limited })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

/** Resolves when the socket closes, whatever error came first (the portal may stop reading). */
function closeOf(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => socket.once("close", () => resolve()));
}

/** Sends a chunked body of `total` bytes as fast as the portal takes it; stops when it answers. */
async function chunkedPost(path: string, total: number): Promise<{ response: RawResponse; sent: number }> {
  const { socket, received, answered } = await rawConnection(portal.port);
  let closed = false;
  const ended = closeOf(socket).then(() => (closed = true));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost:${portal.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  const piece = Buffer.from(`email=${"a".repeat(64 * 1024 - 6)}`);
  let sent = 0;
  while (sent < total && !closed && !answered()) {
    const ok = socket.write(`${piece.length.toString(16)}\r\n`) && socket.write(piece) && socket.write("\r\n");
    sent += piece.length;
    if (!ok) await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), ended]);
  }
  if (!closed && !answered()) socket.write("0\r\n\r\n");
  await ended;
  return { response: received(), sent };
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

describe("2. request bodies are capped as they stream", () => {
  it("a chunked 40 MB login body gets the 413 page after the first bytes; memory stays put", async () => {
    const before = rssOf(portal.process.pid!);
    const logins = backend.calls("POST", "/customer/login");
    const results = await Promise.all([1, 2, 3, 4].map(() => chunkedPost(LOGIN, 40 * 1024 * 1024)));
    for (const { response, sent } of results) {
      expect(response.status).toBe(413);
      expect(response.text).toContain("El envío es demasiado grande");
      expect(sent).toBeLessThan(40 * 1024 * 1024);
    }
    expect(rssOf(portal.process.pid!) - before).toBeLessThan(60 * 1024 * 1024);
    expect(backend.calls("POST", "/customer/login")).toBe(logins);
  });

  it("a body declared over the cap is refused before it is read", async () => {
    const response = await raw(
      `POST ${LOGIN} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${200 * 1024}\r\nConnection: close\r\n\r\n`,
      { body: "email=a" },
    );
    expect(response.status).toBe(413);
  });

  it("on a page that takes uploads, only a multipart body gets the upload cap", async () => {
    const declared = (type: string) =>
      raw(
        `POST ${pathTo("profile")} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${200 * 1024}\r\nConnection: close\r\n\r\n`,
        { body: "intent=x" },
      );
    expect((await declared("application/x-www-form-urlencoded")).status).toBe(413);
    // Past the host's cap check: the private area asks for a login.
    expect((await declared("multipart/form-data; boundary=xyz")).status).not.toBe(413);
  });

  it("a typed value comes back once, in its field", async () => {
    const typed = `${"q".repeat(20_000)}@example.com`;
    const response = await post(`${portal.url}${LOGIN}`, { intent: "login", email: typed, password: "x", website: "" });
    expect(response.status).toBe(400);
    expect(response.text.split(typed).length - 1).toBe(1);
    expect(response.text).toMatch(new RegExp(`name="email"[^>]*value="${typed}"`));
  });
});

describe("3. one-time tokens stay out of the log", () => {
  it("in the path of SSO, reset and validation links", async () => {
    const paths = [
      pathTo("ssoLogin", { token: "SECRETsso123" }),
      pathTo("passwordResetConfirm", { token: "SECRETreset456" }),
      localePath("en", pathTo("validate", { token: "SECRETvalidate789" })),
      pathTo("ssoRegister", { token: "SECRETregister000" }),
    ];
    for (const path of paths) {
      await get(`${portal.url}${path}`);
    }
    await portal.waitForLog((line) => typeof line.req?.url === "string" && line.req.url.startsWith(`${pathTo("ssoRegister")}/`));
    const logged = portal.logs().join("\n");
    expect(logged).not.toMatch(/SECRET/);
    expect(logged).toContain(`${pathTo("ssoLogin")}/[redacted]`);
  });
});

describe("5. route parameters never become other backend paths", () => {
  it("/agenda/..%2F..%2Fcustomer is the 404 page and the backend sees nothing of it", async () => {
    const response = await raw(`GET /agenda/..%2F..%2Fcustomer HTTP/1.1\r\nHost: localhost:${portal.port}\r\nConnection: close\r\n\r\n`);
    expect(response.status).toBe(404);
    expect(backend.requests.some((r) => /\.\.|%2F/i.test(r.url))).toBe(false);
  });

  it("a discard of ..%2Flogout sends no DELETE with the token (the visitor is told it is gone)", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com", { host: undefined });
    const response = await raw(
      `POST /usuario/descartar/..%2Flogout HTTP/1.1\r\nHost: localhost:${portal.port}\r\nCookie: ${cookie}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(response.status).toBe(302);
    expect(backend.requests.some((r) => r.method === "DELETE" || (/logout/.test(r.url) && /discard/.test(r.url)))).toBe(false);
  });
});

describe("6. malformed requests", () => {
  it("a Host we cannot build a URL from gets the portal's 400 page and one log line, no stack", async () => {
    for (const host of [`evil.example@localhost:${portal.port}`, "localhost:99999", "[::1", "a, b"]) {
      const response = await raw(`GET ${AGENDA} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(response.status, host).toBe(400);
      expect(response.text, host).toContain("No hemos podido entender la petición");
    }
    const text = portal.logs().join("\n");
    expect(text).not.toContain("Invalid URL");
    expect(text).not.toMatch(/^\s+at /m);
    await expect
      .poll(() => portal.jsonLogs().filter((line) => line.res?.statusCode === 400 && line.req?.url === AGENDA).length)
      .toBeGreaterThanOrEqual(4);
  });

  it("OPTIONS, and a POST to a page without an action, are 405s logged at info", async () => {
    const options = await get(`${portal.url}${AGENDA}`, { method: "OPTIONS" as "GET" });
    expect(options.status).toBe(405);
    const posted = await post(`${portal.url}${AGENDA}`, { a: "1" });
    expect(posted.status).toBe(405);
    await portal.waitForLog((line) => line.res?.statusCode === 405 && line.req?.method === "POST");
    const errors = portal.jsonLogs().filter((line) => line.level >= 50 && line.req?.url !== LOGIN);
    expect(errors).toEqual([]);
  });
});

describe("7. a file answer that is JSON", () => {
  it("is not handed over as a PDF", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com");
    backend.override = (req, res) => {
      if (!req.url?.startsWith("/customer/print-accreditation")) return false;
      req.resume();
      res.writeHead(200, { "content-type": "application/octet-stream" });
      res.end('{"message":"Tu acreditación aún no está lista"}');
      return true;
    };
    try {
      const response = await getWith(`${portal.url}${pathTo("profileDownload", { "*": "acreditacion" })}`, cookie);
      expect(header(response, "content-disposition") ?? "").not.toContain("attachment");
      expect(response.status).toBe(302);
      expect(header(response, "location")).toMatch(new RegExp(`^${escapeRegExp(pathTo("profile"))}#`));
    } finally {
      backend.override = null;
    }
  });
});

describe("9. backend redirects", () => {
  async function activityAnswering(target: string) {
    backend.override = (req, res) => {
      if (!req.url?.startsWith("/conferences/acreditacion-y-bienvenida")) return false;
      req.resume();
      answer(res, 302, { target_url: target });
      return true;
    };
    try {
      return await get(`${portal.url}${pathTo("conference", { slug: "acreditacion-y-bienvenida" })}`);
    } finally {
      backend.override = null;
    }
  }

  it("to another site: an error page, never a Location there", async () => {
    const response = await activityAnswering("https://evil.example/phish");
    expect(response.status).toBe(500);
    expect(header(response, "location")).toBeUndefined();
    await portal.waitForLog((line) => typeof line.err?.message === "string" && line.err.message.includes("evil.example"));
  });

  it("to a configured host (a payment provider) or the tenant's own: followed", async () => {
    expect(header(await activityAnswering("https://pay.example/checkout/1"), "location")).toBe("https://pay.example/checkout/1");
    const own = `https://localhost${AGENDA}`;
    expect(header(await activityAnswering(own), "location")).toBe(own);
  });
});

describe("10. slow clients and the Permissions-Policy header", () => {
  it("a client that trickles its headers is cut after HEADERS_TIMEOUT_MS", async () => {
    const socket = net.connect(portal.port, "127.0.0.1");
    await once(socket, "connect");
    socket.on("error", () => {});
    const started = Date.now();
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    const timer = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 200);
    await closeOf(socket);
    clearInterval(timer);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("a body that takes longer than the headers timeout still arrives whole", async () => {
    const body = new URLSearchParams({ intent: "login", email: "slow@example.com", password: "x", website: "" }).toString();
    const { socket, received } = await rawConnection(portal.port);
    socket.write(
      `POST ${LOGIN} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    for (const char of body.slice(0, -1)) {
      socket.write(char);
      await new Promise((resolve) => setTimeout(resolve, 2500 / body.length));
    }
    socket.write(body.slice(-1));
    await once(socket, "close");
    expect(received().status).toBe(401);
  });

  it("pages say which browser features they never use", async () => {
    const response = await get(`${portal.url}${AGENDA}`);
    expect(header(response, "permissions-policy")).toMatch(/camera=\(\)/);
    expect(header(response, "permissions-policy")).toMatch(/geolocation=\(\)/);
  });

  it("names only features Chromium recognises (an unknown one, such as bluetooth, is a console warning on every page)", async () => {
    // Checked against Chromium 156's console ("Unrecognized feature"); keep in step with server/security.ts.
    const recognised = new Set([
      "accelerometer",
      "autoplay",
      "browsing-topics",
      "camera",
      "display-capture",
      "encrypted-media",
      "fullscreen",
      "geolocation",
      "gyroscope",
      "hid",
      "interest-cohort",
      "magnetometer",
      "microphone",
      "midi",
      "payment",
      "picture-in-picture",
      "serial",
      "usb",
    ]);
    const response = await get(`${portal.url}${AGENDA}`);
    const features = (header(response, "permissions-policy") ?? "").split(/,\s*/).map((entry) => entry.split("=")[0]);
    expect(features.filter((feature) => !recognised.has(feature))).toEqual([]);
  });
});
