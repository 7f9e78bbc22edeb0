// What the chrome does on top of the server's HTML: a narrow-screen menu toggle, the navigation
// progress bar and the offline indicator with JavaScript; without it, everything stays reachable.
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { urlEndingWith } from "../paths";
import { HOSTS, expect, test } from "./fixtures";
import { slowNavigationToAgenda } from "./header";
import { focusPlace, tabTo } from "./keyboard";

test.describe("narrow screens", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu button opens the menu, with and without JavaScript, and a link in it goes to its page", async ({
    page,
    gotoPage,
    waitForHydration,
  }) => {
    await gotoPage("/");
    const banner = page.getByRole("banner");
    const button = banner.getByRole("button", { name: "Menú" });
    const agenda = page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Agenda" });
    // Folded alike before and after React hydrates: nothing moves when it does. (The browser
    // tells screen readers whether it is expanded: a popover's button.)
    await expect(agenda).toBeHidden();
    await button.click();
    await expect(agenda).toBeVisible();
    // The account, language and venue controls are in it too.
    await expect(page.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await agenda.click();
    await expect(page).toHaveURL(urlEndingWith(pathTo("agenda")));
    await waitForHydration();
    // The new page starts with the menu folded.
    await expect(page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Agenda" })).toBeHidden();
  });

  test("the menu closes with its close button and with Escape", async ({ page, gotoPage }) => {
    await gotoPage("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Menú" });
    const agenda = page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Agenda" });
    await button.click();
    await expect(agenda).toBeVisible();
    await page.getByRole("button", { name: "Cerrar el menú" }).click();
    await expect(agenda).toBeHidden();
    await button.click();
    await expect(agenda).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(agenda).toBeHidden();
    await expect(button).toBeFocused();
  });
});

/** Tabs from the top of the page to «Menú» and presses Enter. */
async function openMenuByKeyboard(page: Page) {
  const button = page.getByRole("banner").getByRole("button", { name: "Menú", exact: true });
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  return {
    button,
    close: page.getByRole("button", { name: "Cerrar el menú" }),
    nav: page.getByRole("navigation", { name: "Menú principal" }),
  };
}

test.describe("the phone menu with the keyboard alone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Enter opens it with focus inside, Escape closes one level at a time and focus is back on «Menú»; axe with it open", async ({
    page,
    gotoPage,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await gotoPage("/");
    const { button, close, nav } = await openMenuByKeyboard(page);
    await expect(nav).toBeVisible();
    // The drawer covers its button: with JavaScript focus moves to its close button at once; without,
    // the next Tab gets there (the browser puts a popover right after its button).
    if (!javaScriptEnabled) await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    // Without JavaScript axe reads a copy of the page, where no popover is open.
    if (javaScriptEnabled) await expectNoAxeViolations();

    const summary = nav.getByText("El congreso", { exact: true });
    const about = nav.getByRole("link", { name: "Sobre nosotros" });
    await tabTo(page, summary);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(about).toBeFocused();
    if (javaScriptEnabled) {
      // A dropdown in the menu closes first, back to its summary; the menu stays open.
      await page.keyboard.press("Escape");
      await expect(about).toBeHidden();
      await expect(summary).toBeFocused();
      await expect(close).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("focus leaving the menu closes it: Shift+Tab back to «Menú», or Tab past its last control on to the page", async ({
    page,
    gotoPage,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the browser's popover stays open behind the focus");
    await gotoPage("/");
    const { button, close, nav } = await openMenuByKeyboard(page);
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(button).toBeFocused();
    await expect(nav).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(close).toBeFocused();
    let place = "inside";
    for (let press = 0; press < 40 && place === "inside"; press++) {
      await page.keyboard.press("Tab");
      place = await focusPlace(page, "#site-menu");
    }
    expect(place).toMatch(/^outside/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "these enhancements need JavaScript");

  test("a slow navigation shows the progress bar, which goes away when it ends", async ({ page, gotoPage }) => {
    await gotoPage("/");
    const { bar, release } = await slowNavigationToAgenda(page);
    await expect(bar).toBeVisible();
    release();
    await expect(page).toHaveURL(urlEndingWith(pathTo("agenda")));
    await expect(bar).toHaveCount(0);
  });

  test("a quick navigation shows no progress bar (it waits 200 ms)", async ({ page, gotoPage }) => {
    // "Quick" is counted on the page's clock, not the machine's: the navigation's data is held while it moves 199 ms.
    await page.clock.install();
    await gotoPage(pathTo("page", { slug: "privacidad" }));
    await gotoPage(pathTo("page", { slug: "aviso-legal" }));
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.evaluate(() => {
      const w = window as unknown as { __sawProgress?: boolean };
      w.__sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) w.__sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    let requested!: () => void;
    const dataRequested = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacidad" }).click();
    await dataRequested;
    await page.clock.runFor(199);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { __sawProgress?: boolean }).__sawProgress)).toBe(false);
  });

  test("navigation scrolls to the top, and back restores where the visitor was", async ({ page, gotoPage }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await gotoPage("/");
    const legal = page.getByRole("contentinfo").getByRole("link", { name: "Aviso legal" });
    await legal.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await legal.click();
    await expect(page).toHaveURL(urlEndingWith(pathTo("page", { slug: "aviso-legal" })));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });
});

test.describe("with JavaScript, when the network goes", () => {
  // The test cuts the network: the page's code that was on its way fails to load, on purpose.
  test.use({ expectedConsole: /\/assets\/[^/]+\.js$/ });

  test("a notice says so; the page stays while offline though code on its way failed, and comes again whole once back", async ({
    page,
    context,
    gotoPage,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the notice and the parts' code are JavaScript's");
    // The home page's lists' code held on the way until the venue's Wi-Fi is gone.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let loaded = 0;
    await page.route(/\/assets\/ListModules-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    page.on("response", (response) => {
      if (/\/assets\/ListModules-[^/]+\.js$/.test(response.url()) && response.ok()) loaded++;
    });
    await gotoPage("/en");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const notice = page.getByText("You are offline.");
    await expect(notice).toHaveCount(0);

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    release();
    // The server's page stays while offline: no error page, no reload into the browser's own.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    expect(loaded).toBe(0);

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await context.setOffline(false);
    // The failed code cannot be fetched again in the same document: the page loads again, with it.
    await expect.poll(() => loaded).toBeGreaterThan(0);
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});

test("the compact layout offers its languages in the footer", async ({ page, gotoPage, waitForHydration }) => {
  await gotoPage("/", { host: HOSTS.eventos });
  const selector = page.getByRole("contentinfo").getByRole("navigation", { name: "Idioma" });
  await selector.getByRole("link", { name: "English" }).click();
  await waitForHydration();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});
