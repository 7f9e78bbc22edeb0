// JavaScript a visitor's browser downloads for each page (gzipped): from the production build's
// asset manifest (the client entry and the modules of every route the page matches; `pageSizes`), and
// as a real browser fetches it on a first visit from a running server (`browserPageWeights`).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { CHROMIUM_PATH } from "./chromium.mjs";
import { kib, watchPageWeight } from "./page-weight.mjs";
import { printTable } from "./table.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const { assets, routes } = build;

const PAGES = {
  "home (/)": ["root", "locale", "home"],
  "/iniciar-sesion": ["root", "locale", "login"],
  "/agenda": ["root", "locale", "agenda"],
  "/agenda/{slug}": ["root", "locale", "conference"],
  "/ponentes": ["root", "locale", "speakers"],
  "/patrocinadores": ["root", "locale", "sponsors"],
  "/blog": ["root", "locale", "blog"],
  "/blog/{id}": ["root", "locale", "post"],
  "/sdg": ["root", "locale", "sdg"],
  "/{slug} (CMS)": ["root", "locale", "page"],
  "/agenda/{slug}/campana": ["root", "locale", "campaign"],
  "/proceso-de-compra": ["root", "locale", "purchase"],
  "/RewardsPayment": ["root", "locale", "rewardsPayment"],
  "/registro": ["root", "locale", "signup"],
  "/recuperar-contraseña": ["root", "locale", "passwordResetRequest"],
  "/configuracion-de-cookies": ["root", "locale", "cookieSettings"],
};

const sizes = new Map();
function gz(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(root, "build/client", file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes.toString("utf8") });
  }
  return sizes.get(file);
}

/** The Spanish catalogues the page's routes may declare (`i18nWhen` included), as one gzipped JSON text. */
function catalogueBytes(ids) {
  const namespaces = new Set(["common"]);
  for (const id of ids) {
    const handle = routes[id]?.module.handle;
    for (const ns of [...(handle?.i18n ?? []), ...Object.keys(handle?.i18nWhen ?? {})]) namespaces.add(ns);
  }
  const resources = Object.fromEntries(
    [...namespaces].map((ns) => [ns, JSON.parse(readFileSync(path.join(root, "locales/es", `${ns}.json`), "utf8"))]),
  );
  return gzipSync(JSON.stringify(resources), { level: 9 }).length;
}

