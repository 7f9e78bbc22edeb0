// Every public page of every demo tenant, on a first visit (no cookie, the cookie banner shown), hydrates,
// says nothing on the console (a hydration mismatch, a failed chunk or any error fails) and fetches at most
// the JavaScript budget; pages are found by following each tenant's links.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CONSENT_BANNER_ID } from "../../app/consent/consent";
import { pathTo } from "../../app/paths";
import { kib, watchPageWeight } from "../../scripts/page-weight.mjs";
import { HOSTS, expect, reactOwns, test, urlOf, watchConsole } from "./fixtures";
import { logIn } from "./session";

/** KiB of JavaScript, gzipped, a first visit to any public page may fetch (decision 039). */
const BUDGET_KIB = 110;

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "hydration needs JavaScript");
test.describe.configure({ mode: "parallel" });

const START = [pathTo("home"), pathTo("agenda"), pathTo("blog"), pathTo("speakers"), pathTo("sponsors")];

/** Paths that are not pages to hydrate: files, feeds, the private area and actions. */
const NOT_A_PUBLIC_PAGE = /^\/(assets|demo|build|fonts)\/|\.\w+$|^\/(usuario|cerrar-sesion)(\/|$)/;

/** One visit per kind of page: every activity and every CMS page, one of each other deeper path. */
function kindOf(path: string): string {
  const segments = path.split("/").filter(Boolean);
  const [first] = segments;
  if (segments.length <= 1 || first === pathTo("agenda").slice(1)) return path;
  return `/${first}/${segments
    .slice(1)
    .map(() => "*")
    .join("/")}`;
}

/** Warnings too: a visitor's developer tools would show them in yellow. */
const consoleOf = (page: Page) => watchConsole(page, { warnings: true });

async function linksOf(page: Page): Promise<string[]> {
  return page
    .locator("a[href^='/']")
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
}

test.describe("a first visit", () => {
  test.use({ consentCookie: null });

  for (const [tenant, host] of Object.entries(HOSTS)) {
    test(`${tenant}: every public page hydrates with React, with no console error, within ${BUDGET_KIB} KiB of JavaScript`, async ({
      page,
      context,
      waitForHydration,
    }) => {
      test.setTimeout(240_000);
      const problems = consoleOf(page);
      // The browser's cache off: every page is measured as a first visit fetches it (scripts/page-weight.mjs).
      const weight = await watchPageWeight(page);
      const weights: { page: string; requests: number; js: string; catalogues: string }[] = [];
      const withoutBanner: string[] = [];
      const queue = [...START];
      const kinds = new Set<string>();
      const visited: string[] = [];
      while (queue.length) {
        const path = queue.shift()!;
        if (NOT_A_PUBLIC_PAGE.test(path) || kinds.has(kindOf(path))) continue;
        kinds.add(kindOf(path));
        await context.clearCookies();
        weight.start();
        const response = await page.goto(urlOf(path, host));
        // A page the tenant does not have (networking, tickets) is its own journeys' business.
        if (!response || response.status() >= 400 || !new URL(page.url()).host.startsWith(host)) continue;
        await waitForHydration();
        await page.waitForLoadState("networkidle");
        visited.push(path);
        expect.soft(await reactOwns(page.locator("main").first()), `React owns <main> on ${path}`).toBe(true);
        // The banner shows until the visitor chooses, on every page but the cookie settings page (its long form).
        const banner = page.locator(`#${CONSENT_BANNER_ID}`);
        if (await banner.count()) await expect.soft.poll(() => reactOwns(banner), `the banner hydrated on ${path}`).toBe(true);
        else withoutBanner.push(path);
        const { requests, js, catalogues } = await weight.weigh();
        weights.push({ page: path, requests, js: kib(js), catalogues: kib(catalogues) });
        expect.soft(js / 1024, `KiB of JavaScript gzipped on a first visit to ${path}`).toBeLessThanOrEqual(BUDGET_KIB);
        if (START.includes(path)) queue.push(...(await linksOf(page)));
      }
      // Every page's figures, for docs/speed.md.
      mkdirSync("test-results", { recursive: true });
      writeFileSync(`test-results/page-weights-${tenant}.json`, `${JSON.stringify(weights, null, 2)}\n`);
      expect(visited.length, visited.join(", ")).toBeGreaterThan(8);
      expect(withoutBanner, "pages without the cookie banner").toEqual([pathTo("cookieSettings")]);
      expect(problems, `on ${visited.length} pages of ${host}`).toEqual([]);
    });
  }
});

test("the private area and the purchase page hydrate with React too", async ({ page, waitForHydration }) => {
  const problems = consoleOf(page);
  await logIn(page, waitForHydration, "ana@example.com");
  await page.waitForURL((url) => url.pathname === pathTo("profile"));
  await waitForHydration();
  expect(await reactOwns(page.locator("main").first())).toBe(true);
  expect(await reactOwns(page.locator("[role='tablist'], nav").first())).toBe(true);
  await page.goto(urlOf(pathTo("purchase")));
  await waitForHydration();
  expect(await reactOwns(page.locator("main").first())).toBe(true);
  expect(problems).toEqual([]);
});

test("a logged-in visitor's catalogue pages and private area, composed from the kept ones, hydrate as theirs", async ({
  page,
  waitForHydration,
}) => {
  const problems = consoleOf(page);
  await logIn(page, waitForHydration, "ana@example.com");
  await page.waitForURL((url) => url.pathname === pathTo("profile"));
  const activity = pathTo("conference", { slug: "inauguracion-ia-para-las-personas" });
  for (const path of [pathTo("home"), activity, pathTo("agenda"), pathTo("speakers")]) {
    const response = await page.goto(urlOf(path));
    expect(response?.headers()["x-page-cache"], path).toBe("personal");
    await waitForHydration();
    expect(await reactOwns(page.locator("main").first()), path).toBe(true);
    // The visitor's own parts, as React took them over: a mismatch would have redrawn them anonymous.
    await expect(page.locator(".account-dropdown .header-dropdown-label"), path).toHaveText("Hola, Ana");
  }
  await page.goto(urlOf(activity));
  await waitForHydration();
  await expect(page.getByRole("button", { name: "Inscribirme" })).toBeVisible();
  await page.locator("#chat").scrollIntoViewIfNeeded();
  await expect(page.getByLabel("Tu mensaje")).toBeVisible();
  // The private area: its kept chrome with all of the page hers, hydrated into working tabs.
  const profile = await page.goto(urlOf(pathTo("profile")));
  expect(profile?.headers()["x-page-cache"]).toBe("personal");
  await waitForHydration();
  expect(await reactOwns(page.locator("main").first())).toBe(true);
  await page.getByRole("tab", { name: "Mis actividades" }).click();
  await expect(page.getByRole("tabpanel", { name: "Mis actividades" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Datos personales" })).toBeHidden();
  expect(problems).toEqual([]);
});
