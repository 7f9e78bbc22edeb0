// What a search engine is told on each demo tenant's host: /robots.txt (and the pages' noindex),
// /sitemap.xml, and every public page kind's canonical URL and hreflang alternates.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_ISO, defaultLocaleOf, localePath, type Locale } from "~/i18n/locales";
import { PAGES, pageOf, type PageId } from "~/paths";
import { pageTraits } from "~/paths.server";
import { ROOT, TEST_SESSION_SECRET, get, header, setCookies, startPortal, stopAllPortals, type Portal } from "./harness";

type DemoTenant = { hosts: string[]; name: string; languages: Locale[]; isIndexSite?: boolean; isInternalEvent?: boolean };
const tenants = (JSON.parse(readFileSync(path.join(ROOT, "demo-api", "tenants.json"), "utf8")) as { tenants: DemoTenant[] }).tenants;

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ SESSION_SECRET: TEST_SESSION_SECRET });
});
afterAll(() => stopAllPortals());

const CONSENT = { cookie: "cookie_consent=v1:2026-11-27:none" };

/** Throws unless `xml` is one well-formed element after the XML declaration: tags nest, text and attributes escape & and <. */
function assertWellFormed(xml: string): void {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  expect(xml.startsWith(declaration)).toBe(true);
  const text = /^(?:[^&<>]|&(?:amp|lt|gt|quot|apos);)*$/;
  const tag = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"]*")*)\s*(\/?)>$/;
  const stack: string[] = [];
  let roots = 0;
  for (const token of xml.slice(declaration.length).match(/<[^<>]*>|[^<]+|</g) ?? []) {
    if (!token.startsWith("<")) {
      expect(token, "text").toMatch(text);
      if (!stack.length) expect(token.trim(), "text outside the root").toBe("");
      continue;
    }
    const match = tag.exec(token);
    expect(match, `a tag: ${token}`).not.toBeNull();
    const [, closing, name, attributes, selfClosing] = match!;
    for (const [, value] of attributes.matchAll(/="([^"]*)"/g)) expect(value, "attribute").toMatch(text);
    if (closing) expect(stack.pop(), `</${name}>`).toBe(name);
    else if (!selfClosing) {
      if (!stack.length) roots++;
      stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const unescape = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name]!);

type SitemapUrl = { loc: string; lastmod: string | null; alternates: Record<string, string> };

function sitemapUrls(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    loc: unescape(/<loc>(.*?)<\/loc>/.exec(body)![1]),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        unescape(href),
      ]),
    ),
  }));
}

/** The page's canonical URL and its hreflang alternates, as its <head> gives them. */
function headLinks(html: string): { canonical: string | null; alternates: Record<string, string> } {
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    canonical: unescape(/<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? "") || null,
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, unescape(href)]),
    ),
  };
}

