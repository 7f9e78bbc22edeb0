// "Add to my calendar": the .ics of an activity (page and agenda dialog) and of the private area.
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { eventsOf, parseCalendar } from "../ical";
import { urlEndingWith } from "../paths";
import { expect, test } from "./fixtures";
import { logIn } from "./session";

const OPENING = "Inauguración: una inteligencia artificial al servicio de las personas";
const OPENING_SLUG = "inauguracion-ia-para-las-personas";
const ADD = "Añadir a mi calendario (.ics)";

async function downloadedEvent(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  expect(download.suggestedFilename()).toBe(`${OPENING_SLUG}.ics`);
  const events = eventsOf(parseCalendar(await readFile(await pathOf(download))));
  expect(events).toHaveLength(1);
  return events[0];
}

async function pathOf(download: Download): Promise<string> {
  const path = await download.path();
  expect(path).toBeTruthy();
  return path!;
}

test.describe("add to calendar", () => {
  test("from an activity's page: the file is the activity, in UTC; the page stays", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const pagePath = pathTo("conference", { slug: OPENING_SLUG });
    await gotoPage(pagePath);
    const link = page.getByRole("link", { name: ADD });
    await expect(link).toBeVisible();
    await expectNoAxeViolations();
    const event = await downloadedEvent(page, () => link.click());
    expect(event).toMatchObject({
      UID: "conference-102@localhost",
      DTSTART: "20270309T083000Z",
      DTEND: "20270309T093000Z",
      SUMMARY: OPENING,
    });
    expect(new URL(event.URL).pathname).toBe(pagePath);
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
    await expect(page.getByRole("heading", { level: 1, name: OPENING })).toBeVisible();
  });

  test("from the agenda's dialog, in the page's language", async ({ page, gotoPage }) => {
    await gotoPage(`${localePath("en", pathTo("agenda"))}?actividad=${OPENING_SLUG}`);
    const dialog = page.getByRole("dialog");
    const link = dialog.getByRole("link", { name: "Add to my calendar (.ics)" });
    await expect(link).toHaveAttribute("href", localePath("en", pathTo("conferenceCalendar", { slug: OPENING_SLUG })));
    const event = await downloadedEvent(page, () => link.click());
    expect(event).toMatchObject({
      UID: "conference-102@localhost",
      DTSTART: "20270309T083000Z",
      SUMMARY: "Opening: artificial intelligence at the service of people",
    });
    await expect(dialog).toBeVisible();
  });
});

test.describe("my activities in my calendar", () => {
  test("from the private area: one file with every registration of ana's, the pending one said so", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const profile = pathTo("profile");
    await logIn(page, waitForHydration, "ana@example.com");
    await page.waitForURL(urlEndingWith(profile));
    await gotoPage(`${profile}#mis-actividades`);
    const section = page.locator("#mis-actividades");
    const link = section.getByRole("link", { name: "Añadir mis actividades a mi calendario (.ics)" });
    await expect(link).toHaveAttribute("href", pathTo("profileCalendar"));
    await expectNoAxeViolations();

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("mis-actividades.ics");
    const events = eventsOf(parseCalendar(await readFile(await pathOf(download))));
    expect(events.map((event) => event.SUMMARY).sort()).toEqual([
      "Mesa redonda: salud digital sin brecha",
      "Taller: accesibilidad web de verdad",
      "Taller: prototipado responsable con IA generativa",
    ]);
    const pending = events.find((event) => event.SUMMARY === "Taller: accesibilidad web de verdad")!;
    expect(pending.DESCRIPTION).toContain("Inscripción pendiente de pago.");
    expect(new URL(pending.URL).pathname).toBe(pathTo("conference", { slug: "taller-accesibilidad-web" }));
    // A download, not a navigation: the private area stays.
    await expect(page.getByRole("heading", { level: 1, name: "Mi área privada" })).toBeVisible();
  });
});
