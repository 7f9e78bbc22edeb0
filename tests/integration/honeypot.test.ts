// The honeypot: account forms carry a field people never see or reach (`website`); a submission
// that fills it (a bot) gets the form back with a generic message and nothing is sent to the backend.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { TEST_SESSION_SECRET, get, post, startPortal, stopAllPortals, type Portal } from "./harness";
import { DEMO_PASSWORD, cookiePair, getWith, startDemoProxy, type DemoProxy } from "./demo-proxy";

let backend: DemoProxy;
let portal: Portal;

beforeAll(async () => {
  backend = await startDemoProxy();
  portal = await startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: TEST_SESSION_SECRET });
});
afterAll(stopAllPortals);

const REFUSED_ES = "No hemos podido procesar el formulario. Inténtalo de nuevo.";

/** Every honeypot of a page: its wrapper and input. */
function traps(html: string): Array<{ wrapper: string; input: string }> {
  return [...html.matchAll(/<div class="trap"[^>]*>.*?<input[^>]*name="website"[^>]*>/g)].map((m) => ({
    wrapper: /^<div[^>]*>/.exec(m[0])![0],
    input: /<input[^>]*>$/.exec(m[0])![0],
  }));
}

/** Forms of a page (their opening tag to their end). */
function forms(html: string): string[] {
  return [...html.matchAll(/<form[^>]*method="post"[^>]*>.*?<\/form>/g)].map((m) => m[0]);
}

function expectHidden(trap: { wrapper: string; input: string }) {
  expect(trap.wrapper).toContain('aria-hidden="true"');
  expect(trap.input).toContain('tabindex="-1"');
  expect(trap.input).toContain('autoComplete="off"');
  expect(trap.input).toContain('value=""');
}

describe("the field", () => {
  it("is in the login form, unreachable (tabindex -1, aria-hidden) and hidden by the built stylesheet", async () => {
    const page = await get(`${portal.url}${pathTo("login")}`);
    expect(page.status).toBe(200);
    const loginForm = forms(page.text).find((form) => form.includes('name="password"'));
    expect(loginForm).toBeDefined();
    const [trap] = traps(loginForm!);
    expect(trap).toBeDefined();
    expectHidden(trap!);
    // `.trap { display: none }` is in a stylesheet the page links (no inline styles: CSP).
    const sheets = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]!);
    expect(sheets.length).toBeGreaterThan(0);
    const css = (await Promise.all(sheets.map((href) => get(portal.url + href)))).map((r) => r.text).join("\n");
    expect(css).toMatch(/\.trap\s*\{\s*display\s*:\s*none\s*;?\s*\}/);
  });

  it("is in the two-factor form and in the re-enable form of a disabled account", async () => {
    const login = await post(`${portal.url}${pathTo("login")}`, {
      intent: "login",
      email: "bruno@example.com",
      password: DEMO_PASSWORD,
      website: "",
    });
    expect(login.status).toBe(302);
    const twoFactor = await getWith(`${portal.url}${pathTo("twoFactor")}`, cookiePair(login, "__Host-session")!);
    expect(twoFactor.status).toBe(200);
    const codeForm = forms(twoFactor.text).find((form) => form.includes('name="code"'));
    expect(traps(codeForm ?? "")).toHaveLength(1);
    expectHidden(traps(codeForm!)[0]!);

    const disabled = await post(`${portal.url}${pathTo("login")}`, {
      intent: "login",
      email: "dani@example.com",
      password: DEMO_PASSWORD,
      website: "",
    });
    expect(disabled.status).toBe(403);
    const reactivate = forms(disabled.text).find((form) => form.includes('value="reactivate"'));
    expect(reactivate).toBeDefined();
    expect(traps(reactivate!)).toHaveLength(1);
  });
});

describe("a filled honeypot", () => {
  it("log in: 400 with the generic message, the e-mail kept, and the backend never asked to log in", async () => {
    const before = backend.calls("POST", "/customer/login");
    const response = await post(`${portal.url}${pathTo("login")}`, {
      intent: "login",
      email: "ana@example.com",
      password: DEMO_PASSWORD,
      website: "https://spam.example",
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain(REFUSED_ES);
    expect(response.text).toMatch(/<input[^>]*name="email"[^>]*value="ana@example.com"/);
    expect(response.text).not.toContain(DEMO_PASSWORD);
    expect(response.headers["set-cookie"] ?? "").not.toMatch(/__Host-session=[^;]/);
    expect(backend.calls("POST", "/customer/login")).toBe(before);
    // The same submission without the trap logs in (so the refusal above was the honeypot's).
    const human = await post(`${portal.url}${pathTo("login")}`, {
      intent: "login",
      email: "ana@example.com",
      password: DEMO_PASSWORD,
      website: "",
    });
    expect(human.status).toBe(302);
    expect(backend.calls("POST", "/customer/login")).toBe(before + 1);
  });

  it("in English, and with a JavaScript (data URL) submission", async () => {
    const before = backend.calls("POST", "/customer/login");
    const page = await post(`${portal.url}${localePath("en", pathTo("login"))}`, {
      intent: "login",
      email: "ana@example.com",
      password: DEMO_PASSWORD,
      website: "x",
    });
    expect(page.status).toBe(400);
    expect(page.text).toContain("We could not process the form. Please try again.");
    const data = await post(`${portal.url}${localePath("en", pathTo("login"))}.data`, {
      intent: "login",
      email: "ana@example.com",
      password: DEMO_PASSWORD,
      website: "x",
    });
    expect(data.status).toBe(400);
    expect(data.text).toContain("account:errors.refused");
    expect(backend.calls("POST", "/customer/login")).toBe(before);
  });

  it("two-factor and re-enable: refused, nothing sent", async () => {
    const login = await post(`${portal.url}${pathTo("login")}`, {
      intent: "login",
      email: "bruno@example.com",
      password: DEMO_PASSWORD,
      website: "",
    });
    const cookie = cookiePair(login, "__Host-session")!;
    const twoFactorCalls = backend.calls("POST", "/customer/two-factor-auth");
    const code = await post(`${portal.url}${pathTo("twoFactor")}`, { code: "123456", website: "x" }, { headers: { cookie } });
    expect(code.status).toBe(400);
    expect(code.text).toContain(REFUSED_ES);
    expect(backend.calls("POST", "/customer/two-factor-auth")).toBe(twoFactorCalls);

    const resetCalls = backend.calls("POST", "/customer/reset-password-request");
    const reactivate = await post(`${portal.url}${pathTo("login")}`, { intent: "reactivate", email: "dani@example.com", website: "x" });
    expect(reactivate.status).toBe(400);
    expect(reactivate.text).toContain(REFUSED_ES);
    expect(backend.calls("POST", "/customer/reset-password-request")).toBe(resetCalls);
  });
});
