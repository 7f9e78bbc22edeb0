// What the session cookie promises, proved from outside: no token for scripts, "remember me", secret
// rotation, forged cookies ignored, a backend 403 or logout ends it, `origin` stays on the site.
import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "../../app/i18n/locales";
import { VENUE_PREFERENCE_PATH, pathTo } from "../../app/paths";
import { loginPath } from "../paths";
import {
  TEST_SESSION_SECRET,
  get,
  header,
  post,
  setCookies,
  startPortal,
  stopAllPortals,
  type Portal,
  type SimpleResponse,
} from "./harness";
import { answer, cookieLines, cookiePair, getWith, logIn, removesCookie, startDemoProxy, type DemoProxy, attributes } from "./demo-proxy";

const SECRET_A = TEST_SESSION_SECRET;
const SECRET_B = "rotated-secret-b-0123456789abcdef0123";
const DAY = 24 * 60 * 60;

let backend: DemoProxy;
let portal: Portal; // SESSION_SECRET=A
let week: Portal; // AUTH_REMEMBER_DAYS=7

beforeAll(async () => {
  backend = await startDemoProxy();
  [portal, week] = await Promise.all([
    // Many logins from one address here: the rate limit is not what this file tests.
    startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: SECRET_A, RATE_LIMIT_MAX: "1000" }),
    startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: SECRET_A, RATE_LIMIT_MAX: "1000", AUTH_REMEMBER_DAYS: "7" }),
  ]);
});
afterAll(stopAllPortals);

const GREETING = "Hola, Ana";

/** Runs `fn` while the backend answers the matching calls itself. */
async function withBackend<T>(match: (req: IncomingMessage) => { status: number; body: unknown } | null, fn: () => Promise<T>): Promise<T> {
  backend.override = (req, res) => {
    const reply = match(req);
    if (!reply) return false;
    req.resume();
    answer(res, reply.status, reply.body);
    return true;
  };
  try {
    return await fn();
  } finally {
    backend.override = null;
  }
}
const forbiddenCustomer = (req: IncomingMessage) =>
  req.method === "GET" && req.url === "/customer" ? { status: 403, body: { message: "Forbidden" } } : null;

/** The forms a token could take in a cookie value or a page. */
function encodings(token: string): string[] {
  return [token, encodeURIComponent(token), Buffer.from(token).toString("base64").replace(/=+$/, "")];
}

function expectNoToken(response: SimpleResponse, token: string, where: string) {
  for (const form of encodings(token)) expect(response.text, `${where}: body`).not.toContain(form);
  for (const line of setCookies(response)) {
    if (/;\s*HttpOnly/i.test(line)) continue;
    let decoded = line;
    try {
      decoded = decodeURIComponent(line);
    } catch {
      // as is
    }
    const value = decoded.split(";")[0]!.split("=").slice(1).join("=");
    const base64 = Buffer.from(value.split(".")[0] ?? "", "base64").toString("utf8");
    for (const form of encodings(token)) {
      expect(line, `${where}: script-readable cookie`).not.toContain(form);
      expect(decoded, `${where}: script-readable cookie`).not.toContain(form);
      expect(base64, `${where}: script-readable cookie (base64)`).not.toContain(token);
    }
  }
}

describe("the bearer token stays on the server", () => {
  it("never in a page, a data answer or a cookie that scripts can read", async () => {
    const issued = backend.tokens.length;
    const { response: login, cookie } = await logIn(portal.url, "ana@example.com", { remember: true, origin: pathTo("agenda") });
    const token = backend.tokens[issued];
    expect(token, "the backend issued a token").toBeTruthy();
    expectNoToken(login, token!, "login answer");
    const session = cookieLines(login, "__Host-session").at(-1)!;
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);

    const home = await getWith(`${portal.url}/`, cookie);
    expect(home.text).toContain(GREETING); // logged in: the token was used, not shown
    const paths = [
      "/",
      pathTo("agenda"),
      localePath("en", pathTo("speakers")),
      pathTo("blog"),
      pathTo("login"),
      encodeURI(pathTo("changePassword")),
      "/_root.data",
      `${pathTo("agenda")}.data`,
      `${localePath("en", pathTo("blog"))}.data`,
    ];
    for (const path of paths) {
      const response = await getWith(`${portal.url}${path}`, cookie);
      expect(response.status, path).toBeLessThan(500);
      expectNoToken(response, token!, path);
      expect(response.text, path).not.toContain(cookie.split("=")[1]!.slice(0, 24));
    }
  });
});

