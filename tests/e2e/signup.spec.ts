// Accounts that come into being: sign-up, the backend's refusals, invitation sign-up, SSO login and
// registration, and the one-use validation link; fresh accounts only (the demo accounts are shared).
import type { Locator } from "@playwright/test";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { loginPath, pathPattern, urlAt } from "../paths";
import { fillLogin, submitLogin, unique } from "./accounts";
import { HOSTS, expect, submitMain as submit, test, toast } from "./fixtures";
import { latestMail, mailsTo } from "./mailbox";

const PASSWORD = "Nueva-2026!";

// Journeys of several pages with axe scans (each scan without JS opens a scratch page).
test.describe.configure({ timeout: 60_000 });

/** A unique e-mail address (or id) per project and run. */

type SignUpValues = {
  name?: string;
  surname?: string;
  email?: string;
  telephone?: string;
  password?: string;
  confirmPassword?: string;
  gender?: string;
  privacy?: boolean;
  advertising?: boolean;
};

const LABELS = {
  es: {
    name: "Nombre",
    surname: "Apellidos",
    email: "Correo electrónico",
    telephone: "Teléfono",
    password: "Contraseña",
    confirmPassword: "Repite la contraseña",
    privacy: "He leído y acepto la política de privacidad",
    advertising: "Quiero recibir novedades y publicidad por correo electrónico (opcional)",
  },
  en: {
    name: "First name",
    surname: "Surname",
    email: "Email address",
    telephone: "Telephone",
    password: "Password",
    confirmPassword: "Confirm password",
    privacy: "I have read and accept the privacy policy",
    advertising: "I want to receive news and offers by email (optional)",
  },
} as const;

async function fillSignUp(main: Locator, values: SignUpValues, lang: keyof typeof LABELS = "es"): Promise<void> {
  const labels = LABELS[lang];
  for (const field of ["name", "surname", "email", "telephone", "password", "confirmPassword"] as const) {
    const value = values[field];
    if (value !== undefined) await main.getByLabel(labels[field], { exact: true }).fill(value);
  }
  if (values.gender) await main.getByRole("radio", { name: values.gender, exact: true }).check();
  if (values.privacy !== undefined) await main.getByRole("checkbox", { name: labels.privacy }).setChecked(values.privacy);
  if (values.advertising !== undefined) await main.getByRole("checkbox", { name: labels.advertising }).setChecked(values.advertising);
}

function valid(email: string, name = "Fran"): SignUpValues {
  return {
    name,
    surname: "Nuevo Ruiz",
    email,
    telephone: "698 765 432",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    gender: "Hombre",
    privacy: true,
  };
}

