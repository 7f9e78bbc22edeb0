// The page frame a visitor uses on every page: skip link, keyboard focus, the main menu's
// dropdown and external links, the footer's social links and the language selector.
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { urlEndingWith } from "../paths";
import { HOSTS, expect, test, urlOf } from "./fixtures";
import { openPlaceControl } from "./header";

/**
 * The home page with its lazy parts' code in and hydrated. A key pressed while one still loads makes React 18 throw
 * #421 or #345 now and then (a known, open fault: docs/testing.md); these journeys are about the keyboard, not it.
 */
async function openHomeSettled(page: Page, gotoPage: (path: string) => Promise<unknown>, javaScriptEnabled: boolean) {
  await gotoPage("/");
  if (!javaScriptEnabled) return;
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

test.describe("skip link and focus", () => {
  test("the first Tab reaches the skip link, which jumps past the header to the content", async ({ page, gotoPage, javaScriptEnabled }) => {
    await openHomeSettled(page, gotoPage, javaScriptEnabled);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido principal" });
    await expect(skip).toBeFocused();
    // Hidden off-screen until focused, then shown.
    await expect(skip).toBeInViewport();

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    const main = page.getByRole("main");
    await expect(main).toBeFocused();
    await expect(page.locator("#main-content:target")).toHaveCount(1);

    // The next Tab continues from the start of the content, not in the header.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").locator(":focus")).toHaveCount(0);
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
  });

  test("keyboard focus is visible on links and controls", async ({ page, gotoPage, javaScriptEnabled }) => {
    await openHomeSettled(page, gotoPage, javaScriptEnabled);
    const banner = page.getByRole("banner");
    const targets = [
      page.getByRole("link", { name: "Saltar al contenido principal" }),
      banner.getByRole("link", { name: "Congreso Demo, ir a la página de inicio" }),
      banner.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Inicio" }),
    ];
    for (const target of targets) {
      await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
      const outline = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style, "focused element must show an outline").not.toBe("none");
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  });
});

test.describe("main menu", () => {
  test("the dropdown 'El congreso' opens and closes with the keyboard", async ({ page, gotoPage }) => {
    await gotoPage("/");
    const menu = page.getByRole("navigation", { name: "Menú principal" });
    // A <details> dropdown: its <summary> is the control a visitor sees and operates.
    const summary = menu.getByText("El congreso", { exact: true });
    const dropdown = menu.getByRole("group").filter({ has: page.getByText("El congreso", { exact: true }) });
    await expect(dropdown).toHaveCount(1);
    const about = menu.getByRole("link", { name: "Sobre nosotros" });
    await expect(about).toBeHidden();

    // Tab through the menu to the dropdown's summary, as a keyboard user would.
    await menu.getByRole("link", { name: "Patrocinadores" }).focus();
    await page.keyboard.press("Tab");
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dropdown).toHaveJSProperty("open", true);
    await expect(about).toBeVisible();
    await expect(menu.getByRole("link", { name: "Cómo llegar" })).toBeVisible();

    // Its links are next in the tab order.
    await page.keyboard.press("Tab");
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute("href", "/sobre-nosotros");

    await page.keyboard.press("Shift+Tab");
    await expect(summary).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dropdown).toHaveJSProperty("open", false);
    await expect(about).toBeHidden();
  });

  test("the dropdown opens with a click and its link goes to the page", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage("/");
    const menu = page.getByRole("navigation", { name: "Menú principal" });
    await menu.getByText("El congreso", { exact: true }).click();
    const about = menu.getByRole("link", { name: "Sobre nosotros" });
    await expect(about).toBeVisible();
    await about.click();
    await expect(page).toHaveURL(urlEndingWith(pathTo("page", { slug: "sobre-nosotros" })));
    await waitForHydration();
    // A CMS page, inside the tenant's frame.
    await expect(page.getByRole("heading", { level: 1, name: "Sobre nosotros" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("an external link opens in a new window and says so to screen readers", async ({ page, gotoPage }) => {
    await gotoPage("/");
    const menu = page.getByRole("navigation", { name: "Menú principal" });
    const streaming = menu.getByRole("link", { name: "Streaming (se abre en una ventana nueva)" });
    await expect(streaming).toBeVisible();
    await expect(streaming).toHaveAttribute("target", "_blank");
    await expect(streaming).toHaveAttribute("rel", /noopener/);
    await expect(streaming).toHaveAttribute("href", "https://www.youtube.com/@congresodemo");
    // The notice is in the accessible name but not on screen.
    const notice = streaming.getByText("(se abre en una ventana nueva)");
    const box = await notice.boundingBox();
    expect(box, "the notice is rendered (not display:none)").not.toBeNull();
    expect(box!.width * box!.height, "the notice is visually hidden").toBeLessThanOrEqual(1);
    // Internal links stay in the same window.
    await expect(menu.getByRole("link", { name: "Agenda" })).not.toHaveAttribute("target");
  });
});

test.describe("social links", () => {
  test("only networks with a URL are linked, in a new window", async ({ page, gotoPage }) => {
    await gotoPage("/");
    const footer = page.getByRole("contentinfo");
    const social = footer.getByRole("list", { name: "Redes sociales" });
    await expect(social.getByRole("link")).toHaveCount(3);
    for (const name of ["X", "LinkedIn", "YouTube"]) {
      const link = social.getByRole("link", { name: `${name} (se abre en una ventana nueva)` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // Facebook has no URL in tenants.json.
    await expect(page.getByRole("link", { name: /Facebook/ })).toHaveCount(0);
  });

  test("a tenant without networks shows none", async ({ page, gotoPage }) => {
    await gotoPage("/", { host: HOSTS.mecenazgo });
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("list", { name: "Redes sociales" })).toHaveCount(0);
  });
});

test.describe("language selector", () => {
  test("switching language goes to that language's home and is remembered for /", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");

    await openPlaceControl(page);
    await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/:\d+\/en$/);
    await waitForHydration();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.locator(".home-hero-facts")).toContainText("Dates: 9–11 March 2027");
    await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Speakers" })).toBeVisible();
    const languages = page.getByRole("navigation", { name: "Language" });
    await openPlaceControl(page);
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await expect(languages.getByRole("link", { name: "Español" })).not.toHaveAttribute("aria-current");
    // A visitor reads the page for a moment: whatever it loads in the background has finished.
    await page.waitForLoadState("networkidle");

    // The choice is remembered: `/` now goes to English.
    await gotoPage("/");
    await expect(page).toHaveURL(/:\d+\/en$/);
    await expect(page.locator(".home-hero-facts")).toContainText("Dates: 9–11 March 2027");

    await openPlaceControl(page);
    await languages.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/:\d+\/es$/);
    await waitForHydration();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");
    await expect(page.locator(".home-hero-facts")).toContainText("Fechas: 9–11 de marzo de 2027");
    await page.waitForLoadState("networkidle");

    // Back to Spanish, the tenant's default: `/` stays put, in Spanish.
    await gotoPage("/");
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");
    await expect(page.locator(".home-hero-facts")).toContainText("Fechas: 9–11 de marzo de 2027");
  });

  test("opened while the page's JavaScript is still loading, it stays open once the page has hydrated", async ({
    page,
    javaScriptEnabled,
    waitForHydration,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript nothing hydrates");
    // A slow phone: the page is shown, its code has not arrived yet, and the visitor opens the control.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(urlOf("/"), { waitUntil: "commit" });
    await expect(page.locator(".home-hero-facts")).toContainText("Fechas: 9–11 de marzo de 2027");
    await openPlaceControl(page);
    const english = page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" });
    await expect(english).toBeVisible();

    release();
    await waitForHydration();
    await expect(english).toBeVisible();
  });

  test("a tenant's selector offers only its languages", async ({ page, gotoPage }) => {
    await gotoPage("/", { host: HOSTS.mecenazgo });
    const languages = page.getByRole("banner").getByRole("navigation", { name: "Idioma" });
    await openPlaceControl(page);
    await expect(languages.getByRole("link")).toHaveText(["Español", "Euskara"]);

    await languages.getByRole("link", { name: "Euskara" }).click();
    await expect(page).toHaveURL(/mecenazgo\.localhost:\d+\/eus$/);
    await expect(page.locator(".home-hero-facts")).toContainText("Datak:");
    await openPlaceControl(page);
    await expect(page.getByRole("navigation", { name: "Hizkuntza" }).getByRole("link")).toHaveText(["Español", "Euskara"]);
  });
});
