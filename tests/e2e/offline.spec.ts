// The venue companion (issue 46): the portal installs as a web app on every demo tenant, and with
// JavaScript a service worker keeps what the visitor opened for when the hall's network fails.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { HOSTS, PORT, expect, test } from "./fixtures";
import { logOutFromHeader } from "./header";
import { expectLooksAsDrawn } from "./layout";
import { logIn } from "./session";

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

/** The served build's hashed files (Playwright starts the server from this checkout). */
const ASSETS_DIR = path.resolve("build/client/assets");

const ACTIVITY = pathTo("conference", { slug: "inauguracion-ia-para-las-personas" });

/** Every page the worker keeps, in any of its caches, as paths. */
function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      if (/^(pages|personal)-/.test(name))
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname + new URL(request.url).search);
    return paths;
  });
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 10_000 });
}

/** The worker has installed and finished activating (it registers a second after hydration). */
async function workerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 10_000 })
    .toBe("activated");
}

test.describe("offline with JavaScript, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });
  // Offline, the saved pages' pictures and the browser's own requests fail, on purpose.
  test.use({ expectedConsole: new RegExp(`^http://[a-z.]*localhost:${PORT}/`) });

  test("the first page of a first visit is kept once the worker is ready; offline, its saved copy and the offline page say so to everyone", async ({
    page,
    context,
    gotoPage,
    expectNoAxeViolations,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the service worker is JavaScript's; without it nothing changes");
    // Opened from a link: the worker arrives after this page.
    await gotoPage(ACTIVITY);
    await workerReady(page);

    await context.setOffline(true);
    await page.reload();
    const note = /^Copia guardada de las \d{1,2}:\d{2}: sin conexión\./;
    // On the first screen: a reload must not scroll it away.
    await expect(page.getByRole("status").filter({ hasText: note })).toBeInViewport();
    await expect(page).toHaveTitle(new RegExp(`${note.source} Inauguración`));
    await expect(page.getByRole("heading", { level: 1, name: /Inauguración/ })).toBeVisible();
    // A form's controls are off, and say why to a screen reader too.
    const control = page.locator("form").first().locator("button, input:not([type=hidden]), select").first();
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription(/^No disponible sin conexión\./);
    await expectNoAxeViolations();
    // A picture for the README and docs/offline.md (`npm run screenshots` draws it again); the saving time changes.
    await expectLooksAsDrawn(page, "offline-saved-copy-narrow", [".offline-copy time"]);

    await page.goto(`/eus${pathTo("speakers")}`);
    await expect(page.getByRole("heading", { level: 1, name: "Konexiorik gabe" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^Inauguración/ })).toBeVisible();
    await expectNoAxeViolations();
    await expectLooksAsDrawn(page, "offline-page-narrow");
  });

  test("saved copies of the agenda, an activity and Ana's area; the offline page for the rest; nothing of Ana's after she logs out; a new release's worker replaces the first", async ({
    page,
    context,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the service worker is JavaScript's; without it nothing changes");
    await gotoPage("/");
    await controlledByWorker(page);
    await logIn(page, waitForHydration, "ana@example.com");
    await expect(page.locator(".profile-summary")).toContainText("Ana García López");
    await gotoPage(pathTo("agenda"));
    await gotoPage(ACTIVITY);
    await expect.poll(() => savedPaths(page)).toEqual(expect.arrayContaining([pathTo("profile"), pathTo("agenda"), ACTIVITY]));

    await context.setOffline(true);
    for (const path of [pathTo("agenda"), ACTIVITY, pathTo("profile")]) {
      await page.goto(path);
      await expect(page.getByRole("status").filter({ hasText: /^Copia guardada de las \d{1,2}:\d{2}: sin conexión\./ })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await expect(page.locator(".profile-summary")).toContainText("Ana García López");
    // The activity's forms cannot be sent, and say why.
    await page.goto(ACTIVITY);
    const form = page.getByRole("main").locator("form").first();
    await expect(form.getByText("No disponible sin conexión.")).toBeVisible();
    await expect(form.getByRole("button").first()).toBeDisabled();

    await page.goto(pathTo("speakers"));
    await expect(page.getByRole("heading", { level: 1, name: "Sin conexión" })).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Agenda/ })
        .first(),
    ).toBeVisible();
    await page.goto(`/eus${pathTo("speakers")}`);
    await expect(page.getByRole("heading", { level: 1, name: "Konexiorik gabe" })).toBeVisible();

    await context.setOffline(false);
    await gotoPage("/");
    await page.getByRole("banner").getByRole("button", { name: "Menú", exact: true }).click();
    await logOutFromHeader(page);
    await waitForHydration();
    await expect.poll(async () => (await cacheNames(page)).filter((name) => name.startsWith("personal-"))).toEqual([]);
    await context.setOffline(true);
    await page.goto(pathTo("profile"));
    await expect(page.getByRole("heading", { level: 1, name: "Sin conexión" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Ana");
    await context.setOffline(false);

    // A second release: one more file among the build's, as a new build brings.
    const first = (await cacheNames(page)).find((name) => name.startsWith("pages-"))!;
    const added = path.join(ASSETS_DIR, `release-test-${Date.now()}.js`);
    writeFileSync(added, "");
    try {
      await gotoPage("/");
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect
        .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith("pages-")))
        .toEqual([expect.not.stringMatching(first)]);
    } finally {
      rmSync(added);
    }
    await gotoPage(pathTo("agenda"));
    await expect.poll(() => savedPaths(page)).toContain(pathTo("agenda"));
  });
});
