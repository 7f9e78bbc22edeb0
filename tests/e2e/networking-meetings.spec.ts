// Meeting requests, JavaScript off and on: asking, validating, cancelling, rejecting and the seeded
// refusals, as ana and bruno; each project books blocks on its own day (they share one demo API).
import type { Browser, Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { loginPath, urlOnPath } from "../paths";
import { logInAt, submitLogin } from "./accounts";
import { HOSTS, THIRD_PARTY_SCRIPTS, expect, test, urlOf } from "./fixtures";
import { ALL_REJECTED, CONSENT_COOKIE, formatConsent } from "../../app/consent/consent";
import { TENANT_TOKENS, latestMail, mailsTo } from "./mailbox";

const ANA = "ana@example.com";
const BRUNO = "bruno@example.com";
/** Congreso Demo (networkingType 2): the conferences with networking (demo-api/seed/networking.ts). */
const SEEDED_CONFERENCE = "inauguracion-ia-para-las-personas";
const OTHER_CONFERENCE = "startups-con-proposito";

// Two people, a login with a mailed code and an axe scan at every step: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Words only this run's request carries, to tell it from the other project's and earlier runs'. */
const uniqueNote = (project: string, text: string) => `${text} (${project}-${Date.now().toString(36)})`;

const withConference = (path: string, conference: string | null) => (conference ? `${path}?congreso=${conference}` : path);

/** With JavaScript, until React has hydrated the page (as the fixtures' wait, for a second context). */
async function settle(page: Page, js: boolean) {
  await page.waitForLoadState("load");
  if (!js) return;
  await page.waitForFunction(() => {
    const w = window as unknown as { __remixRouter?: { state?: { initialized?: boolean; navigation?: { state?: string } } } };
    return (
      w.__remixRouter?.state?.initialized === true &&
      w.__remixRouter.state.navigation?.state === "idle" &&
      window.history.scrollRestoration === "manual"
    );
  });
}

const TOKEN_OF_HOST: Record<string, string> = {
  [HOSTS.congreso]: TENANT_TOKENS.congreso,
  [HOSTS.mecenazgo]: TENANT_TOKENS.mecenazgo,
  [HOSTS.eventos]: TENANT_TOKENS.eventos,
};

/**
 * bruno logs in with a mailed code. The other project may be logging him in at the same moment on
 * the same tenant, so each code mailed since this login started is tried, newest first.
 */
async function passTwoFactor(page: Page, js: boolean, host: string, email: string, since: string, target: RegExp) {
  await page.waitForURL((url) => target.test(url.href) || url.pathname.endsWith(pathTo("twoFactor")));
  if (target.test(page.url())) return;
  await settle(page, js);
  await latestMail(email, "code", since, TOKEN_OF_HOST[host]);
  const { mails } = await mailsTo(email, TOKEN_OF_HOST[host]);
  for (const mail of mails.filter((entry) => entry.code && entry.sent_at > since).reverse()) {
    await page.getByLabel("Código").fill(mail.code!);
    await page.getByRole("button", { name: "Verificar" }).click();
    await page.waitForURL((url) => target.test(url.href), { timeout: 3000 }).catch(() => undefined);
    if (target.test(page.url())) return;
    await settle(page, js);
  }
  throw new Error(`no mailed code logged ${email} in`);
}

/** A second person: a context of their own (the journeys' consent cookie), logged in, on `path`. */
async function secondPerson(browser: Browser, js: boolean, host: string, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: js, locale: "es-ES", timezoneId: "Europe/Madrid" });
  await context.route(THIRD_PARTY_SCRIPTS, (route) => route.abort("internetdisconnected"));
  await context.addCookies(
    Object.values(HOSTS).map((h) => ({
      name: CONSENT_COOKIE,
      value: formatConsent(ALL_REJECTED),
      url: urlOf("/", h),
      sameSite: "Lax" as const,
    })),
  );
  const page = await context.newPage();
  if (js)
    await page.addInitScript(() => {
      try {
        window.history.scrollRestoration = "auto";
      } catch {
        // not available
      }
    });
  await page.goto(urlOf(loginPath(path), host));
  await settle(page, js);
  const since = new Date(Date.now() - 1000).toISOString();
  await submitLogin(page, email);
  await passTwoFactor(page, js, host, email, since, urlOnPath(path.split("?")[0]));
  await settle(page, js);
  return page;
}

