// The forum login as a browser sees it: the forum's sid in a Secure, SameSite=None cookie out of
// scripts' reach, removed at logout.
import { pathTo } from "../../app/paths";
import { expectLoggedInHome, submitLogin } from "./accounts";
import { HOSTS, expect, test } from "./fixtures";
import { logOutFromHeader } from "./header";
import { DEMO_API_URL } from "./mailbox";

const FORUM_COOKIE = "forum_sid";

test("logging in on a tenant with a forum stores the forum's cookie; logging out removes it", async ({
  page,
  gotoPage,
  waitForHydration,
}) => {
  await gotoPage(pathTo("login"), { host: HOSTS.mecenazgo });
  await submitLogin(page, "ana@example.com");
  await expectLoggedInHome(page, waitForHydration, "Ana");

  const cookie = (await page.context().cookies()).find((c) => c.name === FORUM_COOKIE);
  expect(cookie, "the forum cookie").toBeDefined();
  expect(cookie).toMatchObject({ domain: HOSTS.mecenazgo, path: "/", secure: true, sameSite: "None", httpOnly: true });
  // Without "remember me", it ends with the browser, as the session does.
  expect(cookie!.expires).toBe(-1);
  expect(await page.evaluate(() => document.cookie)).not.toContain(FORUM_COOKIE);

  // It is the sid the demo forum gave for Ana's e-mail and password.
  const logins = (await (await fetch(`${DEMO_API_URL}/__demo/forum/logins`)).json()) as {
    data: Array<{ username: string; sid: string | null }>;
  };
  expect(logins.data.find((login) => login.sid === cookie!.value)?.username).toBe("ana@example.com");

  await logOutFromHeader(page);
  await waitForHydration();
  await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain(FORUM_COOKIE);
});
