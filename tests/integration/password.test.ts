// The password pages against a backend that answers as told: what it receives, and failures the demo
// API never gives.
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { loginPath } from "../paths";
import { logIn } from "./demo-proxy";
import {
  TEST_SESSION_SECRET,
  get,
  header,
  post,
  setCookies,
  startFakeBackend,
  startPortal,
  stopAllPortals,
  titleOf,
  type FakeBackend,
  type Portal,
} from "./harness";

type Answer = { status: number; body: unknown };
/** What the fake backend answers per path (anything else: 404, which the chrome takes as "nothing configured"). */
const answers = new Map<string, Answer>();
/** The JSON bodies and Authorization headers received, per path. */
const received: Array<{ path: string; body: unknown; authorization?: string }> = [];

let fake: FakeBackend;
let portal: Portal;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => resolve(text));
  });
}

beforeAll(async () => {
  fake = await startFakeBackend((req: IncomingMessage, res: ServerResponse) => {
    void readBody(req).then((text) => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      received.push({ path, body, authorization: req.headers.authorization });
      const answer = answers.get(`${req.method} ${path}`) ?? { status: 404, body: { message: "Not found" } };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  portal = await startPortal({ API_BASE_URL: fake.url, SESSION_SECRET: TEST_SESSION_SECRET, API_TIMEOUT_MS: "2000" });
  answers.set("POST /customer/login", { status: 200, body: { data: { token: "tok-123" } } });
  answers.set("GET /customer", { status: 200, body: { data: { email: "ana@example.com", name: "Ana" } } });
});
afterAll(async () => {
  await stopAllPortals();
});

const RESET = pathTo("passwordResetRequest");
const CHANGE = pathTo("changePassword");

function lastReceived(path: string) {
  return [...received].reverse().find((entry) => entry.path === path);
}

/** The session cookie after logging in through the login form. */

describe("reset request", () => {
  it("sends the e-mail to the backend and redirects to the notice (a Location the browser reads as UTF-8)", async () => {
    answers.set("POST /customer/reset-password-request", { status: 200, body: { data: { sent: true } } });
    const response = await post(`${portal.url}${encodeURI(localePath("en", RESET))}`, { email: " ana@example.com " });
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(`${encodeURI(localePath("en", RESET))}?sent=1`);
    expect(lastReceived("/customer/reset-password-request")?.body).toEqual({ email: "ana@example.com" });
  });

  it("a backend failure: the catalogue's send-failure message, the address kept, 'Error:' in the title", async () => {
    answers.set("POST /customer/reset-password-request", { status: 500, body: { message: "SQLSTATE secret detail" } });
    const response = await post(`${portal.url}${encodeURI(RESET)}`, { email: "ana@example.com" });
    expect(response.status).toBe(502);
    expect(response.text).toContain("No hemos podido enviar el correo de recuperación. Inténtalo de nuevo.");
    expect(response.text).toMatch(/<input[^>]*name="email"[^>]*value="ana@example.com"/);
    expect(titleOf(response.text)).toMatch(/^Error: Recuperar la contraseña/);
    expect(response.text).not.toContain("SQLSTATE");
  });
});

describe("reset confirm", () => {
  const PATH = pathTo("passwordResetConfirm", { token: "tok-abc" });

  it("sends token, password and confirmation; a refused token is the invalid-link page", async () => {
    answers.set("POST /customer/reset-password", {
      status: 422,
      body: { message: "x", errors: { token: ["The link is not valid or has expired."] } },
    });
    const response = await post(portal.url + PATH, { password: "Nueva-2026!", confirmPassword: "Nueva-2026!" });
    expect(response.status).toBe(422);
    expect(lastReceived("/customer/reset-password")?.body).toEqual({
      token: "tok-abc",
      password: "Nueva-2026!",
      password_confirmation: "Nueva-2026!",
    });
    expect(response.text).toContain("El enlace no es válido");
    expect(response.text).toContain(`href="${RESET}"`);
    expect(response.text).not.toContain("Nueva-2026!");
  });

  it("the backend's password errors go beside the fields, nothing typed comes back", async () => {
    answers.set("POST /customer/reset-password", {
      status: 422,
      body: { message: "x", errors: { password: ["Demasiado común."], password_confirmation: ["No coincide (servidor)."] } },
    });
    const response = await post(portal.url + PATH, { password: "Nueva-2026!", confirmPassword: "Nueva-2026!" });
    expect(response.status).toBe(422);
    expect(response.text).toMatch(/id="reset-password-error"[^>]*>.*Demasiado común\./s);
    expect(response.text).toMatch(/id="reset-confirmPassword-error"[^>]*>.*No coincide \(servidor\)\./s);
    expect(response.text).not.toContain("Nueva-2026!");
  });

  it("success: the login page with a toast, in a session without a token (the backend ended the account's sessions)", async () => {
    answers.set("POST /customer/reset-password", { status: 200, body: { data: { reset: true } } });
    const cookie = (await logIn(portal.url, "ana@example.com")).cookie;
    const response = await post(portal.url + PATH, { password: "Nueva-2026!", confirmPassword: "Nueva-2026!" }, { headers: { cookie } });
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(pathTo("login"));
    const next = setCookies(response)
      .find((c) => c.startsWith("__Host-session="))!
      .split(";")[0];
    const login = await get(`${portal.url}${pathTo("login")}`, { headers: { cookie: next } });
    expect(login.status).toBe(200); // not sent home: no longer logged in
    expect(login.text).toContain("Tu contraseña se ha cambiado.");
  });
});

describe("change password", () => {
  const FORM = { currentPassword: "Demo-2026!", password: "Nueva-2026!", confirmPassword: "Nueva-2026!" };

  it("sends the bearer token and the backend's field names; success goes home with a toast", async () => {
    answers.set("POST /customer/change-password", { status: 200, body: { data: { changed: true } } });
    const cookie = (await logIn(portal.url, "ana@example.com")).cookie;
    const response = await post(`${portal.url}${encodeURI(CHANGE)}`, FORM, { headers: { cookie } });
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe("/");
    const call = lastReceived("/customer/change-password");
    expect(call?.authorization).toBe("Bearer tok-123");
    expect(call?.body).toEqual({ old_password: "Demo-2026!", password: "Nueva-2026!", password_confirmation: "Nueva-2026!" });
    const next = setCookies(response)
      .find((c) => c.startsWith("__Host-session="))!
      .split(";")[0];
    const home = await get(`${portal.url}/`, { headers: { cookie: next } });
    expect(home.text).toContain("Tu contraseña se ha cambiado.");
    expect(home.text).toContain("Hola, Ana"); // still logged in
  });

  it("a wrong current password (422 old_password) is said beside that field in our words", async () => {
    answers.set("POST /customer/change-password", {
      status: 422,
      body: { message: "x", errors: { old_password: ["validation.old_password"] } },
    });
    const cookie = (await logIn(portal.url, "ana@example.com")).cookie;
    const response = await post(`${portal.url}${encodeURI(CHANGE)}`, FORM, { headers: { cookie } });
    expect(response.status).toBe(422);
    expect(response.text).toMatch(/id="change-password-currentPassword-error"[^>]*>.*La contraseña actual no es correcta\./s);
    expect(response.text).not.toContain("validation.old_password");
    expect(response.text).not.toContain("Demo-2026!");
  });

  it("a 403 ends the session and sends the visitor to log in, back here afterwards", async () => {
    answers.set("POST /customer/change-password", { status: 403, body: { message: "Forbidden" } });
    const cookie = (await logIn(portal.url, "ana@example.com")).cookie;
    const response = await post(`${portal.url}${encodeURI(CHANGE)}`, FORM, { headers: { cookie } });
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(loginPath(CHANGE));
    const cleared = setCookies(response).find((c) => c.startsWith("__Host-session="));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it("anonymous: to log in with where they were, under /en too", async () => {
    const response = await get(`${portal.url}${encodeURI(localePath("en", CHANGE))}`);
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(loginPath(localePath("en", CHANGE), "en"));
  });
});
