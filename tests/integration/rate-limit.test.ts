// Rate limits on account submissions: with tiny limits the 4th counted POST gets a translated 429;
// with the defaults successful logins never count and one account's failures lock only that account.
// Each test speaks from its own loopback address (127.0.0.x), so that counts do not mix.
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import {
  TEST_SESSION_SECRET,
  header,
  htmlLang,
  startFakeCustomerBackend,
  startPortal,
  stopAllPortals,
  type FakeBackend,
  type Portal,
  type SimpleResponse,
} from "./harness";

let portal: Portal; // TRUST_PROXY off
let proxied: Portal; // TRUST_PROXY=true
let venue: Portal; // the default limits, on the demo API
let anyone: FakeBackend; // a backend that lets every e-mail log in
let crowd: Portal; // the default limits, on that backend

beforeAll(async () => {
  // The address limits tiny; the account limit out of the way (each test uses one account's wrong password).
  const env = { RATE_LIMIT_MAX: "3", LOGIN_ADDRESS_FAILURES: "3", LOGIN_ACCOUNT_FAILURES: "1000", SESSION_SECRET: TEST_SESSION_SECRET };
  anyone = await startFakeCustomerBackend((_req, _res, json) => json(404, { message: "not found" }));
  [portal, proxied, venue, crowd] = await Promise.all([
    startPortal(env),
    startPortal({ ...env, TRUST_PROXY: "true" }),
    startPortal({ SESSION_SECRET: TEST_SESSION_SECRET }),
    startPortal({ API_BASE_URL: anyone.url, SESSION_SECRET: TEST_SESSION_SECRET }),
  ]);
});
afterAll(stopAllPortals);

let nextClient = 10;
/** A fresh client address for one test. */
function newClient(): string {
  nextClient += 1;
  return `127.0.0.${nextClient}`;
}

const agents = new Map<string, Agent>();
/** One request from the given loopback address, redirects not followed. */
async function from(
  client: string,
  url: string,
  options: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<SimpleResponse> {
  let agent = agents.get(client);
  if (!agent) agents.set(client, (agent = new Agent({ localAddress: client })));
  const response = await request(url, {
    dispatcher: agent,
    method: options.method ?? (options.form ? "POST" : "GET"),
    headers: {
      connection: "close",
      ...(options.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...options.headers,
    },
    body: options.form ? new URLSearchParams(options.form).toString() : undefined,
  });
  return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
}
afterAll(async () => {
  await Promise.all([...agents.values()].map((agent) => agent.close()));
});

const LOGIN = pathTo("login");
const RESET = pathTo("passwordResetRequest");

/** A login attempt with a wrong password (the demo API answers 401). */
const attempt = (email = "ana@example.com") => ({ intent: "login", email, password: "wrong-password", website: "" });

const SPANISH = "Demasiados intentos desde tu conexión. Espera 10 minutos y vuelve a intentarlo.";
const ENGLISH = "Too many attempts from your connection. Wait 10 minutes and try again.";

/** The value an input of the page carries, or null when it has none. */
function inputValue(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (!input) throw new Error(`no input ${name} in the page`);
  return /\svalue="([^"]*)"/.exec(input)?.[1] ?? null;
}

