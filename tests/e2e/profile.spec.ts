// The private area, with and without JavaScript: the login guard, the tabs, personal data, the extended
// profile, the e-mail change and the account deletion; changes use fresh accounts.
import type { Page } from "@playwright/test";
import { CMS_SLUGS, pathTo } from "../../app/paths";
import { loginPath, urlAt, urlEndingWith } from "../paths";
import { HOSTS, expect, test } from "./fixtures";
import { logOutFromHeader } from "./header";
import { freshAccount, PASSWORD, submitLogin, uniqueEmail, validateWith } from "./accounts";
import { TENANT_TOKENS, latestMail } from "./mailbox";

const PROFILE = pathTo("profile");
const UNSUBSCRIBE = pathTo("profileUnsubscribe");
const CONTACT = pathTo("page", { slug: CMS_SLUGS.contact });

type Fixtures = {
  page: Page;
  gotoPage: (path: string, options?: { host?: string }) => Promise<unknown>;
  waitForHydration: () => Promise<void>;
};

/** Logs in through the login page with `origin=/usuario` and lands on the private area. */
async function logInToProfile({ page, gotoPage, waitForHydration }: Fixtures, email: string, host: string = HOSTS.congreso) {
  await gotoPage(loginPath(PROFILE), { host });
  await submitLogin(page, email);
  await page.waitForURL(urlAt(PROFILE));
  await waitForHydration();
  await expect(page.getByRole("heading", { level: 1, name: "Mi área privada" })).toBeVisible();
}

const TABS_LABEL = "Secciones de tu área privada";
const SUMMARY_LABEL = "Resumen de tu área privada";

