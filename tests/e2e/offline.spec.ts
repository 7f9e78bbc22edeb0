// The venue companion (issue 46): the portal installs as a web app on every demo tenant, and with
// JavaScript a service worker keeps what the visitor opened for when the hall's network fails.
import { HOSTS, expect, test } from "./fixtures";

test.describe("installable", () => {
  for (const [tenant, host] of Object.entries(HOSTS)) {
    test(`${tenant}: Chromium finds the web app installable, with its manifest and icons`, async ({
      page,
      context,
      gotoPage,
      javaScriptEnabled,
    }) => {
      test.skip(!javaScriptEnabled, "the same page and manifest with JavaScript; checked once");
      await gotoPage("/", { host });
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors.map((error) => error.errorId))
        .toEqual([]);
      const { url } = await cdp.send("Page.getAppManifest");
      // Fetched by the page: Node does not resolve *.localhost.
      const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), url);
      expect(manifest).toMatchObject({ display: "standalone", start_url: "/", theme_color: expect.stringMatching(/^#/) });
      const icons = await page.evaluate(
        (sources: string[]) => Promise.all(sources.map(async (src) => (await fetch(src)).headers.get("content-type"))),
        manifest.icons.map((icon: { src: string }) => icon.src),
      );
      expect(icons).toEqual(["image/png", "image/png", "image/png"]);
    });
  }
});