/** The first link of `html` to a page of kind `page`, unprefixed. */
function firstLinkTo(html: string, page: PageId): string {
  const href = [...html.matchAll(/href="(\/[^"?#]*)"/g)].map(([, href]) => href).find((href) => pageOf(href)?.page === page);
  expect(href, `a link to a ${page} page`).toBeDefined();
  return decodeURI(href!);
}

/** Every page kind a visitor can find from a search engine: the anonymous catalogue pages and a campaign. */
const PUBLIC_KINDS = [...(Object.keys(PAGES) as PageId[]).filter((page) => pageTraits(page).publicCache), "campaign"];

describe.each(tenants)("$name", (tenant) => {
  const host = tenant.hosts.find((name) => name.includes(".")) ?? tenant.hosts[0];
  const origin = `http://${host}`;
  const indexed = tenant.isIndexSite === true && tenant.isInternalEvent !== true;
  const defaultLocale = defaultLocaleOf(tenant.languages);
  const url = (pathname: string) => `${portal.url}${pathname}`;

  it(`robots.txt ${indexed ? "keeps crawlers out of the private and payment pages and names the sitemap" : "shuts the site out"}; the pages agree`, async () => {
    const robots = await get(url("/robots.txt"), { host });
    expect(robots.status).toBe(200);
    expect(header(robots, "content-type")).toBe("text/plain; charset=utf-8");
    expect(header(robots, "cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(setCookies(robots)).toEqual([]);
    const rules = robots.text.split("\n").filter((line) => line.startsWith("Disallow:"));
    if (indexed) {
      for (const prefix of ["", ...tenant.languages.map((lng) => `/${lng}`)]) {
        for (const path of ["/usuario", "/stripe/success", "/proceso-de-compra/ok"]) {
          expect(
            rules.some((rule) => `${prefix}${path}`.startsWith(rule.slice("Disallow: ".length))),
            `${prefix}${path}`,
          ).toBe(true);
        }
      }
      expect(rules).not.toContain("Disallow: /");
      expect(robots.text).toContain(`\nSitemap: ${origin}/sitemap.xml\n`);
    } else {
      expect(rules).toEqual(["Disallow: /"]);
      expect(robots.text).not.toContain("Sitemap:");
    }
    const home = await get(url("/"), { host, headers: CONSENT });
    expect(home.text.includes('<meta name="robots" content="noindex"/>')).toBe(!indexed);
  });

  it("sitemap.xml lists the public pages on this host in every language, each with its alternates, and they answer", async () => {
    const response = await get(url("/sitemap.xml"), { host });
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toBe("application/xml; charset=utf-8");
    expect(header(response, "cache-control")).toMatch(/^public, max-age=\d+$/);
    assertWellFormed(response.text);
    const urls = sitemapUrls(response.text);
    const locs = new Set(urls.map((entry) => entry.loc));
    expect(locs.size).toBe(urls.length);
    const isoOf = Object.fromEntries(tenant.languages.map((lng) => [LOCALE_ISO[lng], lng]));
    for (const entry of urls) {
      for (const href of [entry.loc, ...Object.values(entry.alternates)]) expect(href.startsWith(`${origin}/`), href).toBe(true);
      // Alternates name only the tenant's languages, each listed itself, and the page among them.
      expect(Object.values(entry.alternates)).toContain(entry.loc);
      expect(entry.alternates["x-default"]).toBeDefined();
      for (const [lang, href] of Object.entries(entry.alternates)) {
        if (lang !== "x-default") expect(isoOf[lang], lang).toBeDefined();
        expect(locs.has(href), href).toBe(true);
      }
      if (entry.lastmod) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
    }
    const home = urls.find((entry) => entry.loc === `${origin}/`)!;
    expect(Object.keys(home.alternates).sort()).toEqual([...tenant.languages.map((lng) => LOCALE_ISO[lng]), "x-default"].sort());

    // An activity and a post the site links to are there in every language.
    const agenda = await get(url("/agenda"), { host, headers: CONSENT });
    const blog = await get(url("/blog"), { host, headers: CONSENT });
    for (const path of [firstLinkTo(agenda.text, "conference"), firstLinkTo(blog.text, "post")]) {
      for (const lng of tenant.languages)
        expect(locs.has(encodeURI(`${origin}${localePath(lng, path, defaultLocale)}`)), `${lng} ${path}`).toBe(true);
    }

    // One URL of each kind answers, with the same canonical and alternates as the sitemap; the kinds
    // are every public kind on the tenant with all of them.
    const byKind = new Map<PageId, SitemapUrl>();
    for (const entry of urls) {
      const kind = pageOf(new URL(entry.loc).pathname)!.page;
      if (!byKind.has(kind)) byKind.set(kind, entry);
    }
    if (tenant.languages.length === 4) expect([...byKind.keys()].sort()).toEqual([...PUBLIC_KINDS].sort());
    for (const [kind, entry] of byKind) {
      const page = await get(url(new URL(entry.loc).pathname), { host, headers: CONSENT });
      expect(page.status, entry.loc).toBe(200);
      const links = headLinks(page.text);
      expect(links.canonical, `${kind} canonical`).toBe(entry.loc);
      expect(links.alternates, `${kind} alternates`).toEqual(entry.alternates);
    }
  });
});

it("a page's canonical keeps what makes it another page (the blog's page) and drops tracking", async () => {
  const page = await get(`${portal.url}/en/blog?utm_source=news&page=2&fbclid=x`, { host: "localhost", headers: CONSENT });
  expect(page.status).toBe(200);
  const links = headLinks(page.text);
  expect(links.canonical).toBe("http://localhost/en/blog?page=2");
  expect(links.alternates["es-ES"]).toBe("http://localhost/blog?page=2");
});
