// Forgotten and changed passwords, each journey on a fresh account made through the demo API.
import type { Page } from "@playwright/test";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { escapeRegExp, loginPath, pathPattern, urlEndingWith } from "../paths";
import { PASSWORD, freshAccount as newAccount, submitLogin } from "./accounts";
import { expect, test } from "./fixtures";
import { logOutFromHeader } from "./header";
import { DEMO_API_URL, TENANT_TOKENS, latestMail } from "./mailbox";

const TENANT = TENANT_TOKENS.congreso;
const NEW_PASSWORD = "Cambiada-2026?";

const freshAccount = (label: string) => newAccount("congreso", label);

/** A password reset link for `email`, asked for through the demo API and read from its mailbox. */
async function resetLink(email: string): Promise<string> {
  const since = new Date().toISOString();
  const res = await fetch(`${DEMO_API_URL}/customer/reset-password-request`, {
    method: "POST",
    headers: { "X-Tenant": TENANT, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const mail = await latestMail(email, "link", since);
  expect(mail.link).toMatch(new RegExp(`^${pathPattern("passwordResetConfirm", { token: "\\S+" })}$`));
  return mail.link!;
}

/** The message beside a field (its accessible description includes the error). */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByRole("main").getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const errorSummary = (page: Page) => page.getByRole("main").locator(".error-summary");

/** On the login page: the old password is refused, the new one logs in (to the home page). */
async function expectOnlyNewPassword(page: Page, waitForHydration: () => Promise<void>, email: string) {
  await submitLogin(page, email, PASSWORD);
  await expect(errorSummary(page)).toContainText("El correo electrónico o la contraseña no son válidos.");
  await submitLogin(page, email, NEW_PASSWORD);
  await page.waitForURL(/:\d+\/$/);
  await waitForHydration();
  await expect(page.getByRole("banner")).toContainText("Hola, Prueba");
}

test.describe("forgotten password", () => {
  test("request from the login page: a malformed address is refused, the real one gets a notice and an e-mailed link to the new password form", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    test.slow(); // a long journey, with axe on four page states
    const email = await freshAccount("reset");

    // From the login page's link to the request form.
    await gotoPage(pathTo("login"));
    await page.getByRole("main").getByRole("link", { name: "¿Has olvidado tu contraseña?" }).click();
    await page.waitForURL(urlEndingWith(pathTo("passwordResetRequest")));
    await waitForHydration();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Recuperar la contraseña");
    await expect(page).toHaveTitle("Recuperar la contraseña | Congreso Demo");
    await expectNoAxeViolations();

    // A malformed address: said beside the field and in the summary, the typed text kept.
    await main.getByLabel("Correo electrónico").fill("no-es-un-correo");
    await main.getByRole("button", { name: "Enviarme el enlace" }).click();
    await expect(errorSummary(page)).toContainText("Introduce un correo electrónico válido");
    await expect(page).toHaveTitle(/^Error: Recuperar la contraseña/);
    await expectFieldError(page, "Correo electrónico", "Introduce un correo electrónico válido");
    await expect(main.getByLabel("Correo electrónico")).toHaveValue("no-es-un-correo");
    await expectNoAxeViolations();

    // The real address: a notice that says nothing about whether the account exists.
    const since = new Date().toISOString();
    await main.getByLabel("Correo electrónico").fill(email);
    await main.getByRole("button", { name: "Enviarme el enlace" }).click();
    await page.waitForURL(/\?sent=1$/);
    await waitForHydration();
    const notice = main.getByRole("status");
    await expect(notice).toContainText("Revisa tu correo electrónico");
    await expect(notice).toContainText("Si existe una cuenta con ese correo electrónico");
    await expect(page).toHaveTitle("Recuperar la contraseña | Congreso Demo");
    await expectNoAxeViolations();

    // The e-mailed link opens the new password form.
    const mail = await latestMail(email, "link", since);
    expect(mail.link).toMatch(new RegExp(`^${pathPattern("passwordResetConfirm", { token: "\\S+" })}$`));
    await gotoPage(mail.link!);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Elige una contraseña nueva");
    await expect(main.getByLabel("Nueva contraseña", { exact: true })).toHaveAccessibleDescription(/Al menos 8 caracteres/);
    await expectNoAxeViolations();
  });

  test("the e-mailed link: every failing rule reported, then a new password that logs in instead of the old one; the link works once", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    test.slow(); // a long journey, with axe on three page states
    const email = await freshAccount("reset-link");
    // The link as the request above gets it (that journey asks through the portal's form).
    const link = await resetLink(email);
    await gotoPage(link);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Elige una contraseña nueva");

    // Weak and mismatched: every failing rule, beside each field and in the summary; nothing typed comes back.
    const weak = "Qz9";
    await main.getByLabel("Nueva contraseña", { exact: true }).fill(weak);
    await main.getByLabel("Repite la nueva contraseña").fill("Qz9-otra");
    await main.getByRole("button", { name: "Guardar la contraseña" }).click();
    await expect(errorSummary(page)).toBeVisible();
    await expect(page).toHaveTitle(/^Error: Elige una contraseña nueva/);
    const summary = errorSummary(page);
    await expect(summary.getByRole("link")).toHaveText([
      "Nueva contraseña: Debe tener al menos 8 caracteres",
      /^Nueva contraseña: La contraseña debe contener al menos una letra, un número y un carácter especial/,
      "Repite la nueva contraseña: Las contraseñas no coinciden",
    ]);
    await expectFieldError(page, "Nueva contraseña", "Debe tener al menos 8 caracteres");
    await expectFieldError(page, "Nueva contraseña", "La contraseña debe contener al menos una letra");
    await expectFieldError(page, "Repite la nueva contraseña", "Las contraseñas no coinciden");
    await expect(main.getByLabel("Nueva contraseña", { exact: true })).toHaveValue("");
    await expect(main.getByLabel("Repite la nueva contraseña")).toHaveValue("");
    expect(await page.content()).not.toContain(weak);
    // The summary's links lead to their fields.
    await expect(summary.getByRole("link", { name: "Las contraseñas no coinciden" })).toHaveAttribute(
      "href",
      `#${await main.getByLabel("Repite la nueva contraseña").getAttribute("id")}`,
    );
    await expectNoAxeViolations();

    // A good one: the login page, with a toast that says so.
    await main.getByLabel("Nueva contraseña", { exact: true }).fill(NEW_PASSWORD);
    await main.getByLabel("Repite la nueva contraseña").fill(NEW_PASSWORD);
    await main.getByRole("button", { name: "Guardar la contraseña" }).click();
    await page.waitForURL(urlEndingWith(pathTo("login")));
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Tu contraseña se ha cambiado" })).toContainText(
      "Inicia sesión con la contraseña nueva.",
    );
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
    await expectNoAxeViolations();

    // The old password no longer works; the new one does.
    await expectOnlyNewPassword(page, waitForHydration, email);

    // The same link again: refused, with a way to ask for a new one.
    await gotoPage(link);
    await main.getByLabel("Nueva contraseña", { exact: true }).fill("Otra-2026!x");
    await main.getByLabel("Repite la nueva contraseña").fill("Otra-2026!x");
    await main.getByRole("button", { name: "Guardar la contraseña" }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("El enlace no es válido");
    await expect(errorSummary(page)).toContainText("El enlace para restablecer la contraseña no es válido o ha caducado.");
    await expect(page).toHaveTitle(/^Error: /);
    await expect(main.getByLabel("Nueva contraseña", { exact: true })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Pedir un enlace nuevo" })).toHaveAttribute("href", pathTo("passwordResetRequest"));
    expect(await page.content()).not.toContain("Otra-2026!x");
    await expectNoAxeViolations();
  });

  test("/en: the wrong-credentials message leads to the request with the address filled in; an unknown address gets the same notice", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const unknown = `nobody-${test.info().project.name}-${Date.now()}@example.com`;
    await gotoPage(localePath("en", pathTo("login")));
    const main = page.getByRole("main");
    await main.getByLabel("Email address").fill(unknown);
    await main.getByLabel("Password", { exact: true }).fill("Whatever-2026!");
    await main.getByRole("button", { name: "Log in" }).click();
    await main.getByRole("link", { name: "Reset your password" }).click();
    await page.waitForURL(new RegExp(escapeRegExp(`${localePath("en", pathTo("passwordResetRequest"))}?email=`)));
    await waitForHydration();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    await expect(main.getByLabel("Email address")).toHaveValue(unknown);
    await expect(main.getByRole("link", { name: "Back to log in" })).toHaveAttribute("href", localePath("en", pathTo("login")));
    await expectNoAxeViolations();

    await main.getByRole("button", { name: "Send me the link" }).click();
    await page.waitForURL(urlEndingWith(`${localePath("en", pathTo("passwordResetRequest"))}?sent=1`));
    await waitForHydration();
    await expect(main.getByRole("status")).toContainText(
      "If there is an account with that email address, you will get a message with a link to choose a new password in a few minutes.",
    );
    await expect(main.getByRole("button", { name: "Send the link again" })).toBeVisible();
    await expectNoAxeViolations();
  });

  test("a link without a token says it is not valid and offers a new one", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(pathTo("passwordResetConfirm"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("El enlace no es válido");
    await expect(page).toHaveTitle("El enlace no es válido | Congreso Demo");
    await expect(main.getByRole("link", { name: "Pedir un enlace nuevo" })).toHaveAttribute("href", pathTo("passwordResetRequest"));
    await expect(main.getByRole("textbox")).toHaveCount(0);
    await expectNoAxeViolations();
  });
});

test.describe("change password", () => {
  test("login required, wrong current password, new equal to current, then a change that the next login uses", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    test.slow(); // a long journey, with axe on five page states
    const email = await freshAccount("change");

    // Anonymous: to the login page with where they were; after login, back on the form.
    await gotoPage(pathTo("changePassword"));
    await expect(page).toHaveURL(urlEndingWith(loginPath(pathTo("changePassword"))));
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL(urlEndingWith(pathTo("changePassword")));
    await waitForHydration();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Cambiar la contraseña");
    await expect(page).toHaveTitle("Cambiar la contraseña | Congreso Demo");
    await expectNoAxeViolations();

    // Wrong current password: the backend's refusal beside that field.
    const current = main.getByLabel("Contraseña actual");
    const fresh = main.getByLabel("Nueva contraseña", { exact: true });
    const confirm = main.getByLabel("Repite la nueva contraseña");
    await current.fill("Equivocada-2026!");
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await main.getByRole("button", { name: "Cambiar la contraseña" }).click();
    await expect(errorSummary(page)).toContainText("La contraseña actual no es correcta.");
    await expect(page).toHaveTitle(/^Error: Cambiar la contraseña/);
    await expectFieldError(page, "Contraseña actual", "La contraseña actual no es correcta.");
    await expect(fresh).not.toHaveAttribute("aria-invalid", "true");
    for (const field of [current, fresh, confirm]) await expect(field).toHaveValue("");
    expect(await page.content()).not.toContain("Equivocada-2026!");
    await expectNoAxeViolations();

    // The new password equal to the current one.
    await current.fill(PASSWORD);
    await fresh.fill(PASSWORD);
    await confirm.fill(PASSWORD);
    await main.getByRole("button", { name: "Cambiar la contraseña" }).click();
    await expect(errorSummary(page).getByRole("link")).toHaveText(["Nueva contraseña: La nueva contraseña debe ser distinta de la actual"]);
    await expectFieldError(page, "Nueva contraseña", "La nueva contraseña debe ser distinta de la actual");
    await expect(current).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations();

    // A good change: home, with a toast; still logged in.
    await current.fill(PASSWORD);
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await main.getByRole("button", { name: "Cambiar la contraseña" }).click();
    await page.waitForURL(/:\d+\/$/);
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Tu contraseña se ha cambiado" })).toContainText(
      "La próxima vez, inicia sesión con la nueva.",
    );
    const banner = page.getByRole("banner");
    await expect(banner).toContainText("Hola, Prueba");
    await expectNoAxeViolations();

    // Log out and in again: the old password is refused, the new one works.
    await logOutFromHeader(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await gotoPage(pathTo("login"));
    await expectOnlyNewPassword(page, waitForHydration, email);
  });

  test("/en: after login the English form; its errors in English", async ({ page, gotoPage, waitForHydration, expectNoAxeViolations }) => {
    const email = await freshAccount("change-en");
    await gotoPage(localePath("en", pathTo("changePassword")));
    await expect(page).toHaveURL(urlEndingWith(loginPath(localePath("en", pathTo("changePassword")), "en")));
    const main = page.getByRole("main");
    await main.getByLabel("Email address").fill(email);
    await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await main.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(urlEndingWith(localePath("en", pathTo("changePassword"))));
    await waitForHydration();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Change your password");
    await main.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveTitle(/^Error: Change your password/);
    await expect(errorSummary(page).getByRole("link")).toHaveText([
      "Current password: This field is required",
      "New password: This field is required",
      "Confirm new password: This field is required",
    ]);
    await expectFieldError(page, "Current password", "This field is required");
    await expect(main.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
      /It must be different from your current one\./,
    );
    await expectNoAxeViolations();
  });
});
