// The private area's records, with and without JavaScript: the accreditation download, refusals as
// messages, "My activities", discarding a pending registration, and the donation certificates.
import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { loginPath, pathPattern, urlEndingWith } from "../paths";
import { fillLogin, freshAccount, registerThroughApi } from "./accounts";
import { expect, test, urlOf } from "./fixtures";
import { logIn } from "./session";

const EVA_FAILED = { title: "Taller: análisis de datos abiertos con Python", slug: "taller-datos-abiertos-python" };
const TITLES = {
  paid: "Taller: prototipado responsable con IA generativa",
  free: "Mesa redonda: salud digital sin brecha",
  pending: "Taller: accesibilidad web de verdad",
  fresh: "IA para el diagnóstico precoz: promesas y límites",
};
/** The paid activity the discard journey's new account registers in (pending payment): id and room. */
const FRESH = { id: 110, roomId: 22 };
const PROFILE = pathTo("profile");
const ACCREDITATION = pathTo("profileDownload", { "*": "acreditacion" });
const YEAR = Number(new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Madrid", year: "numeric" }).format(new Date()));

async function openTab(page: Page, gotoPage: (path: string) => Promise<unknown>, anchor: string) {
  await gotoPage(`${PROFILE}#${anchor}`);
  await expect(page.getByRole("heading", { level: 1, name: "Mi área privada" })).toBeVisible();
}

async function pdfOf(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path).subarray(0, 8).toString("latin1");
}

