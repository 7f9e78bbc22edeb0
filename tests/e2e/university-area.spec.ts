// Universidad Demo's sectioned private area, with and without JavaScript: four custom-form tabs that
// save and come back prefilled, refusals beside their field, times, and uploaded files.
import type { Page } from "@playwright/test";
import { CONSENT_COOKIE } from "../../app/consent/consent";
import { pathTo } from "../../app/paths";
import { urlEndingWith } from "../paths";
import { expect, test, urlOf } from "./fixtures";
import { freshAccount, logInAt } from "./accounts";

const HOST = "universidad.localhost";
const PROFILE = pathTo("profile");

test.describe("Universidad Demo private area", () => {
  test.describe.configure({ timeout: 90_000 });

  // The fixtures give the consent cookie to the other demo hosts; this one gets it here.
  test.beforeEach(async ({ context, consentCookie }) => {
    if (consentCookie) await context.addCookies([{ name: CONSENT_COOKIE, value: consentCookie, url: urlOf("/", HOST), sameSite: "Lax" }]);
  });

  /** A section's form, its tab clicked first with JavaScript. */
  async function openSection(page: Page, javaScriptEnabled: boolean, title: string) {
    if (javaScriptEnabled !== false) await page.getByRole("tab", { name: title, exact: true }).click();
    return page.getByRole("form", { name: title, exact: true });
  }

  const logIn = (page: Page, waitForHydration: () => Promise<void>, email = "ana@example.com") =>
    logInAt({ page, waitForHydration }, email, PROFILE, HOST);

  test("the four sections save and come back prefilled; a refusal lands beside its field", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await logIn(page, waitForHydration);
    for (const title of ["Inscripción", "Alojamiento y viaje", "Inscripción académica", "Logística"]) {
      const tab =
        javaScriptEnabled === false
          ? page.getByRole("link", { name: title, exact: true })
          : page.getByRole("tab", { name: title, exact: true });
      await expect(tab).toBeVisible();
    }
    await expectNoAxeViolations();

    const open = (title: string) => openSection(page, javaScriptEnabled, title);
    const stamp = String(Date.now()).slice(-6);

    // Registration.
    let form = await open("Inscripción");
    await form.getByLabel("Categoría").selectOption({ label: "Personal investigador o docente" });
    await form.getByLabel("Institución", { exact: true }).fill(`UPV/EHU ${stamp}`);
    await form.getByLabel("NIF para la factura (opcional)").fill("B12345678");
    await form.getByRole("button", { name: "Guardar: Inscripción" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#inscripcion`));
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Tus datos se han guardado." })).toBeVisible();

    // Lodging and travel: a departure before the arrival is refused by the backend, beside its field.
    form = await open("Alojamiento y viaje");
    await form.getByLabel("Fecha de llegada").fill("2027-03-10");
    await form.getByLabel("Fecha de salida").fill("2027-03-08");
    await form.getByLabel("Medio de transporte (opcional)").selectOption({ label: "Tren" });
    await form.getByLabel("Alojamiento", { exact: true }).selectOption({ label: "Hotel Río (a 5 min en tranvía)" });
    await form.getByLabel("Necesidades especiales (opcional)").fill(`Habitación adaptada ${stamp}`);
    await form.getByRole("button", { name: "Guardar: Alojamiento y viaje" }).click();
    await waitForHydration();
    form = page.getByRole("form", { name: "Alojamiento y viaje", exact: true });
    const departure = form.getByLabel("Fecha de salida");
    await expect(departure).toHaveAccessibleDescription(/Error: La fecha de salida no puede ser anterior a la de llegada\./);
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary.getByRole("link")).toHaveText(["Fecha de salida: La fecha de salida no puede ser anterior a la de llegada."]);
    await expect(departure).toHaveValue("2027-03-08");
    await expect(form.getByLabel("Fecha de llegada")).toHaveValue("2027-03-10");
    await expect(form.getByLabel("Medio de transporte (opcional)")).toHaveValue("train");
    await expect(form.getByLabel("Alojamiento", { exact: true })).toHaveValue("hotel-rio");
    await expect(form.getByLabel("Necesidades especiales (opcional)")).toHaveValue(`Habitación adaptada ${stamp}`);
    await expectNoAxeViolations();
    await departure.fill("2027-03-13");
    await form.getByRole("button", { name: "Guardar: Alojamiento y viaje" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#alojamiento-y-viaje`));
    await waitForHydration();

    // Academic registration.
    form = await open("Inscripción académica");
    await form.getByLabel("Programa").selectOption({ label: "Máster en Ciencia de Datos" });
    await form.getByLabel("Créditos que solicitas").selectOption({ label: "2 ECTS" });
    await form.getByRole("button", { name: "Guardar: Inscripción académica" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#inscripcion-academica`));
    await waitForHydration();

    // Logistics.
    form = await open("Logística");
    await form.getByLabel("Necesidades alimentarias (opcional)").fill("Vegetariana");
    await form.getByLabel("Nombre en la acreditación").fill(`Ana G. ${stamp}`);
    await form.getByRole("button", { name: "Guardar: Logística" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#logistica`));
    await waitForHydration();

    // A reload: every section prefilled with what was saved.
    await gotoPage(PROFILE, { host: HOST });
    form = await open("Inscripción");
    await expect(form.getByLabel("Categoría")).toHaveValue("researcher");
    await expect(form.getByLabel("Institución", { exact: true })).toHaveValue(`UPV/EHU ${stamp}`);
    form = await open("Alojamiento y viaje");
    await expect(form.getByLabel("Fecha de salida")).toHaveValue("2027-03-13");
    await expect(form.getByLabel("Alojamiento", { exact: true })).toHaveValue("hotel-rio");
    form = await open("Inscripción académica");
    await expect(form.getByLabel("Programa")).toHaveValue("master-data");
    await expect(form.getByLabel("Créditos que solicitas")).toHaveValue("2");
    form = await open("Logística");
    await expect(form.getByLabel("Nombre en la acreditación")).toHaveValue(`Ana G. ${stamp}`);
    await expectNoAxeViolations();
  });

  test("the summary counts the complete sections; saving one adds to it; it links to the first section", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    // A fresh account: the seeded one's sections are saved by the other tests (one demo API for both projects).
    await logIn(page, waitForHydration, await freshAccount("universidad", "resumen"));
    const summary = page.getByRole("navigation", { name: "Resumen de tu área privada" });
    // Only the sections: a new account has booked nothing, so no activity or order is counted.
    await expect(summary.getByRole("link")).toHaveText(["Inscripción: 0 de 4 secciones completas"]);
    await expectNoAxeViolations();

    if (javaScriptEnabled !== false) await page.getByRole("tab", { name: "Logística", exact: true }).click();
    const form = page.getByRole("form", { name: "Logística", exact: true });
    await form.getByLabel("Nombre en la acreditación").fill("Prueba P.");
    await form.getByRole("button", { name: "Guardar: Logística" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#logistica`));
    await waitForHydration();
    await expect(summary.getByRole("link")).toHaveText(["Inscripción: 1 de 4 secciones completas"]);
    const count = summary.getByRole("link", { name: "Inscripción: 1 de 4 secciones completas", exact: true });
    await expect(count).toHaveAttribute("href", "#inscripcion");
    await count.click();
    await expect(page).toHaveURL(urlEndingWith(`${PROFILE}#inscripcion`));
    if (javaScriptEnabled !== false)
      await expect(page.getByRole("tab", { name: "Inscripción", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: "Inscripción", exact: true })).toBeInViewport();
    // In English, the same count in its words.
    await gotoPage(`/en${PROFILE}`, { host: HOST });
    await expect(page.getByRole("navigation", { name: "Summary of your private area" }).getByRole("link").first()).toHaveText(
      "Registration: 1 of 4 sections complete",
    );
  });

  test("a section in English: a required field refused, the rest kept", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await logIn(page, waitForHydration);
    await gotoPage(`/en${PROFILE}`, { host: HOST });
    if (javaScriptEnabled !== false) await page.getByRole("tab", { name: "Logistics", exact: true }).click();
    const form = page.getByRole("form", { name: "Logistics", exact: true });
    await form.getByLabel("Accessibility needs (optional)").fill("Step-free access");
    await form.getByLabel("Name on the badge").fill("");
    await form.getByRole("button", { name: "Save: Logistics" }).click();
    await waitForHydration();
    const again = page.getByRole("form", { name: "Logistics", exact: true });
    await expect(again.getByLabel("Name on the badge")).toHaveAccessibleDescription("Error: Enter your answer in “Name on the badge”");
    await expect(again.getByLabel("Accessibility needs (optional)")).toHaveValue("Step-free access");
    await expectNoAxeViolations();
  });

  test("times of arrival and departure; a document and a photo uploaded, a wrong one refused beside its field", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    // An account of its own per project: what one saves must not land in the other's reload.
    await logIn(page, waitForHydration, javaScriptEnabled === false ? "mod@example.com" : "eva@example.com");
    const open = (title: string) => openSection(page, javaScriptEnabled, title);
    const stamp = String(Date.now()).slice(-6);

    // Lodging: leaving the same day before arriving is refused beside the departure time.
    let form = await open("Alojamiento y viaje");
    await form.getByLabel("Fecha de llegada").fill("2027-03-10");
    await form.getByLabel("Hora de llegada (opcional)").fill("18:30");
    await form.getByLabel("Fecha de salida").fill("2027-03-10");
    await form.getByLabel("Hora de salida (opcional)").fill("09:15");
    await form.getByLabel("Alojamiento", { exact: true }).selectOption({ label: "Residencia universitaria del campus" });
    await form.getByRole("button", { name: "Guardar: Alojamiento y viaje" }).click();
    await waitForHydration();
    form = page.getByRole("form", { name: "Alojamiento y viaje", exact: true });
    await expect(form.getByLabel("Hora de salida (opcional)")).toHaveAccessibleDescription(/Error:/);
    await expect(form.getByLabel("Hora de llegada (opcional)")).toHaveValue("18:30");
    await form.getByLabel("Fecha de salida").fill("2027-03-12");
    await form.getByRole("button", { name: "Guardar: Alojamiento y viaje" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#alojamiento-y-viaje`));
    await waitForHydration();

    // Academic: a "PDF" that is text is refused by its content, the programme kept; a real one is saved.
    form = await open("Inscripción académica");
    const documentField = () => page.getByRole("form", { name: "Inscripción académica", exact: true }).getByLabel(/Documento acreditativo/);
    await form.getByLabel("Programa").selectOption({ label: "Doctorado en Educación" });
    await form.getByLabel("Créditos que solicitas").selectOption({ label: "3 ECTS" });
    await documentField().setInputFiles({
      name: `falso-${stamp}.pdf`,
      mimeType: "application/pdf",
      buffer: Buffer.from("not a pdf at all"),
    });
    await form.getByRole("button", { name: "Guardar: Inscripción académica" }).click();
    await waitForHydration();
    form = page.getByRole("form", { name: "Inscripción académica", exact: true });
    await expect(documentField()).toHaveAccessibleDescription(/Error: El archivo debe ser PDF, PNG, JPG/);
    await expect(documentField()).toHaveAccessibleDescription(new RegExp(`falso-${stamp}\\.pdf`));
    await expect(form.getByLabel("Programa")).toHaveValue("phd-education");
    await expect(form.getByLabel("Créditos que solicitas")).toHaveValue("3");
    await expectNoAxeViolations();
    await documentField().setInputFiles({
      name: `matricula-${stamp}.pdf`,
      mimeType: "application/pdf",
      buffer: Buffer.from(`%PDF-1.4\n% ${stamp}\n%%EOF\n`),
    });
    await form.getByRole("button", { name: "Guardar: Inscripción académica" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#inscripcion-academica`));
    await waitForHydration();

    // Logistics: a photo.
    form = await open("Logística");
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7), Buffer.from([0xff, 0xd9])]);
    await form.getByLabel(/Foto para la acreditación/).setInputFiles({ name: `ana-${stamp}.jpg`, mimeType: "image/jpeg", buffer: jpeg });
    await form.getByLabel("Nombre en la acreditación").fill(`Ana ${stamp}`);
    await form.getByRole("button", { name: "Guardar: Logística" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#logistica`));
    await waitForHydration();

    // A reload: the times, and each saved file by name; saving again without choosing keeps the file.
    await gotoPage(PROFILE, { host: HOST });
    form = await open("Alojamiento y viaje");
    await expect(form.getByLabel("Hora de llegada (opcional)")).toHaveValue("18:30");
    await expect(form.getByLabel("Hora de salida (opcional)")).toHaveValue("09:15");
    form = await open("Inscripción académica");
    await expect(documentField()).toHaveAccessibleDescription(new RegExp(`Guardado: «matricula-${stamp}\\.pdf»`));
    await form.getByRole("button", { name: "Guardar: Inscripción académica" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#inscripcion-academica`));
    await waitForHydration();
    form = await open("Inscripción académica");
    await expect(documentField()).toHaveAccessibleDescription(new RegExp(`Guardado: «matricula-${stamp}\\.pdf»`));
    form = await open("Logística");
    await expect(form.getByLabel(/Foto para la acreditación/)).toHaveAccessibleDescription(new RegExp(`Guardado: «ana-${stamp}\\.jpg»`));
    await expectNoAxeViolations();
  });
});
