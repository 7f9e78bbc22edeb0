// How each demo tenant looks, narrow (a phone) and wide (a desktop): a screenshot of the first screen
// of its home, agenda (and Congreso Demo's schedule grid), an activity, the login page and the
// private area (logged in), compared with
// docs/screenshots/<tenant>-<page>-<narrow|wide>.png (the README shows them). Both projects compare
// with the SAME file: the page with JavaScript, once hydrated, must look as the server's page does
// without it. `npm run screenshots` draws the files again (from the no-js project) after a change
// to the look; what changes with the real date (a countdown, a campaign's days left) is masked.
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { loginPath, urlEndingWith } from "../paths";
import { HOSTS, expect, test, urlOf } from "./fixtures";
import { ACTIVITY, DATE_DEPENDENT, TENANTS, waitForImagesAndFonts } from "./layout";
import { DEMO_PASSWORD } from "./session";

const WIDTHS = [
  { label: "narrow", width: 390, height: 844 },
  { label: "wide", width: 1366, height: 768 },
] as const;

async function expectLooksAsDrawn(page: Page, name: string) {
  await waitForImagesAndFonts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot(`${name}.png`, {
    maxDiffPixelRatio: 0.01,
    animations: "disabled",
    caret: "hide",
    // A quiet grey where the date shows (the README shows these pictures).
    maskColor: "#d5d8de",
    // The private area's counts change as other specs act for the same account in the same run.
    mask: [...DATE_DEPENDENT, ".profile-counts"].map((selector) => page.locator(selector)),
  });
}

for (const size of WIDTHS) {
  test.describe(`${size.label} (${size.width}x${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const tenant of TENANTS) {
      const host = HOSTS[tenant];
      const pages: Record<string, string> = { home: pathTo("home"), agenda: pathTo("agenda"), activity: ACTIVITY[tenant], login: pathTo("login") };
      // The schedule grid once, on the tenant with the most rooms.
      if (tenant === "congreso") pages["agenda-grid"] = `${pathTo("agenda")}?vista=parrilla`;
      for (const [name, path] of Object.entries(pages)) {
        test(`${tenant}: ${name}`, async ({ page, gotoPage }) => {
          await gotoPage(path, { host });
          await expectLooksAsDrawn(page, `${tenant}-${name}-${size.label}`);
        });
      }

      test(`${tenant}: private area`, async ({ page, gotoPage, waitForHydration }) => {
        await page.goto(urlOf(loginPath(pathTo("profile")), host));
        await waitForHydration();
        const main = page.getByRole("main");
        await main.getByLabel("Correo electrónico").fill("ana@example.com");
        await main.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
        await main.getByRole("button", { name: "Iniciar sesión" }).click();
        await page.waitForURL(urlEndingWith(pathTo("profile")));
        // Opened again: the "logged in" toast is a moment's message, not the page's look.
        await gotoPage(pathTo("profile"), { host });
        await expectLooksAsDrawn(page, `${tenant}-private-area-${size.label}`);
      });
    }
  });
}
