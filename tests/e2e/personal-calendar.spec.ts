// The calendar subscription in "My activities", with and without JavaScript: making the link, opening
// it (webcal) or copying it (a button with JavaScript), replacing it and stopping it after their
// confirmation steps, all by keyboard.
import { pathTo } from "../../app/paths";
import { urlEndingWith } from "../paths";
import { freshAccount } from "./accounts";
import { expect, test, toast } from "./fixtures";
import { logIn } from "./session";

const ACTIVITIES = `${pathTo("profile")}#mis-actividades`;

test("make the calendar link, open or copy it, replace it and stop sharing it after confirming", async ({
  page,
  gotoPage,
  waitForHydration,
  javaScriptEnabled,
  expectNoAxeViolations,
}, testInfo) => {
  // The private area is the heaviest page, and axe reads it twice.
  test.slow();
  await logIn(page, waitForHydration, await freshAccount("congreso", "calendar"));
  await page.waitForURL(urlEndingWith(pathTo("profile")));
  await gotoPage(ACTIVITIES);
  const section = page.getByRole("region", { name: "Suscribirse desde tu aplicación de calendario" });
  await expect(section).toContainText("se actualiza sola cuando te inscribes o cancelas");

  // By keyboard: the button is reached and pressed like any other.
  await section.getByRole("button", { name: "Crear el enlace de mi calendario" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(urlEndingWith(ACTIVITIES));
  await waitForHydration();
  await expect(toast(page, "Enlace del calendario creado.")).toBeVisible();
  const webcal = section.getByRole("textbox", { name: "Enlace para suscribirse (webcal)" });
  const https = section.getByRole("textbox", { name: "El mismo enlace, en https" });
  await expect(webcal).toHaveValue(/^webcal:\/\/[^/]+\/calendario\/[A-Za-z0-9_-]{43}\/mis-actividades\.ics$/);
  await expect(webcal).not.toBeEditable();
  const link = await https.inputValue();
  expect(link).toBe((await webcal.inputValue()).replace(/^webcal:/, "http:"));
  await expect(section).toContainText("Google Calendar");
  // On a phone the link is tapped, not copied: it opens the calendar app.
  await expect(section.getByRole("link", { name: "Abrir en mi aplicación de calendario" })).toHaveAttribute(
    "href",
    await webcal.inputValue(),
  );
  const copy = section.getByRole("button", { name: "Copiar el enlace https" });
  if (javaScriptEnabled) {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await copy.click();
    await expect(section.getByRole("button", { name: "Copiado" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Enlace copiado." })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  } else {
    // Without JavaScript a button could not copy: the field is there to select.
    await expect(copy).toHaveCount(0);
  }
  await expectNoAxeViolations();
  for (const [name, width] of [
    ["phone", 390],
    ["desktop", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: testInfo.outputPath(`calendar-link-${name}.png`) });
  }

  // A new link warns first that the current one stops working.
  const replace = section.getByRole("link", { name: "Crear un enlace nuevo" });
  await replace.focus();
  await page.keyboard.press("Enter");
  const warning = "El enlace actual deja de funcionar enseguida";
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "¿Crear un enlace nuevo?" });
    await expect(dialog).toContainText(warning);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(https).toHaveValue(link);
    await replace.click();
    await dialog.getByRole("button", { name: "Sí, crear un enlace nuevo" }).click();
  } else {
    await page.waitForURL(urlEndingWith(pathTo("profileCalendarReplace")));
    await expect(page.getByRole("heading", { level: 1, name: "¿Crear un enlace nuevo?" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(warning);
    await expectNoAxeViolations();
    await page.getByRole("button", { name: "Sí, crear un enlace nuevo" }).click();
  }
  await page.waitForURL(urlEndingWith(ACTIVITIES));
  await waitForHydration();
  await expect(toast(page, "Enlace del calendario creado.")).toBeVisible();
  await expect(https).not.toHaveValue(link);
  const replaced = await https.inputValue();
  expect((await page.request.get(link)).status()).toBe(404);

  const revoke = section.getByRole("link", { name: "Dejar de compartir" });
  await revoke.focus();
  await page.keyboard.press("Enter");
  if (javaScriptEnabled) {
    // A modal dialog: Escape leaves it with nothing changed and the focus back on the link.
    const dialog = page.getByRole("dialog", { name: "¿Dejar de compartir tu calendario?" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(revoke).toBeFocused();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Sí, dejar de compartir" }).click();
  } else {
    await page.waitForURL(urlEndingWith(pathTo("profileCalendarRevoke")));
    await expect(page.getByRole("heading", { level: 1, name: "¿Dejar de compartir tu calendario?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "No, volver a mis actividades" })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole("button", { name: "Sí, dejar de compartir" }).click();
  }
  await page.waitForURL(urlEndingWith(ACTIVITIES));
  await waitForHydration();
  await expect(toast(page, "Has dejado de compartir tu calendario")).toBeVisible();
  await expect(section.getByRole("button", { name: "Crear el enlace de mi calendario" })).toBeVisible();
  await expect(section.getByRole("textbox")).toHaveCount(0);
  // The old link is dead for any calendar app.
  expect((await page.request.get(replaced)).status()).toBe(404);
});
