// Error pages: a 404 inside the tenant's frame (in the page's language), the global 404 of an
// unknown host (no tenant frame), and a language prefix the tenant does not offer.
import { HOSTS, expect, test } from "./fixtures";

test.describe("404 page", () => {
  test("an unknown path: the tenant's 404 with a way home", async ({ page, gotoPage, waitForHydration, expectNoAxeViolations }) => {
    const response = await gotoPage("/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("No se ha podido encontrar esta página | Congreso Demo");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("No se ha podido encontrar esta página");
    await expect(main.getByText("Error 404", { exact: true })).toBeVisible();
    const image = main.locator("img");
    await expect(image).toBeVisible();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth), "the error image loads").toBeGreaterThan(0);

    // The tenant's frame is there.
    await expect(page.getByRole("banner").getByRole("link", { name: "Congreso Demo, ir a la página de inicio" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Congreso Demo. Todos los derechos reservados.");

    await expectNoAxeViolations();

    await main.getByRole("link", { name: "Ir a la página de inicio" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await waitForHydration();
    await expect(page.locator(".home-hero-facts")).toContainText("Fechas: 9–11 de marzo de 2027");
    // Still in the tenant's typeface: its fonts' <style>, written again in the browser, carries the
    // page's CSP nonce (without it the CSP refuses it and the text falls back to the system font).
    await expect(page.locator("body")).toHaveCSS("font-family", /^"Source Sans 3"/);
  });

  test("an unknown path under /en: the 404 in English", async ({ page, gotoPage, waitForHydration, expectNoAxeViolations }) => {
    const response = await gotoPage("/en/nope");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page).toHaveTitle("This page could not be found | Congreso Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
    await expect(main.getByText("Error 404", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Congreso Demo. All rights reserved.");

    await expectNoAxeViolations();

    await main.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/:\d+\/en$/);
    await waitForHydration();
    await expect(page.locator(".home-hero-facts")).toContainText("Dates: 9–11 March 2027");
  });

  test("an unknown host: the global 404 without the site's frame", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage("/", { host: "nope.localhost" });
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("No se ha podido encontrar esta página");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("No se ha podido encontrar esta página");
    await expect(main.getByText("Error 404", { exact: true })).toBeVisible();
    await expect(main.locator("img")).toBeVisible();
    // A host with no portal has no home to go to.
    await expect(main.getByRole("link")).toHaveCount(0);
    // No tenant: no header, menus or footer of any tenant.
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByText(/Congreso Demo|Eventos Demo|Mecenazgo Demo/)).toHaveCount(0);

    await expectNoAxeViolations();
  });

  test("a language the tenant does not offer (/pt on mecenazgo) is a 404", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage("/pt", { host: HOSTS.mecenazgo });
    expect(response?.status()).toBe(404);
    // Rendered in the tenant's default language, inside its frame.
    await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("No se ha podido encontrar esta página");
    await expect(page.getByRole("banner").getByRole("link", { name: "Mecenazgo Demo, ir a la página de inicio" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Mecenazgo Demo");
    await expect(page.getByRole("link", { name: "Português" })).toHaveCount(0);

    await expectNoAxeViolations();
  });
});
