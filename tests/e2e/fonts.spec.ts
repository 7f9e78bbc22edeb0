// Each demo tenant's home is drawn in its own self-hosted fonts, preloaded and cached for a year;
// written out rather than derived, so that a wrong type set shows up here.
import type { Page } from "@playwright/test";
import { HOSTS, expect, test } from "./fixtures";

const TENANT_FONTS = [
  { host: HOSTS.congreso, text: "Source Sans 3", headings: "Merriweather" },
  { host: HOSTS.eventos, text: "Inter", headings: "Fraunces" },
  { host: HOSTS.mecenazgo, text: "Nunito", headings: "Nunito" },
];

/** The fonts Chromium really drew the element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
  } finally {
    await cdp.detach();
  }
}

for (const { host, text, headings } of TENANT_FONTS) {
  test(`${host}'s home is set in ${text}, headings in ${headings}, from preloaded, long-cached files`, async ({
    page,
    gotoPage,
    javaScriptEnabled,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
    });
    await gotoPage("/", { host });
    // The fonts the first screen uses have arrived (font-display: swap draws a fallback until then).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute("href") ?? "",
        type: link.getAttribute("type"),
        crossOrigin: link.getAttribute("crossorigin"),
      })),
    );
    expect(preloads.length).toBe(text === headings ? 1 : 2);
    for (const preload of preloads) {
      expect(preload).toMatchObject({ type: "font/woff2", crossOrigin: "anonymous" });
      expect(preload.href).toMatch(/^\/assets\/[a-z0-9-]+-latin-(wght|700)-normal-[\w-]+\.woff2$/);
      // The preload is the very request the @font-face makes (same URL, same CORS mode): fetched once.
      expect(
        fontRequests.filter((path) => path === preload.href),
        `${preload.href} requests`,
      ).toHaveLength(1);

      const file = await page.request.get(preload.href);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("font/woff2");
      expect(file.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable/);
    }
    // Only latin files for Spanish text: the latin-ext subsets stay on the server.
    expect(fontRequests.filter((path) => path.includes("latin-ext"))).toEqual([]);

    const lead = await renderedFonts(page, "main .home-hero-lead");
    expect(lead[0]).toEqual({ familyName: expect.stringMatching(new RegExp(`^${text}`)), isCustomFont: true });
    const h1 = await renderedFonts(page, "main h1");
    expect(h1[0]).toEqual({ familyName: expect.stringMatching(new RegExp(`^${headings}`)), isCustomFont: true });

    if (javaScriptEnabled !== false) {
      expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`), text)).toBe(true);
      expect(await page.evaluate((family) => document.fonts.check(`bold 32px "${family}"`), headings)).toBe(true);
    }
  });
}