/** Sends the request form with `note` and waits for the requests page it leads to. */
async function sendRequest(page: Page, wait: () => Promise<void>, note: string) {
  await page.getByRole("textbox", { name: "Mensaje (opcional)" }).fill(note);
  await page.getByRole("button", { name: "Enviar la solicitud" }).click();
  await page.waitForURL(urlOnPath(pathTo("networkingRequests")));
  await wait();
}

/** Chooses a free block on the project's day; answers the day and time as the requests page writes them. */
async function chooseFreeBlock(page: Page, dayIndex: number): Promise<string> {
  const days = page.locator("fieldset.block-day");
  const day = days.nth(Math.min(dayIndex, (await days.count()) - 1));
  const legend = (await day.locator("legend").innerText()).trim();
  const free = day.getByRole("radio", { disabled: false }).first();
  const id = await free.getAttribute("id");
  const time = (await day.locator(`label[for="${id}"]`).innerText()).trim();
  await free.check();
  return `${legend}, ${time}`;
}

/** A request in a list (`Recibidas` / `Enviadas`) by who, when, its message (unique to the run) and state. */
function requestItem(page: Page, list: "Recibidas" | "Enviadas", who: string, when: string, note: string, state: string) {
  return page
    .getByRole("region", { name: new RegExp(`^${list}`) })
    .getByRole("listitem")
    .filter({ hasText: who })
    .filter({ hasText: when })
    .filter({ hasText: note })
    .filter({ hasText: state });
}

