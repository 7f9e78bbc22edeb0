// The self-hosted fonts from outside: each tenant's @font-face rules under the CSP, immutable woff2
// preloads, and an unhosted font name reported once at start-up.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_TENANTS_FILE } from "../../app/config.server";
import { get, header, startPortal, stopAllPortals, tempDir, writeTemp, type Portal, type SimpleResponse } from "./harness";

const TENANT_FONTS = [
  { host: "localhost", families: ["Source Sans 3", "Merriweather"] },
  { host: "eventos.localhost", families: ["Inter", "Fraunces"] },
  { host: "mecenazgo.localhost", families: ["Nunito"] },
];
const ALL_FAMILIES = ["Source Sans 3", "Merriweather", "Inter", "Fraunces", "Nunito"];

let portal: Portal;
/** The demo tenants, with the eventos tenant naming a font the portal does not host. */
let oddFont: Portal;

beforeAll(async () => {
  const tenants = JSON.parse(readFileSync(DEMO_TENANTS_FILE, "utf8")) as { tenants: Array<Record<string, unknown>> };
  for (const tenant of tenants.tenants) if (tenant.name === "Eventos Demo") tenant.cssBaseFont = "Comic Sans MS";
  const file = writeTemp(tempDir(), "tenants.json", JSON.stringify(tenants));
  [portal, oddFont] = await Promise.all([startPortal({ API_BASE_URL: "" }), startPortal({ API_BASE_URL: "", TENANTS_FILE: file })]);
});
afterAll(() => stopAllPortals());

/** The response's own nonce (every script carries it). */
const policyNonce = (response: SimpleResponse) =>
  /script-src [^;]*'nonce-([^']+)'/.exec(header(response, "content-security-policy") ?? "")?.[1];
/**
 * Whether the CSP lets an inline style with this nonce apply: by the nonce, or, for a tenant with
 * Cookiebot (its dialog's styles carry none: server/security.ts), by 'unsafe-inline'.
 */
function styleAllowed(response: SimpleResponse, nonce: string): boolean {
  const styleSrc = /style-src ([^;]*)/.exec(header(response, "content-security-policy") ?? "")?.[1] ?? "";
  return styleSrc.split(" ").some((source) => source === `'nonce-${nonce}'` || source === "'unsafe-inline'");
}
/** The inline style that declares web fonts, with the nonce it carries. */
function fontStyle(html: string): { nonce: string; css: string } | null {
  const match = /<style nonce="([^"]*)">([^<]*@font-face[^<]*)<\/style>/.exec(html);
  return match ? { nonce: match[1], css: match[2] } : null;
}
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin="anonymous" href="([^"]+)"\/>/g)].map((m) => m[1]);
const declared = (css: string) => [...new Set([...css.matchAll(/@font-face\{font-family:"([^"]+)"/g)].map((m) => m[1]))];

describe("web fonts", () => {
  for (const { host, families } of TENANT_FONTS) {
    it(`${host}: its families' faces, under a nonce the CSP allows, and preloads of files they use`, async () => {
      const response = await get(`${portal.url}/`, { host });
      expect(response.status).toBe(200);
      expect(header(response, "content-security-policy")).toMatch(/font-src 'self'/);
      const style = fontStyle(response.text);
      expect(style?.nonce).toBe(policyNonce(response));
      expect(styleAllowed(response, style!.nonce)).toBe(true);
      expect(declared(style!.css).filter((family) => !family.endsWith(" Fallback"))).toEqual(families);
      expect(declared(style!.css)).toEqual(families.flatMap((family) => [family, `${family} Fallback`]));
      for (const other of ALL_FAMILIES.filter((family) => !families.includes(family))) expect(style!.css).not.toContain(`"${other}"`);

      const preloads = preloadsOf(response.text);
      expect(preloads).toHaveLength(families.length);
      for (const href of preloads) {
        expect(style!.css).toContain(`src:url(${href}) format("woff2")`);
        const file = await get(`${portal.url}${href}`, { host });
        expect(file.status).toBe(200);
        expect(header(file, "content-type")).toBe("font/woff2");
        expect(header(file, "cache-control")).toBe("public, max-age=31536000, immutable");
      }
    });
  }

  it("a page answered from the page cache carries that response's nonce on its font style", async () => {
    const path = "/?fonts-cache=1";
    const first = await get(`${portal.url}${path}`, { host: "mecenazgo.localhost" });
    const second = await get(`${portal.url}${path}`, { host: "mecenazgo.localhost" });
    expect([header(first, "x-page-cache"), header(second, "x-page-cache")]).toEqual(["miss", "hit"]);
    expect(policyNonce(second)).not.toBe(policyNonce(first));
    expect(fontStyle(second.text)?.nonce).toBe(policyNonce(second));
    expect(header(second, "content-security-policy")).toContain(`style-src 'self' 'nonce-${policyNonce(second)}'`);
  });

  it("an unhosted font name is warned about once at start-up, and kept as a local font ahead of the theme's", async () => {
    const warnings = () => oddFont.jsonLogs().filter((line) => line.level === 40 && /Comic Sans MS/.test(String(line.msg)));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0].msg).toMatch(/tenant "Eventos Demo": cssBaseFont "Comic Sans MS" is not a hosted font/);
    expect(portal.jsonLogs().filter((line) => line.level === 40 && /hosted font/.test(String(line.msg)))).toEqual([]);

    const response = await get(`${oddFont.url}/`, { host: "eventos.localhost" });
    expect(fontStyle(response.text)?.css).toContain('--font-base:"Comic Sans MS", "Inter", "Inter Fallback", var(--font-fallback)');
    // Only the headings' Fraunces is preloaded: a visitor who has the named font never fetches Inter.
    expect(preloadsOf(response.text)).toEqual([expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/)]);
    await get(`${oddFont.url}/`, { host: "eventos.localhost" });
    expect(warnings()).toHaveLength(1);
  });
});
