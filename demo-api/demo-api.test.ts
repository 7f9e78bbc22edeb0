import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoApi, type RunningDemoApi } from "./app";
import { findMissingTranslations, LOCALES } from "./seed/i18n";
import { DEMO_TENANTS } from "./seed/tenants";
import type { FooterSection, MenuLink } from "./routes/cms";

const CONGRESO = "demo-congreso-token";
const EVENTOS = "demo-eventos-token";
const MECENAZGO = "demo-mecenazgo-token";

let api: RunningDemoApi;

beforeAll(async () => {
  api = await startDemoApi();
});

afterAll(async () => {
  await api?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${path}`, { headers });
  const body: unknown = await res.json();
  return { res, body };
}

async function getData<T>(path: string, token: string, locale?: string): Promise<T> {
  const headers: Record<string, string> = { "X-Tenant": token };
  if (locale !== undefined) headers["X-Locale"] = locale;
  const { res, body } = await get(path, headers);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  expect(body).toHaveProperty("data");
  return (body as { data: T }).data;
}

function texts(menu: MenuLink[]): string[] {
  return menu.flatMap((link) => [link.text, ...texts(link.children)]);
}

describe("demo API basics", () => {
  it("listens on a free port on 127.0.0.1", () => {
    expect(api.port).toBeGreaterThan(0);
    expect(api.url).toBe(`http://127.0.0.1:${api.port}`);
  });

  it.each([
    ["missing", {}],
    ["unknown", { "X-Tenant": "nope" }],
    ["empty", { "X-Tenant": "" }],
  ])("answers 401 for a %s token", async (_label, headers: Record<string, string>) => {
    for (const path of ["/cms/navigation-menu/header", "/venues", "/does-not-exist"]) {
      const { res, body } = await get(path, headers);
      expect(res.status).toBe(401);
      expect(body).toEqual({ message: "Unauthenticated." });
    }
  });

  it("answers 404 for unknown paths", async () => {
    for (const path of ["/nope", "/api/venues", "/cms/navigation-menu/sidebar"]) {
      const { res, body } = await get(path, { "X-Tenant": CONGRESO });
      expect(res.status).toBe(404);
      expect(body).toEqual({ message: "Not found" });
    }
  });

  it("does not send X-Powered-By", async () => {
    const { res } = await get("/venues", { "X-Tenant": CONGRESO });
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("knows exactly the tokens of demo-api/tenants.json", () => {
    const file = JSON.parse(readFileSync(new URL("./tenants.json", import.meta.url), "utf8")) as {
      tenants: { token: string; languages: string[] }[];
    };
    expect(Object.keys(DEMO_TENANTS).sort()).toEqual(file.tenants.map((t) => t.token).sort());
    for (const tenant of file.tenants) {
      expect(DEMO_TENANTS[tenant.token]?.languages).toEqual(tenant.languages);
    }
  });
});

describe("GET /cms/navigation-menu/header", () => {
  it("returns the main tenant menu", async () => {
    const menu = await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO);
    expect(menu.map((l) => [l.text, l.target])).toEqual([
      ["Inicio", ""],
      ["Agenda", "agenda"],
      ["Ponentes", "ponentes"],
      ["Patrocinadores", "patrocinadores"],
      ["El congreso", ""],
      ["Streaming", "https://www.youtube.com/@congresodemo"],
      ["Contacto", "contacto"],
    ]);
    const dropdown = menu.find((l) => l.text === "El congreso");
    expect(dropdown?.children.map((l) => [l.text, l.target])).toEqual([
      ["Sobre nosotros", "sobre-nosotros"],
      ["Cómo llegar", "como-llegar"],
      ["Blog", "blog"],
    ]);
    for (const link of menu) {
      expect(Object.keys(link).sort()).toEqual(["children", "isComponent", "target", "text"]);
      expect(typeof link.isComponent).toBe("boolean");
      expect(Array.isArray(link.children)).toBe(true);
    }
  });

  it("returns a shorter menu for eventos", async () => {
    const menu = await getData<MenuLink[]>("/cms/navigation-menu/header", EVENTOS);
    expect(menu.map((l) => [l.text, l.target])).toEqual([
      ["Agenda", "agenda"],
      ["Ponentes", "ponentes"],
      ["Contacto", "contacto"],
    ]);
    expect(menu.every((l) => l.children.length === 0)).toBe(true);
  });

  it("returns the mecenazgo menu with an 'Sobre nosotros' dropdown", async () => {
    const menu = await getData<MenuLink[]>("/cms/navigation-menu/header", MECENAZGO);
    expect(menu.map((l) => [l.text, l.target])).toEqual([
      ["Campañas", "campanas"],
      ["Blog", "blog"],
      ["Contacto", "contacto"],
      ["Sobre nosotros", ""],
    ]);
    const children = menu[3]?.children ?? [];
    expect(children.length).toBeGreaterThanOrEqual(1);
    expect(children.length).toBeLessThanOrEqual(2);
  });

  it("switches language with X-Locale and keeps the targets", async () => {
    const es = await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO, "es");
    const en = await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO, "en");
    const pt = await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO, "pt");
    const eus = await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO, "eus");

    expect(texts(en)).toEqual(expect.arrayContaining(["Home", "Speakers", "Sponsors", "About us", "Contact"]));
    expect(texts(pt)).toEqual(expect.arrayContaining(["Início", "Oradores", "O congresso", "Sobre nós", "Como chegar", "Contacto"]));
    expect(texts(eus)).toEqual(
      expect.arrayContaining(["Hasiera", "Hizlariak", "Babesleak", "Kongresua", "Guri buruz", "Nola iritsi", "Harremana"]),
    );

    const targets = (menu: MenuLink[]): unknown => menu.map((l) => [l.target, l.isComponent, targets(l.children)]);
    expect(targets(en)).toEqual(targets(es));
    expect(targets(pt)).toEqual(targets(es));
    expect(targets(eus)).toEqual(targets(es));
  });

  it("falls back to Spanish for missing or unknown locales", async () => {
    const es = await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO, "es");
    expect(await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO)).toEqual(es);
    expect(await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO, "fr")).toEqual(es);
    expect(await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO, "")).toEqual(es);
    expect(texts(es)).toContain("Ponentes");
  });
});