describe("remember me", () => {
  it("with remember the cookie lives AUTH_REMEMBER_DAYS (default 30); without it, until the browser closes", async () => {
    const remembered = await logIn(portal.url, "ana@example.com", { remember: true });
    expect(attributes(cookieLines(remembered.response, "__Host-session").at(-1)!)["max-age"]).toBe(String(30 * DAY));

    const session = await logIn(portal.url, "ana@example.com");
    const line = cookieLines(session.response, "__Host-session").at(-1)!;
    expect(attributes(line)).not.toHaveProperty("max-age");
    expect(attributes(line)).not.toHaveProperty("expires");
    expect((await getWith(`${portal.url}/`, session.cookie)).text).toContain(GREETING);
  });

  it("AUTH_REMEMBER_DAYS=7: seven days, and the login page says so", async () => {
    const page = await get(`${week.url}${pathTo("login")}`);
    expect(page.text).toContain("durante 7 días");
    const remembered = await logIn(week.url, "ana@example.com", { remember: true });
    expect(attributes(cookieLines(remembered.response, "__Host-session").at(-1)!)["max-age"]).toBe(String(7 * DAY));
  });

  it("a toast written later (venue preference) and its reading keep the remembered lifetime", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com", { remember: true });
    const changed = await post(
      `${portal.url}${VENUE_PREFERENCE_PATH}`,
      { venueId: "2", redirectTo: pathTo("agenda") },
      { headers: { cookie } },
    );
    expect(changed.status).toBe(302);
    const written = cookieLines(changed, "__Host-session").at(-1);
    expect(written, "the toast is written to the session cookie").toBeDefined();
    expect(attributes(written!)["max-age"]).toBe(String(30 * DAY));

    const next = await getWith(`${portal.url}${pathTo("agenda")}`, cookiePair(changed, "__Host-session")!);
    expect(next.text).toContain("Ahora ves la programación de Kursaal.");
    expect(next.text).toContain(GREETING);
    const read = cookieLines(next, "__Host-session").at(-1);
    expect(read, "the shown toast is removed from the cookie").toBeDefined();
    expect(attributes(read!)["max-age"]).toBe(String(30 * DAY));
  });

  it("...and a browser-session cookie stays one", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com");
    const changed = await post(`${portal.url}${VENUE_PREFERENCE_PATH}`, { venueId: "1", redirectTo: "/" }, { headers: { cookie } });
    const written = cookieLines(changed, "__Host-session").at(-1)!;
    expect(attributes(written)).not.toHaveProperty("max-age");
    expect(attributes(written)).not.toHaveProperty("expires");
  });
});

describe("signing", () => {
  it("a cookie signed with an old secret still works after rotation (SESSION_SECRET=B,A); with B alone it does not", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com");
    const [rotated, onlyB] = await Promise.all([
      startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: `${SECRET_B},${SECRET_A}` }),
      startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: SECRET_B }),
    ]);
    try {
      const after = await getWith(`${rotated.url}/`, cookie);
      expect(after.status).toBe(200);
      expect(after.text).toContain(GREETING);
      const notTrusted = await getWith(`${onlyB.url}/`, cookie);
      expect(notTrusted.status).toBe(200);
      expect(notTrusted.text).not.toContain(GREETING);
      // The rotated portal signs new cookies with B: the old portal (A only) does not accept them.
      const { cookie: signedWithB } = await logIn(rotated.url, "ana@example.com");
      expect((await getWith(`${onlyB.url}/`, signedWithB)).text).toContain(GREETING);
      expect((await getWith(`${portal.url}/`, signedWithB)).text).not.toContain(GREETING);
    } finally {
      await Promise.all([rotated.stop(), onlyB.stop()]);
    }
  });

  it("a tampered, forged or garbled cookie is ignored: an anonymous page, no crash, no backend call with it", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com");
    const token = backend.tokens.at(-1)!;
    const value = decodeURIComponent(cookie.slice("__Host-session=".length));
    const [version, iv, body] = value.split(".") as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    const forged = Buffer.from(JSON.stringify({ token })).toString("base64");
    const variants = {
      "ciphertext changed": `${version}.${iv}.${flip(body, 5)}`,
      "tag changed": `${version}.${iv}.${flip(body, body.length - 3)}`,
      "iv changed": `${version}.${flip(iv, 3)}.${body}`,
      "forged plain payload, stolen token": forged,
      "signed the old way": `${forged}.c2lnbmF0dXJl`,
      garbage: "%%%not-a-cookie",
    };
    for (const [what, bad] of Object.entries(variants)) {
      const customerCalls = backend.calls("GET", "/customer");
      const response = await getWith(`${portal.url}/`, `__Host-session=${encodeURIComponent(bad)}`);
      expect(response.status, what).toBe(200);
      expect(response.text, what).not.toContain(GREETING);
      expect(response.text, what).toContain(">Iniciar sesión<");
      expect(backend.calls("GET", "/customer"), what).toBe(customerCalls);
    }
  });
});

