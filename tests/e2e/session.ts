// Logging in as a demo account through the login page, as a person does: the journeys of the
// private area's records and of its calendar share it.
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { loginPath } from "../paths";
import { submitLogin } from "./accounts";
import { urlOf } from "./fixtures";

/** Fills and sends the login form at `/iniciar-sesion?origin=<origin>`; the caller waits for where it leads. */
export async function logIn(page: Page, waitForHydration: () => Promise<void>, email: string, origin: string = pathTo("profile")) {
  await page.goto(urlOf(loginPath(origin)));
  await waitForHydration();
  await submitLogin(page, email);
}
