// The calendar subscription in "My activities", with and without JavaScript: making the link, seeing
// it in labelled fields to copy, and stopping it after its confirmation step, all by keyboard.
import { pathTo } from "../../app/paths";
import { urlEndingWith } from "../paths";
import { freshAccount } from "./accounts";
import { expect, test, toast } from "./fixtures";
import { logIn } from "./session";

const ACTIVITIES = `${pathTo("profile")}#mis-actividades`;

test("make the calendar link, copy it, then stop sharing it after confirming", async ({
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
  await expectNoAxeViolations();
  for (const [name, width] of [
    ["phone", 390],
    ["desktop", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: testInfo.outputPath(`calendar-link-${name}.png`) });
  }

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
  expect((await page.request.get(link)).status()).toBe(404);
});
