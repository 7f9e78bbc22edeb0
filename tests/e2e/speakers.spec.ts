// The speakers page: cards, the tag filter, the empty result and the English page.
// Data: demo-api/seed/congreso/speakers.ts.
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { pathPattern, urlAt, urlEndingWith } from "../paths";
import { HOSTS, expect, test } from "./fixtures";

test.describe("speakers", () => {
  test("the list: cards with photo or initials, role, bio as text, talks", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage(pathTo("speakers"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Ponentes | Congreso Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Ponentes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const cards = main
      .getByRole("list")
      .first()
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    expect(await cards.count()).toBeGreaterThanOrEqual(10);

    // A speaker with a photo: an image, decorative (the name is right beside it).
    const ane = cards.filter({ has: page.getByRole("heading", { name: "Ane Etxeberria", level: 2 }) });
    await expect(ane.locator("img")).toHaveAttribute("alt", "");
    expect(await ane.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth), "the photo loads").toBeGreaterThan(0);
    await expect(ane).toContainText("Directora de investigación, Instituto Vasco de IA Demo");
    // The bio is the backend's HTML: shown as text, never as markup.
    await expect(ane).toContainText("Dirige un equipo de 40 personas que investiga IA explicable");
    await expect(ane.locator("strong")).toHaveCount(0);
    await expect(main).not.toContainText("<p>");
    await expect(main).not.toContainText("<strong>");

    // A speaker without a photo: initials, no image.
    const lucia = cards.filter({ has: page.getByRole("heading", { name: "Lucía Fernández Ríos", level: 2 }) });
    await expect(lucia.locator("img")).toHaveCount(0);
    await expect(lucia.getByText("LF", { exact: true })).toBeVisible();

    await expectNoAxeViolations();
  });

  test("a speaker's talk links to its page in the agenda", async ({ page, gotoPage }) => {
    await gotoPage(pathTo("speakers"));
    const talk = page
      .getByRole("main")
      .locator(`a[href^="${pathTo("agenda")}/"]`)
      .first();
    await expect(talk).toBeVisible();
    const href = await talk.getAttribute("href");
    expect(href).toMatch(new RegExp(`^${pathPattern("conference", { slug: "[a-z0-9-]+" })}$`));
    await talk.click();
    // The conference page belongs to the agenda's work: only the address is checked here.
    await expect(page).toHaveURL(new RegExp(`:\\d+${href}$`));
  });

  test("filtering by a tag narrows the list and keeps the choice in the URL", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("speakers"));
    const main = page.getByRole("main");
    const names = main.getByRole("heading", { level: 2 });
    const before = await names.count();

    await main.getByRole("combobox", { name: "Tema" }).selectOption({ label: "Salud" });
    await main.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(urlEndingWith(`${pathTo("speakers")}?tag=salud`));
    await waitForHydration();

    await expect(names).toHaveCount(3);
    expect((await names.allInnerTexts()).sort()).toEqual(["Carmen Ortega Vidal", "Miren Aranburu", "Pablo Ibarra"]);
    expect(before).toBeGreaterThan(3);
    await expect(main.getByRole("combobox", { name: "Tema" }).locator("option:checked")).toHaveText("Salud");
    await expect(main.getByText("3 ponentes con el tema «Salud».")).toBeVisible();
    await expectNoAxeViolations();

    // Back to everyone.
    await main.getByRole("combobox", { name: "Tema" }).selectOption({ label: "Todos los temas" });
    await main.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(urlEndingWith(`${pathTo("speakers")}?tag=`));
    await waitForHydration();
    await expect(names).toHaveCount(before);
  });

  test("a tag nobody has: a message and a way back to everyone", async ({ page, gotoPage, waitForHydration, expectNoAxeViolations }) => {
    await gotoPage(`${pathTo("speakers")}?tag=no-existe`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(0);
    await expect(main.getByText("No hay ponentes con el tema «no-existe».")).toBeVisible();
    await expectNoAxeViolations();
    await main.getByRole("link", { name: "Ver todos los ponentes" }).click();
    await page.waitForURL(urlAt(pathTo("speakers")));
    await waitForHydration();
    // With JavaScript the address changes as the navigation ends; React paints the list just after.
    await expect.poll(() => main.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(10);
  });

  test("in English under /en", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(localePath("en", pathTo("speakers")));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page).toHaveTitle("Speakers | Congreso Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Speakers");
    await expect(main.getByRole("combobox", { name: "Topic" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Filter" })).toBeVisible();
    const ane = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Ane Etxeberria", level: 2 }) });
    await expect(ane).toContainText("Head of research, Instituto Vasco de IA Demo");
    await expect(ane).toContainText("She leads a team of 40 people researching explainable AI");
    // Links to the talks stay in English.
    const talk = main.locator(`a[href^="${localePath("en", pathTo("agenda"))}/"]`).first();
    await expect(talk).toBeVisible();
    await expectNoAxeViolations();
  });

  test("on the compact layout (eventos)", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage(pathTo("speakers"), { host: HOSTS.eventos });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Ponentes");
    await expectNoAxeViolations();
  });
});
