// The spec's layouts are real variants of the header and footer (app/chrome/layouts.ts): the four the
// demo tenants do not wear are worn here by copies of Congreso Demo on their own hosts.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_TENANTS_FILE } from "../../app/config.server";
import { get, startPortal, stopAllPortals, tempDir, writeTemp, type Portal } from "./harness";

const VARIANTS = [
  { layout: "ciud", theme: "default", strip: true, brand: true, sponsors: true },
  { layout: "cned", theme: "hermes", strip: false, brand: false, sponsors: true },
  { layout: "digitalone", theme: "digitalone", strip: false, brand: false, sponsors: false },
  { layout: "dome", theme: "mdigital", strip: false, brand: true, sponsors: true },
] as const;

let portal: Portal;

beforeAll(async () => {
  const file = JSON.parse(readFileSync(DEMO_TENANTS_FILE, "utf8")) as { tenants: Array<Record<string, unknown>> };
  const congreso = file.tenants.find((tenant) => tenant.name === "Congreso Demo")!;
  for (const { layout, theme } of VARIANTS) {
    file.tenants.push({ ...congreso, hosts: [`${layout}.localhost`], name: `Congreso ${layout}`, layout, theme });
  }
  portal = await startPortal({ API_BASE_URL: "", TENANTS_FILE: writeTemp(tempDir(), "tenants.json", JSON.stringify(file)) });
});
afterAll(() => stopAllPortals());

const home = async (host: string) => (await get(`${portal.url}/`, { host, headers: { cookie: "cookie_consent=v1:2026-11-22:none" } })).text;

describe("layouts", () => {
  for (const variant of VARIANTS) {
    it(`${variant.layout}: its own frame and header/footer variant, in the ${variant.theme} theme`, async () => {
      const html = await home(`${variant.layout}.localhost`);
      expect(html).toContain(`<body class="theme-${variant.theme} `);
      expect(html).toContain(`class="frame frame-${variant.layout}"`);
      // The controls in a strip above the logo (ciud), or in the header row's menu (the others).
      expect(html.includes('class="header-strip"'), "a tool strip").toBe(variant.strip);
      expect(/<div class="menu-tools">/.test(html), "controls in the menu").toBe(!variant.strip);
      // The footer opens with the brand (the alternate logo and the description), or not.
      expect(html.includes('class="footer-brand"'), "a footer brand block").toBe(variant.brand);
      expect(html.includes('class="footer-sponsors"'), "sponsor logos in the footer").toBe(variant.sponsors);
    });
  }

  it("the default layout (Congreso Demo) differs from all four", async () => {
    const html = await home("localhost");
    expect(html).toContain('class="frame frame-default"');
    expect(html).not.toContain('class="header-strip"');
    expect(html).not.toContain('class="footer-brand"');
    expect(html).toContain('class="footer-sponsors"');
  });

  it("the stylesheet draws each layout with rules of its own", async () => {
    const html = await home("localhost");
    const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1];
    expect(href).toBeTruthy();
    const css = (await get(`${portal.url}${href}`, { host: "localhost" })).text;
    for (const layout of ["ciud", "cned", "digitalone", "dome", "mdigital", "compact"]) {
      expect(css, `rules for .frame-${layout}`).toMatch(new RegExp(`\\.frame-${layout}[ .{]`));
    }
    for (const theme of ["hermes", "mdigital", "digitalone", "universidad"]) {
      expect(css, `tokens for .theme-${theme}`).toMatch(new RegExp(`\\.theme-${theme}\\{[^}]*--color-primary:`));
    }
  });
});