describe("log in: the 4th POST from one client", () => {
  it("is refused with 429, Retry-After and the Spanish message, keeping the e-mail but not the password", async () => {
    const client = newClient();
    for (let i = 1; i <= 3; i += 1) {
      const response = await from(client, `${portal.url}${LOGIN}`, { form: attempt() });
      expect(response.status, `attempt ${i}`).toBe(401);
      expect(response.text).not.toContain(SPANISH);
    }
    const refused = await from(client, `${portal.url}${LOGIN}`, { form: { ...attempt("typed@example.com"), password: "S3cret-typed!" } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(header(refused, "retry-after"));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.text).toContain(SPANISH);
    expect(htmlLang(refused.text)).toBe("es-ES");
    expect(inputValue(refused.text, "email")).toBe("typed@example.com");
    expect(inputValue(refused.text, "password") ?? "").toBe("");
    expect(refused.text).not.toContain("S3cret-typed!");
    // Still refused while the window lasts, even with the right password.
    const again = await from(client, `${portal.url}${LOGIN}`, { form: { ...attempt(), password: "Demo-2026!" } });
    expect(again.status).toBe(429);
    expect(again.headers["set-cookie"] ?? "").not.toMatch(/__Host-session=[^;]/);
  });

  it("in English under /en", async () => {
    const client = newClient();
    for (let i = 0; i < 3; i += 1) await from(client, `${portal.url}${localePath("en", LOGIN)}`, { form: attempt() });
    const refused = await from(client, `${portal.url}${localePath("en", LOGIN)}`, { form: attempt("typed@example.com") });
    expect(refused.status).toBe(429);
    expect(header(refused, "retry-after")).toMatch(/^\d+$/);
    expect(refused.text).toContain(ENGLISH);
    expect(inputValue(refused.text, "email")).toBe("typed@example.com");
  });

  it("/es prefix, a percent-encoded path and the single-fetch data URL count in the same bucket", async () => {
    const client = newClient();
    expect((await from(client, `${portal.url}/es${LOGIN}`, { form: attempt() })).status).toBe(401);
    expect((await from(client, `${portal.url}${LOGIN.replace("-", "%2D")}`, { form: attempt() })).status).toBe(401);
    const data = await from(client, `${portal.url}${LOGIN}.data`, { form: attempt() });
    expect(data.status).not.toBe(429);
    expect(data.text).toContain("invalid_credentials");
    const refused = await from(client, `${portal.url}${LOGIN}`, { form: attempt() });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(SPANISH);
  });

  it("a JavaScript submission (data URL) over the limit gets the 429 reply too", async () => {
    const client = newClient();
    for (let i = 0; i < 3; i += 1) await from(client, `${portal.url}${localePath("en", LOGIN)}`, { form: attempt() });
    const refused = await from(client, `${portal.url}${localePath("en", LOGIN)}.data`, { form: attempt("typed@example.com") });
    expect(refused.status).toBe(429);
    expect(header(refused, "retry-after")).toMatch(/^\d+$/);
    expect(refused.text).toContain("account:errors.rateLimited?count=10");
    expect(refused.text).toContain("typed@example.com");
  });

  it("PUT, PATCH and DELETE run the action too, so they count as well", async () => {
    const client = newClient();
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      expect((await from(client, `${portal.url}${LOGIN}`, { method, form: attempt() })).status, method).toBe(401);
    }
    expect((await from(client, `${portal.url}${LOGIN}`, { method: "PUT", form: attempt() })).status).toBe(429);
    expect((await from(client, `${portal.url}${LOGIN}`, { form: attempt() })).status).toBe(429);
  });

  it("page views are never limited, before or after the limit", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i += 1) expect((await from(client, `${portal.url}${LOGIN}`)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await from(client, `${portal.url}${LOGIN}`, { form: attempt() })).status).toBe(401);
    expect((await from(client, `${portal.url}${LOGIN}`, { form: attempt() })).status).toBe(429);
    const view = await from(client, `${portal.url}${LOGIN}`);
    expect(view.status).toBe(200);
    expect(view.text).not.toContain(SPANISH);
  });

  it("other buckets, other clients and other tenants are not affected", async () => {
    const client = newClient();
    for (let i = 0; i < 4; i += 1) await from(client, `${portal.url}${LOGIN}`, { form: attempt() });
    expect((await from(client, `${portal.url}${LOGIN}`, { form: attempt() })).status).toBe(429);
    // Two-factor, from the same client: not limited (no login waits for a code: back to log in).
    const twoFactor = await from(client, `${portal.url}${pathTo("twoFactor")}`, { form: { code: "123456", website: "" } });
    expect(twoFactor.status).toBe(302);
    expect(header(twoFactor, "location")).toBe(LOGIN);
    // Another client, same tenant.
    expect((await from(newClient(), `${portal.url}${LOGIN}`, { form: attempt() })).status).toBe(401);
    // Same client, another tenant.
    const otherTenant = await from(client, `${portal.url}${LOGIN}`, { form: attempt(), headers: { host: "eventos.localhost" } });
    expect(otherTenant.status).toBe(401);
  });

  it("the hosts of one tenant share the count (localhost and 127.0.0.1 are the same portal)", async () => {
    const client = newClient();
    for (const host of ["localhost", "127.0.0.1", "portal.localhost"]) {
      expect((await from(client, `${portal.url}${LOGIN}`, { form: attempt(), headers: { host } })).status).toBe(401);
    }
    expect((await from(client, `${portal.url}${LOGIN}`, { form: attempt(), headers: { host: "localhost" } })).status).toBe(429);
  });

  it("password reset is counted in its own bucket, percent-encoded (UTF-8 or latin1) or not", async () => {
    const client = newClient();
    // The ñ in UTF-8 (as browsers send it) and in latin1 (%F1).
    const paths = [encodeURI(RESET), encodeURI(localePath("en", RESET)).replace("%C3%B1", "%F1"), `${encodeURI(RESET)}.data`];
    for (const path of paths) await from(client, `${portal.url}${path}`, { form: { email: "ana@example.com", website: "" } });
    const before = portal.jsonLogs().filter((l) => l.msg === "rate limit reached" && l.bucket === "password-reset").length;
    await from(client, `${portal.url}${encodeURI(localePath("pt", RESET))}`, { form: { email: "ana@example.com", website: "" } });
    await portal.waitForLog(
      () => portal.jsonLogs().filter((l) => l.msg === "rate limit reached" && l.bucket === "password-reset").length > before,
    );
    // ...and it has not touched the login bucket.
    expect((await from(client, `${portal.url}${LOGIN}`, { form: attempt() })).status).toBe(401);
  });
});

