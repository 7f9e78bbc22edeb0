// Finding things: the agenda's search and filters, a track's page, the sponsors' filters and the blog's
// featured posts. Data: demo-api/seed/congreso/{schedule,sponsors,blog}.ts.
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { urlEndingWith } from "../paths";
import { expect, test } from "./fixtures";

test.describe("agenda search", () => {
  test("a word finds its activities, counted, and the search stays in the box and the URL", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("agenda"));
    const main = page.getByRole("main");
    await main.getByRole("searchbox", { name: "Buscar en la agenda" }).fill("accesibilidad");
    await main.getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL(/[?&]q=accesibilidad/);
    await waitForHydration();
    await expect(main.getByText("2 actividades para «accesibilidad»")).toBeVisible();
    // The same day-grouped cards: one in the title, one in the description.
    await expect(main.locator(".activity-card h3")).toHaveText([
      "Mesa redonda: salud digital sin brecha",
      "Taller: accesibilidad web de verdad",
    ]);
    await expect(main.getByRole("searchbox", { name: "Buscar en la agenda" })).toHaveValue("accesibilidad");

    // Combined with the tag filter in the same form.
    await main.getByRole("combobox", { name: "Tema" }).selectOption({ label: "Taller" });
    await main.getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL(/tag=taller/);
    await expect(page).toHaveURL(/q=accesibilidad/);
    await expect(main.getByText("1 actividad para «accesibilidad»")).toBeVisible();
    await expect(main.locator(".activity-card h3")).toHaveText(["Taller: accesibilidad web de verdad"]);
    await expectNoAxeViolations();
  });

  test("an area (the backend's topics) narrows the agenda to its activities, kept in the URL and the form", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("agenda"));
    await waitForHydration();
    const main = page.getByRole("main");
    await main.getByRole("combobox", { name: "Área" }).selectOption({ label: "Bienestar" });
    await main.getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL(/[?&]topic=43/);
    await expect(main.locator(".activity-card h3")).toHaveText([
      "Mesa redonda: salud digital sin brecha",
      "IA para el diagnóstico precoz: promesas y límites",
      "Salud mental y tecnología: usar sin abusar",
    ]);
    await expect(main.getByRole("combobox", { name: "Área" })).toHaveValue("43");
    await expectNoAxeViolations();
  });

  test("a speaker's surname finds their talks", async ({ page, gotoPage }) => {
    await gotoPage(`${pathTo("agenda")}?q=etxeberria`);
    await expect(page.getByRole("main").getByText("2 actividades para «etxeberria»")).toBeVisible();
  });

  test("no hit: says so and offers the whole agenda", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(pathTo("agenda"));
    const main = page.getByRole("main");
    await main.getByRole("searchbox", { name: "Buscar en la agenda" }).fill("submarinismo");
    await main.getByRole("button", { name: "Buscar" }).click();
    await expect(main.getByText("Ninguna actividad coincide con «submarinismo».")).toBeVisible();
    await expect(main.locator(".activity-card")).toHaveCount(0);
    await expectNoAxeViolations();
    await main.getByRole("link", { name: "Ver toda la agenda" }).click();
    await expect(page).toHaveURL(urlEndingWith(pathTo("agenda")));
    await expect(main.getByText("Ninguna actividad coincide")).toHaveCount(0);
    // The whole agenda again: every activity's link, as cards or (on a wide screen) the first day's grid.
    await page.waitForLoadState();
    expect(await main.locator("a[data-activity-slug]").count()).toBeGreaterThan(5);
    await expect(main.getByRole("searchbox", { name: "Buscar en la agenda" })).toHaveValue("");
  });

  test("in English under /en, matched in English", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(`${localePath("en", pathTo("agenda"))}?q=python`);
    const main = page.getByRole("main");
    await expect(main.getByText("1 activity for “python”")).toBeVisible();
    await expect(main.locator(".activity-card h3")).toHaveText(["Workshop: analysing open data with Python"]);
    await expectNoAxeViolations();
  });
});