test.describe("private area", () => {
  // Long journeys (several forms, fresh accounts, axe on each state) on a 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("an anonymous visitor logs in and comes back to it", async ({ page, gotoPage, waitForHydration, expectNoAxeViolations }) => {
    await gotoPage(PROFILE);
    await expect(page).toHaveURL(urlEndingWith(loginPath(PROFILE)));
    await submitLogin(page, "ana@example.com");
    await page.waitForURL(urlAt(PROFILE));
    await waitForHydration();
    await expect(page).toHaveTitle("Mi área privada | Congreso Demo");
    // The avatar's details: initials, name, position and company.
    await expect(page.locator(".profile-summary .avatar-initials")).toHaveText("AG");
    await expect(page.locator(".profile-summary")).toContainText("Ana García López");
    await expect(page.locator(".profile-summary")).toContainText("Directora de producto, Acme Eventos");
    const form = page.getByRole("form", { name: "Tus datos personales" });
    await expect(form.getByLabel("Nombre")).toHaveValue("Ana");
    await expect(form.getByLabel("Teléfono")).toHaveValue("612345678");
    await expect(form.getByRole("radio", { name: "Mujer" })).toBeChecked();
    await expect(form.getByRole("radio", { name: "No: solo con mi contraseña" })).toBeChecked();
    await expect(page.getByRole("main")).toContainText("Tu correo electrónico actual es ana@example.com");
    // The extended profile is one tenant's: not here.
    await expect(page.getByRole("heading", { name: "Datos complementarios" })).toHaveCount(0);
    await expectNoAxeViolations();
  });

  test("tabs: same-page links without JavaScript, a tab widget with it", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await logInToProfile({ page, gotoPage, waitForHydration }, "ana@example.com");
    if (javaScriptEnabled === false) {
      await expect(page.getByRole("tablist")).toHaveCount(0);
      const links = page.getByRole("navigation", { name: TABS_LABEL }).getByRole("link");
      await expect(links.first()).toHaveText("Datos personales");
      // Every section is in the page, under its anchor.
      for (const link of await links.all()) {
        const anchor = (await link.getAttribute("href"))!;
        expect(anchor).toMatch(/^#[\w-]+$/);
        await expect(page.locator(`section${anchor}`).getByRole("heading", { level: 2 })).toHaveText((await link.textContent())!);
      }
      await links.first().click();
      await expect(page).toHaveURL(urlEndingWith(`${PROFILE}#datos-personales`));
      await expect(page.getByRole("region", { name: "Datos personales" })).toBeInViewport();
    } else {
      await expect(page.getByRole("navigation", { name: TABS_LABEL })).toHaveCount(0);
      const tab = page.getByRole("tablist", { name: TABS_LABEL }).getByRole("tab", { name: "Datos personales" });
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: "Datos personales" });
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAttribute("id", "datos-personales");
      // A link to the section's anchor opens its tab.
      await gotoPage(`${PROFILE}#datos-personales`);
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(panel.getByRole("form", { name: "Tus datos personales" })).toBeVisible();
    }
    await expectNoAxeViolations();
  });

  test("tab widget: arrow keys, Home and End, aria-selected, the hash follows and opens the tab", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    test.skip(javaScriptEnabled === false, "the tab widget exists with JavaScript; without it the tabs are links (test above)");
    await logInToProfile({ page, gotoPage, waitForHydration }, "ana@example.com");
    const tabs = page.getByRole("tablist", { name: TABS_LABEL }).getByRole("tab");
    const count = await tabs.count();
    test.skip(count < 2, "one section is built on this branch; the other tabs come with the records work");
    const anchors = await Promise.all((await tabs.all()).map((tab) => tab.getAttribute("aria-controls")));
    const expectSelected = async (index: number) => {
      for (let i = 0; i < count; i++) await expect(tabs.nth(i)).toHaveAttribute("aria-selected", String(i === index));
      await expect(tabs.nth(index)).toBeFocused();
      await expect(page.locator(`[role="tabpanel"]#${anchors[index]}`)).toBeVisible();
      await expect(page.locator(`[role="tabpanel"]#${anchors[index === 0 ? 1 : 0]}`)).toBeHidden();
      await expect(page).toHaveURL(urlEndingWith(`${PROFILE}#${anchors[index]}`));
    };
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(1);
    await page.keyboard.press("ArrowLeft");
    await expectSelected(0);
    await page.keyboard.press("ArrowLeft");
    await expectSelected(count - 1);
    await page.keyboard.press("Home");
    await expectSelected(0);
    await page.keyboard.press("End");
    await expectSelected(count - 1);
    await expectNoAxeViolations();

    // A link (or a reload) with a section's anchor opens that tab.
    await gotoPage(`${PROFILE}#${anchors[1]}`);
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(`[role="tabpanel"]#${anchors[1]}`)).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Datos personales" })).toBeHidden();
  });

  test("personal data: an invalid phone is refused beside it with nothing lost, then a valid one is saved", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    const email = await freshAccount("congreso", "personal");
    await logInToProfile({ page, gotoPage, waitForHydration }, email);
    const form = () => page.getByRole("form", { name: "Tus datos personales" });
    await form().getByLabel("Teléfono").fill("512 34");
    await form().getByLabel("Puesto (opcional)").fill("Coordinadora");
    await form().getByLabel("Empresa u organización (opcional)").fill("Fundación Demo");
    await form().getByRole("checkbox", { name: "Quiero recibir novedades" }).check();
    await form().getByRole("button", { name: "Guardar cambios" }).click();
    await waitForHydration();

    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary.getByRole("link")).toHaveText(["Teléfono: Introduce un teléfono válido: 9 cifras que empiecen por 6, 7, 8 o 9"]);
    if (javaScriptEnabled) await expect(page.locator(".error-summary")).toBeFocused();
    await expect(page).toHaveTitle("Error: Mi área privada | Congreso Demo");
    const phone = form().getByLabel("Teléfono");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(/Error: Introduce un teléfono válido/);
    await expect(phone).toHaveValue("512 34");
    await expect(form().getByLabel("Puesto (opcional)")).toHaveValue("Coordinadora");
    await expect(form().getByLabel("Empresa u organización (opcional)")).toHaveValue("Fundación Demo");
    await expect(form().getByRole("checkbox", { name: "Quiero recibir novedades" })).toBeChecked();
    await expectNoAxeViolations();
    await summary.getByRole("link").click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute("aria-invalid", "true");

    await phone.fill("698 765 432");
    await form().getByRole("button", { name: "Guardar cambios" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#datos-personales`));
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Hemos guardado tus datos." })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toHaveCount(0);
    await expect(page.locator(".profile-summary")).toContainText("Coordinadora, Fundación Demo");
    await expectNoAxeViolations();

    // What the backend keeps, as a fresh visit shows it.
    await gotoPage(PROFILE);
    await expect(form().getByLabel("Teléfono")).toHaveValue("698765432");
    await expect(form().getByLabel("Puesto (opcional)")).toHaveValue("Coordinadora");
    await expect(form().getByRole("checkbox", { name: "Quiero recibir novedades" })).toBeChecked();
  });

  test("extended profile (Mecenazgo Demo): required fields, a backend rule beside its field, saved; deletion through the contact page", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const host = HOSTS.mecenazgo;
    const email = await freshAccount("mecenazgo", "extra");
    await logInToProfile({ page, gotoPage, waitForHydration }, email, host);
    const form = () => page.getByRole("form", { name: "Datos complementarios" });
    await expect(form().getByLabel("Tratamiento (opcional)")).toHaveValue("");
    await form().getByRole("button", { name: "Guardar datos complementarios" }).click();
    await waitForHydration();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary.getByRole("link")).toHaveCount(5);
    // Each message says which field and what to give it.
    for (const [label, ask] of [
      ["Primer apellido", "Escribe tu respuesta en"],
      ["Fecha de nacimiento", "Escribe una fecha en"],
      ["Tipo de documento", "Elige una opción en"],
      ["Número de documento", "Escribe tu respuesta en"],
    ]) {
      await expect(form().getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(`Error: ${ask} «${label}»`));
    }
    await expect(form().getByRole("checkbox", { name: "Acepto que mis datos se usen" })).toHaveAccessibleDescription(
      /Error: Marca «Acepto que mis datos se usen.*» para continuar/,
    );
    await expectNoAxeViolations();

    await form().getByLabel("Tratamiento (opcional)").selectOption({ label: "Sra." });
    await form().getByLabel("Primer apellido", { exact: true }).fill("García");
    await form().getByLabel("Fecha de nacimiento", { exact: true }).fill("1990-03-27");
    await form().getByLabel("Tipo de documento", { exact: true }).selectOption({ label: "DNI" });
    await form().getByLabel("Número de documento", { exact: true }).fill("12345678Z");
    await form().getByLabel("Fecha de expedición del documento (opcional)").fill("2030-01-15");
    await form().getByLabel("Fecha de caducidad del documento (opcional)").fill("2025-01-15");
    await form().getByLabel("Alergias o restricciones alimentarias (opcional)").fill("Sin gluten");
    await form().getByRole("checkbox", { name: "Acepto que mis datos se usen" }).check();
    await form().getByRole("button", { name: "Guardar datos complementarios" }).click();
    await waitForHydration();
    // A rule only the backend knows: its message lands beside the field, nothing typed is lost.
    const expiry = form().getByLabel("Fecha de caducidad del documento (opcional)");
    await expect(expiry).toHaveAccessibleDescription(/Error: La fecha de caducidad debe ser posterior a la de expedición\./);
    await expect(summary.getByRole("link")).toHaveText([
      "Fecha de caducidad del documento: La fecha de caducidad debe ser posterior a la de expedición.",
    ]);
    await expect(expiry).toHaveValue("2025-01-15");
    await expect(form().getByLabel("Primer apellido", { exact: true })).toHaveValue("García");
    await expect(form().getByLabel("Tratamiento (opcional)")).toHaveValue("sra");
    await expect(form().getByLabel("Alergias o restricciones alimentarias (opcional)")).toHaveValue("Sin gluten");
    await expect(form().getByRole("checkbox", { name: "Acepto que mis datos se usen" })).toBeChecked();
    await expectNoAxeViolations();

    await expiry.fill("2035-01-15");
    await form().getByRole("button", { name: "Guardar datos complementarios" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#datos-personales`));
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Hemos guardado tus datos complementarios." })).toBeVisible();
    await gotoPage(PROFILE, { host });
    await expect(form().getByLabel("Fecha de nacimiento", { exact: true })).toHaveValue("1990-03-27");
    await expect(form().getByLabel("Fecha de caducidad del documento (opcional)")).toHaveValue("2035-01-15");
    await expect(form().getByLabel("Tipo de documento", { exact: true })).toHaveValue("dni");

    // This tenant takes deletions through its contact form.
    const contact = page.getByRole("link", { name: "Ir a la página de contacto" });
    await expect(contact).toHaveAttribute("href", CONTACT);
    await expect(page.getByRole("link", { name: "Eliminar mi cuenta" })).toHaveCount(0);
    await gotoPage(UNSUBSCRIBE, { host });
    await expect(page).toHaveURL(urlAt(CONTACT));
  });

  test("changing the e-mail logs out until the new address is verified", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const email = await freshAccount("congreso", "email");
    const newEmail = uniqueEmail("nuevo");
    await logInToProfile({ page, gotoPage, waitForHydration }, email);
    const form = () => page.getByRole("form", { name: "Cambiar correo electrónico" });
    await form().getByLabel("Nuevo correo electrónico", { exact: true }).fill(email.toUpperCase());
    await form().getByLabel("Repite el nuevo correo electrónico").fill("otra@example.com");
    await form().getByRole("button", { name: "Cambiar correo electrónico" }).click();
    await waitForHydration();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary.getByRole("link")).toHaveText([
      "Nuevo correo electrónico: El nuevo correo electrónico debe ser distinto del actual",
      "Repite el nuevo correo electrónico: Los correos electrónicos no coinciden",
    ]);
    await expect(form().getByLabel("Nuevo correo electrónico", { exact: true })).toHaveAccessibleDescription(
      /Error: El nuevo correo electrónico debe ser distinto del actual/,
    );
    await expect(form().getByLabel("Repite el nuevo correo electrónico")).toHaveValue("otra@example.com");
    await expectNoAxeViolations();

    const since = new Date().toISOString();
    await form().getByLabel("Nuevo correo electrónico", { exact: true }).fill(newEmail);
    await form().getByLabel("Repite el nuevo correo electrónico").fill(newEmail);
    await form().getByRole("button", { name: "Cambiar correo electrónico" }).click();
    await page.waitForURL(urlAt(pathTo("login")));
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: `Te hemos enviado un enlace a ${newEmail}` })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await expectNoAxeViolations();
    const mail = await latestMail(newEmail, "link", since, TENANT_TOKENS.congreso);

    // Logged out: the private area asks for a login, and the new address is not verified yet.
    await gotoPage(PROFILE);
    await expect(page).toHaveURL(urlEndingWith(loginPath(PROFILE)));
    await submitLogin(page, newEmail);
    await waitForHydration();
    await expect(page.getByRole("alert")).toContainText("Tu correo electrónico aún no está verificado.");
    await submitLogin(page, email);
    await waitForHydration();
    await expect(page.getByRole("alert")).toContainText("El correo electrónico o la contraseña no son válidos.");

    await validateWith("congreso", mail.link);
    await logInToProfile({ page, gotoPage, waitForHydration }, newEmail);
    await expect(page.getByRole("main")).toContainText(`Tu correo electrónico actual es ${newEmail}`);
  });

  test("the change-password form in the private area: errors beside it, then changed", async ({ page, gotoPage, waitForHydration }) => {
    const email = await freshAccount("congreso", "clave");
    await logInToProfile({ page, gotoPage, waitForHydration }, email);
    const form = () =>
      page
        .getByRole("main")
        .locator("form")
        .filter({ has: page.getByLabel("Contraseña actual") });
    await form().getByLabel("Contraseña actual").fill("Not-it-2026!");
    await form().getByLabel("Nueva contraseña", { exact: true }).fill("Nueva-2026!");
    await form().getByLabel("Repite la nueva contraseña").fill("Nueva-2026!");
    await form().getByRole("button").click();
    await waitForHydration();
    await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" }).getByRole("link")).toHaveCount(1);
    await expect(form().getByLabel("Contraseña actual")).toHaveAttribute("aria-invalid", "true");
    await expect(form().getByLabel("Nueva contraseña", { exact: true })).toHaveValue("");

    await form().getByLabel("Contraseña actual").fill(PASSWORD);
    await form().getByLabel("Nueva contraseña", { exact: true }).fill("Nueva-2026!");
    await form().getByLabel("Repite la nueva contraseña").fill("Nueva-2026!");
    await form().getByRole("button").click();
    await page.waitForURL(urlAt(`${PROFILE}#datos-personales`));
    await waitForHydration();
    await expect(page.getByRole("banner").getByText("Hola, Prueba")).toBeVisible();

    // The new password is the one that works now.
    await logOutFromHeader(page);
    await page.waitForURL(/:\d+\/$/);
    await gotoPage(pathTo("login"));
    await submitLogin(page, email, "Nueva-2026!");
    await page.waitForURL(/:\d+\/$/);
    await expect(page.getByRole("banner").getByText("Hola, Prueba")).toBeVisible();
  });

  test("the summary under the heading: a registration adds to its count, which links to its tab", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    const email = await freshAccount("congreso", "resumen");
    await logInToProfile({ page, gotoPage, waitForHydration }, email);
    const summary = page.getByRole("navigation", { name: SUMMARY_LABEL });
    // A new account starts empty: nothing to count, no summary.
    await expect(summary).toHaveCount(0);

    // A free registration in an activity (its page's form), then back to the private area.
    const activity = pathTo("conference", { slug: "clausura-y-conclusiones" });
    await gotoPage(activity);
    const registration = page.getByRole("region", { name: "Inscripción" });
    await registration.getByRole("radio", { name: /^Auditorio Kursaal/ }).check();
    await registration.getByRole("button", { name: "Inscribirme" }).click();
    await expect(registration.getByText("Estás inscrito en Auditorio Kursaal.")).toBeVisible();
    await gotoPage(PROFILE);
    await expect(summary.getByRole("link")).toHaveText(["1 actividad"]);
    const count = summary.getByRole("link", { name: "1 actividad", exact: true });
    await expect(count).toHaveAttribute("href", "#mis-actividades");
    await expectNoAxeViolations();
    await count.click();
    await expect(page).toHaveURL(urlEndingWith(`${PROFILE}#mis-actividades`));
    if (javaScriptEnabled === false) await expect(page.getByRole("region", { name: "Mis actividades" })).toBeInViewport();
    else await expect(page.getByRole("tab", { name: "Mis actividades" })).toHaveAttribute("aria-selected", "true");
  });

  test("deleting the account: a confirmation step, then home, logged out, and the account is gone", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const email = await freshAccount("congreso", "baja");
    await logInToProfile({ page, gotoPage, waitForHydration }, email);
    await page.getByRole("link", { name: "Eliminar mi cuenta" }).click();
    await page.waitForURL(urlEndingWith(UNSUBSCRIBE));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "Eliminar tu cuenta" })).toBeVisible();
    await expect(page).toHaveTitle("Eliminar tu cuenta | Congreso Demo");
    await expect(page.getByRole("main")).toContainText(`Vas a eliminar la cuenta ${email}`);
    await expect(page.getByRole("main")).toContainText("No se puede deshacer");
    await expectNoAxeViolations();

    // Changing one's mind goes back to the personal data, still logged in.
    await page.getByRole("link", { name: "Cancelar y volver a mi área privada" }).click();
    await page.waitForURL(urlEndingWith(`${PROFILE}#datos-personales`));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "Mi área privada" })).toBeVisible();

    await page.getByRole("link", { name: "Eliminar mi cuenta" }).click();
    await page.waitForURL(urlEndingWith(UNSUBSCRIBE));
    await waitForHydration();
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await page.waitForURL(/:\d+\/$/);
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Hemos eliminado tu cuenta." })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await expectNoAxeViolations();

    await gotoPage(pathTo("login"));
    await submitLogin(page, email);
    await waitForHydration();
    await expect(page.getByRole("alert")).toContainText("El correo electrónico o la contraseña no son válidos.");
  });
});