test.describe("sign-up", () => {
  test("every wrong field is reported at once; then a right sign-up, the mailed link and a login", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    // The longest journey: four axe scans and nine page loads.
    test.setTimeout(150_000);
    await gotoPage(pathTo("signup"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Crear una cuenta");
    await expect(page).toHaveTitle("Crear una cuenta | Congreso Demo");
    await expectNoAxeViolations();

    await fillSignUp(main, {
      name: "",
      surname: "Pérez",
      email: "no-es-un-correo",
      telephone: "123",
      password: "abc",
      confirmPassword: "abd",
      advertising: true,
    });
    await submit(page, "Crear cuenta", waitForHydration);

    await expect(page).toHaveTitle("Error: Crear una cuenta | Congreso Demo");
    const summary = main.locator(".error-summary");
    await expect(summary.getByRole("heading", { name: "Hay un problema" })).toBeVisible();
    // [label beside the field, name in the summary, message]
    const expected: [string, string, string][] = [
      ["Nombre", "Nombre", "Este campo es obligatorio"],
      ["Correo electrónico", "Correo electrónico", "Introduce un correo electrónico válido"],
      ["Teléfono", "Teléfono", "Introduce un teléfono válido: 9 cifras que empiecen por 6, 7, 8 o 9"],
      ["Contraseña", "Contraseña", "Debe tener al menos 8 caracteres"],
      ["Contraseña", "Contraseña", "La contraseña debe contener al menos una letra, un número y un carácter especial"],
      ["Repite la contraseña", "Repite la contraseña", "Las contraseñas no coinciden"],
      ["Género", "Género", "Este campo es obligatorio"],
      ["He leído y acepto la política de privacidad", "Política de privacidad", "Este campo es obligatorio"],
    ];
    const links = summary.getByRole("link");
    await expect(links).toHaveCount(expected.length);
    for (const [index, [, name, message]] of expected.entries()) await expect(links.nth(index)).toContainText(`${name}: ${message}`);
    // Each link leads to its field, and the same message is beside the field.
    for (const [index, [label, , message]] of expected.entries()) {
      const href = await links.nth(index).getAttribute("href");
      const target = main.locator(href!);
      if (label === "Género") {
        await expect(main.getByRole("group", { name: "Género" })).toHaveAccessibleDescription(new RegExp(`Error: ${message}`));
        await expect(target).toHaveAttribute("type", "radio");
        continue;
      }
      const field = main.getByLabel(label, { exact: true });
      await expect(target).toHaveAttribute("name", (await field.getAttribute("name"))!);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    }
    if (javaScriptEnabled) await expect(summary).toBeFocused();
    // What was typed is kept, never the passwords.
    await expect(main.getByLabel("Apellidos", { exact: true })).toHaveValue("Pérez");
    await expect(main.getByLabel("Correo electrónico", { exact: true })).toHaveValue("no-es-un-correo");
    await expect(main.getByLabel("Teléfono", { exact: true })).toHaveValue("123");
    await expect(main.getByLabel("Contraseña", { exact: true })).toHaveValue("");
    await expect(main.getByLabel("Repite la contraseña", { exact: true })).toHaveValue("");
    await expect(main.getByRole("checkbox", { name: LABELS.es.advertising })).toBeChecked();
    await expectNoAxeViolations();

    // Put right: the account is created and waits for its e-mail to be validated.
    const email = `${unique("fran")}@example.com`;
    const since = new Date(Date.now() - 1000).toISOString();
    await fillSignUp(main, valid(email));
    await submit(page, "Crear cuenta", waitForHydration);
    await expect(page).toHaveURL(urlAt(pathTo("login")));
    await expect(toast(page, "Te hemos enviado un correo")).toContainText(
      `Te hemos enviado un correo a ${email} con un enlace para validar tu cuenta.`,
    );

    // The mailed link shows a button; pressing it validates the account.
    const { link } = await latestMail(email, "link", since);
    expect(link).toMatch(new RegExp(`^${pathPattern("validate", { token: "\\S+" })}$`));
    await gotoPage(link!);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Valida tu cuenta");
    await expectNoAxeViolations();
    await submit(page, "Validar mi cuenta", waitForHydration);
    await expect(page).toHaveURL(urlAt(pathTo("login")));
    await expect(toast(page, "verificado")).toContainText("Tu correo electrónico está verificado. Ya puedes iniciar sesión.");

    // The link was for one use.
    await gotoPage(link!);
    await submit(page, "Validar mi cuenta", waitForHydration);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Este enlace ya no es válido");
    await expect(page).toHaveTitle("Este enlace ya no es válido | Congreso Demo");
    await expect(main).toContainText("ya se ha usado o ha caducado");
    await expect(main).toContainText("inicia sesión igualmente: te enviaremos por correo un enlace nuevo");
    await expectNoAxeViolations();
    await main.getByRole("link", { name: "Iniciar sesión" }).click();
    await page.waitForURL(urlAt(pathTo("login")));
    await waitForHydration();

    // The new account logs in.
    await fillLogin(page, email, PASSWORD);
    await submit(page, "Iniciar sesión", waitForHydration);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole("banner")).toContainText("Hola, Fran");
  });

  test("an e-mail that already has an account: the message beside it, and ways to log in instead", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(pathTo("signup"));
    const main = page.getByRole("main");
    await fillSignUp(main, valid("ana@example.com", "Otra"));
    await submit(page, "Crear cuenta", waitForHydration);
    const message = "Ya existe una cuenta con este correo electrónico, o el correo no es válido";
    await expect(main.getByLabel("Correo electrónico", { exact: true })).toHaveAccessibleDescription(`Error: ${message}`);
    const summary = main.locator(".error-summary");
    await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", "#signup-email");
    await expect(summary.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", pathTo("login"));
    await expect(summary.getByRole("link", { name: "¿Has olvidado tu contraseña?" })).toBeVisible();
    await expect(main.getByLabel("Nombre", { exact: true })).toHaveValue("Otra");
    await expect(main.getByLabel("Contraseña", { exact: true })).toHaveValue("");
    await expectNoAxeViolations();
  });

  test("the backend's failures: propagation (contact the administrator) and creation", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage(pathTo("signup"));
    const main = page.getByRole("main");
    const summary = main.locator(".error-summary");
    await fillSignUp(main, valid(`${unique("hugo")}@propagation-error.example`));
    await submit(page, "Crear cuenta", waitForHydration);
    await expect(summary).toContainText(
      "No hemos podido compartir tu cuenta con los demás portales de la organización. Ponte en contacto con el administrador.",
    );
    await expect(main.getByLabel("Nombre", { exact: true })).toHaveValue("Fran");

    await fillSignUp(main, { ...valid(`${unique("hugo")}@generic-error.example`) });
    await submit(page, "Crear cuenta", waitForHydration);
    await expect(summary).toContainText("No hemos podido crear tu cuenta. Inténtalo de nuevo más tarde.");
    await expect(summary).not.toContainText("administrador");
  });

  test("in English: the form, its rules and the e-mail sent", async ({ page, gotoPage, waitForHydration, expectNoAxeViolations }) => {
    await gotoPage(localePath("en", pathTo("signup")));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Create an account");
    await submit(page, "Create account", waitForHydration);
    await expect(page).toHaveTitle("Error: Create an account | Congreso Demo");
    await expect(main.locator(".error-summary").getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(main.getByLabel("First name", { exact: true })).toHaveAccessibleDescription("Error: This field is required");
    await expect(main.getByRole("group", { name: "Gender" })).toHaveAccessibleDescription("Error: This field is required");
    await expectNoAxeViolations();

    const email = `${unique("olivia")}@example.com`;
    await fillSignUp(main, { ...valid(email, "Olivia"), gender: "Woman" }, "en");
    await submit(page, "Create account", waitForHydration);
    await expect(page).toHaveURL(urlAt(localePath("en", pathTo("login"))));
    await expect(toast(page, "We have sent")).toContainText(`We have sent an email to ${email} with a link to validate your account.`);
    const { link } = await latestMail(email, "link");
    await gotoPage(localePath("en", link!));
    await expect(main.getByRole("button", { name: "Validate my account" })).toBeVisible();
  });

  test("only where the tenant offers it; a logged-in visitor goes home", async ({ page, gotoPage }) => {
    await gotoPage(pathTo("signup"), { host: HOSTS.eventos });
    await expect(page).toHaveURL(/eventos\.localhost:\d+\/$/);

    const { ssoTokens } = await mailsTo("ana@example.com");
    await gotoPage(pathTo("ssoLogin", { token: ssoTokens["ana@example.com"] }));
    await gotoPage(localePath("pt", pathTo("signup")));
    await expect(page).toHaveURL(/:\d+\/pt$/);
  });
});