describe("the cookie itself", () => {
  it("is encrypted: decoding it shows neither the token nor a pending two-factor login", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com");
    const token = backend.tokens.at(-1)!;
    const decoded = (value: string) =>
      decodeURIComponent(value)
        .split(/[.]/)
        .map((part) => Buffer.from(part, "base64url").toString("latin1") + Buffer.from(part, "base64").toString("latin1"))
        .join("");
    const session = decodeURIComponent(cookie.slice("__Host-session=".length));
    expect(decoded(session)).not.toContain(token);
    expect(decoded(session)).not.toContain("token");

    // Bruno logs in with a two-factor code: the pending login's one-time token is in the cookie too.
    const pending = await post(`${portal.url}${pathTo("login")}`, { intent: "login", email: "bruno@example.com", password: "Demo-2026!" });
    const held = cookiePair(pending, "__Host-session")!;
    expect(decoded(held.slice("__Host-session=".length))).not.toMatch(/twoFactor|bruno/);
  });

  it("is named with the __Host- prefix in production: Secure, Path=/, no Domain", async () => {
    const { response } = await logIn(portal.url, "ana@example.com");
    const line = cookieLines(response, "__Host-session").at(-1)!;
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*Path=\/(;|$)/i);
    expect(line).not.toMatch(/Domain=/i);
  });
});

describe("the backend refuses the token (403)", () => {
  it("the session is cleared: the page is anonymous and the cookie removed, pages and data answers alike", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com", { remember: true });
    await withBackend(forbiddenCustomer, async () => {
      for (const path of ["/", `${pathTo("agenda")}.data`]) {
        const response = await getWith(`${portal.url}${path}`, cookie);
        expect(response.status, path).toBe(200);
        expect(response.text, path).not.toContain(GREETING);
        expect(response.text, path).not.toContain('"Ana"');
        const removal = cookieLines(response, "__Host-session");
        expect(removal.length, `${path}: a Set-Cookie for __Host-session`).toBeGreaterThan(0);
        expect(removesCookie(removal.at(-1)!), `${path}: ${removal.at(-1)}`).toBe(true);
      }
    });
    // Without the refusal the same cookie would still greet Ana: it was the 403 that ended it.
    expect((await getWith(`${portal.url}/`, cookie)).text).toContain(GREETING);
  });

  it("a page that needs login sends the visitor to log in, with where they were as `origin`", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com");
    await withBackend(forbiddenCustomer, async () => {
      for (const [path, login] of [
        [encodeURI(pathTo("changePassword")), loginPath(pathTo("changePassword"))],
        [
          `${encodeURI(localePath("en", pathTo("changePassword")))}?x=1`,
          loginPath(`${localePath("en", pathTo("changePassword"))}?x=1`, "en"),
        ],
      ] as const) {
        const response = await getWith(`${portal.url}${path}`, cookie);
        expect(response.status, path).toBe(302);
        expect(header(response, "location"), path).toBe(login);
        expect(removesCookie(cookieLines(response, "__Host-session").at(-1) ?? ""), `${path}: cookie removed`).toBe(true);
      }
    });
    // With a good token the page is shown.
    expect((await getWith(`${portal.url}${encodeURI(pathTo("changePassword"))}`, cookie)).status).toBe(200);
  });
});

