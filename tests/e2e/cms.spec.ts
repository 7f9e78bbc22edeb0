// CMS pages (`/:slug`, `/sdg`): every module type renders from the demo API's `modulo-todos`, the
// hostile HTML module does nothing, an unknown slug is the 404 page, unsupported modules are skipped.
import type { Page } from "@playwright/test";
import { localePath } from "../../app/i18n/locales";
import { CMS_SLUGS, pathTo } from "../../app/paths";
import { loginPath, pathPattern, urlAt } from "../paths";
import { HOSTS, expect, test } from "./fixtures";

/** A CMS page's path (`/:slug`). */
const cmsPage = (slug: string) => pathTo("page", { slug });
const ALL_MODULES = cmsPage("modulo-todos");

/** Every heading of the main content in order: none may skip a level below the h1. */
async function expectValidOutline(page: Page) {
  const levels = await page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
  expect(levels[0], "the page starts with its h1").toBe(1);
  expect(
    levels.filter((level) => level === 1),
    "one h1",
  ).toHaveLength(1);
  levels.reduce((previous, level) => {
    expect(level, `h${level} after h${previous}: ${levels.join(",")}`).toBeLessThanOrEqual(previous + 1);
    return level;
  });
}

/** The origins the page's CSP lets it frame (`frame-src`). */
function frameSources(response: { headers(): Record<string, string> } | null): string[] {
  const csp = response?.headers()["content-security-policy"] ?? "";
  const directive = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "frame-src");
  return directive?.slice(1) ?? [];
}

/** Every iframe of the main content is from an origin the CSP lets the page frame: none is a broken box. */
async function expectFramesAllowed(page: Page, response: { headers(): Record<string, string> } | null) {
  const sources = frameSources(response);
  expect(sources).toContain("'self'");
  const srcs = await page.locator("main iframe").evaluateAll((frames) => frames.map((frame) => frame.getAttribute("src") ?? ""));
  for (const src of srcs) expect(sources, src).toContain(new URL(src).origin);
}

