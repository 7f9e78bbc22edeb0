// Universidad Demo's registration form, after a sign-up and without an account; what was saved is
// read from the demo API's inspection route.
import type { Locator } from "@playwright/test";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { urlAt } from "../paths";
import { unique } from "./accounts";
import { HOSTS, expect, submitMain as submit, test } from "./fixtures";
import { DEMO_API_URL, TENANT_TOKENS } from "./mailbox";

const host = HOSTS.universidad;

// Journeys of several pages with axe scans.
test.describe.configure({ timeout: 90_000 });

type Saved = { kind: string; email: string; reference: string | null; register: Record<string, unknown> };

async function savedRegistrations(): Promise<Saved[]> {
  const res = await fetch(`${DEMO_API_URL}/__demo/registrations?tenant=${TENANT_TOKENS.universidad}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Saved[] }).data;
}

/** The summary lists exactly these messages, in order. */
async function expectMessages(main: Locator, expected: (string | RegExp)[]): Promise<void> {
  await expect(main.locator(".error-summary").getByRole("link")).toHaveText(expected);
}

const ES = {
  category: "Categoría",
  doctoral: "Doctoranda o doctorando",
  institution: "Institución",
  orcid: "ORCID iD (opcional)",
  days: "Días que asistirás",
  wednesday: "Miércoles 17 de marzo",
  conduct: "Acepto el código de conducta del congreso",
};

test.describe("Universidad Demo: the registration form", () => {
  test("after a sign-up (es): every failure at once, values kept, the ORCID refused by the backend, then saved and on to the login page", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    test.setTimeout(150_000);
    const email = `${unique("nerea")}@example.com`;
    await gotoPage(pathTo("signup"), { host });
    const main = page.getByRole("main");
    await main.getByLabel("Nombre", { exact: true }).fill("Nerea");
    await main.getByLabel("Apellidos", { exact: true }).fill("Etxeberria");
    await main.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await main.getByLabel("Teléfono", { exact: true }).fill("698 765 432");
    await main.getByLabel("Contraseña", { exact: true }).fill("Nueva-2026!");
    await main.getByLabel("Repite la contraseña", { exact: true }).fill("Nueva-2026!");
    await main.getByRole("radio", { name: "Mujer", exact: true }).check();
    await main.getByRole("checkbox", { name: "He leído y acepto la política de privacidad" }).check();
    await submit(page, "Crear cuenta", waitForHydration);

    // The registration-form step.
    await expect(page).toHaveURL(urlAt(pathTo("signupRegistration")));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Tu inscripción en el congreso");
    await expect(page).toHaveTitle("Tu inscripción en el congreso | Universidad Demo");
    await expectNoAxeViolations();

    // Nothing chosen but a wrong-looking ORCID typed: every rule fails at once; what was typed stays.
    await main.getByLabel(ES.orcid).fill("0000-0002-1825-0098");
    await submit(page, "Guardar y continuar", waitForHydration);
    await expect(page).toHaveTitle("Error: Tu inscripción en el congreso | Universidad Demo");
    // Each message says which field and what to give it, in the summary and beside the field alike.
    await expectMessages(main, [
      "Elige una opción en «Categoría»",
      "Escribe tu respuesta en «Institución»",
      "Marca al menos una opción en «Días que asistirás»",
      "Marca «Acepto el código de conducta del congreso» para continuar",
    ]);
    await expect(main).not.toContainText("Este campo es obligatorio");
    await expect(main.getByLabel(ES.institution)).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByRole("group", { name: ES.category })).toHaveAccessibleDescription(/Elige una opción en «Categoría»/);
    await expect(main.getByLabel(ES.orcid)).toHaveValue("0000-0002-1825-0098");
    await expectNoAxeViolations();

    // The rules pass; the backend refuses the ORCID's check digit, and says that is what is wrong: its message beside the ORCID.
    await main.getByRole("radio", { name: ES.doctoral }).check();
    await main.getByLabel(ES.institution).fill("Universidad Demo");
    await main.getByRole("checkbox", { name: ES.wednesday }).check();
    await main.getByRole("checkbox", { name: ES.conduct }).check();
    await submit(page, "Guardar y continuar", waitForHydration);
    const orcidMessage = "El ORCID iD tiene la forma correcta, pero su último carácter";
    // The message names its field already: no label in front of it in the summary.
    await expectMessages(main, [new RegExp(`^${orcidMessage}`)]);
    await expect(main.getByLabel(ES.orcid)).toHaveAccessibleDescription(new RegExp(orcidMessage));
    await expect(main.getByLabel(ES.institution)).toHaveValue("Universidad Demo");
    await expect(main.getByRole("radio", { name: ES.doctoral })).toBeChecked();
    await expect(main.getByRole("checkbox", { name: ES.wednesday })).toBeChecked();
    await expectNoAxeViolations();

    // Put right: saved, and the page itself says what happens next, with the way to the login page.
    await main.getByLabel(ES.orcid).fill("0000-0002-1825-0097");
    await submit(page, "Guardar y continuar", waitForHydration);
    await expect(page).toHaveURL(urlAt(pathTo("signupRegistration")));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Inscripción guardada");
    await expect(main).toContainText(`Te hemos enviado un correo a ${email} con un enlace para validar tu cuenta`);
    await expect(main.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", pathTo("login"));
    await expectNoAxeViolations();
    const saved = (await savedRegistrations()).find((entry) => entry.kind === "signup" && entry.email === email);
    expect(saved?.register).toEqual({
      category: "doctoral",
      institution: "Universidad Demo",
      orcid: "0000-0002-1825-0097",
      days: ["2027-03-17"],
      code_of_conduct: true,
    });

    // The step is over: coming back to it leads to the sign-up page.
    await gotoPage(pathTo("signupRegistration"), { host });
    await expect(page).toHaveURL(urlAt(pathTo("signup")));
  });

  test("without an account (en): an error, then the confirmation with its reference", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const email = `${unique("iker")}@example.org`;
    // From the home page's card.
    await gotoPage(localePath("en", pathTo("home")), { host });
    await page.getByRole("main").getByRole("link", { name: "Register without an account" }).click();
    await page.waitForURL(urlAt(localePath("en", pathTo("externalRegistration"))));
    await waitForHydration();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Register without an account");
    await expectNoAxeViolations();

    await main.getByLabel("First name", { exact: true }).fill("Iker");
    await main.getByLabel("Email address", { exact: true }).fill("not-an-address");
    await main.getByRole("checkbox", { name: "Thursday 18 March" }).check();
    await submit(page, "Send registration", waitForHydration);
    await expect(page).toHaveTitle(/^Error: Register without an account/);
    await expectMessages(main, [
      "Surname: Enter your surname",
      "Email address: Enter a valid email address",
      "Choose an option in “Category”",
      "Enter your answer in “Institution”",
      "Tick “I accept the congress code of conduct” to continue",
    ]);
    await expect(main.getByLabel("First name", { exact: true })).toHaveValue("Iker");
    await expect(main.getByRole("checkbox", { name: "Thursday 18 March" })).toBeChecked();
    await expectNoAxeViolations();

    await main.getByLabel("Surname", { exact: true }).fill("Arregi");
    await main.getByLabel("Email address", { exact: true }).fill(email);
    await main.getByRole("radio", { name: "Researcher or lecturer" }).check();
    await main.getByLabel("Institution").fill("Instituto de Biomedicina Demo");
    await main.getByRole("checkbox", { name: "I accept the congress code of conduct" }).check();
    await submit(page, "Send registration", waitForHydration);
    await expect(page).toHaveURL(urlAt(localePath("en", pathTo("externalRegistrationDone"))));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Registration received");
    await expect(main).toContainText(email);
    const saved = (await savedRegistrations()).find((entry) => entry.kind === "external" && entry.email === email);
    expect(saved?.reference).toMatch(/^UD-2027-\d{4}$/);
    await expect(main.getByText(saved!.reference!)).toBeVisible();
    await expectNoAxeViolations();
  });

  test("tenants without a form: no external registration page, sign-up unchanged", async ({ page, gotoPage }) => {
    const response = await gotoPage(pathTo("externalRegistration"), { host: HOSTS.mecenazgo });
    expect(response?.status()).toBe(404);
    await gotoPage(pathTo("signupRegistration"), { host: HOSTS.mecenazgo });
    await expect(page).toHaveURL(urlAt(pathTo("signup")));
    await expect(page.getByRole("link", { name: "Inscríbete sin cuenta" })).toHaveCount(0);
  });

  test("the sign-up page leads to registering without an account", async ({ page, gotoPage }) => {
    await gotoPage(pathTo("signup"), { host });
    await page.getByRole("link", { name: "Inscríbete sin cuenta" }).click();
    await page.waitForURL(urlAt(pathTo("externalRegistration")));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscripción sin cuenta");
  });
});
