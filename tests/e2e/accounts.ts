// Accounts for journeys: the seeded ones (password `Demo-2026!`), fresh ones made through the demo
// API for journeys that change an account, and logging in through the login page.
import type { Page } from "@playwright/test";
import { pathPattern } from "../paths";
import { expect, test } from "./fixtures";
import { DEMO_API_URL, TENANT_TOKENS, latestMail } from "./mailbox";

export const PASSWORD = "Demo-2026!";
export type Tenant = keyof typeof TENANT_TOKENS;

export function uniqueEmail(label: string): string {
  return `${test.info().project.name}-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
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

/** Fills and sends the login form of the page in view. */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  const main = page.getByRole("main");
  await main.getByLabel("Correo electrónico").fill(email);
  await main.getByLabel("Contraseña", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Iniciar sesión" }).click();
}
