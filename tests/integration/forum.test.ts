// The forum login from outside: the sid in its cookie, removed at logout, none without a forum; a broken
// forum never stops the portal login; neither the password nor a sid reaches the log.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import {
  ROOT,
  TEST_SESSION_SECRET,
  closedPort,
  get,
  post,
  setCookies,
  startFakeBackend,
  startPortal,
  stopAllPortals,
  tempDir,
  writeTemp,
  type FakeBackend,
  type Portal,
  type SimpleResponse,
} from "./harness";
import { DEMO_PASSWORD, cookieLines, cookiePair, logIn, removesCookie, startDemoProxy, type DemoProxy, attributes } from "./demo-proxy";

const FORUM_COOKIE = "forum_sid";
const FORUM_HOST = "mecenazgo.localhost";
const MECENAZGO = "demo-mecenazgo-token";
const DAY = 24 * 60 * 60;
const LOGIN = pathTo("login");

type ForumRecord = {
  username: string | null;
  password_sha256: string | null;
  status: number;
  sid: string | null;
  content_type: string | null;
  tenant_header: boolean;
  authorization_header: boolean;
};

/** What the fake forum of the `broken` portal does with the next logins. */
type Mode = "ok" | "silent" | "error" | "no-sid";

let backend: DemoProxy;
let portal: Portal; // the demo tenants file: Mecenazgo Demo's forum is the demo API's
let broken: Portal; // Mecenazgo Demo's forum is `fakeForum`, Eventos Demo's a closed port
let fakeForum: FakeBackend;
let mode: Mode = "ok";
/** Cookie-safe but not URL-safe: the browser must get it as the forum wrote it, `%` and all. */
const FAKE_SID = "fake-forum-sid%2F0123:456789";

beforeAll(async () => {
  backend = await startDemoProxy();
  fakeForum = await startFakeBackend((req, res) => {
    req.resume();
    if (mode === "silent") return; // never answers
    if (mode === "error") return void res.writeHead(500, { "content-type": "text/plain" }).end("forum down");
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(mode === "ok" ? { sid: FAKE_SID } : { ok: true }));
  });
  const tenants = JSON.parse(readFileSync(path.join(ROOT, "demo-api", "tenants.json"), "utf8")) as { tenants: Array<Record<string, any>> };
  for (const tenant of tenants.tenants) {
    if (tenant.name === "Mecenazgo Demo") tenant.forum = { loginUrl: `${fakeForum.url}/forum/login`, cookieName: FORUM_COOKIE };
    if (tenant.name === "Eventos Demo")
      tenant.forum = { loginUrl: `http://127.0.0.1:${await closedPort()}/login`, cookieName: "eventos_forum" };
  }
  const tenantsFile = writeTemp(tempDir(), "tenants.json", JSON.stringify(tenants));
  const common = { API_BASE_URL: backend.url, SESSION_SECRET: TEST_SESSION_SECRET, RATE_LIMIT_MAX: "1000", LOG_LEVEL: "debug" };
  [portal, broken] = await Promise.all([
    startPortal(common),
    // A backend time-out far above the forum's: the forum's own (3 s by default) must be what counts.
    startPortal({ ...common, TENANTS_FILE: tenantsFile, API_TIMEOUT_MS: "20000" }),
  ]);
});
afterAll(async () => {
  await stopAllPortals();
  await backend?.close();
});

async function forumLogins(): Promise<ForumRecord[]> {
  const response = await get(`${backend.apiUrl}/__demo/forum/logins`);
  expect(response.status).toBe(200);
  return (JSON.parse(response.text) as { data: ForumRecord[] }).data;
}