describe("what another site cannot do", () => {
  it("cross-site POSTs are refused (403) and do not use up the visitor's attempts", async () => {
    const client = newClient();
    for (let i = 0; i < 4; i += 1) {
      const response = await from(client, `${portal.url}${LOGIN}`, { form: attempt(), headers: { origin: "https://evil.example" } });
      expect(response.status).toBe(403);
    }
    expect((await from(client, `${portal.url}${LOGIN}`, { form: attempt() })).status).toBe(401);
  });
});

describe("X-Forwarded-For", () => {
  it("with TRUST_PROXY off, a different spoofed X-Forwarded-For on every request does not reset the count", async () => {
    const client = newClient();
    for (let i = 1; i <= 3; i += 1) {
      const response = await from(client, `${portal.url}${LOGIN}`, { form: attempt(), headers: { "x-forwarded-for": `198.51.100.${i}` } });
      expect(response.status).toBe(401);
    }
    const refused = await from(client, `${portal.url}${LOGIN}`, { form: attempt(), headers: { "x-forwarded-for": "198.51.100.99" } });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(SPANISH);
  });

  it("with TRUST_PROXY=true, clients the proxy names apart are counted apart", async () => {
    const proxy = newClient(); // one load balancer connection address for everyone
    const alice = { "x-forwarded-for": "203.0.113.10" };
    const bob = { "x-forwarded-for": "203.0.113.20" };
    for (let i = 0; i < 3; i += 1)
      expect((await from(proxy, `${proxied.url}${LOGIN}`, { form: attempt(), headers: alice })).status).toBe(401);
    expect((await from(proxy, `${proxied.url}${LOGIN}`, { form: attempt(), headers: bob })).status).toBe(401);
    expect((await from(proxy, `${proxied.url}${LOGIN}`, { form: attempt(), headers: alice })).status).toBe(429);
    expect((await from(proxy, `${proxied.url}${LOGIN}`, { form: attempt(), headers: bob })).status).toBe(401);
  });
});