/** Fails the test if the page ever opens an alert, confirm or prompt. */
function refuseDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe("CMS pages", () => {
  test("/aviso-legal: the page's title is its h1, its modules' titles h2", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage(cmsPage("aviso-legal"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Aviso legal | Congreso Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Aviso legal");
    await expect(main.getByRole("heading", { level: 2, name: "Titular del sitio" })).toBeVisible();
    await expect(main.getByRole("link", { name: "info@congreso.example" }).first()).toHaveAttribute("href", "mailto:info@congreso.example");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Datos identificativos del titular del sitio y condiciones de uso.",
    );
    await expectValidOutline(page);
    await expectNoAxeViolations();
  });

  test("/modulo-todos: one module of each type", async ({ page, gotoPage, expectNoAxeViolations, javaScriptEnabled }) => {
    const dialogs = refuseDialogs(page);
    // The countdown and the carousel change after hydration, never during it (React #418/#423/#425).
    const hydrationErrors: string[] = [];
    const hydrationError = /hydrat|#418|#423|#425/i;
    page.on("console", (message) => {
      if (message.type() === "error" && hydrationError.test(message.text())) hydrationErrors.push(message.text());
    });
    // React 18 reports recoverable errors with window.reportError: an uncaught error event.
    page.on("pageerror", (error) => {
      if (hydrationError.test(String(error))) hydrationErrors.push(String(error));
    });
    const response = await gotoPage(ALL_MODULES);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Todos los módulos");

    // activities, blog, speakers, sponsors: the shared cards.
    await expect(main.getByRole("heading", { level: 2, name: "Próximas actividades" })).toBeVisible();
    await expect(main.locator(".activity-card").first()).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Últimas noticias" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Ya está publicado el programa completo" })).toHaveAttribute(
      "href",
      new RegExp(`^${pathPattern("post", { id: "[a-z0-9-]+" })}$`),
    );
    await expect(main.getByRole("heading", { level: 3, name: "Ane Etxeberria" })).toBeVisible();
    // A lazy logo has no width until it loads: scrolled to first.
    const logo = main.getByRole("img", { name: "Banco Norte Demo" });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();

    // card and container: nested titles one level down.
    await expect(main.getByRole("heading", { level: 2, name: "Hazte voluntario" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Tres razones para venir" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Aprende" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Conecta" })).toBeVisible();

    // image: the CMS's alt, its caption; a decorative image (no alt in the CMS) has alt="".
    const team = main.getByRole("img", { name: "El equipo organizador posando en la escalinata del Euskalduna" });
    await expect(team).toBeVisible();
    await expect(main.locator("figcaption", { hasText: "Equipo organizador de la edición 2026." })).toBeVisible();
    await expect(main.locator('img[src$="razon-aprende.svg"]')).toHaveAttribute("alt", "");

    // iframe and video: titled, https, lazy, and from origins the CSP lets the page frame.
    const iframe = main.locator('iframe[title="Mapa interactivo del Palacio Euskalduna"]');
    await expect(iframe).toHaveCount(1);
    await expect(iframe).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    await expect(iframe).toHaveAttribute("loading", "lazy");
    const video = main.locator('iframe[title="Vídeo de muestra: Big Buck Bunny"]');
    await expect(video).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(video).toHaveAttribute("allow", /fullscreen/);
    await expectFramesAllowed(page, response);

    // static map: image, address, OpenStreetMap in a new window.
    await expect(main.getByRole("img", { name: /Mapa del centro de Bilbao/ })).toBeVisible();
    await expect(main.getByText("Abandoibarra Etorbidea 4, 48011 Bilbao")).toBeVisible();
    const osm = main.getByRole("link", { name: "Abrir en OpenStreetMap (se abre en una ventana nueva)" });
    await expect(osm).toHaveAttribute("href", "https://www.openstreetmap.org/?mlat=43.2667&mlon=-2.9478#map=16/43.2667/-2.9478");
    await expect(osm).toHaveAttribute("target", "_blank");
    await expect(osm).toHaveAttribute("rel", "noopener noreferrer");

    // link (a file: a plain link, not localized), login, text, title.
    await expect(main.getByRole("link", { name: "Descarga el programa en PDF" })).toHaveAttribute("href", /\.pdf$/);
    await expect(main.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", loginPath(ALL_MODULES));
    // contact form: posts to this same page (its journeys: contact.spec.ts).
    await expect(main.getByRole("heading", { level: 2, name: "Escríbenos" })).toBeVisible();
    await expect(main.locator("form.contact-form")).toHaveAttribute("action", "/modulo-todos");
    await expect(main.getByText("Entrada general gratuita.")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Tres días para pensar el futuro" })).toBeVisible();

    // countdown: the date from the server, and a sentence about the time left.
    const countdown = main.locator(".cms-countdown");
    await expect(countdown.locator('time[datetime="2027-03-09T09:30:00+01:00"]').first()).toHaveText("martes, 9 de marzo de 2027");
    await expect(countdown.locator(".countdown-status")).toHaveText(
      /^(Faltan? \d+ días?|Falta menos de un día|La cuenta atrás ha terminado)$/,
    );
    const timer = countdown.getByRole("timer");
    if (Date.now() < Date.parse("2027-03-09T09:30:00+01:00")) {
      // The clock is in the server's HTML (the time left when the page was made), silent for
      // screen readers; with JavaScript it ticks.
      await expect(timer).toHaveAttribute("aria-live", "off");
      await expect(timer).toContainText(/segundos?/);
      const before = await timer.textContent();
      if (javaScriptEnabled) await expect(timer).not.toHaveText(before!, { timeout: 3_000 });
    } else {
      await expect(timer).toHaveCount(0);
    }

    // slide: every slide without JavaScript; one at a time with buttons with it.
    const carousel = main.getByRole("region", { name: "Carrusel" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carrusel");
    const next = carousel.getByRole("button", { name: "Diapositiva siguiente" });
    const previous = carousel.getByRole("button", { name: "Diapositiva anterior" });
    const slide = (n: number) => carousel.getByRole("group", { name: `${n} de 3` });
    if (javaScriptEnabled) {
      await expect(slide(1)).toBeVisible();
      await expect(slide(2)).toBeHidden();
      // Small icon buttons below the slide (never above its title), beside an "n / m" counter.
      const slideBox = (await slide(1).boundingBox())!;
      for (const button of [previous, next]) {
        const box = (await button.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(slideBox.y + slideBox.height);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeLessThan(64);
      }
      await expect(carousel.getByText("1 / 3", { exact: true })).toBeVisible();
      // It never turns by itself (there is no pause button, so there must be nothing to pause).
      await page.waitForTimeout(1_500);
      await expect(slide(1)).toBeVisible();
      await next.click();
      await expect(slide(2)).toBeVisible();
      await expect(slide(1)).toBeHidden();
      await expect(carousel.getByText("2 / 3", { exact: true })).toBeVisible();
      await previous.click();
      await previous.click();
      await expect(slide(3)).toBeVisible();
      await expect(slide(3).locator("img")).toHaveAttribute("alt", "");
    } else {
      await expect(carousel.getByRole("button")).toHaveCount(0);
      await expect(carousel.getByRole("group")).toHaveCount(3);
      await expect(slide(1).getByRole("img", { name: /Ponente en el atril/ })).toBeVisible();
      // Every slide is reachable: the row scrolls sideways to the last one.
      await slide(3).scrollIntoViewIfNeeded();
      await expect(slide(3)).toBeInViewport({ ratio: 0.9 });
    }

    // html: kept text and safe link; the script, the handler and the javascript: URL are gone.
    const html = main.locator(".cms-html");
    await expect(html.getByRole("table")).toBeVisible();
    await expect(html.getByRole("link", { name: "enlace seguro" })).toHaveAttribute("href", "https://congreso.example");
    await expect(html.getByText("Enlace peligroso")).toBeVisible();
    await expect(html.getByRole("link", { name: "Enlace peligroso" })).toHaveCount(0);
    await expect(page.locator("main script")).toHaveCount(0);
    await expect(page.locator("main [onerror], main [onclick], main [onload]")).toHaveCount(0);
    expect(await page.locator("main").innerHTML()).not.toMatch(/javascript:/i);

    await expectValidOutline(page);
    await expectNoAxeViolations();
    expect(dialogs, "no script of the CMS ran").toEqual([]);
    expect(hydrationErrors, "hydration matched the server's HTML").toEqual([]);
  });

  test("/modulo-iframe: the OpenStreetMap map is framed; an embed from an origin the CSP does not list is a link to it", async ({
    page,
    gotoPage,
    expectNoAxeViolations,
  }) => {
    const response = await gotoPage(cmsPage("modulo-iframe"));
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    const map = main.locator('iframe[title="Mapa interactivo del Palacio Euskalduna"]');
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    expect(frameSources(response)).toContain("https://www.openstreetmap.org");

    // Google Maps is not framable (no FRAME_ORIGINS in the tests): its title stays, the box is a link.
    await expect(main.getByRole("heading", { level: 2, name: "Mapa del Kursaal en Google Maps" })).toBeVisible();
    await expect(main.locator('iframe[src*="google.com"]')).toHaveCount(0);
    await expect(main.locator("iframe")).toHaveCount(1);
    const link = main.getByRole("link", { name: "Abrir Mapa del Kursaal en Google Maps (se abre en una ventana nueva)" });
    await expect(link).toHaveAttribute("href", "https://www.google.com/maps?q=Kursaal%2C+Donostia&output=embed");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(frameSources(response)).not.toContain("https://www.google.com");

    await expectFramesAllowed(page, response);
    await expectValidOutline(page);
    await expectNoAxeViolations();
  });

  test("/en/modulo-iframe: the link in English", async ({ page, gotoPage }) => {
    await gotoPage(localePath("en", cmsPage("modulo-iframe")));
    const link = page.getByRole("main").getByRole("link", { name: "Open Map of the Kursaal on Google Maps (opens in a new window)" });
    await expect(link).toHaveAttribute("href", "https://www.google.com/maps?q=Kursaal%2C+Donostia&output=embed");
  });

  test("/en/modulo-todos: the fixed texts in English", async ({ page, gotoPage }) => {
    await gotoPage(localePath("en", ALL_MODULES));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("All modules");
    await expect(main.getByRole("link", { name: "Open in OpenStreetMap (opens in a new window)" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Log in" })).toHaveAttribute("href", loginPath(localePath("en", ALL_MODULES), "en"));
    await expect(main.getByText(/^Date: /)).toBeVisible();
    await expect(main.getByRole("region", { name: "Carousel" })).toBeVisible();
  });

  test("/sdg: the CMS page sdg", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage(pathTo("sdg"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Objetivos de Desarrollo Sostenible | Congreso Demo");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Objetivos de Desarrollo Sostenible");
    await expect(main.getByRole("heading", { level: 2, name: "Los ODS en los que más trabajamos" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Acción por el clima" })).toBeVisible();
    await expect(main.getByRole("img", { name: "Icono del ODS 13" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Más sobre este objetivo (se abre en una ventana nueva)" }).first()).toHaveAttribute(
      "target",
      "_blank",
    );
    await expectValidOutline(page);
    await expectNoAxeViolations();
  });

  test("/eus/sdg on mecenazgo: in Basque", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage(localePath("eus", pathTo("sdg")), { host: HOSTS.mecenazgo });
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "eu-ES");
    await expect(page).toHaveTitle("Garapen Iraunkorrerako Helburuak | Mecenazgo Demo");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Garapen Iraunkorrerako Helburuak");
    await expectValidOutline(page);
    await expectNoAxeViolations();
  });

  test("a link between CMS pages", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage(cmsPage("sobre-nosotros"));
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Sobre nosotros");
    await page.getByRole("main").getByRole("link", { name: "Objetivos de Desarrollo Sostenible" }).click();
    await expect(page).toHaveURL(urlAt(pathTo("sdg")));
    await waitForHydration();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Objetivos de Desarrollo Sostenible");
  });

  test("an unknown slug is the 404 page", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage(cmsPage("no-existe-esta-pagina"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("No se ha podido encontrar esta página");
    await expectNoAxeViolations();
  });

  test("/contacto: text, map and the contact form (its journeys: contact.spec.ts)", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const response = await gotoPage(cmsPage(CMS_SLUGS.contact));
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contacto");
    await expect(main.getByRole("link", { name: "info@congreso.example" })).toHaveAttribute("href", "mailto:info@congreso.example");
    await expect(main.getByRole("link", { name: "Abrir en OpenStreetMap (se abre en una ventana nueva)" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Formulario de contacto" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Enviar mensaje" })).toBeVisible();
    await expectValidOutline(page);
    await expectNoAxeViolations();
  });
});
