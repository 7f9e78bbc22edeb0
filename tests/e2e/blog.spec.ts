// The blog: the list, a post, out-of-range pages and unknown posts as 404, and Basque on mecenazgo.
// Data: demo-api/seed/congreso/blog.ts (13 posts, 6 per page).
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { formatDay, formatShortDate } from "../../app/ui/format";
import { pathPattern, urlAt, urlEndingWith } from "../paths";
import { api } from "./accounts";
import { HOSTS, expect, test } from "./fixtures";

const BLOG = pathTo("blog");
const EUS_BLOG = localePath("eus", BLOG);
const BILBAO_DONOSTIA = "como-moverse-entre-bilbao-y-donostia";

test.describe("blog", () => {
  test("the first page has posts and a next link; page 2 is marked current", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const response = await gotoPage(BLOG);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Blog | Congreso Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/^Blog/);
    // The featured block first (tests/e2e/find.spec.ts), then the latest posts.
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Destacadas", "Últimas entradas"]);
    const titles = main.locator(".post-list").getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(6);
    await expect(titles.first()).toHaveText("Balance de preinscripciones: 3 000 personas y contando");

    // A card: image (decorative here: image_alt is null), title linking to the post, date, excerpt, tags.
    const card = main.getByRole("article").filter({ has: page.getByRole("heading", { name: "Cómo moverse entre Bilbao y Donostia" }) });
    await expect(card.getByRole("img", { name: "Mapa de la costa entre Bilbao y Donostia" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Cómo moverse entre Bilbao y Donostia" })).toHaveAttribute(
      "href",
      pathTo("post", { id: BILBAO_DONOSTIA }),
    );
    // The post's date as the demo API gives it (the real clock may move the seed's posts back: demo-api/clock.ts).
    const published = (await api("congreso", `/blog/posts/${BILBAO_DONOSTIA}`)).body.data.published_at as string;
    await expect(card.locator("time")).toHaveAttribute("datetime", published);
    await expect(card.locator("time")).toHaveText(formatShortDate(published, "es"));
    await expect(card).toContainText("Lanzaderas eléctricas, tren y bicicletas compartidas.");
    await expect(card.getByRole("list", { name: /Temas de/ }).getByRole("listitem")).toHaveText(["Movilidad", "Sostenibilidad"]);
    const decorative = main.getByRole("article").filter({ has: page.getByRole("heading", { name: /Balance de preinscripciones/ }) });
    await expect(decorative.locator("img")).toHaveAttribute("alt", "");

    const pages = main.getByRole("navigation", { name: "Páginas del blog" });
    await expect(pages.locator('[aria-current="page"]')).toHaveText(/1/);
    await expect(pages.locator('a[rel="prev"]')).toHaveCount(0);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", `${BLOG}?page=2`);
    await expectNoAxeViolations();

    const next = pages.getByRole("link", { name: "Siguiente" });
    await expect(next).toHaveAttribute("rel", "next");
    await next.click();
    await page.waitForURL(urlEndingWith(`${BLOG}?page=2`));
    await waitForHydration();

    await expect(page).toHaveTitle("Blog (página 2 de 3) | Congreso Demo");
    // No featured block on later pages: the posts' titles are the page's second level.
    const laterTitles = main.locator(".post-list").getByRole("heading", { level: 2 });
    await expect(laterTitles).toHaveCount(6);
    await expect(laterTitles.first()).toHaveText("Música y ciencia en el Kursaal");
    const current = pages.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName("Página 2");
    await expect(pages.getByRole("link", { name: "Anterior" })).toHaveAttribute("rel", "prev");
    await expect(pages.getByRole("link", { name: "Anterior" })).toHaveAttribute("href", BLOG);
    await expect(pages.getByRole("link", { name: "Siguiente" })).toHaveAttribute("href", `${BLOG}?page=3`);
    await expectNoAxeViolations();

    // The last page: no next link.
    await pages.getByRole("link", { name: "Página 3" }).click();
    await page.waitForURL(urlEndingWith(`${BLOG}?page=3`));
    await waitForHydration();
    await expect(laterTitles).toHaveCount(1);
    await expect(laterTitles).toHaveText("Abrimos las inscripciones para 2027");
    await expect(pages.getByRole("link", { name: "Siguiente" })).toHaveCount(0);
  });

  test("the tag filter: from any page it starts again at page 1 with only that tag", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(`${BLOG}?page=2`);
    const main = page.getByRole("main");
    await main.getByRole("combobox", { name: "Tema" }).selectOption({ label: "Comunidad" });
    await main.getByRole("button", { name: "Filtrar" }).click();
    await page.waitForURL(urlEndingWith(`${BLOG}?tag=comunidad`));
    await waitForHydration();

    const cards = main.getByRole("article");
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
      await expect(card.getByRole("list", { name: /Temas de/ })).toContainText("Comunidad");
    }
    await expect(main.getByRole("combobox", { name: "Tema" }).locator("option:checked")).toHaveText("Comunidad");
    await expect(main.getByText("Entradas con el tema «Comunidad».")).toBeVisible();
    await expectNoAxeViolations();

    // Five posts fit on one page: a second page of this tag does not exist.
    const response = await page.goto(`${BLOG}?tag=comunidad&page=2`);
    expect(response?.status()).toBe(404);
  });

  test("a tag with no posts: a message and a way back", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage(`${BLOG}?tag=no-existe`);
    const main = page.getByRole("main");
    await expect(main.getByRole("article")).toHaveCount(0);
    await expect(main.getByText("No hay entradas con el tema «no-existe».")).toBeVisible();
    await main.getByRole("link", { name: "Ver todas las entradas" }).click();
    await page.waitForURL(urlAt(BLOG));
    await waitForHydration();
    await expect(main.locator(".post-list").getByRole("article")).toHaveCount(6);
  });

  test("page numbers out of range, or not numbers, are 404", async ({ page }) => {
    for (const path of ["999", "0", "abc", "4"].map((number) => `${BLOG}?page=${number}`)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("No se ha podido encontrar esta página");
    }
  });

  test("a post: title as h1, date, author, image, tags, content; a way back", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await gotoPage(BLOG);
    await page.getByRole("main").getByRole("link", { name: "Cómo moverse entre Bilbao y Donostia" }).click();
    await page.waitForURL(urlEndingWith(pathTo("post", { id: BILBAO_DONOSTIA })));
    await waitForHydration();

    await expect(page).toHaveTitle("Cómo moverse entre Bilbao y Donostia | Congreso Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Cómo moverse entre Bilbao y Donostia");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const article = main.getByRole("article");
    const published = (await api("congreso", `/blog/posts/${BILBAO_DONOSTIA}`)).body.data.published_at as string;
    await expect(article.locator("time")).toHaveText(formatDay(published, "es"));
    await expect(article).toContainText("por Yuki Tanaka");
    await expect(article.getByRole("img", { name: "Mapa de la costa entre Bilbao y Donostia" })).toBeVisible();
    await expect(article.getByRole("list", { name: "Temas" }).getByRole("link")).toHaveText(["Movilidad", "Sostenibilidad"]);
    // The content's markup is kept (sanitized), not shown as text.
    await expect(article.locator("strong")).toHaveText("lanzaderas eléctricas");
    await expect(article).not.toContainText("<strong>");
    await expectNoAxeViolations();

    // A tag leads to the list filtered by it.
    await expect(article.getByRole("link", { name: "Movilidad" })).toHaveAttribute("href", `${BLOG}?tag=movilidad`);

    await main.getByRole("link", { name: "Volver al blog" }).click();
    await page.waitForURL(urlAt(BLOG));
    await waitForHydration();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/^Blog/);
    expect(dialogs, "no script from the content ran").toEqual([]);
  });

  test("an unknown post is a 404", async ({ page, gotoPage }) => {
    const response = await gotoPage(pathTo("post", { id: "no-existe-esta-entrada" }));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("No se ha podido encontrar esta página");
  });

  test("in English, links stay under /en", async ({ page, gotoPage }) => {
    await gotoPage(localePath("en", BLOG));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Getting between Bilbao and Donostia" })).toHaveAttribute(
      "href",
      localePath("en", pathTo("post", { id: BILBAO_DONOSTIA })),
    );
    const pages = main.getByRole("navigation", { name: "Blog pages" });
    await expect(pages.getByRole("link", { name: "Next" })).toHaveAttribute("href", `${localePath("en", BLOG)}?page=2`);
  });

  test("mecenazgo in Basque (/eus/blog)", async ({ page, gotoPage, waitForHydration, expectNoAxeViolations }) => {
    const response = await gotoPage(EUS_BLOG, { host: HOSTS.mecenazgo });
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "eu-ES");
    await expect(page).toHaveTitle("Bloga | Mecenazgo Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/^Bloga/);
    await expect(main.getByRole("combobox", { name: "Gaia" })).toBeVisible();
    const first = main.locator(".post-list").getByRole("article").first().getByRole("heading", { level: 3 }).getByRole("link");
    await expect(first).toHaveAttribute("href", new RegExp(`^${pathPattern("post", { id: "[a-z0-9-]+" }, "eus")}$`));
    await expectNoAxeViolations();

    await first.click();
    await page.waitForURL(new RegExp(`${pathPattern("post", { id: "[a-z0-9-]+" }, "eus")}$`));
    await waitForHydration();
    await expect(main.getByRole("link", { name: "Itzuli blogera" })).toHaveAttribute("href", EUS_BLOG);
    await expectNoAxeViolations();
  });
});