test.describe("private area records", () => {
  // Long journeys, each with several axe scans.
  test.slow();

  test("a download link needs a login, and after it the file comes", async ({ page, gotoPage, waitForHydration }) => {
    await page.goto(urlOf(ACCREDITATION));
    await expect(page).toHaveURL(urlEndingWith(loginPath(ACCREDITATION)));
    await waitForHydration();
    await fillLogin(page, "ana@example.com");
    const downloading = page.waitForEvent("download");
    await page.getByRole("main").getByRole("button", { name: "Iniciar sesión" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("acreditacion.pdf");
    expect(await pdfOf(download)).toMatch(/^%PDF-/);
    // The login held: the private area opens.
    await gotoPage(PROFILE);
    await expect(page.getByRole("heading", { level: 1, name: "Mi área privada" })).toBeVisible();
  });

  test("ana downloads her accreditation; a certificate the backend refuses comes back as a message", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await logIn(page, waitForHydration, "ana@example.com");
    await page.waitForURL(urlEndingWith(PROFILE));
    await openTab(page, gotoPage, "acreditacion");
    const credentials = page.locator("#acreditacion");
    await expect(credentials).toBeVisible();
    await expectNoAxeViolations();

    const downloading = page.waitForEvent("download");
    await credentials.getByRole("link", { name: "Descargar mi acreditación (PDF)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("acreditacion.pdf");
    expect(await pdfOf(download)).toMatch(/^%PDF-/);

    // Per activity: the paid (attended) one is a file…
    const perActivity = page.waitForEvent("download");
    await credentials.getByRole("link", { name: `Acreditación: ${TITLES.paid} (PDF)` }).click();
    expect(await pdfOf(await perActivity)).toMatch(/^%PDF-/);

    // …the free one's certificate is not issued yet: the backend answers JSON, shown on the page.
    await openTab(page, gotoPage, "certification");
    await page
      .locator("#certification")
      .getByRole("link", { name: `Certificado: ${TITLES.free} (PDF)` })
      .click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#certification`));
    await waitForHydration();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "No se ha podido descargar el archivo: El certificado de esta actividad todavía no está disponible" }),
    ).toBeVisible();
    await expect(page.locator("#certification")).toBeVisible();
    await expectNoAxeViolations();
  });

  test("my activities: ana's paid, free and pending registrations and her orders", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await logIn(page, waitForHydration, "ana@example.com");
    await page.waitForURL(urlEndingWith(PROFILE));
    await openTab(page, gotoPage, "mis-actividades");
    const section = page.locator("#mis-actividades");
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    const card = (title: string) => cards.filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card(TITLES.paid)).toContainText("Pagada");
    await expect(card(TITLES.paid)).toContainText("40,50 €");
    await expect(card(TITLES.free)).toContainText("Gratuita");
    await expect(card(TITLES.pending)).toContainText("Pendiente de pago manual");
    await expect(card(TITLES.pending).getByRole("link", { name: `Descartar la inscripción en ${TITLES.pending}` })).toBeVisible();
    await expect(card(TITLES.paid).getByRole("link", { name: /Descartar/ })).toHaveCount(0);
    await expect(card(TITLES.paid).getByRole("link", { name: TITLES.paid })).toHaveAttribute(
      "href",
      pathTo("conference", { slug: "taller-prototipado-ia-generativa" }),
    );
    await expect(card(TITLES.paid)).toContainText("martes, 9 de marzo de 2027");
    // Date and time read as one phrase: no bare text (the ", ") left as a flex item of its own between them.
    const when = card(TITLES.paid).locator(".activity-when");
    await expect(when).toContainText(/2027, \d/);
    const looseText = await when.evaluate(
      (element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "").length,
    );
    expect(looseText, "text directly inside the flex row floats apart from the date and time").toBe(0);

    const orders = section.getByRole("table");
    await expect(orders.getByRole("row")).toHaveCount(3);
    await expect(orders.getByRole("row", { name: /PED-\d{4}-\d+/ }).first()).toContainText("Pendiente · transferencia");
    await expectNoAxeViolations();
  });

  test("my activities: eva's failed card payment is shown as failed, with a retry and a discard", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await logIn(page, waitForHydration, "eva@example.com");
    await page.waitForURL(urlEndingWith(PROFILE));
    await openTab(page, gotoPage, "mis-actividades");
    const section = page.locator("#mis-actividades");
    const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: EVA_FAILED.title }) });
    await expect(card).toContainText("Pago fallido");
    await expect(card).toContainText("El pago ha fallado: puedes intentarlo de nuevo o descartar la inscripción.");
    await expect(card).not.toContainText("Pendiente de pago manual");
    await expect(card.getByRole("link", { name: `Reintentar el pago de ${EVA_FAILED.title}` })).toHaveAttribute(
      "href",
      pathTo("conferencePurchase", { slug: EVA_FAILED.slug }),
    );
    const discard = card.getByRole("link", { name: `Descartar la inscripción en ${EVA_FAILED.title}` });
    await expect(discard).toHaveAttribute("href", new RegExp(`${pathPattern("profileDiscard", { uuid: "[0-9a-f-]{36}" })}$`));
    await expect(section.getByRole("table")).toContainText("Fallido · tarjeta");
    await expectNoAxeViolations();

    // Discarding goes through the same confirmation step as a pending one (only looked at here).
    await discard.click();
    await page.waitForURL(new RegExp(`${pathPattern("profileDiscard", { uuid: "[0-9a-f-]{36}" })}$`));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "Descartar la inscripción pendiente" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(EVA_FAILED.title);
  });

  test("discard a pending registration after its confirmation step", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    // A new account starts empty: it registers in a paid activity first, which leaves it pending.
    const email = await freshAccount("congreso", "records");
    await registerThroughApi("congreso", email, FRESH.id, FRESH.roomId);
    await logIn(page, waitForHydration, email);
    await page.waitForURL(urlEndingWith(PROFILE));
    await openTab(page, gotoPage, "mis-actividades");
    const section = page.locator("#mis-actividades");
    await expect(section.getByRole("heading", { name: TITLES.fresh })).toBeVisible();

    // The confirmation step explains; "No" changes nothing.
    await section.getByRole("link", { name: `Descartar la inscripción en ${TITLES.fresh}` }).click();
    await page.waitForURL(new RegExp(`${pathPattern("profileDiscard", { uuid: "[0-9a-f-]{36}" })}$`));
    await waitForHydration();
    const confirmUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: "Descartar la inscripción pendiente" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(TITLES.fresh);
    await expect(page).toHaveTitle("Descartar la inscripción pendiente | Congreso Demo");
    await expectNoAxeViolations();
    await page.getByRole("link", { name: "No, volver a mis actividades" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#mis-actividades`));
    await waitForHydration();
    await expect(page.locator("#mis-actividades").getByRole("heading", { name: TITLES.fresh })).toBeVisible();

    // "Yes" discards it: back to my activities with a message; the order is cancelled.
    await gotoPage(new URL(confirmUrl).pathname);
    await page.getByRole("button", { name: "Sí, descartar la inscripción" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#mis-actividades`));
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Has descartado la inscripción pendiente." })).toBeVisible();
    const after = page.locator("#mis-actividades");
    await expect(after).toContainText("Todavía no te has inscrito en ninguna actividad.");
    await expect(after.getByRole("table")).toContainText("Cancelado");
    await expectNoAxeViolations();

    // The same link again: a clear page, not an error.
    const again = await gotoPage(new URL(confirmUrl).pathname);
    expect(again?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Esta inscripción ya no está pendiente" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver a mis actividades" })).toBeVisible();
    await expectNoAxeViolations();
  });

  test("donation certificates: a wrong start year, then last year's and a range, and a download", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await logIn(page, waitForHydration, "ana@example.com");
    await page.waitForURL(urlEndingWith(PROFILE));
    await openTab(page, gotoPage, "certificados-donaciones");
    const section = page.locator("#certificados-donaciones");
    await expectNoAxeViolations();

    // A range with a start that is not a year: the GOV.UK pattern, on a GET form.
    await section.getByLabel("Desde un año hasta hoy").check();
    await section.getByLabel("Año de inicio").fill("20x4");
    await section.getByRole("button", { name: "Consultar certificados" }).click();
    await page.waitForURL(/\?year=range&start=20x4#certificados-donaciones$/);
    await waitForHydration();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link")).toHaveText(["Año de inicio: Debe tener exactamente 4 cifras"]);
    if (javaScriptEnabled) await expect(page.locator(".error-summary")).toBeFocused();
    await expect(page).toHaveTitle("Error: Mi área privada | Congreso Demo");
    const start = page.locator("#certificados-donaciones").getByLabel("Año de inicio");
    await expect(start).toHaveValue("20x4");
    await expect(start).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#certificados-donaciones").getByLabel("Desde un año hasta hoy")).toBeChecked();
    await expectNoAxeViolations();
    await summary.getByRole("link").click();
    await expect(start).toBeFocused();

    // Last year: two recipients, each with its certificate.
    await page
      .locator("#certificados-donaciones")
      .getByLabel(`El año pasado (${YEAR - 1})`)
      .check();
    await page.locator("#certificados-donaciones").getByRole("button", { name: "Consultar certificados" }).click();
    await page.waitForURL(/\?year=past&start=20x4#certificados-donaciones$/);
    await waitForHydration();
    const results = page.getByRole("region", { name: `Certificados de ${YEAR - 1}` }).getByRole("table");
    await expect(results.getByRole("row")).toHaveCount(3);
    await expect(results).toContainText("Asociación Ría Limpia");
    await expect(results).toContainText("Fundación Cultura Abierta");
    await expect(page).toHaveTitle("Mi área privada | Congreso Demo");
    await expectNoAxeViolations();

    const downloading = page.waitForEvent("download");
    await results.getByRole("link", { name: `Descargar el certificado de ${YEAR - 1} de Asociación Ría Limpia (PDF)` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`certificado-donaciones-${YEAR - 1}-G95876543.pdf`);
    expect(await pdfOf(download)).toMatch(/^%PDF-/);

    // A range from a start year: the URL can be shared and opens the same results.
    await gotoPage(`${PROFILE}?year=range&start=${YEAR - 2}#certificados-donaciones`);
    await expect(page.locator("#certificados-donaciones").getByLabel("Año de inicio")).toHaveValue(String(YEAR - 2));
    const range = page.getByRole("region", { name: `Certificados desde ${YEAR - 2}` }).getByRole("table");
    await expect(range.getByRole("row")).toHaveCount(5);
  });
});

// Pictures of the sections for a person to look at (test-results/screenshots/<project>-records-*),
// and what a phone user would notice at once: nothing wider than the screen.
for (const viewport of [
  { label: "narrow", width: 375, height: 800 },
  { label: "wide", width: 1280, height: 900 },
] as const) {
  test.describe(`records screenshots ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`sections ${viewport.label}`, async ({ page, gotoPage, waitForHydration }, testInfo) => {
      test.slow();
      await logIn(page, waitForHydration, "ana@example.com");
      await page.waitForURL(urlEndingWith(PROFILE));
      const shots = [
        { name: "credentials", path: `${PROFILE}#acreditacion` },
        { name: "activities", path: `${PROFILE}#mis-actividades` },
        { name: "certification", path: `${PROFILE}#certification` },
        { name: "donations", path: `${PROFILE}?year=range&start=${YEAR - 3}#certificados-donaciones` },
        { name: "donations-error", path: `${PROFILE}?year=range&start=1#certificados-donaciones` },
      ];
      for (const shot of shots) {
        await gotoPage(shot.path);
        await page.screenshot({
          path: `test-results/screenshots/${testInfo.project.name}-records-${shot.name}-${viewport.label}.png`,
          fullPage: true,
        });
        const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
        expect(width.scroll, `${shot.name}: no horizontal scrolling`).toBeLessThanOrEqual(width.inner);
      }
      const discard = page.locator("#mis-actividades").getByRole("link", { name: /Descartar la inscripción/ });
      await gotoPage(`${PROFILE}#mis-actividades`);
      await gotoPage(new URL((await discard.getAttribute("href"))!, page.url()).pathname);
      await page.screenshot({
        path: `test-results/screenshots/${testInfo.project.name}-records-discard-${viewport.label}.png`,
        fullPage: true,
      });
    });

    test(`failed payment ${viewport.label}`, async ({ page, gotoPage, waitForHydration }, testInfo) => {
      await logIn(page, waitForHydration, "eva@example.com");
      await page.waitForURL(urlEndingWith(PROFILE));
      await gotoPage(`${PROFILE}#mis-actividades`);
      await page.screenshot({
        path: `test-results/screenshots/${testInfo.project.name}-records-activities-failed-${viewport.label}.png`,
        fullPage: true,
      });
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(width.scroll, "no horizontal scrolling").toBeLessThanOrEqual(width.inner);
    });
  });
}
