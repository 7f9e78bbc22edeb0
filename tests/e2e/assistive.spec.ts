// With JavaScript, what a screen-reader or keyboard user gets instead of a page load: focus on the new
// page's heading and its title said after a client-side navigation, the result said after a change of
// the same page's query, and a form being sent that says so and goes once (decision 041).
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { loginPath, urlEndingWith } from "../paths";
import { expect, test } from "./fixtures";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "without JavaScript every page is a page load");

/** The polite region the chrome speaks through. */
const announcer = (page: Page) => page.locator("[data-announcer]");

/** What has focus: its tag and text, as a keyboard user would find it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}: ${element.textContent?.trim().replace(/\s+/g, " ").slice(0, 80)}` : null;
  });
}

test.describe("a client-side navigation is a page load for assistive technology", () => {
  test("a header link, a card and back: focus on the new page's heading, its title said, the scroll kept on back", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("home"));
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Agenda", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(urlEndingWith(pathTo("agenda")));
    await expect.poll(() => focused(page)).toBe("h1: Agenda");
    await expect(announcer(page)).toHaveText("Nueva página: Agenda | Congreso Demo");
    // A client-side navigation, not a page load: the heading was focused by the page, and the page is clean for axe.
    await expectNoAxeViolations();

    // A card further down, opened with the keyboard; its page's heading takes focus, its title is said.
    await gotoPage(pathTo("speakers"));
    const card = page
      .getByRole("main")
      .locator(`a[href^="${pathTo("agenda")}/"]`)
      .last();
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    const title = (await card.textContent())!.trim();
    await card.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect.poll(() => focused(page)).toBe(`h1: ${title}`);
    await expect(announcer(page)).toHaveText(`Nueva página: ${title} | Congreso Demo`);
    // The new page starts at its top, its heading in view.
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

    // Back: where the visitor was on the list, and the list's heading focused without scrolling to it.
    await page.goBack();
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ponentes");
    await expect.poll(() => focused(page)).toBe("h1: Ponentes");
    await expect(announcer(page)).toHaveText("Nueva página: Ponentes | Congreso Demo");
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
  });

  test("in Basque too", async ({ page, gotoPage }) => {
    await gotoPage("/eus");
    await page.getByRole("navigation", { name: "Menu nagusia" }).getByRole("link", { name: "Agenda", exact: true }).click();
    await expect(page).toHaveURL(urlEndingWith(`/eus${pathTo("agenda")}`));
    await expect.poll(() => focused(page)).toBe("h1: Agenda");
    await expect(announcer(page)).toHaveText("Orri berria: Agenda | Congreso Demo");
  });

  test("a filter of the same page keeps focus on what the visitor used and says what was found", async ({ page, gotoPage }) => {
    await gotoPage(pathTo("agenda"));
    const area = page.getByLabel("Área");
    await area.selectOption({ index: 1 });
    const search = page.getByRole("button", { name: "Buscar" });
    await search.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/topic=/);
    // Said once the filtered list is on the page: then the cards are the ones it counts.
    await expect(announcer(page)).toHaveText(/^\d+ actividades con estos filtros\.\s*$/);
    const cards = await page.getByRole("main").locator("a[data-activity-slug]").count();
    expect(cards).toBeGreaterThan(1);
    await expect(announcer(page)).toHaveText(`${cards} actividades con estos filtros.`);
    await expect.poll(() => focused(page)).toBe("button: Buscar");
    await expect(page.getByRole("main").getByText(`${cards} actividades con estos filtros.`)).toBeVisible();
  });

  test("the next page of a list says which page it is", async ({ page, gotoPage }) => {
    await gotoPage(pathTo("blog"));
    const pages = page.getByRole("navigation", { name: "Páginas del blog" });
    const next = pages.getByRole("link", { name: "Siguiente" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/page=2/);
    await expect(announcer(page)).toHaveText(/Página 2 de \d+/);
  });
});

test.describe("a form being sent", () => {
  test("says so on its button, keeps focus there, goes once however often it is sent, and says a long wait", async ({ page, gotoPage }) => {
    let posts = 0;
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    // The login's answer held until the test lets it go: a slow network.
    await page.route(/\/iniciar-sesion\.data/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts++;
      await answered;
      await route.continue();
    });
    await gotoPage(loginPath(pathTo("profile")));
    await page.getByLabel("Correo electrónico").fill("ana@example.com");
    await page.getByLabel("Contraseña", { exact: true }).fill("Demo-2026!");
    const form = page
      .getByRole("main")
      .locator("form")
      .filter({ has: page.getByLabel("Contraseña", { exact: true }) });
    const button = form.locator("button[type=submit]");
    await form.getByRole("button", { name: "Iniciar sesión" }).focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveText("Enviando…");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).not.toHaveAttribute("disabled");
    await expect.poll(() => focused(page)).toBe("button: Enviando…");
    // Sent again, by key and by pointer: ignored until the answer.
    await page.keyboard.press("Enter");
    await button.click({ force: true });
    await expect(announcer(page)).toHaveText("Enviando el formulario. Espera un momento.");
    expect(posts).toBe(1);
    release();
    await expect(page).toHaveURL(urlEndingWith(pathTo("profile")));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(posts).toBe(1);
  });

  test("a quick answer shows no pending label and leaves the button as it was", async ({ page, gotoPage }) => {
    await gotoPage(pathTo("agenda"));
    const search = page.getByRole("button", { name: "Buscar" });
    await page.getByLabel("Buscar en la agenda").fill("datos");
    await search.click();
    await expect(page).toHaveURL(/q=datos/);
    await expect(search).toHaveText("Buscar");
    await expect(search).not.toHaveAttribute("aria-disabled");
  });
});
