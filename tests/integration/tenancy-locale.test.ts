// Which tenant a host gets, and which language a URL, cookie or browser gets: as a visitor sees it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { loginPath } from "../paths";
import { get, htmlLang, rawRequest, startPortal, stopAllPortals, titleOf, setCookies, type Portal } from "./harness";

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(stopAllPortals);

const at = (path: string, options: Parameters<typeof get>[1] = {}) => get(portal.url + path, options);

/** Demo tenants, with a text from the backend's header (or, for compact frames, footer) menu per language. */
const TENANTS = [
  {
    host: "localhost",
    name: "Congreso Demo",
    menu: { es: "Ponentes", en: "Speakers", pt: "Oradores", eus: "Hizlariak" } as Record<string, string>,
  },
  {
    host: "eventos.localhost",
    name: "Eventos Demo",
    // Compact layout: the header shows only the logo; the footer menu still comes from the API.
    menu: { es: "Síguenos en Instagram", en: "Follow us on Instagram" } as Record<string, string>,
  },
  {
    host: "mecenazgo.localhost",
    name: "Mecenazgo Demo",
    menu: { es: "Campañas", eus: "Kanpainak" } as Record<string, string>,
  },
];
const ISO: Record<string, string> = { es: "es-ES", en: "en-US", pt: "pt-PT", eus: "eu-ES" };

describe("tenant by host", () => {
  it("localhost (by URL) is the main tenant, with its name and the API's menu", async () => {
    const response = await get(`http://localhost:${portal.port}/`);
    expect(response.status).toBe(200);
    expect(titleOf(response.text)).toBe("Congreso Demo");
    expect(response.text).toContain('class="site-header"');
    expect(response.text).toContain(">Agenda<");
    expect(response.text).toContain(">Ponentes<");
  });

  it("127.0.0.1 (by URL) is the main tenant", async () => {
    const response = await get(`http://127.0.0.1:${portal.port}/`);
    expect(response.status).toBe(200);
    expect(titleOf(response.text)).toBe("Congreso Demo");
    expect(response.text).toContain(">Agenda<");
  });

  it("eventos.localhost (Host header) is Eventos Demo", async () => {
    const response = await at("/", { host: "eventos.localhost" });
    expect(response.status).toBe(200);
    expect(titleOf(response.text)).toBe("Eventos Demo");
    expect(response.text).toContain('class="site-header"');
    expect(response.text).toContain("Síguenos en Instagram");
    expect(response.text).not.toContain("Congreso Demo");
  });

  it("mecenazgo.localhost (Host header) is Mecenazgo Demo", async () => {
    const response = await at("/", { host: "mecenazgo.localhost" });
    expect(response.status).toBe(200);
    expect(titleOf(response.text)).toBe("Mecenazgo Demo");
    expect(response.text).toContain(">Campañas<");
  });

  it("host matching ignores case and port (EVENTOS.LOCALHOST:1234)", async () => {
    const response = await at("/", { host: "EVENTOS.LOCALHOST:1234" });
    expect(response.status).toBe(200);
    expect(titleOf(response.text)).toBe("Eventos Demo");
  });

  it("an unknown host is a 404 without any tenant chrome, with the translated title", async () => {
    const response = await at("/", { host: "nope.example" });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('class="site-header"');
    expect(response.text).toContain("No se ha podido encontrar esta página");
    expect(titleOf(response.text)).toContain("No se ha podido encontrar esta página");
    for (const tenant of TENANTS) expect(response.text).not.toContain(tenant.name);
  });
});

describe("languages of each tenant", () => {
  for (const tenant of TENANTS) {
    for (const [lng, menuText] of Object.entries(tenant.menu)) {
      it(`${tenant.host} /${lng} is in ${ISO[lng]} with its menu in that language`, async () => {
        const response = await at(`/${lng}`, { host: tenant.host });
        expect(response.status).toBe(200);
        expect(htmlLang(response.text)).toBe(ISO[lng]);
        expect(titleOf(response.text)).toBe(tenant.name);
        expect(response.text).toContain(menuText);
      });
    }
  }

  it("a /pt page says European Portuguese wherever it names its language (decision 047), its links keep /pt", async () => {
    const response = await at("/pt/agenda/inauguracion-ia-para-las-personas");
    expect(response.status).toBe(200);
    const head = response.text.slice(0, response.text.indexOf("</head>"));
    expect(htmlLang(response.text)).toBe("pt-PT");
    expect(head).toMatch(/<link rel="alternate" hrefLang="pt-PT" href="[^"]*\/pt\/agenda\/inauguracion-ia-para-las-personas"/);
    expect(head).toContain('<meta property="og:locale" content="pt_PT"/>');
    expect(head).toContain('"inLanguage":"pt-PT"');
    expect(response.text).toContain('hrefLang="pt-PT" lang="pt-PT"');
    expect(response.text).not.toMatch(/pt[-_]BR/);
  });

  it("unprefixed pages are Spanish", async () => {
    const response = await at("/", { host: "mecenazgo.localhost" });
    expect(htmlLang(response.text)).toBe("es-ES");
  });

  it("a prefix the tenant does not offer is a 404 (/pt and /en on mecenazgo)", async () => {
    for (const path of ["/pt", "/en", localePath("en", pathTo("agenda"))]) {
      const response = await at(path, { host: "mecenazgo.localhost" });
      expect(response.status, path).toBe(404);
      expect(response.text, path).toContain("No se ha podido encontrar esta página");
    }
  });
});

