// The activity page's header and action bar, with and without JavaScript: what a phone shows at first
// sight, a bar that stays at the bottom without covering the footer or focus, nothing sticky on a desktop.
import type { Page } from "@playwright/test";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { loginPath, urlAt } from "../paths";
import { submitLogin } from "./accounts";
import { HOSTS, expect, test } from "./fixtures";
import { expectNoHorizontalScroll } from "./layout";

const OPENING = pathTo("conference", { slug: "inauguracion-ia-para-las-personas" }); // two rooms, one full; a picture
const PENDING_WORKSHOP = pathTo("conference", { slug: "taller-accesibilidad-web" }); // ana waits to pay
const STARTUP_FUNDING = pathTo("conference", { slug: "financiacion-startups-2027" }); // Eventos: tickets, no picture
const PHONE = { width: 390, height: 844 };

/** The bar has no role of its own (it repeats the page's action, it is not a landmark). */
const actionBar = (page: Page) => page.locator(".action-bar");
const registration = (page: Page) => page.getByRole("region", { name: "Inscripción" });

/** The terms of the header's facts with their values, as read. */
async function facts(page: Page): Promise<Record<string, string>> {
  return page
    .getByRole("main")
    .locator("dl.facts > div")
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.querySelector("dt")!.textContent!.trim(),
          Array.from(row.querySelectorAll("dd"), (dd) => dd.textContent!.trim()).join(" | "),
        ]),
      ),
    );
}