describe("at a venue, with the default limits: failures count, not logins", () => {
  it("500 different accounts logging in from one address within a minute all get in", async () => {
    const client = newClient();
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 500; i += 1) {
      const response = await from(client, `${crowd.url}${LOGIN}`, {
        form: { intent: "login", email: `attendee${i}@example.com`, password: "Their-own-1", website: "" },
      });
      statuses.push(response.status);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses.filter((status) => status !== 302)).toEqual([]);
  });

  it("after 10 wrong passwords for one account, the 11th attempt is refused from any address, in the account's words; others are not affected", async () => {
    for (let i = 1; i <= 10; i += 1) {
      const response = await from(newClient(), `${venue.url}${LOGIN}`, { form: attempt("ana@example.com") });
      expect(response.status, `failure ${i}`).toBe(401);
    }
    // The right password, from yet another address, written another way: refused before the backend.
    const refused = await from(newClient(), `${venue.url}${localePath("en", LOGIN)}`, {
      form: { ...attempt(" ANA@example.com"), password: "Demo-2026!" },
    });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Too many failed attempts for this account. Wait 15 minutes or reset your password.");
    const retryAfter = Number(header(refused, "retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(refused.headers["set-cookie"] ?? "").not.toMatch(/session=[^;]/);
    // Another account from the same addresses logs in.
    expect(
      (await from(newClient(), `${venue.url}${LOGIN}`, { form: { ...attempt("eva@example.com"), password: "Demo-2026!" } })).status,
    ).toBe(302);
  });

  it("two-factor counts the account's wrong codes: the 11th is refused, from any address, after logging in again", async () => {
    const TWO_FACTOR = encodeURI(pathTo("twoFactor"));
    const logInBruno = async () => {
      const login = await from(newClient(), `${venue.url}${LOGIN}`, { form: { ...attempt("bruno@example.com"), password: "Demo-2026!" } });
      expect(login.status).toBe(302);
      return ([] as string[])
        .concat(login.headers["set-cookie"] ?? [])
        .map((c) => c.split(";")[0]!)
        .find((c) => c.startsWith("__Host-session="))!;
    };
    // The demo API drops a code after five wrong tries and the page sends the visitor to log in
    // again (a 302, not a failure): ten wrong codes take two logins.
    let cookie = await logInBruno();
    for (let i = 1; i <= 10;) {
      const wrong = await from(newClient(), `${venue.url}${TWO_FACTOR}`, { form: { code: "000000", website: "" }, headers: { cookie } });
      if (wrong.status === 302) {
        cookie = await logInBruno();
        continue;
      }
      expect(wrong.status, `wrong code ${i}`).toBe(422);
      i += 1;
    }
    const again = await logInBruno();
    const refused = await from(newClient(), `${venue.url}${localePath("en", TWO_FACTOR)}`, {
      form: { code: "000000", website: "" },
      headers: { cookie: again },
    });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Too many failed attempts for this account.");
  });

  it("a successful login clears that account's failures", async () => {
    const client = newClient();
    for (let i = 0; i < 9; i += 1)
      expect((await from(client, `${venue.url}${LOGIN}`, { form: attempt("carla.clear@example.com") })).status).toBe(401);
    // (The demo API knows no such account: a 401 like a wrong password. Then the right one for eva.)
    for (let i = 0; i < 9; i += 1)
      expect((await from(client, `${venue.url}${LOGIN}`, { form: attempt("eva@example.com") })).status).toBe(401);
    expect((await from(client, `${venue.url}${LOGIN}`, { form: { ...attempt("eva@example.com"), password: "Demo-2026!" } })).status).toBe(
      302,
    );
    // Ten more failures are allowed again; the eleventh is not.
    for (let i = 1; i <= 10; i += 1)
      expect((await from(client, `${venue.url}${LOGIN}`, { form: attempt("eva@example.com") })).status, `failure ${i}`).toBe(401);
    expect((await from(client, `${venue.url}${LOGIN}`, { form: attempt("eva@example.com") })).status).toBe(429);
    // Without a success, the other account's 9 failures still count: one more, then refused.
    expect((await from(client, `${venue.url}${LOGIN}`, { form: attempt("carla.clear@example.com") })).status).toBe(401);
    expect((await from(client, `${venue.url}${LOGIN}`, { form: attempt("carla.clear@example.com") })).status).toBe(429);
  });
});