describe("locale resolution order", () => {
  it("/ with the i18n_redirected=en cookie redirects to /en", async () => {
    const response = await at("/", { headers: { cookie: "i18n_redirected=en" } });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/en");
  });

  it("/ with Accept-Language pt-BR and no cookie redirects to /pt", async () => {
    const response = await at("/", { headers: { "accept-language": "pt-BR,pt;q=0.9" } });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/pt");
  });

  it("the cookie wins over Accept-Language", async () => {
    const response = await at("/", { headers: { cookie: "i18n_redirected=eus", "accept-language": "en" } });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/eus");
  });

  it("Accept-Language es is served in place, without a redirect", async () => {
    const response = await at("/", { headers: { "accept-language": "es" } });
    expect(response.status).toBe(200);
    expect(htmlLang(response.text)).toBe("es-ES");
  });

  it("a language nobody offers (fr) gets the Spanish page", async () => {
    const response = await at("/", { headers: { "accept-language": "fr" } });
    expect(response.status).toBe(200);
    expect(htmlLang(response.text)).toBe("es-ES");
  });

  it("only / redirects: an unprefixed page with cookie en stays Spanish", async () => {
    const response = await at("/cualquier-cosa", { headers: { cookie: "i18n_redirected=en", "accept-language": "en" } });
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(htmlLang(response.text)).toBe("es-ES");
    expect(response.text).toContain("No se ha podido encontrar esta página");
  });

  it("/ on a tenant without the cookie's language is not redirected there", async () => {
    const response = await at("/", { host: "mecenazgo.localhost", headers: { cookie: "i18n_redirected=en" } });
    expect(response.status).toBe(200);
    expect(htmlLang(response.text)).toBe("es-ES");
  });

  it("visiting /en remembers the language in i18n_redirected for a year", async () => {
    const response = await at("/en");
    const cookie = setCookies(response).find((c) => c.startsWith("i18n_redirected="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^i18n_redirected=en;/);
    expect(cookie).toMatch(/;\s*Max-Age=31536000(;|$)/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
  });
});

describe("guarded route with a non-ASCII path (/cambiar-contraseña)", () => {
  const CHANGE = pathTo("changePassword");
  const LOGIN = loginPath(CHANGE);

  it("percent-encoded: anonymous visitors go to log in, with where they were", async () => {
    const response = await at(encodeURI(CHANGE));
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(LOGIN);
  });

  it("the same route answers a latin1-encoded ñ (%F1) as older clients send it", async () => {
    const response = await at(encodeURI(CHANGE).replace("%C3%B1", "%F1"));
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(LOGIN);
  });

  it("raw non-ASCII bytes in the request line are refused cleanly by Node's HTTP parser (400, no crash)", async () => {
    const head = Buffer.from(`GET ${CHANGE} HTTP/1.1\r\nHost: localhost:${portal.port}\r\nConnection: close\r\n\r\n`, "utf8");
    const response = await rawRequest(portal.port, head);
    expect(response.status).toBe(400);
    expect((await at("/health-check")).status).toBe(200);
  });

  it("under /en the login page is the English one", async () => {
    const response = await at(encodeURI(localePath("en", CHANGE)));
    expect(response.status).toBe(302);
    const location = response.headers.location as string;
    expect(location.startsWith(`${localePath("en", pathTo("login"))}?`)).toBe(true);
    expect(new URL(location, "http://x").searchParams.get("origin")).toBe(localePath("en", CHANGE));
  });

  it("works on eventos.localhost too (feature change_password on)", async () => {
    const response = await at(encodeURI(CHANGE), { host: "eventos.localhost" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(LOGIN);
  });
});

describe("unknown routes", () => {
  it("/no-existe is a Spanish 404 inside the tenant's chrome", async () => {
    const response = await at("/no-existe");
    expect(response.status).toBe(404);
    expect(response.text).toContain('class="site-header"');
    expect(response.text).toContain("No se ha podido encontrar esta página");
  });

  it("/en/no-such-page is an English 404 inside the tenant's chrome", async () => {
    const response = await at("/en/no-such-page");
    expect(response.status).toBe(404);
    expect(htmlLang(response.text)).toBe("en-US");
    expect(response.text).toContain('class="site-header"');
    expect(response.text).toContain("This page could not be found");
  });
});