test.describe("track page", () => {
  test("reached from an activity: the track's name, description and activities", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(pathTo("conference", { slug: "taller-accesibilidad-web" }));
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Talleres prácticos" }).click();
    await expect(page).toHaveURL(urlEndingWith(pathTo("track", { id: "33" })));
    await expect(page).toHaveTitle("Talleres prácticos | Congreso Demo");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Talleres prácticos");
    await expect(main.getByText("Sesiones en grupos reducidos: trae tu portátil.")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText("Actividades del itinerario");
    await expect(main.getByRole("heading", { level: 3 })).toHaveText([
      /^martes, 9 de marzo/i,
      /^miércoles, 10 de marzo/i,
      /^jueves, 11 de marzo/i,
    ]);
    await expect(main.locator(".activity-card h4")).toHaveText([
      "Taller: prototipado responsable con IA generativa",
      "Taller: accesibilidad web de verdad",
      "Taller: análisis de datos abiertos con Python",
    ]);
    await expectNoAxeViolations();
  });

  test("in Basque under /eus", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(localePath("eus", pathTo("track", { id: "31" })));
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Teknologia eta gizartea");
    await expect(page.getByRole("main").getByRole("link", { name: "Itzuli agendara" })).toBeVisible();
    await expectNoAxeViolations();
  });

  test("an unknown track is the 404 page", async ({ gotoPage }) => {
    const response = await gotoPage(pathTo("track", { id: "999999" }));
    expect(response?.status()).toBe(404);
  });
});

test.describe("sponsors filter", () => {
  test("by category and by tag, the choice in the URL; nothing matching says so", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("sponsors"));
    const main = page.getByRole("main");
    await main.getByRole("combobox", { name: "Categoría" }).selectOption({ label: "Plata" });
    await main.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(/[?&]category=52/);
    await waitForHydration();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Plata"]);
    await expect(main.locator("img")).toHaveCount(3);

    await main.getByRole("combobox", { name: "Tema" }).selectOption({ label: "Salud" });
    await main.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(/tag=salud/);
    await expect(page).toHaveURL(/category=52/);
    await expect(main.getByRole("img", { name: "Salud Conectada Demo" })).toBeVisible();
    await expect(main.getByRole("img", { name: "Datalab Bizkaia Demo" })).toHaveCount(0);
    await expect(main.getByRole("combobox", { name: "Categoría" })).toHaveValue("52");
    await expectNoAxeViolations();

    await gotoPage(`${pathTo("sponsors")}?category=51&tag=cultura`);
    await expect(main.getByText("Ningún patrocinador coincide con estos filtros.")).toBeVisible();
    await expectNoAxeViolations();
    await main.getByRole("link", { name: "Ver todos los patrocinadores" }).click();
    await expect(page).toHaveURL(urlEndingWith(pathTo("sponsors")));
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(4);
  });
});

test.describe("featured posts", () => {
  test("come first on the blog, not repeated in the list, and not under a tag filter", async ({
    page,
    gotoPage,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("blog"));
    const main = page.getByRole("main");
    const featured = main.getByRole("region", { name: "Destacadas" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText([
      "Un congreso más sostenible: así medimos nuestra huella",
      "IA explicable en los servicios públicos: entrevista con Ane Etxeberria",
      "Abrimos las inscripciones para 2027",
    ]);
    // The block comes before the list.
    const headings = await main.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings).toEqual(["Destacadas", "Últimas entradas"]);
    for (const title of await featured.getByRole("heading", { level: 3 }).allInnerTexts()) {
      await expect(main.locator(".post-list").getByRole("heading", { name: title })).toHaveCount(0);
    }
    await expectNoAxeViolations();

    await gotoPage(`${pathTo("blog")}?tag=comunidad`);
    await expect(main.getByRole("region", { name: "Destacadas" })).toHaveCount(0);
  });

  test("in English under /en", async ({ page, gotoPage }) => {
    await gotoPage(localePath("en", pathTo("blog")));
    await expect(page.getByRole("main").getByRole("region", { name: "Featured" }).getByRole("heading", { level: 3 }).first()).toHaveText(
      "A more sustainable congress: how we measure our footprint",
    );
  });
});

test("the home page's posts: the featured ones first", async ({ page, gotoPage }) => {
  await gotoPage(pathTo("home"));
  const news = page.getByRole("main").getByRole("region", { name: "Noticias" });
  await expect(news.getByRole("heading", { level: 3 })).toHaveText([
    "IA explicable en los servicios públicos: entrevista con Ane Etxeberria",
    "Abrimos las inscripciones para 2027",
    "Ya está publicado el programa completo",
  ]);
});
