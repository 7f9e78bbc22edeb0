// The header's compact controls (app/chrome/Header.tsx) are <details> dropdowns: a visitor opens
// one before using what is inside, with or without JavaScript.
import type { Locator, Page } from "@playwright/test";

/** Opens the header dropdown whose control says `text` (the visible one: strip layouts draw two). */
export async function openHeaderControl(page: Page, text: string | RegExp): Promise<void> {
  const summary = page.getByRole("banner").locator("details:visible > summary").filter({ hasText: text });
  if ((await summary.locator("xpath=..").getAttribute("open")) === null) await summary.click();
}

/** The account dropdown, named by its greeting ("Hola, Ana"). */
export async function openAccountMenu(page: Page, greeting = /Hola, /): Promise<void> {
  await openHeaderControl(page, greeting);
}

/** The language control, or the venue control (their words change with the language: found by their place). */
export async function openPlaceControl(page: Page, which: "language" | "venue" = "language"): Promise<void> {
  const details = page.getByRole("banner").locator(`details.${which}-dropdown:visible`);
  if ((await details.getAttribute("open")) === null) await details.locator("> summary").click();
}

/** Logs out from the header, as a visitor does: open the account dropdown, press "Cerrar sesión". */
export async function logOutFromHeader(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
}

/** Follows the main menu's Agenda link with the next page's data held back: the progress bar shows until `release()`. */
export async function slowNavigationToAgenda(page: Page): Promise<{ bar: Locator; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Agenda" }).click();
  return { bar: page.getByRole("progressbar", { name: "Cargando la página" }), release };
}