describe("origin: where to go after logging in", () => {
  const OFF_SITE = [
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "https:evil.example",
    "/\t/evil.example",
    "//evil.example/%2F..",
    "javascript:alert(1)",
  ];

  it("the login page does not carry an off-site origin", async () => {
    for (const origin of OFF_SITE) {
      const page = await get(`${portal.url}${pathTo("login")}?${new URLSearchParams({ origin })}`);
      expect(page.status, origin).toBe(200);
      expect(/<input type="hidden" name="origin" value="([^"]*)"/.exec(page.text)?.[1], origin).toBe("");
    }
    const local = await get(`${portal.url}${pathTo("login")}?${new URLSearchParams({ origin: `${pathTo("agenda")}?dia=2` })}`);
    expect(/<input type="hidden" name="origin" value="([^"]*)"/.exec(local.text)?.[1]).toBe(`${pathTo("agenda")}?dia=2`);
  });

  it("after login the redirect stays on the site", async () => {
    for (const origin of OFF_SITE) {
      const { response } = await logIn(portal.url, "ana@example.com", { origin });
      expect(header(response, "location"), origin).toBe("/");
    }
    const { response: en } = await logIn(portal.url, "ana@example.com", {
      origin: "//evil.example",
      path: localePath("en", pathTo("login")),
    });
    expect(header(en, "location")).toBe("/en");
    const { response: local } = await logIn(portal.url, "ana@example.com", { origin: `${pathTo("agenda")}?dia=2` });
    expect(header(local, "location")).toBe(`${pathTo("agenda")}?dia=2`);
  });

  it("a logged-in visitor sent to the login page with an off-site origin goes home", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com");
    for (const origin of OFF_SITE) {
      const response = await getWith(`${portal.url}${pathTo("login")}?${new URLSearchParams({ origin })}`, cookie);
      expect(response.status, origin).toBe(302);
      expect(header(response, "location"), origin).toBe("/");
    }
  });
});

describe("logout", () => {
  it("removes the cookie even when the backend's logout fails", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com", { remember: true });
    const logoutCalls = backend.calls("POST", "/customer/logout");
    const failing = (req: IncomingMessage) =>
      req.method === "POST" && req.url === "/customer/logout" ? { status: 500, body: { message: "boom" } } : null;
    const response = await withBackend(failing, () =>
      post(`${portal.url}${pathTo("logout")}`, { redirectTo: pathTo("agenda") }, { headers: { cookie } }),
    );
    expect(backend.calls("POST", "/customer/logout")).toBe(logoutCalls + 1);
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(pathTo("agenda"));
    const lines = cookieLines(response, "__Host-session");
    expect(removesCookie(lines[0]!)).toBe(true);
    // What the browser keeps: the last line (a token-less session carrying the "logged out" toast).
    const kept = cookiePair(response, "__Host-session");
    const after = await getWith(`${portal.url}${pathTo("agenda")}`, kept ?? "");
    expect(after.text).not.toContain(GREETING);
    expect(after.text).toContain("Has cerrado la sesión.");
    // The backend never ended the token: only the cookie's removal logged Ana out.
    expect((await getWith(`${portal.url}/`, cookie)).text).toContain(GREETING);
  });

  it("with a working backend the token stops working too", async () => {
    const { cookie } = await logIn(portal.url, "ana@example.com");
    const response = await post(`${portal.url}${pathTo("logout")}`, { redirectTo: "/" }, { headers: { cookie } });
    expect(response.status).toBe(302);
    const stale = await getWith(`${portal.url}/`, cookie);
    expect(stale.text).not.toContain(GREETING);
    expect(removesCookie(cookieLines(stale, "__Host-session").at(-1) ?? "")).toBe(true);
  });
});

describe("another site", () => {
  it("cannot log anyone in: a cross-site POST to /iniciar-sesion is refused 403 and never reaches the backend", async () => {
    const before = backend.calls("POST", "/customer/login");
    const form = { intent: "login", email: "ana@example.com", password: "Demo-2026!", website: "" };
    const crossSite: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const response = await post(`${portal.url}${pathTo("login")}`, form, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers["set-cookie"] ?? "", JSON.stringify(headers)).not.toMatch(/__Host-session=[^;]/);
    }
    const data = await post(`${portal.url}${pathTo("login")}.data`, form, { headers: { origin: "https://evil.example" } });
    expect(data.status).toBe(403);
    expect(backend.calls("POST", "/customer/login")).toBe(before);
  });
});
