// Full-page screenshots of the homes and the 404 page, narrow (phone) and wide (desktop), for a
// person to look at: test-results/screenshots/<project>-<name>-<narrow|wide>.png. Each also checks
// what a phone user would notice at once: no sideways scrolling, the heading and header on screen.
import { HOSTS, expect, test } from "./fixtures";
import { expectNoHorizontalScroll, waitForImagesAndFonts } from "./layout";

const PAGES = [
  { name: "home-congreso", path: "/", host: HOSTS.congreso, heading: "Bienvenida a Congreso Demo" },
  { name: "home-eventos", path: "/", host: HOSTS.eventos, heading: "Bienvenida a Eventos Demo" },
  { name: "home-mecenazgo", path: "/", host: HOSTS.mecenazgo, heading: "Bienvenida a Mecenazgo Demo" },
  { name: "404", path: "/no-existe", host: HOSTS.congreso, heading: "No se ha podido encontrar esta página" },
] as const;

const VIEWPORTS = [
  { label: "narrow", width: 375, height: 800 },
  { label: "wide", width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.label} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const target of PAGES) {
      test(`${target.name}`, async ({ page, gotoPage }, testInfo) => {
        await gotoPage(target.path, { host: target.host });
        const heading = page.getByRole("main").getByRole("heading", { level: 1 });
        await expect(heading).toHaveText(target.heading);
        // Images (logos, error illustration) and fonts loaded before the picture is taken.
        await waitForImagesAndFonts(page);

        const file = testInfo.project.name;
        await page.screenshot({
          path: `test-results/screenshots/${file}-${target.name}-${viewport.label}.png`,
          fullPage: true,
        });

        await expectNoHorizontalScroll(page);

        // The heading and the logo are fully within the viewport's width.
        const headingBox = await heading.boundingBox();
        expect(headingBox).not.toBeNull();
        expect(headingBox!.x).toBeGreaterThanOrEqual(0);
        expect(headingBox!.x + headingBox!.width).toBeLessThanOrEqual(viewport.width);
        const logo = page.getByRole("banner").getByRole("link").first();
        await expect(logo).toBeInViewport({ ratio: 1 });
      });
    }
  });
}
