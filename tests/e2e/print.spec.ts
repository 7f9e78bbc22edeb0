// What the paper shows (app/styles/print.css, docs/print.md): the agenda, an activity, an order, a bank
// transfer and a tax calculation printed without the chrome, then the screen view unchanged; pictures in docs/screenshots/.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { urlOnPath } from "../paths";
import { freshAccount, logInAt } from "./accounts";
import { HOSTS, expect, test } from "./fixtures";
import { ACTIVITY, waitForImagesAndFonts } from "./layout";

// An A4 sheet at 96 px per inch, whose 15 mm margins (print.css's @page) the pictures add as padding.
const A4 = { width: 794, height: 1123 };
/** A QR code a phone reads from paper: 4 cm across (print.css draws it at 5 cm), 0.7 mm a module at its densest. */
const QR_MIN_PX = (40 / 25.4) * 96;
const TAX_QUERY = "?importe=1.000&donante=individual&sostenida=yes&regimen=common";

test.use({ viewport: A4 });

type Ctx = { page: Page; waitForHydration: () => Promise<void> };

const visible = (locator: Locator) => locator.evaluate((element) => element.checkVisibility());

/** The frame as a reader of the paper would miss it: no menu, footer, cookie banner; whose page it is, on top. */
async function expectPrintedFrame(page: Page, tenantName: string) {
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("contentinfo")).toBeHidden();
  const chrome = await page.locator(".menu-button, .site-menu, .header-tools, .consent-banner").all();
  expect(chrome.length).toBeGreaterThan(0);
  for (const part of chrome) expect(await visible(part), await part.evaluate((element) => element.className)).toBe(false);
  await expect(page.locator(".print-source")).toBeVisible();
  await expect(page.locator(".print-source")).toContainText(tenantName);
  await expect(page.locator(".print-source")).toContainText(new URL(page.url()).pathname);
  const ink = await page.locator("main h1").evaluate((h1) => [getComputedStyle(h1).color, getComputedStyle(document.body).backgroundColor]);
  expect(ink[0]).toBe("rgb(0, 0, 0)");
  expect(ink[1]).toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(255, 255, 255\)$/);
}

/** Back on a screen, the chrome is where it was and the print-only line is gone. */
async function expectScreenUnchanged(page: Page) {
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator(".site-header .menu-button, .site-header .main-nav").first()).toBeVisible();
  await expect(page.locator(".print-source")).toBeHidden();
}

/** The printed page as a picture, with @page's margins; compared like look.spec.ts's unless the content changes each run. */
async function picture(page: Page, name: string, testInfo: TestInfo, { compare = true } = {}) {
  await waitForImagesAndFonts(page);
  // Through the CSSOM: the CSP refuses an added <style>.
  const margins = (padding: string) => page.evaluate((value) => (document.body.style.padding = value), padding);
  await margins("15mm 15mm 18mm");
  await page.evaluate(() => window.scrollTo(0, 0));
  if (compare) {
    await expect(page).toHaveScreenshot(`print-${name}.png`, { maxDiffPixelRatio: 0.01, animations: "disabled", caret: "hide" });
  } else if (testInfo.config.updateSnapshots === "all" && testInfo.project.name === "no-js") {
    await page.screenshot({ path: `docs/screenshots/print-${name}.png`, animations: "disabled", caret: "hide" });
  }
  await margins("");
}

test.describe("before the cookie choice", () => {
  test.use({ consentCookie: null });

  test("the agenda prints by day, one compact row per activity, without filters or switches", async ({ page, gotoPage }, testInfo) => {
    await gotoPage(pathTo("agenda"), { host: HOSTS.congreso });
    await expectPrintedFrame(page, "Congreso Demo");
    for (const control of [".filter-form", ".view-switch", ".day-nav"]) expect(await visible(page.locator(control).first())).toBe(false);
    const days = page.locator(".agenda-day");
    expect(await days.count()).toBeGreaterThan(1);
    await expect(days.first().getByRole("heading", { level: 2 })).toBeVisible();
    const first = days.first().locator(".activity-card").first();
    await expect(first.locator(".activity-when")).toBeVisible();
    await expect(first.locator(".activity-title")).toBeVisible();
    await expect(first.locator(".activity-where")).toBeVisible();
    const styles = await first.evaluate((card) => ({
      breakInside: getComputedStyle(card).breakInside,
      heading: getComputedStyle(card.closest(".agenda-day")!.querySelector("h2")!).breakAfter,
      height: card.getBoundingClientRect().height,
    }));
    expect(styles.breakInside).toBe("avoid");
    expect(styles.heading).toBe("avoid");
    // Compact: a row of about four lines, not a screen card with its avatars.
    expect(styles.height).toBeLessThan(110);
    await picture(page, "agenda", testInfo);
    await expectScreenUnchanged(page);
    await expect(page.locator(".filter-form")).toBeVisible();
    await expect(page.locator(".consent-banner")).toBeVisible();
  });
});

