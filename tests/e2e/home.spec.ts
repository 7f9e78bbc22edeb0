// Each tenant's home in each of its languages: the page frame (landmarks, title, language),
// the tenant's menus from the demo API, the layout's differences, and an axe scan.
import { pathTo } from "../../app/paths";
import { escapeRegExp } from "../paths";
import { HTML_LANG, TENANTS, TEXTS, homePath } from "./expectations";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPlaceControl } from "./header";

for (const tenant of TENANTS) {
  test.describe(`${tenant.name} (${tenant.host}, ${tenant.layout} layout)`, () => {
    for (const lang of tenant.languages) {
      const path = homePath(tenant, lang);
      const texts = TEXTS[lang];

      test(`home in ${lang} (${path})`, async ({ page, gotoPage, expectNoAxeViolations }) => {
        await gotoPage(path, { host: tenant.host });

        await expect(page).toHaveURL(new RegExp(`//${tenant.host.replace(/\./g, "\\.")}:\\d+${path}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
        await expect(page).toHaveTitle(tenant.name);

        const banner = page.getByRole("banner");
        await expect(banner).toBeVisible();
        const logo = banner.getByRole("link", { name: texts.logoHome(tenant.name) });
        await expect(logo).toBeVisible();
        await expect(logo).toHaveAttribute("href", path);

        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(tenant.name);
        await expect(main.locator(".home-hero-facts")).toContainText(texts.when);

        const footer = page.getByRole("contentinfo");
        await expect(footer).toBeVisible();
        await expect(footer.getByText(new RegExp(`©\\s*\\d{4}\\s+${tenant.name}.*${texts.copyright}`))).toBeVisible();

        const mainMenu = page.getByRole("navigation", { name: texts.mainMenu });
        if (tenant.layout !== "compact") {
          await expect(mainMenu).toBeVisible();
          await expect(banner.getByRole("navigation", { name: texts.mainMenu })).toHaveCount(1);
          for (const text of tenant.headerLinks[lang] ?? []) {
            await expect(mainMenu.getByRole("link", { name: text, exact: true })).toBeVisible();
          }
          // The language selector lists every offered language, in its own name, the current one marked.
          await openPlaceControl(page);
          const selector = banner.getByRole("navigation", { name: texts.language });
          await expect(selector.getByRole("link")).toHaveCount(tenant.languages.length);
          await expect(selector.locator('a[aria-current="true"]')).toHaveAttribute("hreflang", HTML_LANG[lang]);
        } else {
          // The compact layout: the logo, the way to a ticket (Eventos Demo requires one) and the
          // account link only; no main menu, no language selector.
          await expect(mainMenu).toHaveCount(0);
          await expect(banner.getByRole("navigation")).toHaveCount(0);
          await expect(banner.getByRole("link")).toHaveCount(3);
          await expect(banner.getByRole("link").nth(1)).toHaveAttribute(
            "href",
            `${homePath(tenant, lang).replace(/\/$/, "")}${pathTo("purchase")}`,
          );
          await expect(banner.getByRole("link").nth(2)).toHaveAttribute("href", new RegExp(escapeRegExp(`${pathTo("login")}?origin=`)));
          await expect(banner.getByRole("link", { name: /English|Español/ })).toHaveCount(0);
        }

        await expectNoAxeViolations();
      });
    }
  });
}

// The first screen of a phone is an invitation: the event's picture and name, its dates and place
// in words, how long until it starts, and one action that fits the tenant.
test.describe("the home page's first screen on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const actions: Record<(typeof TENANTS)[number]["key"], { name: string; href: RegExp; picture: boolean }> = {
    congreso: { name: "Ver la agenda", href: /\/agenda$/, picture: true },
    eventos: { name: "Consigue tu entrada", href: new RegExp(`${escapeRegExp(pathTo("purchase"))}$`), picture: true },
    mecenazgo: { name: "Quiero colaborar", href: /\/campanas$/, picture: true },
    universidad: { name: "Ver el programa", href: /\/agenda$/, picture: true },
  };
  for (const tenant of TENANTS) {
    test(`${tenant.name}: picture, name, dates, place and its one action above the fold`, async ({ page, gotoPage }) => {
      await gotoPage("/", { host: tenant.host });
      const hero = page.locator(".home-hero");
      const action = actions[tenant.key];
      const within = async (locator: ReturnType<typeof page.locator>) => {
        await expect(locator).toBeVisible();
        const box = (await locator.boundingBox())!;
        expect(box.y + box.height, `${await locator.innerText()} ends within the first screen`).toBeLessThanOrEqual(844);
      };
      await within(hero.getByRole("heading", { level: 1, name: tenant.name }));
      await within(hero.locator(".home-hero-facts li").filter({ hasText: "Fechas:" }));
      await within(hero.locator(".home-hero-facts li").filter({ hasText: "Lugar:" }));
      const link = hero.getByRole("link", { name: action.name });
      await within(link);
      await expect(link).toHaveAttribute("href", action.href);
      await expect(hero.locator(".home-hero-action a")).toHaveCount(1);
      if (action.picture) await within(hero.locator("img.home-hero-picture"));
      else await expect(hero.locator("img")).toHaveCount(0);
    });
  }
});

/** The words of `<main>` a sighted visitor sees (not those kept for screen readers only), spaces collapsed. */
function seenWords(page: Page): Promise<string> {
  return page.locator("main").evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    let words = "";
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      const seen = box.width > 1 && box.height > 1 && node.parentElement!.checkVisibility();
      if (seen) words += ` ${node.textContent}`;
    }
    return words.replace(/\s+/g, " ");
  });
}

// Issue 48: Eventos Demo's home said "92 días" three times (the hero, the countdown's clock and its
// sentence); the days left are said once, by the countdown where the page has one, else by the hero.
test.describe("the days until the event on the home page", () => {
  for (const tenant of TENANTS) {
    test(`${tenant.name}: said once`, async ({ page, gotoPage }) => {
      await gotoPage("/", { host: tenant.host });
      const words = await seenWords(page);
      const said = words.match(/\d+ días|menos de un día|En marcha ahora/g) ?? [];
      expect(said, words).toHaveLength(1);
    });
  }
});
