// Logging in as a demo account through the login page, as a person does: the journeys of the
// private area's records and of its calendar share it.
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { loginPath } from "../paths";
import { urlOf } from "./fixtures";

/** Every demo account's password (README, "Demo accounts"). */
export const DEMO_PASSWORD = "Demo-2026!";

/** Fills and sends the login form at `/iniciar-sesion?origin=<origin>`; the caller waits for where it leads. */
export async function logIn(page: Page, waitForHydration: () => Promise<void>, email: string, origin: string = pathTo("profile")) {
  await page.goto(urlOf(loginPath(origin)));
  await waitForHydration();
  const main = page.getByRole("main");
  await main.getByLabel("Correo electrónico").fill(email);
  await main.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Iniciar sesión" }).click();
}
