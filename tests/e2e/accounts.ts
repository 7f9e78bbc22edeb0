// Accounts for journeys: the seeded ones (password `Demo-2026!`), fresh ones made through the demo
// API for journeys that change an account, and logging in through the login page.
import type { Page } from "@playwright/test";
import { loginPath, pathPattern, urlOnPath } from "../paths";
import { HOSTS, expect, test, urlOf } from "./fixtures";
import { DEMO_API_URL, TENANT_TOKENS, latestMail } from "./mailbox";

export const PASSWORD = "Demo-2026!";
export type Tenant = keyof typeof TENANT_TOKENS;

/** `label` made unique to this run and project (for e-mails and tokens). */
export function unique(label: string): string {
  return `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

export function uniqueEmail(label: string): string {
  return `${unique(label)}@example.com`;
}

/** A call to the demo API as `tenant` (no customer token). */
export async function api(tenant: Tenant, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${DEMO_API_URL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "X-Tenant": TENANT_TOKENS[tenant], "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Validates an account with the token of the link the demo API mailed (what /validate/<token> does). */
export async function validateWith(tenant: Tenant, link: string | undefined) {
  expect(link).toMatch(new RegExp(`^${pathPattern("validate", { token: ".+" })}`));
  const answer = await api(tenant, "/customer/validate", { token: link!.split("/").pop() });
  expect(answer.status).toBe(200);
}

/** A new, validated account on `tenant` (password `Demo-2026!`, telephone 612345678). */
export async function freshAccount(tenant: Tenant, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const genres = await api(tenant, "/customer/genres");
  const signUp = await api(tenant, "/customer/signup", {
    name: "Prueba",
    surname: "Perfil",
    email,
    telephone: "612345678",
    password: PASSWORD,
    password_confirmation: PASSWORD,
    gender: genres.body.data[0].id,
    privacy_policy: true,
    advertising: false,
  });
  expect(signUp.status).toBe(201);
  await validateWith(tenant, (await latestMail(email, "link", "", TENANT_TOKENS[tenant])).link);
  return email;
}

/** Registers `email` in an activity through the demo API (a paid one's registration stays pending), as its page's form would. */
export async function registerThroughApi(tenant: Tenant, email: string, conferenceId: number, roomId: number): Promise<void> {
  const login = await api(tenant, "/customer/login", { user: { email, password: PASSWORD }, remember: false });
  expect(login.status).toBe(200);
  const res = await fetch(`${DEMO_API_URL}/conferences/${conferenceId}/register`, {
    method: "POST",
    headers: {
      "X-Tenant": TENANT_TOKENS[tenant],
      "Content-Type": "application/json",
      Accept: "application/json",
      Authorization: `Bearer ${login.body.data.token}`,
    },
    body: JSON.stringify({ room_id: roomId }),
  });
  expect(res.status).toBe(201);
}

/** Fills the login form of the page in view, without sending it. */
export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  const main = page.getByRole("main");
  await main.getByLabel("Correo electrónico").fill(email);
  await main.getByLabel("Contraseña", { exact: true }).fill(password);
}

/** Fills and sends the login form of the page in view. */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  await fillLogin(page, email, password);
  await page.getByRole("main").getByRole("button", { name: "Iniciar sesión" }).click();
}

/** Logs `email` in from the login page of `host` whose origin is `path`, and waits there, hydrated. */
export async function logInAt(
  { page, waitForHydration }: { page: Page; waitForHydration: () => Promise<void> },
  email: string,
  path: string,
  host: string = HOSTS.congreso,
): Promise<void> {
  await page.goto(urlOf(loginPath(path), host));
  await waitForHydration();
  await submitLogin(page, email);
  await page.waitForURL(urlOnPath(path.split("?")[0]));
  await waitForHydration();
}

/** After a login that goes home: on the home page, hydrated, the header greeting `name`. */
export async function expectLoggedInHome(page: Page, waitForHydration: () => Promise<void>, name: string): Promise<void> {
  await page.waitForURL(/:\d+\/$/);
  await waitForHydration();
  await expect(page.getByRole("banner").getByText(`Hola, ${name}`)).toBeVisible();
}