test.describe("private area on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the tabs begin in the upper part of the first screen, below a compact heading", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
  }) => {
    for (const host of [HOSTS.congreso, HOSTS.universidad]) {
      await logInToProfile({ page, gotoPage, waitForHydration }, "ana@example.com", host);
      // Once the "logged in" toast is gone: what every later visit looks like.
      await gotoPage(PROFILE, { host });
      const first =
        javaScriptEnabled === false
          ? page.getByRole("link", { name: "Datos personales", exact: true })
          : page.getByRole("tab", { name: "Datos personales", exact: true });
      const box = (await first.boundingBox())!;
      // Ana has a role and every count: the longest heading a visitor gets.
      expect(box.y + box.height, host).toBeLessThanOrEqual(0.6 * 844);
      await expect(page.getByRole("heading", { level: 1, name: "Mi área privada" })).toBeInViewport();
    }
    // The row of tabs says that it scrolls: it fades where tabs are hidden, and not where none are.
    const fade = (side: "before" | "after") =>
      page.locator(".tabs-row").evaluate((row, pseudo) => getComputedStyle(row, `::${pseudo}`).opacity, side);
    expect(await fade("after")).toBe("1");
    if (javaScriptEnabled === false) return;
    expect(await fade("before")).toBe("0");
    await page.getByRole("tab", { name: "Certificados de donaciones" }).click();
    await expect.poll(() => fade("after")).toBe("0");
    expect(await fade("before")).toBe("1");
  });
});