export function pageSizes() {
  const rows = [];
  for (const [page, ids] of Object.entries(PAGES)) {
    const files = new Set([assets.entry.module, ...assets.entry.imports]);
    for (const id of ids) {
      const route = assets.routes[id];
      if (!route) continue;
      files.add(route.module);
      for (const file of route.imports ?? []) files.add(file);
    }
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = gz(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    const catalogues = catalogueBytes(ids);
    rows.push({
      page,
      files: files.size,
      KiB: (raw / 1024).toFixed(1),
      "KiB gz": (gzip / 1024).toFixed(1),
      "catalogues KiB gz": (catalogues / 1024).toFixed(1),
      "total KiB gz": ((gzip + catalogues) / 1024).toFixed(1),
    });
  }
  return rows;
}

/** Bytes gzipped at the compression middleware's level. */
function gzipped(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/** The service worker's registration and offline guards (app/offline/register.client.ts), minified alone: the most it adds to any page (decision 046). */
export async function offlineRegistrationBytes() {
  const { build: bundle } = await import("esbuild");
  const { outputFiles } = await bundle({
    entryPoints: [path.join(root, "app/offline/register.client.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
  });
  return gzipped(outputFiles[0].contents);
}

/** `/sw.js` as this build serves it to Congreso Demo, the demo tenant with the most languages (each adds its notes). */
export async function serviceWorkerBytes() {
  const [tenant] = JSON.parse(readFileSync(path.join(root, "demo-api/tenants.json"), "utf8")).tenants;
  const route = Object.values(routes).find((entry) => entry.path === "sw.js");
  const response = await route.module.loader({
    request: new Request("http://localhost/sw.js"),
    params: {},
    context: { tenant, defaultLocale: tenant.languages[0], offlineTimeoutMs: 3000 },
  });
  if (!response.ok) throw new Error(`/sw.js answered ${response.status}: build the client first`);
  return gzipped(Buffer.from(await response.text()));
}

/** Browser chunks carrying validation code, which must stay on the server: every chunk, not only listed pages'. */
export function validationCodeInBrowser() {
  return browserChunksWith(/ZodError|invalid_type_error|@conform-to|parseWithZod/).map((name) => `/assets/${name}`);
}

export function browserChunksWith(pattern) {
  const dir = path.join(root, "build/client/assets");
  return readdirSync(dir).filter((name) => name.endsWith(".js") && pattern.test(readFileSync(path.join(dir, name), "utf8")));
}

// Public pages, Spanish and English, and other tenants' pages whose code differs (Cookiebot, calculator).
const PUBLIC_PATHS = [
  "/",
  "/agenda",
  "{activity}",
  "{live activity}",
  "/ponentes",
  "/patrocinadores",
  "/blog",
  "{post}",
  "/sdg",
  "/contacto",
  "/iniciar-sesion",
  "/en",
  "/en/agenda",
  "eventos:{activity}",
  "mecenazgo:/preguntas-frecuentes",
];

/** The JavaScript Chromium fetches for each page on a first visit (no cookie: the cookie banner shows), cache off, until
 * hydrated and network-idle (scripts/page-weight.mjs). `pages`: paths or `{ page, path }`, default the public pages. */
export async function browserPageWeights(baseUrl, pages) {
  const { chromium } = await import("@playwright/test");
  const list = (pages ?? (await publicPages(baseUrl))).map((entry) => (typeof entry === "string" ? { page: entry, path: entry } : entry));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  try {
    for (const { page: label, path: listed, base = baseUrl } of list) {
      let pagePath = listed;
      if (listed === "{activity}") {
        // Found in a context of its own, so that the measured one starts with no cookie.
        const scout = await browser.newPage();
        await scout.goto(new URL("/agenda", base).href);
        pagePath = `/agenda/${await scout.locator("[data-activity-slug]").first().getAttribute("data-activity-slug")}`;
        await scout.close();
      }
      const context = await browser.newContext({ locale: "es-ES" });
      const page = await context.newPage();
      const weight = await watchPageWeight(page);
      weight.start();
      await page.goto(new URL(pagePath, base).href, { waitUntil: "load" });
      await page.waitForFunction(
        () => {
          const w = window;
          return !!w.__remixContext && w.__remixRouter?.state?.initialized === true && window.history.scrollRestoration === "manual";
        },
        undefined,
        { timeout: 15_000 },
      );
      await page.waitForLoadState("networkidle");
      const { requests, js, catalogues } = await weight.weigh();
      rows.push({
        page: label,
        requests,
        "JS KiB gz": kib(js),
        "catalogues in the document KiB gz": kib(catalogues),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function publicPages(baseUrl) {
  const text = async (path) => (await fetch(new URL(path, baseUrl))).text();
  const agenda = await text("/agenda");
  const slugs = [...agenda.matchAll(/data-activity-slug="([^"]+)"/g)].map((match) => match[1]);
  let live;
  for (const slug of slugs) if (!live && /id="chat"/.test(await text(`/agenda/${slug}`))) live = slug;
  const post = /href="(\/blog\/[^"/]+)"/.exec(await text("/blog"))?.[1];
  const found = { "{activity}": slugs[0] && `/agenda/${slugs[0]}`, "{live activity}": live && `/agenda/${live}`, "{post}": post };
  const names = { "{activity}": "/agenda/{slug}", "{live activity}": "/agenda/{slug} (live)", "{post}": "/blog/{id}" };
  return PUBLIC_PATHS.flatMap((entry) => {
    const [tenant, path] = entry.includes(":") ? entry.split(":") : [null, entry];
    if (tenant) {
      // Another demo tenant's host: Chromium resolves *.localhost; its activity is found in the browser.
      const url = new URL(baseUrl);
      url.hostname = `${tenant}.localhost`;
      return [{ page: `${tenant}: ${names[path] ?? path}`, path: path === "{activity}" ? "{activity}" : path, base: url.origin }];
    }
    if (path in found) return found[path] ? [{ page: names[path], path: found[path] }] : [];
    return [path];
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printTable(pageSizes());
  console.log(
    `\nService worker (decision 046): its registration ${await offlineRegistrationBytes()} bytes gzipped (budget 1024), /sw.js ${kib(await serviceWorkerBytes())} KiB gzipped (budget 20).`,
  );
  // `node scripts/js-size.mjs http://localhost:3000` also loads the public pages in Chromium.
  if (process.argv[2]) {
    console.log("\nJavaScript a browser fetches on a first visit until the page is interactive:\n");
    printTable(await browserPageWeights(process.argv[2]));
  }
  const leaked = validationCodeInBrowser();
  console.log(
    leaked.length ? `\nValidation code in the browser bundle: ${leaked.join(", ")}` : "\nNo zod or conform code in the browser bundle.",
  );
  process.exit(leaked.length ? 1 : 0);
}
