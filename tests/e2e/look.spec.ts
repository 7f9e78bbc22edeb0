// Screenshots of each demo tenant's pages, narrow and wide, compared with docs/screenshots/ (both
// projects compare with the same file); `npm run screenshots` draws them again. Date-dependent parts are masked.
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { loginPath, urlEndingWith } from "../paths";
import { HOSTS, test, urlOf } from "./fixtures";
import { ACTIVITY, TENANTS, expectLooksAsDrawn } from "./layout";
import { submitLogin } from "./accounts";

const WIDTHS = [
  { label: "narrow", width: 390, height: 844 },
  { label: "wide", width: 1366, height: 768 },
] as const;

/** Ana's private area on `host`, opened again after the login: its toast is a moment's message, not the page's look. */
async function openPrivateArea(page: Page, host: string, waitForHydration: () => Promise<void>) {
  await page.goto(urlOf(loginPath(pathTo("profile")), host));
  await waitForHydration();
  await submitLogin(page, "ana@example.com");
  await page.waitForURL(urlEndingWith(pathTo("profile")));
  await page.goto(urlOf(pathTo("profile"), host));
  await waitForHydration();
}

for (const size of WIDTHS) {
  test.describe(`${size.label} (${size.width}x${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const tenant of TENANTS) {
      const host = HOSTS[tenant];
      const pages: Record<string, string> = {
        home: pathTo("home"),
        agenda: pathTo("agenda"),
        activity: ACTIVITY[tenant],
        login: pathTo("login"),
      };
      // The schedule grid once, on the tenant with the most rooms.
      if (tenant === "congreso") pages["agenda-grid"] = `${pathTo("agenda")}?vista=parrilla`;
      for (const [name, path] of Object.entries(pages)) {
        test(`${tenant}: ${name}`, async ({ page, gotoPage }) => {
          await gotoPage(path, { host });
          await expectLooksAsDrawn(page, `${tenant}-${name}-${size.label}`);
        });
      }

      test(`${tenant}: private area`, async ({ page, waitForHydration }) => {
        await openPrivateArea(page, host, waitForHydration);
        await expectLooksAsDrawn(page, `${tenant}-private-area-${size.label}`);
      });
    }

    // Forced colours, as a dark Windows contrast theme draws them: the pages with the most controls.
    test.describe("forced colours", () => {
      test.use({ forcedColors: "active", colorScheme: "dark" });
      const pages = { home: pathTo("home"), "agenda-grid": `${pathTo("agenda")}?vista=parrilla`, activity: ACTIVITY.congreso };
      for (const [name, path] of Object.entries(pages)) {
        test(`congreso: ${name}`, async ({ page, gotoPage }) => {
          await gotoPage(path);
          await expectLooksAsDrawn(page, `forced-colours-congreso-${name}-${size.label}`);
        });
      }
      test("congreso: private area", async ({ page, waitForHydration }) => {
        await openPrivateArea(page, HOSTS.congreso, waitForHydration);
        await expectLooksAsDrawn(page, `forced-colours-congreso-private-area-${size.label}`);
      });
    });
  });
}