test.describe("invitation sign-up", () => {
  test("the same form, and the new account is logged in at once", async ({ page, gotoPage, waitForHydration, expectNoAxeViolations }) => {
    await gotoPage(`${pathTo("invitationSignup")}?token=invitacion-demo`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Registro por invitación");
    await expectNoAxeViolations();
    await fillSignUp(main, { ...valid(`${unique("gema")}@example.com`, "Gema"), telephone: "5" });
    await submit(page, "Crear cuenta", waitForHydration);
    await expect(main.getByLabel("Teléfono", { exact: true })).toHaveAccessibleDescription(/Error: Introduce un teléfono válido/);
    await expectNoAxeViolations();

    await fillSignUp(main, { telephone: "612 000 111", password: PASSWORD, confirmPassword: PASSWORD });
    await submit(page, "Crear cuenta", waitForHydration);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(toast(page, "bienvenida")).toContainText("Tu cuenta está creada y has iniciado sesión.");
    await expect(page.getByRole("banner")).toContainText("Hola, Gema");
  });
});

test.describe("SSO", () => {
  test("a demo account's token logs in, to `origin` when it is local", async ({ page, gotoPage }) => {
    const { ssoTokens } = await mailsTo("ana@example.com");
    expect(ssoTokens["ana@example.com"]).toBeTruthy();
    await gotoPage(`${pathTo("ssoLogin", { token: ssoTokens["ana@example.com"] })}?origin=${encodeURIComponent(pathTo("agenda"))}`);
    await expect(page).toHaveURL(urlAt(pathTo("agenda")));
    await expect(page.getByRole("banner")).toContainText("Hola, Ana");
    await expect(toast(page, "Has iniciado sesión.")).toBeVisible();

    await gotoPage(
      `${localePath("en", pathTo("ssoLogin", { token: ssoTokens["ana@example.com"] }))}?origin=${encodeURIComponent("//evil.example/")}`,
    );
    await expect(page).toHaveURL(/localhost:\d+\/en$/);
    await expect(page.getByRole("banner")).toContainText("Hello, Ana");
  });

  test("no token, an unknown one or a disabled account: why, and the way to log in", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const main = page.getByRole("main");
    for (const path of [pathTo("ssoLogin", { token: "bad" }), pathTo("ssoLogin")]) {
      const response = await gotoPage(path);
      expect(response?.status()).toBe(401);
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("No hemos podido iniciar tu sesión");
      await expect(main).toContainText("El enlace de acceso no es válido o ha caducado.");
      await expect(main.getByRole("link", { name: "Inicia sesión con tu correo electrónico y tu contraseña" })).toHaveAttribute(
        "href",
        pathTo("login"),
      );
    }
    await expect(page).toHaveTitle("No hemos podido iniciar tu sesión | Congreso Demo");
    await expectNoAxeViolations();

    const { ssoTokens } = await mailsTo("dani@example.com");
    await gotoPage(localePath("en", pathTo("ssoLogin", { token: ssoTokens["dani@example.com"] })));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("We could not log you in");
    await expect(main).toContainText("Your account is not active on the web channel.");
    await expect(main.getByRole("link", { name: "Log in with your email address and password" })).toHaveAttribute(
      "href",
      localePath("en", pathTo("login")),
    );
  });

  test("an account with missing fields lands on the SSO registration form (eva: shown, never completed)", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const { ssoTokens } = await mailsTo("eva@example.com");
    await gotoPage(pathTo("ssoLogin", { token: ssoTokens["eva@example.com"] }));
    await expect(page).toHaveURL(urlAt(pathTo("ssoRegister")));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Completa tu registro");
    await expect(main).toContainText("Hola, Eva.");
    // Only what is missing: no name, e-mail or password fields; no "incomplete profile" notice on top.
    await expect(main.getByRole("textbox")).toHaveCount(1);
    await expect(main.getByLabel("Teléfono", { exact: true })).toBeVisible();
    await expect(main.getByRole("radio")).toHaveCount(4);
    await expect(main.getByText("Tu perfil está incompleto")).toHaveCount(0);
    await expectNoAxeViolations();

    await main.getByLabel("Teléfono", { exact: true }).fill("12");
    await submit(page, "Guardar y continuar", waitForHydration);
    await expect(page).toHaveTitle("Error: Completa tu registro | Congreso Demo");
    await expect(main.getByLabel("Teléfono", { exact: true })).toHaveAccessibleDescription(/Error: Introduce un teléfono válido/);
    await expect(main.getByRole("group", { name: "Género" })).toHaveAccessibleDescription("Error: Este campo es obligatorio");
    await expect(main.getByLabel("Teléfono", { exact: true })).toHaveValue("12");
    await expectNoAxeViolations();
  });

  test("a new SSO account completes telephone and gender, and is done", async ({ page, gotoPage, waitForHydration }) => {
    // A token in /registro-sso/:token logs in first, and the address loses it.
    await gotoPage(pathTo("ssoRegister", { token: `sso-new-${unique("sol")}` }));
    await expect(page).toHaveURL(urlAt(pathTo("ssoRegister")));
    const main = page.getByRole("main");
    await main.getByLabel("Teléfono", { exact: true }).fill("611 000 111");
    await main.getByRole("radio", { name: "No binario" }).check();
    await submit(page, "Guardar y continuar", waitForHydration);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(toast(page, "registro")).toContainText("Tu registro está completo.");
    await expect(page.getByRole("banner")).toContainText("Hola, Sol");

    // Nothing missing any more: the page sends the visitor on.
    await gotoPage(pathTo("ssoRegister"));
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("without a session or token, the SSO registration asks to log in", async ({ page, gotoPage }) => {
    await gotoPage(pathTo("ssoRegister"));
    await expect(page).toHaveURL(urlAt(loginPath(pathTo("ssoRegister"))));
  });
});

test.describe("account validation", () => {
  test("no token: the link is not valid; the GET alone validates nothing", async ({ page, gotoPage, expectNoAxeViolations }) => {
    const main = page.getByRole("main");
    const response = await gotoPage(pathTo("validate"));
    expect(response?.status()).toBe(404);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Este enlace ya no es válido");
    await expectNoAxeViolations();

    // An account whose link is opened (as a mail scanner would) but not pressed stays unverified.
    await gotoPage(pathTo("signup"));
    const email = `${unique("iker")}@example.com`;
    await fillSignUp(main, valid(email, "Iker"));
    await main.getByRole("button", { name: "Crear cuenta" }).click();
    await page.waitForURL(urlAt(pathTo("login")));
    const { link } = await latestMail(email, "link");
    await gotoPage(link!);
    await expect(main.getByRole("button", { name: "Validar mi cuenta" })).toBeVisible();
    await gotoPage(pathTo("login"));
    await submitLogin(page, email, PASSWORD);
    await expect(main.locator(".error-summary")).toContainText("Tu correo electrónico aún no está verificado.");
  });
});

test.describe("screenshots of the sign-up form", () => {
  for (const viewport of [
    { label: "narrow", width: 375, height: 800 },
    { label: "wide", width: 1280, height: 900 },
  ] as const) {
    test(`${viewport.label}: empty and with errors, no sideways scrolling`, async ({ page, gotoPage, waitForHydration }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await gotoPage(pathTo("signup"));
      const shoot = async (state: string) => {
        await page.screenshot({
          path: `test-results/screenshots/${testInfo.project.name}-signup-${state}-${viewport.label}.png`,
          fullPage: true,
        });
        const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
        expect(widths.scroll, `${state}: no horizontal scrolling`).toBeLessThanOrEqual(widths.inner);
      };
      await shoot("empty");
      await fillSignUp(page.getByRole("main"), { email: "no-es-un-correo", password: "abc" });
      await submit(page, "Crear cuenta", waitForHydration);
      await expect(page).toHaveTitle(/^Error: /);
      await shoot("errors");
    });
  }
});
