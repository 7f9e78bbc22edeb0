// The sponsors page: one section per level in order, logos with the company's name as alt text,
// linking to the sponsor's site or not at all.
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { HOSTS, expect, test } from "./fixtures";

const LEVELS_ES = ["Oro", "Plata", "Bronce", "Entidad promotora"];

test.describe("sponsors", () => {
  test("four groups in level order, logos with alt text and links to a new window", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage(pathTo("sponsors"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Patrocinadores | Congreso Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Patrocinadores");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(LEVELS_ES);

    for (const level of LEVELS_ES) {
      const group = main.getByRole("region", { name: level });
      await expect(group).toBeVisible();
      const logos = group.getByRole("listitem");
      expect(await logos.count(), `logos in ${level}`).toBeGreaterThan(0);
      for (const alt of await group.locator("img").evaluateAll((images) => images.map((img) => img.getAttribute("alt")))) {
        expect(alt?.trim(), `every logo in ${level} has its company's name`).toBeTruthy();
      }
    }

    const gold = main.getByRole("region", { name: "Oro" });
    const link = gold.getByRole("link", { name: "Energía Cantábrica Demo (se abre en una ventana nueva)" });
    await expect(link).toHaveAttribute("href", "https://energia-cantabrica.example.com");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const logo = link.getByRole("img", { name: "Energía Cantábrica Demo" });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth), "the logo loads").toBeGreaterThan(0);
    const box = await logo.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(100);

    // A sponsor without a website: the logo, no link.
    // (The seed has one: the university, in silver.)
    const unlinked = main
      .getByRole("region", { name: "Plata" })
      .getByRole("listitem")
      .filter({ hasNot: page.getByRole("link") });
    await expect(unlinked).toHaveCount(1);
    await expect(unlinked.getByRole("img", { name: /^Universidad/ })).toBeVisible();

    await expectNoAxeViolations();
  });

  test("in Basque under /eus", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(localePath("eus", pathTo("sponsors")));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Babesleak");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Urrea", "Zilarra", "Brontzea", "Erakunde sustatzailea"]);
    await expect(main.getByRole("link", { name: "Energía Cantábrica Demo (leiho berri batean irekitzen da)" })).toBeVisible();
    await expectNoAxeViolations();
  });

  test("on eventos (compact layout)", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage(pathTo("sponsors"), { host: HOSTS.eventos });
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Patrocinadores | Eventos Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Patrocinadores");
    const headings = await main.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings.length).toBeGreaterThan(0);
    // Whatever groups this tenant has come in level order.
    const order = headings.map((heading) => LEVELS_ES.indexOf(heading));
    expect(order).not.toContain(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const alt of await main.locator("img").evaluateAll((images) => images.map((img) => img.getAttribute("alt")))) {
      expect(alt?.trim()).toBeTruthy();
    }
    await expectNoAxeViolations();
  });
});
