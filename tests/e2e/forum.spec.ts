// The forum login as a browser sees it: logging in on the tenant with a forum (Mecenazgo Demo, whose
// forum is the demo API's) leaves the forum's sid in its cookie, Secure and SameSite=None, out of
// scripts' reach; logging out removes it. Chromium keeps Secure cookies on http://*.localhost.
import { pathTo } from "../../app/paths";
import { HOSTS, expect, test } from "./fixtures";
import { logOutFromHeader } from "./header";
import { DEMO_API_URL } from "./mailbox";

const FORUM_COOKIE = "forum_sid";

test("logging in on a tenant with a forum stores the forum's cookie; logging out removes it", async ({ page, gotoPage, waitForHydration }) => {
  await gotoPage(pathTo("login"), { host: HOSTS.mecenazgo });
  const form = page.getByRole("main");
  await form.getByLabel("Correo electrónico").fill("ana@example.com");
  await form.getByLabel("Contraseña", { exact: true }).fill("Demo-2026!");
  await form.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL(/:\d+\/$/);
  await waitForHydration();
  await expect(page.getByRole("banner").getByText("Hola, Ana")).toBeVisible();

  const cookie = (await page.context().cookies()).find((c) => c.name === FORUM_COOKIE);
  expect(cookie, "the forum cookie").toBeDefined();
  expect(cookie).toMatchObject({ domain: HOSTS.mecenazgo, path: "/", secure: true, sameSite: "None", httpOnly: true });
  // Without "remember me", it ends with the browser, as the session does.
  expect(cookie!.expires).toBe(-1);
  expect(await page.evaluate(() => document.cookie)).not.toContain(FORUM_COOKIE);

  // It is the sid the demo forum gave for Ana's e-mail and password.
  const logins = (await (await fetch(`${DEMO_API_URL}/__demo/forum/logins`)).json()) as { data: Array<{ username: string; sid: string | null }> };
  expect(logins.data.find((login) => login.sid === cookie!.value)?.username).toBe("ana@example.com");

  await logOutFromHeader(page);
  await waitForHydration();
  await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain(FORUM_COOKIE);
});
