// The agenda, an activity's page and the home page, as a visitor uses them with and without JavaScript.
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { urlEndingWith } from "../paths";
import { HOSTS, expect, test } from "./fixtures";
import { TENANTS } from "./expectations";
import { focusPlace, hasFocus, tabTo } from "./keyboard";

const OPENING = "Inauguración: una inteligencia artificial al servicio de las personas";
const OPENING_SLUG = "inauguracion-ia-para-las-personas";

test.describe("agenda", () => {
  test("activities by day in Central European time, with their rooms and prices", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(pathTo("agenda"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agenda");
    const days = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(days).toHaveText([/9 de marzo de 2027/i, /10 de marzo de 2027/i, /11 de marzo de 2027/i]);
    expect(await page.locator("a[data-activity-slug]").count()).toBeGreaterThanOrEqual(15);
    const opening = page.locator("article", { has: page.getByRole("link", { name: OPENING }) });
    // 09:30 in Bilbao, whatever the machine's zone (the browser runs in Europe/Madrid, the server in UTC).
    await expect(opening).toContainText("09:30–10:30");
    // What decides it is a list of words (read as text), not colours: full, free, seats left.
    // In two rooms, one of them full: the card counts both.
    await expect(opening.getByRole("list", { name: "Inscripción" }).getByRole("listitem")).toHaveText(["Gratuita", "Quedan 388 plazas"]);
    const keynote = page.locator("article", { has: page.getByRole("link", { name: "Keynote: el clima también se diseña" }) });
    await expect(keynote.getByRole("list", { name: "Inscripción" }).getByRole("listitem")).toHaveText(["Gratuita", "Quedan 462 plazas"]);
    await expect(keynote.getByRole("list", { name: "Temas" }).getByRole("listitem")).toHaveText(["Keynote", "Sostenibilidad"]);
    await expectNoAxeViolations();
  });

  test("cards of a row are as tall as the row, their statuses and topics at the bottom", async ({ page, gotoPage }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoPage(pathTo("agenda"));
    const cards = page.locator(".activity-list").first().locator("article");
    const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(Math.abs(a.height - b.height)).toBeLessThan(1);
    // The foot (statuses, then topics) sits at the bottom of each card, whatever is above it.
    const gapBelowFoot = async (n: number, box: { y: number; height: number }) => {
      const last = (await cards.nth(n).getByRole("list").last().boundingBox())!;
      return box.y + box.height - (last.y + last.height);
    };
    expect(Math.abs((await gapBelowFoot(0, a)) - (await gapBelowFoot(1, b)))).toBeLessThan(1);
    // "Completo" never wraps inside its label.
    const full = page
      .getByRole("listitem")
      .filter({ hasText: /^Completo$/ })
      .first();
    expect((await full.boundingBox())!.height).toBeLessThan(40);
  });

  test("at 320 px the agenda reflows without sideways scrolling", async ({ page, gotoPage }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoPage(pathTo("agenda"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByText("Más filtros").click();
    const venue = (await page.locator("#agenda-venue").boundingBox())!;
    const tag = (await page.locator("#agenda-tag").boundingBox())!;
    expect(tag.y).toBeGreaterThan(venue.y + venue.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("on a phone the selects fold behind «Más filtros», which stays open while one is chosen", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(pathTo("agenda"));
    const main = page.getByRole("main");
    const search = main.getByRole("button", { name: "Buscar" });
    // The search, the fold and the button take little of the first screen; the views and days follow.
    expect((await search.boundingBox())!.y).toBeLessThan(450);
    await expect(main.getByRole("combobox", { name: "Sede" })).toBeHidden();
    await expectNoAxeViolations();
    await main.getByText("Más filtros", { exact: true }).click();
    await main.getByRole("combobox", { name: "Sede" }).selectOption({ label: "Kursaal" });
    await search.click();
    await waitForHydration();
    await expect(page).toHaveURL(/[?&]venue=2/);
    await expect(main.getByText("Más filtros (1 elegido)")).toBeVisible();
    await expect(main.getByRole("combobox", { name: "Sede" })).toHaveValue("2");
  });

  test("the default view fits the screen once the browser tells its width; a choice stays in the URL", async ({
    page,
    gotoPage,
    waitForHydration,
  }) => {
    const views = page.getByRole("navigation", { name: "Cómo ver la agenda" });
    // A phone: the cards (the home page first, so that Chromium has been asked for its width).
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(pathTo("home"));
    await gotoPage(pathTo("agenda"));
    await expect(views.getByRole("link", { name: "Tarjetas por día" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table")).toHaveCount(0);
    // A laptop: today's (or the first) day as the grid.
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoPage(pathTo("agenda"));
    await expect(views.getByRole("link", { name: "Parrilla por salas" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table", { name: /Horario por salas: martes/ })).toBeVisible();
    // Choosing the cards says so in the URL, and a search keeps the choice.
    await views.getByRole("link", { name: "Tarjetas por día" }).click();
    await expect(page).toHaveURL(/vista=tarjetas/);
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.locator("#agenda-q").fill("clima");
    await page.getByRole("button", { name: "Buscar" }).click();
    await waitForHydration();
    await expect(page).toHaveURL(/q=clima/);
    await expect(page).toHaveURL(/vista=tarjetas/);
    await expect(page.getByRole("main").locator("article").first()).toBeVisible();
  });

  test("filtering by venue and tag with one form and one button; the venue is remembered", async ({ page, gotoPage, waitForHydration }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // The cards, chosen: the form keeps the choice (a wide screen's default is the grid).
    await gotoPage(`${pathTo("agenda")}?vista=tarjetas`);
    const main = page.getByRole("main");
    // One form: both selects side by side, labels above them, one button.
    await expect(main.locator("form")).toHaveCount(1);
    await expect(main.getByRole("button", { name: "Buscar" })).toHaveCount(1);
    const venueBox = (await page.locator("#agenda-venue").boundingBox())!;
    const tagBox = (await page.locator("#agenda-tag").boundingBox())!;
    expect(Math.abs(venueBox.y - tagBox.y)).toBeLessThan(1);
    const venueLabel = (await main.locator('label[for="agenda-venue"]').boundingBox())!;
    expect(venueLabel.y + venueLabel.height).toBeLessThanOrEqual(venueBox.y);

    await page.getByLabel("Sede", { exact: true }).and(page.locator("#agenda-venue")).selectOption({ label: "Kursaal" });
    await main.getByRole("button", { name: "Buscar" }).click();
    await waitForHydration();
    await expect(page).toHaveURL(/[?&]venue=2/);
    const places = page.locator(".activity-where");
    expect(await places.count()).toBeGreaterThan(3);
    for (const text of await places.allTextContents()) expect(text).toContain("Kursaal");

    // The venue stays chosen in the same form; adding a topic keeps it.
    await expect(page.locator("#agenda-venue")).toHaveValue("2");
    await page.getByRole("combobox", { name: "Tema" }).selectOption({ label: "Taller" });
    await main.getByRole("button", { name: "Buscar" }).click();
    await waitForHydration();
    await expect(page).toHaveURL(/tag=taller/);
    await expect(page).toHaveURL(/venue=2/);
    const cards = page.locator(".activity-card");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card).toContainText("Taller");
      await expect(card).toContainText("Kursaal");
    }

    // Back later: the venue is still chosen.
    await gotoPage(pathTo("agenda"));
    await expect(page.locator("#agenda-venue")).toHaveValue("2");
  });

  test("a filter with no result says so and offers the whole agenda", async ({ page, gotoPage }) => {
    await gotoPage(`${pathTo("agenda")}?tag=no-existe`);
    await expect(page.getByText("No hay actividades con estos filtros.")).toBeVisible();
    await page.getByRole("link", { name: "Ver toda la agenda" }).click();
    await expect(page).toHaveURL(urlEndingWith(pathTo("agenda")));
  });

  test("opening an activity: its page without JavaScript, a dialog with it", async ({
    page,
    gotoPage,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("agenda"));
    const link = page.getByRole("link", { name: OPENING });
    await link.click();
    if (!javaScriptEnabled) {
      await expect(page).toHaveURL(urlEndingWith(pathTo("conference", { slug: OPENING_SLUG })));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(OPENING);
      return;
    }
    const dialog = page.getByRole("dialog", { name: OPENING });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/actividad=inauguracion-ia-para-las-personas/);
    await expect(dialog.getByRole("heading", { level: 2, name: OPENING })).toBeVisible();
    // Modal: focus is inside, and it reads as the activity's details.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    await expectNoAxeViolations();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/actividad=/);
    await expect(link).toBeFocused();
  });

  test("the schedule grid: rooms across, time down in proportion, every day on one page, the days as anchors", async ({
    page,
    gotoPage,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoPage(pathTo("agenda"));
    // A first visit (the browser has not told its width yet) gets the cards; the switch to the grid is a plain link.
    const views = page.getByRole("navigation", { name: "Cómo ver la agenda" });
    await expect(views.getByRole("link", { name: "Tarjetas por día" })).toHaveAttribute("aria-current", "page");
    await views.getByRole("link", { name: "Parrilla por salas" }).click();
    await expect(page).toHaveURL(/vista=parrilla/);
    const grid = page.getByRole("table", { name: "Horario por salas: martes, 9 de marzo de 2027" });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole("columnheader")).toHaveText([
      "Hora",
      "Auditorio",
      "Sala Barria",
      "Sala A2",
      "Vestíbulo principal",
      "Palacio Euskalduna",
    ]);
    await expect(grid.getByRole("rowheader").first()).toHaveText("08:30");
    // Each activity is a link in its room's column, named with its time and room, as tall as it lasts.
    await expect(grid.getByRole("cell", { name: new RegExp(OPENING) })).toContainText("09:30–10:30");
    const talk = grid.getByRole("link", { name: /^Datos abiertos para ciudades más habitables\s*, 11:00–12:00\s*, Sala Barria$/ });
    const workshop = grid.getByRole("cell", { name: /Taller: prototipado responsable/ });
    await expect(workshop).toHaveAttribute("rowspan", "8");
    const [oneHour, twoHours] = [(await talk.locator("xpath=ancestor::td").boundingBox())!, (await workshop.boundingBox())!];
    expect(twoHours.height).toBeGreaterThan(oneHour.height * 1.8);
    expect(twoHours.height).toBeLessThan(oneHour.height * 2.2);
    // Tab goes through the activities in the order they begin.
    const starts = await grid
      .locator("a[data-activity-slug] time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    expect(starts.map(Date.parse)).toEqual(starts.map(Date.parse).sort((a, b) => a - b));
    await expect(page.getByRole("main").locator("article")).toHaveCount(0);
    await expectNoAxeViolations();

    // Every day on the same page: a day's link is an anchor to it; a long free stretch is one short row.
    const second = page.getByRole("table", { name: "Horario por salas: miércoles, 10 de marzo de 2027" });
    await page
      .getByRole("navigation", { name: "Ir al día" })
      .getByRole("link", { name: /10 de marzo/ })
      .click();
    await expect(page).toHaveURL(/vista=parrilla#dia-2027-03-10$/);
    await expect(page.getByRole("heading", { level: 2, name: /10 de marzo/ })).toBeInViewport();
    await expect(second.getByRole("columnheader").nth(1)).toHaveText("Auditorio Kursaal");
    await expect(second.getByRole("row", { name: /Sin actividades: 16:30–19:30/ })).toBeVisible();
    await expect(page.getByRole("table", { name: /jueves, 11 de marzo de 2027/ })).toBeAttached();

    // The filters keep the view.
    await page.locator("#agenda-q").fill("clima");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/q=clima/);
    await expect(page).toHaveURL(/vista=parrilla/);
    await expect(second.getByRole("link")).toHaveText([/^Keynote: el clima también se diseña/]);

    // Following an activity: its page without JavaScript, the agenda's dialog with it.
    await second.getByRole("link", { name: "Keynote: el clima también se diseña" }).click();
    if (!javaScriptEnabled) {
      await expect(page).toHaveURL(urlEndingWith(pathTo("conference", { slug: "keynote-clima-y-ciudades" })));
      return;
    }
    const dialog = page.getByRole("dialog", { name: "Keynote: el clima también se diseña" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/vista=parrilla/);
  });

  test("a link to one day of the grid (`?dia=`, from before) opens the agenda at that day", async ({ page, gotoPage }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoPage(`${pathTo("agenda")}?vista=parrilla&dia=2027-03-11`);
    await expect(page).toHaveURL(urlEndingWith(`${pathTo("agenda")}?vista=parrilla#dia-2027-03-11`));
    await expect(page.getByRole("heading", { level: 2, name: /11 de marzo/ })).toBeInViewport();
  });

  test("on a wide screen the grid reaches out of the text column and its room headers stay on top", async ({ page, gotoPage }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await gotoPage(`${pathTo("agenda")}?vista=parrilla`);
    const box = page.getByRole("region", { name: /Horario por salas: martes/ });
    const column = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const wide = (await box.boundingBox())!;
    expect(wide.x).toBeLessThan(column.x - 100);
    expect(wide.width).toBeGreaterThan(1500);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1600);
    // Scrolled down into the day, its rooms are still named above it.
    const table = page.getByRole("table", { name: /martes, 9 de marzo/ });
    await table.getByRole("cell", { name: /Economía circular/ }).scrollIntoViewIfNeeded();
    const header = (await table.getByRole("columnheader", { name: "Auditorio" }).boundingBox())!;
    expect(header.y).toBeGreaterThanOrEqual(0);
    expect(header.y).toBeLessThan(10);
  });

  test("at 320 px the grid scrolls sideways inside its box, never the page", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoPage(`${pathTo("agenda")}?vista=parrilla`);
    const box = page.getByRole("region", { name: /Horario por salas: martes/ });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // The time column stays in view while the rooms scroll under it.
    await box.evaluate((element) => element.scrollBy(200, 0));
    expect((await box.getByRole("rowheader").first().boundingBox())!.x).toBeLessThan(40);
    await expectNoAxeViolations();
  });

  test("the dialog's URL can be shared: it opens on a fresh visit, and closes to the agenda", async ({ page, gotoPage }) => {
    await gotoPage(`${pathTo("agenda")}?actividad=${OPENING_SLUG}`);
    const dialog = page.getByRole("dialog", { name: OPENING });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(urlEndingWith(pathTo("agenda")));
  });

  for (const { label, width, height } of [
    { label: "phone", width: 390, height: 844 },
    { label: "desktop", width: 1280, height: 800 },
  ]) {
    test(`the activity's dialog with the keyboard alone (${label}): focus on «Cerrar», Tab stays inside, Escape back to the activity's link; axe with it open`, async ({
      page,
      gotoPage,
      javaScriptEnabled,
      expectNoAxeViolations,
    }) => {
      test.skip(!javaScriptEnabled, "without JavaScript the link opens the activity's page");
      await page.setViewportSize({ width, height });
      await gotoPage(pathTo("agenda"));
      const link = page.getByRole("link", { name: OPENING });
      const dialog = page.getByRole("dialog", { name: OPENING });
      const close = dialog.getByRole("link", { name: "Cerrar" });
      await tabTo(page, link);
      await page.keyboard.press("Enter");
      await expect(close).toBeFocused();
      // Modal: Tab goes round its links and the browser's own controls ("none" here), never to the page behind.
      const seen: string[] = [];
      for (let press = 0; press < 30; press++) {
        await page.keyboard.press("Tab");
        seen.push(await focusPlace(page, "dialog"));
        if (await hasFocus(close)) break;
      }
      await expect(close, `a round of Tab: ${seen.join(", ")}`).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      seen.push(await focusPlace(page, "dialog"));
      expect(seen.filter((place) => place.startsWith("outside"))).toEqual([]);
      await expectNoAxeViolations();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();

      // A shared URL opens with the dialog: closing it (Enter on «Cerrar») also puts focus on the activity's link.
      await gotoPage(`${pathTo("agenda")}?actividad=${OPENING_SLUG}`);
      await expect(close).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    });
  }

  test("a tenant with one venue has no venue selector; other languages", async ({ page, gotoPage }) => {
    await gotoPage(pathTo("agenda"), { host: HOSTS.eventos });
    await expect(page.locator("#agenda-venue")).toHaveCount(0);
    expect(await page.locator("a[data-activity-slug]").count()).toBeGreaterThanOrEqual(5);
    await gotoPage(localePath("eus", pathTo("agenda")), { host: HOSTS.mecenazgo });
    await expect(page.locator("html")).toHaveAttribute("lang", "eu-ES");
    await expect(page.getByText("Jardueren egitaraua", { exact: false })).toBeVisible();
    await gotoPage(localePath("en", pathTo("agenda")));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(/Tuesday,? 9 March 2027/);
  });
});

test.describe("an activity's page", () => {
  test("information, dates, place, speakers, moderator, files, seating and price", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(pathTo("conference", { slug: OPENING_SLUG }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(OPENING);
    await expect(page.getByRole("main")).toContainText("martes, 9 de marzo de 2027");
    await expect(page.getByRole("main")).toContainText("09:30–10:30");
    // No venue chosen: one room is full, the other has 388 seats, so the activity is not full; each room says its own.
    await expect(page.getByRole("main")).not.toContainText("Completo: no quedan plazas");
    await expect(page.getByRole("main")).toContainText("Auditorio · Palacio Euskalduna: Completo (1200/1200 plazas ocupadas)");
    await expect(page.getByRole("main")).toContainText("212/600 plazas ocupadas");
    await expect(page.getByRole("heading", { name: "Ponentes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Modera" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Programa del congreso 2027" })).toHaveAttribute("href", /\.pdf$/);
    await expectNoAxeViolations();
    await page.getByRole("link", { name: "Volver a la agenda" }).click();
    await expect(page).toHaveURL(urlEndingWith(pathTo("agenda")));
  });

  test("the backend's HTML is sanitized: a script in a description never runs", async ({ page, gotoPage }) => {
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await gotoPage(pathTo("conference", { slug: "startups-con-proposito" }));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main script")).toHaveCount(0);
    await expect(page.locator("main [onerror]")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("an unknown activity is a 404", async ({ page, gotoPage }) => {
    const response = await gotoPage(pathTo("conference", { slug: "no-existe" }));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No se ha podido encontrar esta página");
  });
});

test.describe("home page", () => {
  test("featured and next activities, news and the CMS modules", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage("/");
    await expect(page.getByRole("heading", { level: 2, name: "Actividades destacadas" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Próximas actividades" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Noticias" })).toBeVisible();
    await expect(page.locator("section[aria-labelledby=home-next] a[data-activity-slug]").first()).toBeVisible();
    // No activity is shown twice: "next" leaves out the featured ones.
    const featured = await page
      .locator("section[aria-labelledby=home-featured] a[data-activity-slug]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("data-activity-slug")));
    const next = await page
      .locator("section[aria-labelledby=home-next] a[data-activity-slug]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("data-activity-slug")));
    expect(featured.length).toBeGreaterThan(0);
    expect(next.filter((slug) => featured.includes(slug))).toEqual([]);
    await expectNoAxeViolations();
  });

  test("the footer shows the sponsors' logos where the layout has them", async ({ page, gotoPage }) => {
    await gotoPage("/");
    const logos = page.locator(".footer-sponsors img");
    expect(await logos.count()).toBeGreaterThan(3);
    for (const logo of await logos.all()) expect((await logo.boundingBox())!.height).toBeLessThanOrEqual(100);
    await gotoPage("/", { host: HOSTS.eventos });
    await expect(page.locator(".footer-sponsors")).toHaveCount(0);
  });
});

// Issue 48: on a phone the agenda's first screen was the search and the days' links, and no activity.
test.describe("the agenda's first screen on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const tenant of TENANTS) {
    test(`${tenant.name}: the first activity's title is in it`, async ({ page, gotoPage }) => {
      await gotoPage(pathTo("agenda"), { host: tenant.host });
      const title = page.locator(".agenda-day").first().getByRole("heading", { level: 3 }).first();
      await expect(title).toBeVisible();
      const box = (await title.boundingBox())!;
      expect(box.y + box.height, `"${await title.innerText()}" ends within the first screen`).toBeLessThanOrEqual(844);
    });
  }
});