function forumCookie(response: SimpleResponse, name = FORUM_COOKIE): string {
  const lines = cookieLines(response, name);
  expect(lines, `one Set-Cookie for ${name}`).toHaveLength(1);
  return lines[0]!;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Logs in and measures how long the portal took to answer. */
async function timedLogIn(target: Portal, email: string, host: string, cookie?: string) {
  const started = Date.now();
  const response = await post(
    target.url + LOGIN,
    { intent: "login", email, password: DEMO_PASSWORD, website: "" },
    { host, headers: cookie ? { cookie } : {} },
  );
  return { response, ms: Date.now() - started };
}

describe("a tenant with a forum (the demo's: Mecenazgo Demo)", () => {
  it("logs the visitor into the forum: the forum gets the e-mail and password, the browser its sid in a Secure, SameSite=None cookie living as long as the remembered session", async () => {
    const before = (await forumLogins()).length;
    const { response } = await logIn(portal.url, "ana@example.com", { remember: true, host: FORUM_HOST });
    expect(response.headers.location).toBe("/");

    const received = (await forumLogins()).slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      username: "ana@example.com",
      password_sha256: sha256(DEMO_PASSWORD),
      status: 200,
      content_type: "application/json",
      // A third party: neither the tenant's token nor the customer's.
      tenant_header: false,
      authorization_header: false,
    });

    const line = forumCookie(response);
    expect(line.split(";")[0]).toBe(`${FORUM_COOKIE}=${received[0]!.sid}`);
    const forum = attributes(line);
    expect(forum).toMatchObject({ secure: "", samesite: "None", path: "/", httponly: "" });
    expect(forum).not.toHaveProperty("domain");
    const session = attributes(cookieLines(response, "__Host-session")[0]!);
    expect(Number(forum["max-age"])).toBe(30 * DAY);
    expect(forum["max-age"]).toBe(session["max-age"]);
  });

  it("without remember, the forum cookie ends with the browser, as the session does", async () => {
    const { response } = await logIn(portal.url, "ana@example.com", { host: FORUM_HOST });
    const forum = attributes(forumCookie(response));
    expect(forum).not.toHaveProperty("max-age");
    expect(forum).not.toHaveProperty("expires");
    expect(forum).toMatchObject({ secure: "", samesite: "None" });
  });

  it("logging out of the portal removes the forum cookie too", async () => {
    const { response, cookie } = await logIn(portal.url, "ana@example.com", { remember: true, host: FORUM_HOST });
    const forumPair = cookiePair(response, FORUM_COOKIE)!;
    const logout = await post(
      portal.url + pathTo("logout"),
      { redirectTo: "/" },
      { host: FORUM_HOST, headers: { cookie: `${cookie}; ${forumPair}` } },
    );
    expect(logout.status).toBe(302);
    expect(cookieLines(logout, "__Host-session").some(removesCookie)).toBe(true);
    const removal = forumCookie(logout);
    expect(removesCookie(removal)).toBe(true);
    // The same attributes as when it was set, or a browser would keep the Secure one.
    expect(attributes(removal)).toMatchObject({ secure: "", samesite: "None", path: "/" });
  });

  it("a login through two-factor logs into no forum (the password is not kept while the code is awaited) and removes an earlier login's forum cookie", async () => {
    const before = (await forumLogins()).length;
    const first = await post(
      portal.url + LOGIN,
      { intent: "login", email: "bruno@example.com", password: DEMO_PASSWORD, website: "" },
      { host: FORUM_HOST },
    );
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe(pathTo("twoFactor"));
    expect(cookieLines(first, FORUM_COOKIE)).toEqual([]);
    const mailbox = await get(`${backend.apiUrl}/__demo/mailbox?${new URLSearchParams({ to: "bruno@example.com", tenant: MECENAZGO })}`);
    const code = (JSON.parse(mailbox.text) as { data: Array<{ code?: string }> }).data.at(-1)!.code!;
    const done = await post(
      portal.url + encodeURI(pathTo("twoFactor")),
      { code, website: "" },
      { host: FORUM_HOST, headers: { cookie: `${cookiePair(first, "__Host-session")}; ${FORUM_COOKIE}=left-from-someone-else` } },
    );
    expect(done.status).toBe(302);
    expect(cookiePair(done, "__Host-session")).toBeTruthy();
    expect(removesCookie(forumCookie(done))).toBe(true);
    expect((await forumLogins()).slice(before)).toEqual([]);
  });

  it("never sends the forum's address or cookie name to the browser", async () => {
    for (const page of ["/", LOGIN]) {
      const response = await get(portal.url + page, { host: FORUM_HOST });
      expect(response.status).toBe(200);
      expect(response.text).not.toContain("/__demo/forum");
      expect(response.text).not.toContain(FORUM_COOKIE);
    }
  });
});

