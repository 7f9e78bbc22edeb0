// Networking, joining and leaving, with and without JavaScript: terms, profile, taking part, and
// leaving after a confirmation page or dialog; ana's leaving is refused (she has confirmed meetings).
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { urlOnPath } from "../paths";
import { freshAccount, logInAt } from "./accounts";
import { HOSTS, expect, test, urlOf } from "./fixtures";

const HUB = pathTo("networking");
const LEAVE = pathTo("networkingLeave");
const PROFILE = pathTo("networkingProfile");
const CONFERENCE = "inauguracion-ia-para-las-personas";

type Ctx = { page: Page; waitForHydration: () => Promise<void>; expectNoAxeViolations: (page?: Page) => Promise<void> };

/** From the hub not yet taking part: the terms, enable, then the profile (a required field missing first), then taking part. */
async function join(ctx: Ctx) {
  const { page, waitForHydration, expectNoAxeViolations } = ctx;
  const main = page.getByRole("main");
  await expect(main.getByText("Todavía no participas en el networking.")).toBeVisible();
  await expect(main.locator(".networking-terms h3")).toBeVisible();
  await expect(main.locator(".networking-terms .cms-prose")).not.toBeEmpty();
  await expectNoAxeViolations();
  await main.getByRole("button", { name: "Aceptar las condiciones y activar el networking" }).click();

  await page.waitForURL(urlOnPath(PROFILE));
  await waitForHydration();
  await expect(page.getByText("Networking activado. Ahora rellena tu perfil de networking")).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: "Tu perfil de networking" })).toBeVisible();
  await expectNoAxeViolations();

  // Everything but the sector: the one message, summary first, what was typed kept.
  await main.getByRole("checkbox", { name: "Inteligencia artificial" }).check();
  await main.getByRole("radio", { name: "Euskera" }).check();
  await main.getByLabel("¿De qué te gustaría hablar? (opcional)").fill("Datos abiertos en ayuntamientos");
  await main.getByRole("checkbox", { name: "Acepto que otras personas asistentes vean mi perfil de networking" }).check();
  await main.getByRole("button", { name: "Guardar tu perfil" }).click();
  const summary = main.locator(".error-summary");
  await expect(summary).toContainText("Hay un problema");
  // The message names its field ("Elige una opción en «Sector»"), so the summary adds no label before it.
  await expect(summary.getByRole("link", { name: "Elige una opción en «Sector»" })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(main.getByRole("combobox", { name: "Sector" })).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByRole("checkbox", { name: "Inteligencia artificial" })).toBeChecked();
  await expect(main.getByLabel("¿De qué te gustaría hablar? (opcional)")).toHaveValue("Datos abiertos en ayuntamientos");
  await expectNoAxeViolations();

  await main.getByRole("combobox", { name: "Sector" }).selectOption("tecnologia");
  await main.getByRole("button", { name: "Guardar tu perfil" }).click();
  await page.waitForURL(urlOnPath(HUB));
  await waitForHydration();
  await expect(page.getByText("Se ha guardado tu perfil de networking.")).toBeVisible();
  await expect(main.getByText("Participas en el networking: otras personas asistentes pueden encontrarte")).toBeVisible();
  for (const name of ["Buscar asistentes", "Solicitudes de reunión", "Cambiar tu perfil de networking", "Salir del networking"]) {
    await expect(main.getByRole("link", { name })).toBeVisible();
  }
  await expectNoAxeViolations();
}

