// The private area over HTTP: the login guard, unknown intents, and backend answers the demo API never
// gives, through a proxy that can answer a call itself.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_TENANTS_FILE } from "../../app/config.server";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { extraFieldSchema } from "../../app/backend/profile.schemas";
import { startDemoApi, type RunningDemoApi } from "../../demo-api/app";
import { loginPath } from "../paths";
import {
  TEST_SESSION_SECRET,
  get,
  header,
  post,
  setCookies,
  startFakeBackend,
  startPortal,
  stopAllPortals,
  tempDir,
  writeTemp,
  type FakeBackend,
  type Portal,
} from "./harness";

let demo: RunningDemoApi;
let proxy: FakeBackend;
let portal: Portal;
/** `METHOD /path` → the answer the proxy gives instead of the demo API's. */
const overrides = new Map<string, { status: number; body: unknown }>();

async function forward(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const override = overrides.get(`${req.method} ${req.url?.split("?")[0]}`);
  if (override) {
    res.writeHead(override.status, { "content-type": "application/json" });
    res.end(JSON.stringify(override.body));
    return;
  }
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
  ) as Record<string, string>;
  const answer = await fetch(demo.url + req.url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
  res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

beforeAll(async () => {
  demo = await startDemoApi();
  proxy = await startFakeBackend((req, res) => void forward(req, res));
  portal = await startPortal({ API_BASE_URL: proxy.url, SESSION_SECRET: TEST_SESSION_SECRET });
});
afterAll(async () => {
  await stopAllPortals();
  await demo?.close();
});

/** The session cookie after logging in through the login form. */
async function logIn(email: string, at: Portal = portal): Promise<string> {
  const response = await post(`${at.url}${pathTo("login")}`, { intent: "login", email, password: "Demo-2026!" });
  expect(response.status).toBe(302);
  const cookie = setCookies(response).find((line) => line.startsWith("__Host-session="));
  expect(cookie).toBeDefined();
  return cookie!.split(";")[0];
}

const PROFILE = pathTo("profile");

const PERSONAL = {
  intent: "personal",
  name: "Ana",
  surname: "García López",
  telephone: "612345678",
  position: "Directora de producto",
  company: "Acme Eventos",
  gender: "1",
  two_factor_method: "NONE",
};

describe("guard", () => {
  it("sends an anonymous visitor to the localized login, with the way back", async () => {
    const es = await get(`${portal.url}${PROFILE}`);
    expect(es.status).toBe(302);
    expect(header(es, "location")).toBe(loginPath(PROFILE));
    const en = await get(`${portal.url}${localePath("en", pathTo("profileUnsubscribe"))}`);
    expect(header(en, "location")).toBe(loginPath(localePath("en", pathTo("profileUnsubscribe")), "en"));
    const submit = await post(`${portal.url}${PROFILE}`, PERSONAL);
    expect(header(submit, "location")).toBe(loginPath(PROFILE));
  });

  it("sends the area's password form home, as its own page, where the tenant has no change_password", async () => {
    const tenants = JSON.parse(readFileSync(DEMO_TENANTS_FILE, "utf8")) as { tenants: Array<{ features: string[] }> };
    for (const tenant of tenants.tenants) tenant.features = tenant.features.filter((feature) => feature !== "change_password");
    const TENANTS_FILE = writeTemp(tempDir(), "tenants.json", JSON.stringify(tenants));
    const without = await startPortal({ API_BASE_URL: proxy.url, SESSION_SECRET: TEST_SESSION_SECRET, TENANTS_FILE });
    const cookie = await logIn("ana@example.com", without);
    const submit = await post(`${without.url}${PROFILE}`, { intent: "password" }, { headers: { cookie } });
    expect(submit.status).toBe(302);
    expect(header(submit, "location")).toBe("/");
    expect(header(await get(`${without.url}${encodeURI(pathTo("changePassword"))}`, { headers: { cookie } }), "location")).toBe("/");
  });

  it("answers 400 to a form it does not know", async () => {
    const cookie = await logIn("ana@example.com");
    const response = await post(`${portal.url}${PROFILE}`, { intent: "nonsense" }, { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(response.text).toContain("No hemos podido procesar el formulario.");
  });
});

describe("backend answers", () => {
  it("puts a 422 beside the fields it names (others in the summary), keeping what was typed", async () => {
    const cookie = await logIn("ana@example.com");
    overrides.set("POST /customer", {
      status: 422,
      body: {
        message: "Este teléfono ya está registrado.",
        errors: { telephone: ["Este teléfono ya está registrado."], badge: ["La acreditación está cerrada."] },
      },
    });
    try {
      const response = await post(
        `${portal.url}${PROFILE}`,
        { ...PERSONAL, telephone: "699999999", company: "Otra" },
        { headers: { cookie } },
      );
      expect(response.status).toBe(422);
      const html = response.text;
      // Beside the field: its error paragraph, referenced by the input.
      expect(html).toMatch(/<p id="personal-telephone-error" class="field-error">.*Este teléfono ya está registrado\./s);
      expect(html).toMatch(/aria-describedby="personal-telephone-hint personal-telephone-error"/);
      // In the summary: the field's message linked to it, the unknown field's without a link.
      expect(html).toContain('<a href="#personal-telephone">Teléfono: Este teléfono ya está registrado.</a>');
      expect(html).toContain("<li>La acreditación está cerrada.</li>");
      expect(html).toMatch(/id="personal-telephone"[^>]*value="699999999"|value="699999999"[^>]*id="personal-telephone"/);
      expect(html).toContain('value="Otra"');
      expect(html).toContain("<title>Error: Mi área privada | Congreso Demo</title>");
    } finally {
      overrides.delete("POST /customer");
    }
  });

  it("a session the backend ended between page and submit: back to login, cookie cleared", async () => {
    const cookie = await logIn("eva@example.com");
    overrides.set("POST /customer/change-email", { status: 403, body: { message: "Forbidden" } });
    try {
      const response = await post(
        `${portal.url}${PROFILE}`,
        { intent: "email", email: "eva.nueva@example.com", email_confirmation: "eva.nueva@example.com" },
        { headers: { cookie } },
      );
      expect(response.status).toBe(302);
      expect(header(response, "location")).toBe(loginPath(PROFILE));
      expect(setCookies(response).some((line) => /^__Host-session=;/.test(line) || /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(line))).toBe(
        true,
      );
    } finally {
      overrides.delete("POST /customer/change-email");
    }
  });

  it("a field list with a type the portal cannot draw keeps the rest", async () => {
    const cookie = await logIn("ana@example.com");
    overrides.set("GET /customer/structure", {
      status: 200,
      body: {
        data: [
          { name: "signature", type: "canvas", label: "Firma", required: true },
          { name: "university", type: "text", label: "Universidad", required: false },
        ],
      },
    });
    overrides.set("GET /customer/extra", { status: 200, body: { data: { university: "UPV/EHU" } } });
    try {
      const page = await get(`${portal.url}${PROFILE}`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.text).toContain("Datos complementarios");
      expect(page.text).toMatch(/name="university"[^>]*value="UPV\/EHU"|value="UPV\/EHU"[^>]*name="university"/);
      expect(page.text).not.toContain("Firma");
    } finally {
      overrides.delete("GET /customer/structure");
      overrides.delete("GET /customer/extra");
    }
  });
});

describe("the summary under the heading (GET /customer/customer-index-info)", () => {
  it("shows the counts as links to their tabs; a failed or malformed answer leaves the page whole, without it", async () => {
    const cookie = await logIn("ana@example.com");
    const ok = await get(`${portal.url}${PROFILE}`, { headers: { cookie } });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('aria-label="Resumen de tu área privada"');
    expect(ok.text).toMatch(/<a href="#mis-actividades">3 actividades<\/a>/);
    for (const answer of [
      { status: 500, body: { message: "boom" } },
      { status: 200, body: { data: [] } },
      { status: 404, body: { message: "Not found" } },
    ]) {
      overrides.set("GET /customer/customer-index-info", answer);
      try {
        const page = await get(`${portal.url}${PROFILE}`, { headers: { cookie } });
        expect(page.status, JSON.stringify(answer)).toBe(200);
        expect(page.text).not.toContain('aria-label="Resumen de tu área privada"');
        expect(page.text).toContain("Mis actividades");
      } finally {
        overrides.delete("GET /customer/customer-index-info");
      }
    }
  });
});

describe("the demo API's extended profile, read with the portal's schema", () => {
  it("every field of every language parses unchanged", async () => {
    const login = await fetch(`${demo.url}/customer/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-tenant": "demo-mecenazgo-token" },
      body: JSON.stringify({ user: { email: "ana@example.com", password: "Demo-2026!" } }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    for (const locale of ["es", "eus"]) {
      const answer = await fetch(`${demo.url}/customer/structure`, {
        headers: { "x-tenant": "demo-mecenazgo-token", "x-locale": locale, authorization: `Bearer ${data.token}` },
      });
      const fields = ((await answer.json()) as { data: unknown[] }).data;
      expect(fields.length).toBe(15);
      for (const field of fields) {
        // Nothing dropped or changed; only selects carry options, only files their types.
        expect(extraFieldSchema.parse(field)).toEqual({ options: [], accept: [], ...(field as object) });
      }
    }
  });
});