// Full-page pictures for a person to look at (test-results/screenshots/<project>-profile-*.png),
// and what a phone user would notice at once: nothing wider than the screen.
for (const viewport of [
  { label: "narrow", width: 375, height: 800 },
  { label: "wide", width: 1280, height: 900 },
] as const) {
  test.describe(`private area, ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the pages fit the screen", async ({ page, gotoPage, waitForHydration }, testInfo) => {
      test.setTimeout(90_000);
      const shots: [string, string, string][] = [
        ["usuario", PROFILE, HOSTS.congreso],
        ["usuario-mecenazgo", PROFILE, HOSTS.mecenazgo],
        ["baja", UNSUBSCRIBE, HOSTS.congreso],
      ];
      const loggedIn = new Set<string>();
      for (const [name, path, host] of shots) {
        if (!loggedIn.has(host)) await logInToProfile({ page, gotoPage, waitForHydration }, "ana@example.com", host);
        loggedIn.add(host);
        await gotoPage(path, { host });
        if (name === "usuario") {
          await page.getByRole("form", { name: "Tus datos personales" }).getByLabel("Teléfono").fill("512");
          await page.getByRole("form", { name: "Tus datos personales" }).getByRole("button", { name: "Guardar cambios" }).click();
          await waitForHydration();
          await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toBeVisible();
        }
        await page.screenshot({
          path: `test-results/screenshots/${testInfo.project.name}-profile-${name}-${viewport.label}.png`,
          fullPage: true,
        });
        const overflowing = await page.evaluate(() =>
          Array.from(document.querySelectorAll("main *"))
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return (
                box.width > 0 &&
                (box.right > window.innerWidth + 0.5 || box.left < -0.5) &&
                !element.closest(".visually-hidden") &&
                // A wide table scrolls inside its own region (keyboard-reachable), not the page; so
                // does the row of tabs on a phone (one row, never two rows of half-tabs).
                !element.closest(".table-scroll") &&
                !element.closest(".tabs-list")
              );
            })
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
        );
        expect(overflowing, `${name}: wider than the screen`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    });
  });
}