test("Mecenazgo Demo (type 1): ana finds bruno, asks for a meeting; bruno accepts it, then cancels it with a reason; both see it", async ({
  page,
  browser,
  javaScriptEnabled,
  waitForHydration,
  expectNoAxeViolations,
}, testInfo) => {
  const js = javaScriptEnabled !== false;
  const host = HOSTS.mecenazgo;
  const attendees = pathTo("networkingAttendees");
  await logInAt({ page, waitForHydration }, ANA, attendees, host);
  await expect(page.getByRole("heading", { level: 1, name: "Asistentes" })).toBeVisible();
  await expectNoAxeViolations();

  await page.getByRole("textbox", { name: "Buscar" }).fill("Bruno");
  await page.getByRole("search").getByRole("button", { name: "Buscar" }).click();
  await waitForHydration();
  await expect(page).toHaveURL(/buscar=Bruno/);
  await expect(page.getByRole("heading", { level: 2, name: "Bruno Martins Silva" })).toBeVisible();
  await expect(page.getByText("1 asistente", { exact: true })).toBeVisible();
  await expectNoAxeViolations();

  await page.getByRole("link", { name: "Pedir una reunión con Bruno Martins Silva" }).click();
  await waitForHydration();
  await expect(page.getByRole("heading", { level: 1, name: "Pedir una reunión con Bruno Martins Silva" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Franja horaria" })).toBeVisible();
  await expectNoAxeViolations();

  // Every missing choice at once, GOV.UK: the summary first, "Error:" in the title.
  await page.getByRole("button", { name: "Enviar la solicitud" }).click();
  await waitForHydration();
  await expect(page.getByRole("alert")).toContainText("Elige una franja horaria libre");
  await expect(page.getByRole("group", { name: "Franja horaria" })).toHaveAccessibleDescription(/Error: Elige una franja horaria libre/);
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations();

  const when = await chooseFreeBlock(page, testInfo.project.name === "js" ? 1 : 0);
  const note = uniqueNote(testInfo.project.name, "Hablamos de sensores");
  await sendRequest(page, waitForHydration, note);
  await expect(page.getByText("Tu solicitud se ha enviado.", { exact: false })).toBeVisible();
  await expect(requestItem(page, "Enviadas", "Bruno Martins Silva", when, note, "Pendiente: espera su respuesta")).toBeVisible();
  await expectNoAxeViolations();

  // bruno, in his own browser: received, accepted.
  const bruno = await secondPerson(browser, js, host, BRUNO, pathTo("networkingRequests"));
  const received = requestItem(bruno, "Recibidas", "Ana", when, note, "Pendiente: espera tu respuesta");
  await expect(received).toBeVisible();
  await expectNoAxeViolations(bruno);
  // A waiting request and a confirmed one differ by more than their words: border, icon, colours.
  const look = (item: typeof received) =>
    item.locator(".request-status").evaluate((badge) => {
      const style = getComputedStyle(badge);
      return [style.borderStyle, style.backgroundColor, badge.querySelector("svg")?.innerHTML ?? ""].join("|");
    });
  const waiting = await look(received);
  await received.getByRole("button", { name: "Aceptar" }).click();
  await settle(bruno, js);
  await expect(bruno.getByText("La reunión está confirmada.")).toBeVisible();
  const confirmed = requestItem(bruno, "Recibidas", "Ana", when, note, "Confirmada");
  await expect(confirmed).toBeVisible();
  const [waitingBorder, waitingBackground, waitingIcon] = waiting.split("|");
  const [confirmedBorder, confirmedBackground, confirmedIcon] = (await look(confirmed)).split("|");
  expect([waitingBorder, waitingBackground]).not.toEqual([confirmedBorder, confirmedBackground]);
  expect(waitingIcon).not.toBe("");
  expect(confirmedIcon).not.toBe(waitingIcon);
  await expectNoAxeViolations(bruno);

  // bruno cancels it with a reason: both sides see the state and the reason.
  const reason = `Me coincide con una ponencia (${testInfo.project.name})`;
  await confirmed.getByRole("textbox", { name: "Motivo de la cancelación (opcional)" }).fill(reason);
  await confirmed.getByRole("button", { name: "Cancelar la reunión" }).click();
  await settle(bruno, js);
  await expect(bruno.getByText("La reunión se ha cancelado.")).toBeVisible();
  await expect(requestItem(bruno, "Recibidas", "Ana", when, note, "Cancelada por ti")).toContainText(reason);
  await expectNoAxeViolations(bruno);
  await bruno.context().close();

  await page.reload();
  await waitForHydration();
  await expect(requestItem(page, "Enviadas", "Bruno Martins Silva", when, note, "Cancelada por la otra persona")).toContainText(reason);
  await expectNoAxeViolations();
});

test("Congreso Demo (type 2): bruno asks ana in another networking meeting (chosen by a GET form); ana rejects it with a reason", async ({
  page,
  browser,
  javaScriptEnabled,
  waitForHydration,
  expectNoAxeViolations,
}, testInfo) => {
  const js = javaScriptEnabled !== false;
  const host = HOSTS.congreso;
  const bruno = await secondPerson(browser, js, host, BRUNO, withConference(pathTo("networkingAttendees"), OTHER_CONFERENCE));
  await bruno.getByRole("textbox", { name: "Buscar" }).fill("ana");
  await bruno.getByRole("search").getByRole("button", { name: "Buscar" }).click();
  await settle(bruno, js);
  await expect(bruno).toHaveURL(new RegExp(`congreso=${OTHER_CONFERENCE}`));
  await bruno.getByRole("link", { name: /^Pedir una reunión con Ana / }).click();
  await settle(bruno, js);
  await expect(bruno).toHaveURL(new RegExp(`congreso=${OTHER_CONFERENCE}`));

  // Another networking meeting: the GET form reloads its blocks.
  const events = bruno.getByRole("group", { name: "Encuentro de networking" });
  await events.getByRole("radio").nth(1).check();
  await bruno.getByRole("button", { name: "Ver sus franjas horarias" }).click();
  await settle(bruno, js);
  await expect(bruno).toHaveURL(/evento=\d+/);
  await expect(events.getByRole("radio").nth(1)).toBeChecked();
  await expectNoAxeViolations(bruno);
  const when = await chooseFreeBlock(bruno, testInfo.project.name === "js" ? 1 : 0);
  const note = uniqueNote(testInfo.project.name, "¿Un café?");
  await sendRequest(bruno, () => settle(bruno, js), note);
  await expect(requestItem(bruno, "Enviadas", "Ana", when, note, "Pendiente: espera su respuesta")).toBeVisible();

  await logInAt({ page, waitForHydration }, ANA, withConference(pathTo("networkingRequests"), OTHER_CONFERENCE), host);
  const pending = requestItem(page, "Recibidas", "Bruno Martins Silva", when, note, "Pendiente: espera tu respuesta");
  const reason = `Esa tarde estoy en el estand (${testInfo.project.name})`;
  await pending.getByRole("textbox", { name: "Motivo del rechazo (opcional)" }).fill(reason);
  await pending.getByRole("button", { name: "Rechazar" }).click();
  await waitForHydration();
  await expect(page.getByText("La solicitud se ha rechazado.")).toBeVisible();
  await expect(requestItem(page, "Recibidas", "Bruno Martins Silva", when, note, "Rechazada por ti")).toContainText(reason);
  await expectNoAxeViolations();

  await bruno.reload();
  await settle(bruno, js);
  await expect(requestItem(bruno, "Enviadas", "Ana", when, note, "Rechazada por la otra persona")).toContainText(reason);
  await bruno.context().close();
});

test("Congreso Demo (type 2): accepting when the hours or the space are taken says so beside the request; the received list has its own pages", async ({
  page,
  waitForHydration,
  expectNoAxeViolations,
}) => {
  const requests = withConference(pathTo("networkingRequests"), SEEDED_CONFERENCE);
  await logInAt({ page, waitForHydration }, ANA, requests);
  await expect(page.getByRole("heading", { level: 1, name: "Solicitudes de reunión" })).toBeVisible();
  await expectNoAxeViolations();

  // Jon's request falls when ana already has a meeting (seeded: always overlapping).
  const jon = page
    .getByRole("region", { name: /^Recibidas/ })
    .getByRole("listitem")
    .filter({ hasText: "Jon" })
    .filter({ hasText: "Pendiente" })
    .first();
  await jon.getByRole("button", { name: "Aceptar" }).click();
  await waitForHydration();
  const overlapping = "Tú o la otra persona ya tenéis una reunión a esa hora.";
  await expect(page.getByRole("alert")).toContainText(overlapping);
  await expect(jon).toContainText(overlapping);
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations();

  // Pablo's, when the room's one table is taken (seeded: always occupied).
  const pablo = page
    .getByRole("region", { name: /^Recibidas/ })
    .getByRole("listitem")
    .filter({ hasText: "Pablo" })
    .filter({ hasText: "Pendiente" })
    .first();
  await pablo.getByRole("button", { name: "Aceptar" }).click();
  await waitForHydration();
  const occupied = "Esa franja ya no está libre: todas las mesas están reservadas.";
  await expect(pablo).toContainText(occupied);
  await expect(page.getByRole("alert")).toContainText(occupied);
  await expectNoAxeViolations();

  // The received list's second page: its own parameter, the conference kept.
  await page.getByRole("navigation", { name: "Páginas de Recibidas" }).getByRole("link", { name: "Siguiente" }).click();
  await waitForHydration();
  await expect(page).toHaveURL(new RegExp(`congreso=${SEEDED_CONFERENCE}.*recibidas=2|recibidas=2.*congreso=${SEEDED_CONFERENCE}`));
  await expect(page.getByRole("navigation", { name: "Páginas de Recibidas" }).getByRole("link", { name: "Página 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations();
});

/** Another free block on the same day than `except` (as chooseFreeBlock answers it). */
async function chooseOtherFreeBlock(page: Page, dayIndex: number, except: string): Promise<string> {
  const days = page.locator("fieldset.block-day");
  const day = days.nth(Math.min(dayIndex, (await days.count()) - 1));
  const legend = (await day.locator("legend").innerText()).trim();
  const free = day.getByRole("radio", { disabled: false });
  for (let index = 0; index < (await free.count()); index++) {
    const radio = free.nth(index);
    const time = (await day.locator(`label[for="${await radio.getAttribute("id")}"]`).innerText()).trim();
    if (`${legend}, ${time}` === except) continue;
    await radio.check();
    return `${legend}, ${time}`;
  }
  throw new Error("no other free block");
}

test("Mecenazgo Demo (type 1): ana changes the block of a pending request she sent; the sent list shows the new time", async ({
  page,
  waitForHydration,
  expectNoAxeViolations,
}, testInfo) => {
  const dayIndex = testInfo.project.name === "js" ? 1 : 0;
  await logInAt({ page, waitForHydration }, ANA, pathTo("networkingAttendees"), HOSTS.mecenazgo);
  await page.getByRole("link", { name: "Pedir una reunión con Bruno Martins Silva" }).click();
  await waitForHydration();
  const first = await chooseFreeBlock(page, dayIndex);
  const note = uniqueNote(testInfo.project.name, "Mejor otra hora");
  await sendRequest(page, waitForHydration, note);
  const sent = requestItem(page, "Enviadas", "Bruno Martins Silva", first, note, "Pendiente: espera su respuesta");
  await expect(sent).toBeVisible();

  // The same form, in edit mode: its block and message already chosen.
  await sent.getByRole("link", { name: "Cambiar esta solicitud a Bruno Martins Silva" }).click();
  await waitForHydration();
  await expect(page).toHaveURL(/solicitud=\d+/);
  await expect(page.getByRole("heading", { level: 1, name: "Cambiar tu solicitud de reunión a Bruno Martins Silva" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mensaje (opcional)" })).toHaveValue(note);
  await expect(page.getByRole("group", { name: "Franja horaria" }).getByRole("radio", { checked: true })).toHaveCount(1);
  await expectNoAxeViolations();
  const second = await chooseOtherFreeBlock(page, dayIndex, first);
  await page.getByRole("button", { name: "Guardar el cambio" }).click();
  await page.waitForURL(urlOnPath(pathTo("networkingRequests")));
  await waitForHydration();
  await expect(page.getByText("Tu solicitud se ha cambiado.", { exact: false })).toBeVisible();
  const changed = requestItem(page, "Enviadas", "Bruno Martins Silva", second, note, "Pendiente: espera su respuesta");
  await expect(changed).toBeVisible();
  await expect(requestItem(page, "Enviadas", "Bruno Martins Silva", first, note, "Pendiente")).toHaveCount(0);
  await expectNoAxeViolations();

  // Withdrawn again, so that runs do not pile up pending requests.
  await changed.getByRole("button", { name: "Cancelar la reunión" }).click();
  await waitForHydration();
  await expect(requestItem(page, "Enviadas", "Bruno Martins Silva", second, note, "Cancelada por ti")).toBeVisible();
});

test("Congreso Demo (type 2): ana says she won't be at a networking meeting, then that she will; a confirmed meeting holds her in the other", async ({
  page,
  waitForHydration,
  expectNoAxeViolations,
}, testInfo) => {
  // Each project its own conference: both change ana's registrations at once.
  const conference = testInfo.project.name === "js" ? OTHER_CONFERENCE : SEEDED_CONFERENCE;
  await logInAt({ page, waitForHydration }, ANA, withConference(pathTo("networkingRequests"), conference));
  const events = page.getByRole("region", { name: "Encuentros de networking a los que irás" });
  await expect(events).toBeVisible();
  const room = events.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Sala de reuniones/ }) });
  await expect(room).toContainText("Estarás allí.");

  await room.getByRole("button", { name: "No estaré en Sala de reuniones" }).click();
  await waitForHydration();
  await expect(page.getByText("Anotado: no estarás allí.")).toBeVisible();
  await expect(room).toContainText("No has dicho que vayas a estar.");
  await expectNoAxeViolations();

  await room.getByRole("button", { name: "Estaré en Sala de reuniones" }).click();
  await waitForHydration();
  await expect(page.getByText("Anotado: estarás allí.")).toBeVisible();
  await expect(room).toContainText("Estarás allí.");

  // The foyer: bruno's confirmed meeting with ana (seeded) is listed there and holds her in.
  const foyer = events
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) })
    .first();
  await expect(foyer).toContainText("Tus reuniones confirmadas aquí");
  await expect(foyer).toContainText("Bruno Martins Silva");
  await foyer.getByRole("button", { name: /^No estaré en / }).click();
  await waitForHydration();
  await expect(foyer.getByRole("alert")).toHaveText(
    "No puedes dejar este encuentro de networking mientras tengas una reunión confirmada en él. Cancela primero esa reunión y vuelve a intentarlo.",
  );
  await expect(foyer).toContainText("Estarás allí.");
  await expectNoAxeViolations();
});