/** Where the bar is now, against the viewport's height. */
async function barBox(page: Page) {
  const box = await actionBar(page).boundingBox();
  expect(box, "the action bar is on the page").not.toBeNull();
  return { top: box!.y, bottom: box!.y + box!.height, height: box!.height, viewport: page.viewportSize()!.height };
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the header says when, where, the seats and the price in words, on the first screen", async ({
    page,
    gotoPage,
    expectNoAxeViolations,
  }) => {
    await gotoPage(OPENING);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeInViewport();
    // The picture, sized before it arrives.
    const picture = main.locator("img.activity-header-image");
    await expect(picture).toHaveAttribute("width", "1200");
    await expect(picture).toHaveAttribute("height", "675");
    expect(await facts(page)).toMatchObject({
      "Fecha y hora": "martes, 9 de marzo de 2027, 09:30–10:30",
      Lugar: "Auditorio · Palacio Euskalduna",
      // Two rooms in two cities, one of them full: no total, each room's seats in its venue (no venue chosen: the main room's first).
      Aforo:
        "Auditorio · Palacio Euskalduna:\u00a0Completo (1200/1200 plazas ocupadas) | Auditorio Kursaal · Kursaal:\u00a0Quedan 388 plazas (212/600 plazas ocupadas)",
      Inscripción: "Actividad gratuita",
    });
    for (const term of ["Fecha y hora", "Lugar", "Aforo"]) await expect(main.getByRole("term").filter({ hasText: term })).toBeInViewport();
    await expect(main.getByText("Quedan 388 plazas").first()).toBeInViewport();
    // "Completo" stays on the line of its room's venue, never a line of its own (at 320 px it would be).
    await page.setViewportSize({ width: 320, height: 844 });
    const full = main.locator(".fact-seats .full-notice");
    const room = main.locator(".fact-seats dd").first();
    const [fullBox, roomBox] = [await full.boundingBox(), await room.boundingBox()];
    expect(fullBox!.x, "the word is not at the start of a line").toBeGreaterThan(roomBox!.x);
    await expectNoAxeViolations();
  });

  test("with Kursaal chosen, its room's seats come first, the full one of Bilbao after", async ({ page, gotoPage, context, baseURL }) => {
    await context.addCookies([{ name: "venue_id", value: "2", url: baseURL! }]);
    await gotoPage(OPENING);
    expect(await facts(page)).toMatchObject({
      Lugar: "Auditorio Kursaal · Kursaal",
      Aforo:
        "Auditorio Kursaal · Kursaal:\u00a0Quedan 388 plazas (212/600 plazas ocupadas) | Auditorio · Palacio Euskalduna:\u00a0Completo (1200/1200 plazas ocupadas)",
    });
  });

  test("without a picture, the header is a band in the tenant's colour; a ticket tenant's bar offers the ticket", async ({
    page,
    gotoPage,
  }) => {
    await gotoPage(STARTUP_FUNDING, { host: HOSTS.eventos });
    const main = page.getByRole("main");
    await expect(main.locator("img.activity-header-image")).toHaveCount(0);
    const band = await main.locator(".activity-header").evaluate((header) => {
      const style = getComputedStyle(header);
      const probe = document.createElement("span");
      probe.style.color = "var(--color-primary)";
      header.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      return { width: parseFloat(style.borderTopWidth), color: style.borderTopColor, primary };
    });
    expect(band.width).toBeGreaterThanOrEqual(6);
    expect(band.color).toBe(band.primary);
    const shown = await facts(page);
    // The ticket covers the activity: its price is not one more thing to pay.
    expect(shown).toMatchObject({ Inscripción: "Precio: 30 €, incluido en la entrada" });
    // 92 of 200 taken in the demo; the shop's journeys register here too, in the same run.
    const [, left, taken] = /^Quedan (\d+) plazas \((\d+)\/200 plazas ocupadas\)$/.exec(shown.Aforo) ?? [];
    expect([Number(left) + Number(taken), Number(taken) >= 92], shown.Aforo).toEqual([200, true]);
    // An anonymous visitor of a tenant that sells tickets: the ticket comes first.
    // Beside the ticket, the price says it is the activity's, and that the ticket covers it.
    await expect(actionBar(page).getByRole("listitem").first()).toHaveText("Inscripción: 30 €, incluida en la entrada");
    await expect(actionBar(page).getByRole("link", { name: "Consigue tu entrada" })).toHaveAttribute("href", pathTo("purchase"));
    // On a phone the long price pushes the seats onto a line of their own, which does not begin with the separating dot.
    const seats = actionBar(page).getByRole("listitem").nth(1);
    await expect(seats).toHaveText(/^Quedan \d+ plazas$/);
    const [priceBox, seatsBox] = [await actionBar(page).getByRole("listitem").first().boundingBox(), await seats.boundingBox()];
    expect([seatsBox!.x, seatsBox!.y > priceBox!.y]).toEqual([priceBox!.x, true]);
    expect(await seats.evaluate((item) => getComputedStyle(item, "::before").content)).toBe("none");
  });

  test("the action stays at the bottom of the screen while the page scrolls, stops above the footer, and leads to the registration", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(OPENING);
    let box = await barBox(page);
    expect(Math.abs(box.bottom - box.viewport)).toBeLessThanOrEqual(1);
    // Halfway down the page, still there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(async () => Math.abs((await barBox(page)).bottom - PHONE.height)).toBeLessThanOrEqual(1);
    box = await barBox(page);
    expect(box.top).toBeGreaterThan(box.viewport - 150);
    await expect(actionBar(page)).toContainText("Gratuita");
    await expectNoAxeViolations();
    // At the very end it sits in the page, above the footer, covering nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole("contentinfo").boundingBox();
    await expect.poll(async () => (await barBox(page)).bottom).toBeLessThanOrEqual(footer!.y + 1);

    // Anonymous: the same login as the registration's, coming back to it.
    const login = actionBar(page).getByRole("link", { name: "Inicia sesión para inscribirte" });
    await expect(login).toHaveAttribute("href", `${loginPath(OPENING)}%23registration`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await login.click();
    await waitForHydration();
    await submitLogin(page, "ana@example.com");
    await page.waitForURL(urlAt(`${OPENING}#registration`));
    await waitForHydration();

    // Back at the registration, whose form is in view.
    await expect(registration(page).getByRole("radio").first()).toBeInViewport();

    // Logged in: "register" takes the visitor to the form (rooms to choose), not past it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(registration(page).getByRole("radio").first()).not.toBeInViewport();
    const register = actionBar(page).getByRole("link", { name: "Inscribirme" });
    await expect(register).toHaveAttribute("href", "#registration-title");
    await register.click();
    await expect(page).toHaveURL(/#registration-title$/);
    await expect(registration(page).getByRole("radio").first()).toBeInViewport();
    await expect(registration(page).getByRole("button", { name: "Inscribirme" })).toBeVisible();

    // A registration waiting for payment: the bar completes the payment, as the section does.
    await gotoPage(PENDING_WORKSHOP);
    await expect(actionBar(page)).toContainText("Tu inscripción está pendiente de pago.");
    await expect(actionBar(page).getByRole("link", { name: "Completar el pago" })).toHaveAttribute(
      "href",
      pathTo("conferencePurchase", { slug: "taller-accesibilidad-web" }),
    );
  });

  test("a focused element never hides under the bar (WCAG 2.4.11)", async ({ page, gotoPage }) => {
    await gotoPage(OPENING);
    const hidden: string[] = [];
    let inMain = 0;
    for (let tab = 0; tab < 60; tab++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        const bar = document.querySelector(".action-bar");
        if (!element || !bar || !element.closest("main") || bar.contains(element)) return null;
        const a = element.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        return { name: (element.textContent ?? "").trim().slice(0, 60), covered: a.top < b.bottom && a.bottom > b.top };
      });
      if (!focused) continue;
      inMain++;
      if (focused.covered) hidden.push(focused.name);
    }
    expect(inMain, "Tab reached the page's content").toBeGreaterThan(10);
    expect(hidden, "focused under the bar").toEqual([]);
  });

  test("at 320 px nothing scrolls sideways", async ({ page, gotoPage }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoPage(OPENING);
    await expectNoHorizontalScroll(page);
    expect((await actionBar(page).boundingBox())!.width).toBeLessThanOrEqual(320);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the bar is a plain block at the end of the content: nothing sticks over the page", async ({
    page,
    gotoPage,
    expectNoAxeViolations,
  }) => {
    await gotoPage(OPENING);
    await expect(actionBar(page)).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(actionBar(page)).not.toBeInViewport();
    const atBottom = await page.evaluate(() => !!document.elementFromPoint(innerWidth / 2, innerHeight - 10)?.closest(".action-bar"));
    expect(atBottom).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(actionBar(page)).toBeInViewport();
    const footer = await page.getByRole("contentinfo").boundingBox();
    expect((await barBox(page)).bottom).toBeLessThanOrEqual(footer!.y + 1);
    await expectNoAxeViolations();
  });

  test("the agenda's dialog shows the header, and no bar", async ({ page, gotoPage }) => {
    await gotoPage(`${pathTo("agenda")}?actividad=inauguracion-ia-para-las-personas`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("term").filter({ hasText: "Fecha y hora" })).toBeVisible();
    await expect(dialog.getByText("Quedan 388 plazas")).toBeVisible();
    await expect(actionBar(page)).toHaveCount(0);
  });
});

test("in another tenant and language, the bar speaks the page's language", async ({ page, gotoPage }) => {
  await gotoPage(localePath("en", pathTo("conference", { slug: "plenaria-inaugural-ciencia-abierta" })), { host: HOSTS.universidad });
  await expect(actionBar(page).getByRole("link", { name: "Log in to register" })).toBeVisible();
  await expect(actionBar(page)).toContainText("Free");
});
