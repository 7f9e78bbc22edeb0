// Logging in and out, with and without JavaScript: every outcome the spec names and the GOV.UK error
// pattern. Seed accounts are only read (both projects share the demo API).
import type { Page } from "@playwright/test";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { escapeRegExp, loginPath, pathPattern, urlAt, urlEndingWith } from "../paths";
import { PASSWORD, expectLoggedInHome, fillLogin } from "./accounts";
import { HOSTS, expect, test } from "./fixtures";
import { logOutFromHeader, openAccountMenu } from "./header";
import { latestMail, TENANT_TOKENS } from "./mailbox";

async function submitLogin(page: Page) {
  await page.getByRole("main").getByRole("button", { name: "Iniciar sesión" }).click();
}

test.describe("log in and log out", () => {
  // Journeys of several pages, each scanned by axe (a second browser context without JavaScript).
  test.describe.configure({ timeout: 90_000 });
  test("from a page, log in with remember, come back greeted, then log out", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("agenda"));
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(urlEndingWith(loginPath(pathTo("agenda"))));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    await expect(page).toHaveTitle("Iniciar sesión | Congreso Demo");
    await expectNoAxeViolations();

    await fillLogin(page, "ana@example.com", PASSWORD);
    await page.getByLabel("Recordarme en este dispositivo").check();
    await submitLogin(page);
    await page.waitForURL(urlAt(pathTo("agenda")));
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Has iniciado sesión." })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Hola, Ana")).toBeVisible();
    await openAccountMenu(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi área privada" })).toBeVisible();

    // The session cookie is out of JavaScript's reach and lasts the remembered 30 days.
    const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
    expect(await page.evaluate(() => document.cookie)).not.toContain("session");
    await expectNoAxeViolations();

    // The login page is no place for someone logged in.
    await gotoPage(pathTo("login"));
    await expect(page).toHaveURL(/:\d+\/$/);

    await gotoPage(pathTo("agenda"));
    await logOutFromHeader(page);
    await page.waitForURL(urlAt(pathTo("agenda")));
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Has cerrado la sesión." })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Hola, Ana")).toHaveCount(0);
  });

  test("without remember the cookie ends with the browser", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage(pathTo("login"));
    await fillLogin(page, "ana@example.com", PASSWORD);
    await submitLogin(page);
    await expectLoggedInHome(page, waitForHydration, "Ana");
    const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-session");
    expect(cookie?.expires).toBe(-1);
  });

  test("an empty form: every error in the summary and beside its field, title prefixed", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("login"));
    await page.getByRole("main").getByLabel("Correo electrónico").fill("ana@");
    await submitLogin(page);
    await waitForHydration();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link")).toHaveText([
      "Correo electrónico: Introduce un correo electrónico válido",
      "Contraseña: Este campo es obligatorio",
    ]);
    await expect(page).toHaveTitle("Error: Iniciar sesión | Congreso Demo");

    const email = page.getByRole("textbox", { name: "Correo electrónico" });
    await expect(email).toHaveValue("ana@");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Error: Introduce un correo electrónico válido/);
    const password = page.getByLabel("Contraseña", { exact: true });
    await expect(password).toHaveAccessibleDescription(/Error: Este campo es obligatorio/);
    if (javaScriptEnabled) await expect(page.locator(".error-summary")).toBeFocused();

    // The summary's link takes the visitor to the field, and the messages stay.
    await summary.getByRole("link", { name: "Este campo es obligatorio" }).click();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(summary).toBeVisible();
    await expectNoAxeViolations();
  });

  test("wrong password: the catalogue's message, a way to reset, nothing typed lost but the password", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("login"));
    await fillLogin(page, "ana@example.com", "Not-her-2026!");
    await submitLogin(page);
    await waitForHydration();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("El correo electrónico o la contraseña no son válidos.");
    // The summary's entry is a link to the field to fix, and the message stands beside it too.
    const email = page.getByRole("textbox", { name: "Correo electrónico" });
    await summary.getByRole("link", { name: "El correo electrónico o la contraseña no son válidos." }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/El correo electrónico o la contraseña no son válidos/);
    await expect(email).toHaveValue("ana@example.com");
    await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue("");
    await expect(page.locator("body")).not.toContainText("Not-her-2026!");
    await expect(summary.getByRole("link", { name: "Restablece tu contraseña" })).toHaveAttribute(
      "href",
      `${pathTo("passwordResetRequest")}?email=ana%40example.com`,
    );
    await expectNoAxeViolations();
  });

  test("e-mail not verified: told to check the inbox", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage(pathTo("login"));
    await fillLogin(page, "carla@example.com", PASSWORD);
    await submitLogin(page);
    await waitForHydration();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Tu correo electrónico aún no está verificado.");
    await expect(summary).toContainText("Revisa tu bandeja de entrada");
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  });

  test("account disabled on the web channel: instructions to re-enable it are e-mailed on request", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("login"));
    await fillLogin(page, "dani@example.com", PASSWORD);
    await submitLogin(page);
    await waitForHydration();
    await expect(page.getByRole("alert")).toContainText("Tu cuenta no está activa en el canal web.");
    const offer = page.getByRole("region", { name: "Cuenta desactivada" });
    await expect(offer).toBeVisible();
    await expectNoAxeViolations();

    const since = new Date().toISOString();
    await offer.getByRole("button", { name: "Enviarme las instrucciones" }).click();
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Instrucciones enviadas" })).toContainText("dani@example.com");
    const mail = await latestMail("dani@example.com", "link", since);
    expect(mail.link).toMatch(new RegExp(`^${pathPattern("passwordResetConfirm", { token: ".+" })}`));
  });

  test("two-factor: a wrong code is refused, the mailed one logs in and returns to origin", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    // Each project logs Bruno in on its own tenant, so neither reads the other's code.
    const tenant = javaScriptEnabled === false ? "eventos" : "mecenazgo";
    await gotoPage(loginPath(pathTo("speakers")), { host: HOSTS[tenant] });
    const since = new Date().toISOString();
    await fillLogin(page, "bruno@example.com", PASSWORD);
    await submitLogin(page);
    await page.waitForURL(urlEndingWith(pathTo("twoFactor")));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "Código de verificación" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("bruno@example.com");
    await expectNoAxeViolations();

    const mail = await latestMail("bruno@example.com", "code", since, TENANT_TOKENS[tenant]);
    const wrong = mail.code === "000000" ? "111111" : "000000";
    await page.getByLabel("Código").fill(wrong);
    await page.getByRole("button", { name: "Verificar" }).click();
    await waitForHydration();
    await expect(page.getByRole("alert")).toContainText("El código introducido es incorrecto");
    await expect(page.getByLabel("Código")).toHaveAccessibleDescription(/El código introducido es incorrecto/);
    await expect(page).toHaveTitle(/^Error: Código de verificación/);
    await expectNoAxeViolations();

    await page.getByLabel("Código").fill(mail.code!);
    await page.getByRole("button", { name: "Verificar" }).click();
    await page.waitForURL(urlAt(pathTo("speakers")));
    await waitForHydration();
    await expect(page.getByRole("banner").getByText("Hola, Bruno")).toBeVisible();
  });

  test("missing required fields: a notice after login links to the profile", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("login"));
    await fillLogin(page, "eva@example.com", PASSWORD);
    await submitLogin(page);
    await page.waitForURL(/:\d+\/$/);
    await waitForHydration();
    const notice = page.getByRole("region", { name: "Tu perfil está incompleto" });
    await expect(notice).toContainText("teléfono");
    await expect(notice.getByRole("link", { name: "Completar mi perfil" })).toHaveAttribute(
      "href",
      `${pathTo("profile")}#datos-personales`,
    );
    await expectNoAxeViolations();
    // Shown once, after the login.
    await gotoPage(pathTo("agenda"));
    await expect(page.getByRole("region", { name: "Tu perfil está incompleto" })).toHaveCount(0);
  });

  test("in English: labels and the catalogue's messages", async ({ page, gotoPage, waitForHydration, expectNoAxeViolations }) => {
    await gotoPage(localePath("en", pathTo("login")));
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await page.getByLabel("Email address").fill("ana@example.com");
    await page.getByLabel("Password", { exact: true }).fill("Wrong-2026!");
    await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
    await waitForHydration();
    await expect(page.getByRole("alert")).toContainText("The email address or the password is not valid.");
    await expect(page).toHaveTitle("Error: Log in | Congreso Demo");
    await expect(page.getByRole("alert").getByRole("link", { name: "Reset your password" })).toHaveAttribute(
      "href",
      new RegExp(`^${escapeRegExp(localePath("en", pathTo("passwordResetRequest")))}`),
    );
    await expectNoAxeViolations();
  });
});