test("Congreso Demo: choose the conference, enable networking, fill the profile, then leave", async ({
  page,
  waitForHydration,
  expectNoAxeViolations,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const ctx = { page, waitForHydration, expectNoAxeViolations };
  const email = await freshAccount("congreso", "netjoin");
  await logInAt(ctx, email, HUB);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Networking" })).toBeVisible();
  // Nothing to join before a conference is chosen.
  await expect(main.getByRole("button", { name: /activar el networking/ })).toHaveCount(0);
  await expectNoAxeViolations();
  await main.getByRole("combobox", { name: "Congreso" }).selectOption(CONFERENCE);
  await main.getByRole("button", { name: "Ver el networking de este congreso" }).click();
  await page.waitForURL(new RegExp(`\\?congreso=${CONFERENCE}$`));
  await waitForHydration();

  await join(ctx);
  await expect(page).toHaveURL(new RegExp(`\\?congreso=${CONFERENCE}$`));

  const ready = main.getByText("Participas en el networking: otras personas asistentes pueden encontrarte");
  await main.getByRole("link", { name: "Salir del networking" }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "¿Salir del networking?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Salir del networking no se puede deshacer.");
    await expectNoAxeViolations();
    // Confirming starts the countdown, announced; stopping it keeps everything as it was.
    await dialog.getByRole("button", { name: "Salir del networking" }).click();
    await expect(dialog.getByText("Saldrás del networking en 3 segundos.", { exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("Saldrás del networking en 3 segundos.");
    // No axe scan while it runs: a scan can outlast the 3 s; the stopped state is scanned instead.
    await dialog.getByRole("button", { name: "Detener: seguir en el networking" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Detenido. Sigues en el networking.");
    await expect(dialog.getByRole("button", { name: "Salir del networking" })).toBeFocused();
    await expectNoAxeViolations();
    await page.waitForTimeout(4000);
    await expect(page).toHaveURL(urlOnPath(HUB));
    await dialog.getByRole("button", { name: "Seguir en el networking" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await waitForHydration();
    await expect(ready).toBeVisible();
    // This time the countdown runs out: then, and only then, the POST.
    await main.getByRole("link", { name: "Salir del networking" }).click();
    await dialog.getByRole("button", { name: "Salir del networking" }).click();
    await expect(dialog.getByText(/^Saldrás del networking en [123] segundos?\.$/).first()).toBeVisible();
  } else {
    await page.waitForURL(urlOnPath(LEAVE));
    await expect(main.getByRole("heading", { level: 1, name: "¿Salir del networking?" })).toBeVisible();
    await expect(main).toContainText("Salir del networking no se puede deshacer.");
    await expect(main).toContainText("Se eliminarán todas tus conversaciones y reuniones de networking");
    await expect(main.getByRole("link", { name: "Seguir en el networking" })).toHaveAttribute(
      "href",
      new RegExp(`\\?congreso=${CONFERENCE}$`),
    );
    await expectNoAxeViolations();
    await main.getByRole("button", { name: "Salir del networking" }).click();
  }
  await page.waitForURL(urlOnPath(HUB), { timeout: 10_000 });
  await expect(page.getByText("Has salido del networking.")).toBeVisible();
  await expect(main.getByText("Todavía no participas en el networking.")).toBeVisible();
  await expectNoAxeViolations();
});

test("leaving refused while a meeting is confirmed: the catalogue's message, with the way back", async ({
  page,
  waitForHydration,
  expectNoAxeViolations,
  javaScriptEnabled,
}) => {
  const ctx = { page, waitForHydration, expectNoAxeViolations };
  await logInAt(ctx, "ana@example.com", `${LEAVE}?congreso=${CONFERENCE}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "¿Salir del networking?" })).toBeVisible();
  await expectNoAxeViolations();
  await main.getByRole("button", { name: "Salir del networking" }).click();
  if (javaScriptEnabled) {
    // On the page too the countdown comes first.
    await expect(main.getByRole("button", { name: "Detener: seguir en el networking" })).toBeFocused();
  }
  await expect(main.locator(".error-summary")).toContainText(
    "No puedes salir del networking mientras tengas una reunión confirmada. Cancela primero tus reuniones confirmadas y vuelve a intentarlo.",
    { timeout: 10_000 },
  );
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations();
  await main.getByRole("link", { name: "Seguir en el networking" }).click();
  await page.waitForURL(urlOnPath(HUB));
  await expect(main.getByText("Participas en el networking: otras personas asistentes pueden encontrarte")).toBeVisible();
});

test("Mecenazgo Demo (one networking for the event): no conference to choose, straight to the terms", async ({
  page,
  waitForHydration,
  expectNoAxeViolations,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const ctx = { page, waitForHydration, expectNoAxeViolations };
  const email = await freshAccount("mecenazgo", "netjoin");
  await logInAt(ctx, email, HUB, HOSTS.mecenazgo);
  await expect(page.getByRole("main").getByRole("combobox", { name: "Congreso" })).toHaveCount(0);
  await join(ctx);
  // The private area's tab says so, and leads to the hub.
  await page.goto(urlOf(pathTo("profile"), HOSTS.mecenazgo));
  await waitForHydration();
  const tab = page.locator("section#networking");
  // With JavaScript the area becomes a tab widget just after hydrating (every section shows until
  // then): wait for its tab and open it; without, every section is on the page.
  if (javaScriptEnabled) await page.getByRole("tab", { name: "Networking" }).click();
  await expect(tab.getByText("Participas en el networking.", { exact: true })).toBeVisible();
  await expectNoAxeViolations();
  await tab.getByRole("link", { name: "Ir al networking" }).click();
  await page.waitForURL(urlOnPath(HUB));
});