describe("a tenant without a forum (Congreso Demo)", () => {
  it("sets no forum cookie at login or logout, and the forum hears nothing", async () => {
    const before = (await forumLogins()).length;
    const { response, cookie } = await logIn(portal.url, "ana@example.com", { remember: true, host: "localhost" });
    const logout = await post(portal.url + pathTo("logout"), { redirectTo: "/" }, { host: "localhost", headers: { cookie } });
    expect(logout.status).toBe(302);
    for (const answer of [response, logout]) {
      expect(setCookies(answer).map((line) => line.split("=")[0])).toEqual(expect.arrayContaining(["__Host-session"]));
      expect(setCookies(answer).filter((line) => !line.startsWith("__Host-session="))).toEqual([]);
    }
    expect((await forumLogins()).slice(before)).toEqual([]);
  });
});

describe("a forum that fails never stops the portal login", () => {
  const warnings = (target: Portal) =>
    target.jsonLogs().filter((line) => line.level === 40 && line.msg === "forum login failed; the portal login goes on without it");

  it("a forum whose port is closed: logged in at once, no forum cookie (an earlier one removed), a warning", async () => {
    const { response, ms } = await timedLogIn(broken, "ana@example.com", "eventos.localhost", "eventos_forum=stale");
    expect(response.status).toBe(302);
    expect(cookiePair(response, "__Host-session")).toBeTruthy();
    expect(removesCookie(forumCookie(response, "eventos_forum"))).toBe(true);
    expect(ms).toBeLessThan(2000);
    const warning = await broken.waitForLog((line) => line.msg?.startsWith("forum login failed") && line.forum?.reason === "unavailable");
    expect(warning.level).toBe(40);
    expect(warning.forum.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/login$/);
  });

  it("a forum that never answers: the login waits FORUM_TIMEOUT_MS (3 s by default, not API_TIMEOUT_MS), then goes on", async () => {
    mode = "silent";
    const heard = fakeForum.requests.length;
    const { response, ms } = await timedLogIn(broken, "ana@example.com", FORUM_HOST);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(cookiePair(response, "__Host-session")).toBeTruthy();
    expect(removesCookie(forumCookie(response))).toBe(true);
    expect(fakeForum.requests.length).toBe(heard + 1);
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(6000);
    await broken.waitForLog((line) => line.forum?.reason === "timeout");
  });

  it("a forum answering an error, or no sid: logged in, no forum cookie, a warning with the status", async () => {
    for (const [failure, reason, status] of [
      ["error", "http", 500],
      ["no-sid", "invalid", 200],
    ] as const) {
      mode = failure;
      const count = warnings(broken).length;
      const { response, ms } = await timedLogIn(broken, "ana@example.com", FORUM_HOST);
      expect(response.status, failure).toBe(302);
      expect(cookiePair(response, "__Host-session"), failure).toBeTruthy();
      expect(removesCookie(forumCookie(response)), failure).toBe(true);
      expect(ms, failure).toBeLessThan(2000);
      await broken.waitForLog((line) => line.forum?.reason === reason && line.forum?.status === status);
      expect(warnings(broken).length, failure).toBe(count + 1);
    }
  });

  it("an absolute forum URL (http to a loopback host) works as the demo's path does", async () => {
    mode = "ok";
    const { response } = await timedLogIn(broken, "ana@example.com", FORUM_HOST);
    expect(forumCookie(response).split(";")[0]).toBe(`${FORUM_COOKIE}=${FAKE_SID}`);
    const received = fakeForum.requests.at(-1)!;
    expect(received).toMatchObject({ method: "POST", url: "/forum/login" });
    expect(received.headers["x-tenant"]).toBeUndefined();
  });
});

describe("the log", () => {
  it("holds neither the password nor any forum sid, at debug level", async () => {
    const sids = [FAKE_SID, ...(await forumLogins()).map((login) => login.sid).filter((sid): sid is string => Boolean(sid))];
    expect(sids.length).toBeGreaterThan(3);
    // The failures above were logged: these are the logs of this file's logins.
    expect(broken.logs().join("\n")).toContain("forum login failed");
    for (const target of [portal, broken]) {
      const log = target.logs().join("\n");
      expect(log).toContain(LOGIN);
      expect(log).not.toContain(DEMO_PASSWORD);
      expect(log).not.toContain(encodeURIComponent(DEMO_PASSWORD));
      for (const sid of sids) expect(log).not.toContain(sid);
    }
  });
});