describe("GET /cms/navigation-menu/footer", () => {
  it.each([CONGRESO, EVENTOS, MECENAZGO])("has a legal (1) and a communication (2) section for %s", async (token) => {
    const footer = await getData<FooterSection[]>("/cms/navigation-menu/footer", token);
    expect(footer.map((s) => s.kind).sort()).toEqual([1, 2]);
    const legal = footer.find((s) => s.kind === 1);
    const comm = footer.find((s) => s.kind === 2);
    expect(legal?.links.map((l) => l.target)).toEqual(["aviso-legal", "privacidad", "cookies"]);
    expect(legal?.links.map((l) => l.text)).toEqual(["Aviso legal", "Privacidad", "Cookies"]);
    expect(comm?.links.map((l) => l.target)).toEqual(expect.arrayContaining(["sala-de-prensa", "contacto"]));
    expect(comm?.links.some((l) => l.target.startsWith("http"))).toBe(true);
    for (const section of footer) {
      expect(Object.keys(section).sort()).toEqual(["kind", "links", "title"]);
      expect(section.title).not.toBe("");
      for (const link of section.links) expect(Object.keys(link).sort()).toEqual(["target", "text"]);
    }
  });

  it("is translated", async () => {
    const en = await getData<FooterSection[]>("/cms/navigation-menu/footer", CONGRESO, "en");
    const eus = await getData<FooterSection[]>("/cms/navigation-menu/footer", CONGRESO, "eus");
    expect(en.find((s) => s.kind === 1)?.links.map((l) => l.text)).toEqual(["Legal notice", "Privacy", "Cookies"]);
    expect(en.find((s) => s.kind === 2)?.links.map((l) => l.text)).toContain("Press room");
    expect(eus.find((s) => s.kind === 2)?.links.map((l) => l.text)).toContain("Harremana");
  });
});

describe("GET /venues", () => {
  it.each([
    [
      CONGRESO,
      [
        { id: 1, name: "Palacio Euskalduna" },
        { id: 2, name: "Kursaal" },
      ],
    ],
    [EVENTOS, [{ id: 10, name: "Centro de Convenciones" }]],
    [MECENAZGO, [{ id: 20, name: "Tabakalera" }]],
  ])("returns the venues of %s", async (token, expected) => {
    expect(await getData("/venues", token)).toEqual(expected);
    expect(await getData("/venues", token, "eus")).toEqual(expected);
  });
});

describe("seed translations", () => {
  it("has every seed text in all four languages", () => {
    expect(findMissingTranslations(DEMO_TENANTS)).toEqual([]);
  });

  it("detects a missing translation (sanity check of the checker)", () => {
    expect(findMissingTranslations({ a: [{ text: { es: "Hola", en: "Hi", pt: "" } }] })).toEqual(["$.a[0].text.pt", "$.a[0].text.eus"]);
  });

  it.each(Object.keys(DEMO_TENANTS))("serves non-empty texts in every locale for %s", async (token) => {
    for (const locale of LOCALES) {
      const menu = await getData<MenuLink[]>("/cms/navigation-menu/header", token, locale);
      const footer = await getData<FooterSection[]>("/cms/navigation-menu/footer", token, locale);
      const all = [...texts(menu), ...footer.flatMap((s) => [s.title, ...s.links.map((l) => l.text)])];
      expect(all.length).toBeGreaterThan(0);
      for (const text of all) expect(text.trim()).not.toBe("");
    }
  });

  it("uses a real translation (not the Spanish text) for most entries", async () => {
    const es = texts(await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO, "es"));
    for (const locale of ["en", "pt", "eus"]) {
      const other = texts(await getData<MenuLink[]>("/cms/navigation-menu/header", CONGRESO, locale));
      const changed = other.filter((text, i) => text !== es[i]).length;
      expect(changed).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("latency knob", () => {
  it("waits X-Demo-Delay-Ms before answering", async () => {
    const started = performance.now();
    const { res } = await get("/venues", { "X-Tenant": CONGRESO, "X-Demo-Delay-Ms": "150" });
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("honours DEMO_API_DELAY_MS (read per request) when no header is sent", async () => {
    const previous = process.env.DEMO_API_DELAY_MS;
    process.env.DEMO_API_DELAY_MS = "120";
    try {
      const started = performance.now();
      const { res } = await get("/venues", { "X-Tenant": CONGRESO });
      expect(res.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    } finally {
      if (previous === undefined) delete process.env.DEMO_API_DELAY_MS;
      else process.env.DEMO_API_DELAY_MS = previous;
    }
  });

  it("ignores invalid or too large delays", async () => {
    for (const value of ["abc", "-5", "30001", "1.5"]) {
      const started = performance.now();
      const { res } = await get("/venues", { "X-Tenant": CONGRESO, "X-Demo-Delay-Ms": value });
      expect(res.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it("close() does not wait for a request that is still being delayed", async () => {
    const other = await startDemoApi();
    const pending = fetch(`${other.url}/venues`, {
      headers: { "X-Tenant": CONGRESO, "X-Demo-Delay-Ms": "20000" },
    }).catch((err: unknown) => err);
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    await other.close();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(Error);
  });
});