test("an activity prints its facts and text, without its forms and buttons", async ({ page, gotoPage }, testInfo) => {
  await gotoPage(ACTIVITY.congreso, { host: HOSTS.congreso });
  await expectPrintedFrame(page, "Congreso Demo");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".facts")).toBeVisible();
  expect(await page.locator(".facts").evaluate((facts) => getComputedStyle(facts).breakInside)).toBe("avoid");
  for (const button of await page.getByRole("main").locator("button, .button:not([href^='http']), .back-link").all())
    expect(await visible(button)).toBe(false);
  await picture(page, "activity", testInfo);
  await expectScreenUnchanged(page);
});

/** A fresh account buys the virtual ticket on `method`, and is on the purchase's result page. */
async function buy(ctx: Ctx, label: string, method: string) {
  const { page } = ctx;
  await logInAt(ctx, await freshAccount("congreso", label), pathTo("purchase"));
  await page.getByRole("radio", { name: /^Entrada virtual · 49/ }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/[?&]entrada=\d+/);
  await ctx.waitForHydration();
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("checkbox", { name: "He leído y acepto las condiciones de compra" }).check();
  await page.getByRole("button", { name: /^(Pagar|Confirmar)/ }).click();
  if (method === "Tarjeta") {
    await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pagar" }).click();
  }
  await page.waitForURL(urlOnPath(pathTo("purchaseOk")));
  await ctx.waitForHydration();
}

test("an order prints what was bought, its reference and its status", async ({ page, waitForHydration }, testInfo) => {
  await buy({ page, waitForHydration }, "print-order", "Tarjeta");
  await expectPrintedFrame(page, "Congreso Demo");
  await expect(page.getByRole("heading", { level: 1, name: "Compra completada" })).toBeVisible();
  await expect(page.getByRole("main").locator(".details-list")).toBeVisible();
  await expect(page.getByRole("main").getByText(/^PED-\d{4}-\d+$/)).toBeVisible();
  expect(await page.locator(".details-list").evaluate((list) => getComputedStyle(list).breakInside)).toBe("avoid");
  // Each run's order has another reference: the picture is drawn by `npm run screenshots`, not compared.
  await picture(page, "order", testInfo, { compare: false });
  await expectScreenUnchanged(page);
});

test("a bank transfer prints its IBAN, amount, reference and an EPC QR code a phone can read", async ({
  page,
  waitForHydration,
}, testInfo) => {
  await buy({ page, waitForHydration }, "print-transfer", "Transferencia bancaria");
  await expectPrintedFrame(page, "Congreso Demo");
  const details = page.locator(".transfer-details");
  await expect(details).toContainText("ES91 2100 0418 4502 0005 1332");
  await expect(details).toContainText("49 €");
  await expect(details.locator("dd.transfer-code").last()).toHaveText(/^PED-/);
  const qr = page.getByRole("img", { name: /Código QR/ });
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(QR_MIN_PX);
  expect(box.height).toBeGreaterThanOrEqual(QR_MIN_PX);
  expect(await page.locator(".transfer").evaluate((section) => getComputedStyle(section).breakInside)).toBe("avoid");
  await picture(page, "transfer", testInfo, { compare: false });
  await expectScreenUnchanged(page);
});

test("a tax calculation prints what was asked, the figures and where the law is", async ({ page, gotoPage }, testInfo) => {
  await gotoPage(`/preguntas-frecuentes${TAX_QUERY}`, { host: HOSTS.mecenazgo });
  await expectPrintedFrame(page, "Mecenazgo Demo");
  const result = page.getByRole("region", { name: "Tu desgravación" });
  await expect(result.locator(".tax-total-deduction dd")).toBeVisible();
  await expect(result.locator(".tax-total-cost dd")).toBeVisible();
  await expect(result.locator(".tax-breakdown")).toBeVisible();
  // What was asked is in the result's words; the form is left out.
  await expect(result.locator(".tax-totals")).toContainText("1.000");
  await expect(result.locator(".tax-breakdown caption")).toContainText("Territorio común (Ley 49/2002), particulares, donación recurrente");
  expect(await visible(page.locator(".tax-form"))).toBe(false);
  const source = result.locator(".tax-source-list a").first();
  const href = await source.getAttribute("href");
  expect(href).toMatch(/^https:\/\//);
  expect(await source.evaluate((link) => getComputedStyle(link, "::after").content)).toBe(`" (${href})"`);
  await picture(page, "tax", testInfo);
  await expectScreenUnchanged(page);
  expect(await source.evaluate((link) => getComputedStyle(link, "::after").content)).toBe("none");
});
