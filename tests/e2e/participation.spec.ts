// Taking part in an activity, with and without JavaScript: rooms, cancelling, refusals, questions and
// the moderated chat; changes use fresh accounts, the seeded ones (ana, eva, mod) are only read.
import type { Browser, Locator, Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { loginPath, urlAt } from "../paths";
import { freshAccount, logInAt, submitLogin, type Tenant } from "./accounts";
import { HOSTS, expect, expectSaidOnce, markDocument, reactOwns, sameDocument, test, urlOf } from "./fixtures";

const OPENING = pathTo("conference", { slug: "inauguracion-ia-para-las-personas" }); // 102: two rooms, chat, questions
const REHEARSAL = pathTo("conference", { slug: "ensayo-en-directo" }); // 120: on the real clock, stream and survey open
const CLOSING = pathTo("conference", { slug: "clausura-y-conclusiones" }); // 119: two rooms, chat
const OPEN_DATA = pathTo("conference", { slug: "datos-abiertos-ciudades" }); // 103: overlaps ana's 104
const PAID_WORKSHOP = pathTo("conference", { slug: "taller-prototipado-ia-generativa" }); // 104: ana paid
const PENDING_WORKSHOP = pathTo("conference", { slug: "taller-accesibilidad-web" }); // 111: ana pending
const FAILED_WORKSHOP = pathTo("conference", { slug: "taller-datos-abiertos-python" }); // 116: eva failed
const HEALTH_ROUND_TABLE = pathTo("conference", { slug: "mesa-redonda-salud-digital" }); // 105: chat
const CLIMATE_KEYNOTE = pathTo("conference", { slug: "keynote-clima-y-ciudades" }); // 109: questions
const STARTUP_FUNDING = pathTo("conference", { slug: "financiacion-startups-2027" }); // Eventos 1105: chat, questions

/** A second person (the moderator, or the same visitor in another tab) in a browser context of its own. */
async function personIn(browser: Browser, javaScriptEnabled: boolean, email: string, path: string, host: string = HOSTS.congreso) {
  const context = await browser.newContext({ javaScriptEnabled, locale: "es-ES", timezoneId: "Europe/Madrid" });
  await context.addCookies(
    Object.values(HOSTS).map((h) => ({
      name: "cookie_consent",
      value: `v1:${new Date().toISOString().slice(0, 10)}:none`,
      url: urlOf("/", h),
    })),
  );
  const page = await context.newPage();
  const settle = async () => {
    await page.waitForLoadState("load");
    if (javaScriptEnabled) await page.waitForFunction(() => window.history.scrollRestoration === "manual");
  };
  await logInAt({ page, waitForHydration: settle }, email, path, host);
  return { page, context, settle };
}

/** With JavaScript, the chat brought into view and its lazily loaded part hydrated, as a visitor scrolling to it finds it. */
async function chatHydrated(page: Page) {
  const form = chat(page).locator("form.chat-form");
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => reactOwns(form), { message: "the chat's part hydrated" }).toBe(true);
  await markDocument(page);
}

/** Holds the chat and questions' code (their lazy chunk) until `release()`, as a slow network would. */
async function holdLiveCode(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/LiveSections-[^/]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

const registration = (page: Page) => page.getByRole("region", { name: "Inscripción" });
const chat = (page: Page) => page.getByRole("region", { name: "Chat", exact: true });
const questions = (page: Page) => page.getByRole("region", { name: "Preguntas" });

/** The places taken in a room, as its radio button's label says ("Sala (212 de 600 plazas ocupadas)"). */
async function occupied(page: Page, room: string): Promise<number> {
  const label = await registration(page)
    .getByRole("radio", { name: new RegExp(`^${room} \\(`) })
    .evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? "");
  return Number(/(\d+) de \d+ plazas/.exec(label)?.[1]);
}

async function fresh(tenant: Tenant, label: string) {
  return freshAccount(tenant, label);
}

test.describe("taking part: registration", () => {
  test.describe.configure({ timeout: 60_000 });

  test("register in a room: the seating moves, the page says where; cancelling frees the seat", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const email = await fresh("congreso", "register");
    await logInAt({ page, waitForHydration }, email, OPENING);
    const section = registration(page);
    // Not registered yet: the stream is behind registering.
    await expect(page.getByRole("region", { name: "Emisión en directo" })).toContainText(
      "Inscríbete en esta actividad para ver la emisión en directo.",
    );
    const before = await occupied(page, "Auditorio Kursaal");
    // The full room is shown as full and cannot be chosen.
    await expect(section.getByRole("radio", { name: /^Auditorio \(completa/ })).toBeDisabled();
    await expectNoAxeViolations();
    await section.getByRole("radio", { name: /^Auditorio Kursaal/ }).check();
    await section.getByRole("button", { name: "Inscribirme" }).click();
    await expect(page.getByText("Te has inscrito en Auditorio Kursaal.")).toBeVisible();
    await expect(section.getByText("Estás inscrito en Auditorio Kursaal.")).toBeVisible();
    // Registered, three months before: the stream says when it opens, and the bar does not offer it.
    const stream = page.getByRole("region", { name: "Emisión en directo" });
    await expect(stream).toContainText("La emisión se abre el martes, 9 de marzo de 2027, a las 09:15.");
    await expect(stream.locator("iframe")).toHaveCount(0);
    await expect(page.locator(".action-bar").getByRole("link", { name: "Ver la emisión en directo" })).toHaveCount(0);
    await expectNoAxeViolations();
    // The other visitors' view: the seat is taken (read as the rooms' list shows it to a newcomer).
    await page.goto(urlOf(OPENING));
    await waitForHydration();
    await section.getByRole("button", { name: "Cancelar mi inscripción" }).click();
    await expect(page.getByText("Se ha cancelado tu inscripción.")).toBeVisible();
    await expect(section.getByRole("radio", { name: /^Auditorio Kursaal/ })).toBeVisible();
    const after = await occupied(page, "Auditorio Kursaal");
    // Both projects use this room at once: the count is back to at most where it was, plus theirs.
    expect(after).toBeLessThanOrEqual(before + 1);
  });

  test("on now (the demo's rehearsal): registered, the live stream plays and the bar leads to it", async ({ page, waitForHydration }) => {
    const email = await fresh("congreso", "rehearsal");
    await logInAt({ page, waitForHydration }, email, REHEARSAL);
    await registration(page).getByRole("button", { name: "Inscribirme" }).click();
    await expect(registration(page).getByText(/^Estás inscrito/)).toBeVisible();
    const stream = page.getByRole("region", { name: "Emisión en directo" });
    await expect(stream.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(stream.locator("iframe")).toHaveAttribute("title", /^Emisión en directo: /);
    await expect(page.locator(".action-bar").getByRole("link", { name: "Ver la emisión en directo" })).toHaveAttribute(
      "href",
      "#stream-title",
    );
  });

  test("the seating of a room counts the new registration", async ({ page, waitForHydration, browser, javaScriptEnabled }) => {
    const email = await fresh("congreso", "seating");
    await logInAt({ page, waitForHydration }, email, CLOSING);
    const before = await occupied(page, "Auditorio Kursaal");
    await registration(page)
      .getByRole("radio", { name: /^Auditorio Kursaal/ })
      .check();
    await registration(page).getByRole("button", { name: "Inscribirme" }).click();
    await expect(registration(page).getByText("Estás inscrito en Auditorio Kursaal.")).toBeVisible();
    // Another visitor sees one more place taken.
    const other = await personIn(browser, javaScriptEnabled ?? true, await fresh("congreso", "seating-other"), CLOSING);
    expect(await occupied(other.page, "Auditorio Kursaal")).toBeGreaterThanOrEqual(before + 1);
    await other.context.close();
  });

  test("no room chosen: the spec's message, in the summary and beside the rooms", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const email = await fresh("congreso", "noroom");
    await logInAt({ page, waitForHydration }, email, OPENING);
    await registration(page).getByRole("button", { name: "Inscribirme" }).click();
    const summary = registration(page).locator(".error-summary");
    await expect(summary.getByRole("link", { name: "Sala: Elige una sala para inscribirte.", exact: true })).toBeVisible();
    await expect(
      registration(page).getByRole("group", { name: "Elige una sala" }).getByText("Elige una sala para inscribirte."),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  test("already registered in another room (a page opened before): refused, naming the room", async ({
    page,
    waitForHydration,
    browser,
    javaScriptEnabled,
  }) => {
    const email = await fresh("congreso", "otherroom");
    await logInAt({ page, waitForHydration }, email, CLOSING);
    // The same visitor registers in the Auditorio from another tab.
    const tab = await personIn(browser, javaScriptEnabled ?? true, email, CLOSING);
    await registration(tab.page)
      .getByRole("radio", { name: /^Auditorio \(/ })
      .check();
    await registration(tab.page).getByRole("button", { name: "Inscribirme" }).click();
    await expect(registration(tab.page).getByText("Estás inscrito en Auditorio.")).toBeVisible();
    await tab.context.close();
    // The first tab still offers the rooms: choosing the other one is refused.
    await registration(page)
      .getByRole("radio", { name: /^Auditorio Kursaal/ })
      .check();
    await registration(page).getByRole("button", { name: "Inscribirme" }).click();
    await expectSaidOnce(page, "Ya estás inscrito en otra sala de esta actividad: Auditorio.");
    // The page now says where the visitor stands.
    await expect(registration(page).getByText("Estás inscrito en Auditorio.")).toBeVisible();
  });

  test("an overlapping activity on the same date: refused, with a link to it", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await logInAt({ page, waitForHydration }, "ana@example.com", OPEN_DATA);
    await registration(page).getByRole("button", { name: "Inscribirme" }).click();
    await expectSaidOnce(page, /Ya estás inscrito en una actividad a la misma hora del mismo día: .+\./);
    await expect(registration(page).getByRole("link", { name: /^Ver / })).toHaveAttribute("href", /taller-prototipado-ia-generativa/);
    await expectNoAxeViolations();
  });

  test("a paid registration cannot be cancelled", async ({ page, waitForHydration }) => {
    await logInAt({ page, waitForHydration }, "ana@example.com", PAID_WORKSHOP);
    await expect(registration(page).getByText("Tu inscripción está pagada.")).toBeVisible();
    await registration(page).getByRole("button", { name: "Cancelar mi inscripción" }).click();
    await expectSaidOnce(page, "Una inscripción pagada no se puede cancelar.");
  });

  test("pending manual payment: complete or discard it; cancelling is refused", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await logInAt({ page, waitForHydration }, "ana@example.com", PENDING_WORKSHOP);
    const section = registration(page);
    await expect(section.getByText("Tu inscripción está pendiente de pago.")).toBeVisible();
    await expect(section.getByRole("link", { name: "Completar el pago" })).toHaveAttribute(
      "href",
      pathTo("conferencePurchase", { slug: "taller-accesibilidad-web" }),
    );
    await expect(section.getByRole("link", { name: "Descartar la inscripción" })).toHaveAttribute(
      "href",
      /\/usuario\/descartar\/[0-9a-f-]{36}$/,
    );
    await section.getByRole("button", { name: "Cancelar mi inscripción" }).click();
    await expectSaidOnce(page, "Tu inscripción está pendiente de pago y no se puede cancelar. Puedes descartarla.");
    await expectNoAxeViolations();
    // Discarding goes through the private area's confirmation step.
    await section.getByRole("link", { name: "Descartar la inscripción" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Descartar/ })).toBeVisible();
  });

  test("a failed payment: said so; cancelling is refused", async ({ page, waitForHydration }) => {
    await logInAt({ page, waitForHydration }, "eva@example.com", FAILED_WORKSHOP);
    await page.goto(urlOf(FAILED_WORKSHOP));
    await waitForHydration();
    const section = registration(page);
    await expect(section.getByText("Tu pago no se ha podido completar.")).toBeVisible();
    await section.getByRole("button", { name: "Cancelar mi inscripción" }).click();
    await expectSaidOnce(
      page,
      "Tu pago no se completó y la inscripción no se puede cancelar. Puedes descartarla o intentar pagar de nuevo.",
    );
  });

  test("a ticket required: the sections behind it say what they hold; registering is refused", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await logInAt({ page, waitForHydration }, "eva@example.com", STARTUP_FUNDING, HOSTS.eventos);
    await page.goto(urlOf(STARTUP_FUNDING, HOSTS.eventos));
    await waitForHydration();
    await expect(registration(page).getByText("Para inscribirte necesitas una entrada del evento.")).toBeVisible();
    // What the ticket opens, and where to get one, instead of empty sections.
    const gate = page.getByRole("region", { name: "Para asistentes con entrada" });
    await expect(gate).toBeVisible();
    await expect(gate.getByRole("link", { name: "Consigue tu entrada" })).toHaveAttribute("href", pathTo("purchase"));
    await registration(page)
      .getByRole("button", { name: /^Inscribirme/ })
      .click();
    await expectSaidOnce(page, "Necesitas una entrada del evento para inscribirte en esta actividad.");
    await expectNoAxeViolations();
  });

  test("login required: the link logs in and comes back to the same activity", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage(OPENING);
    const section = registration(page);
    await expect(section.getByText("Tienes que iniciar sesión para inscribirte en esta actividad.")).toBeVisible();
    await section.getByRole("link", { name: "Inicia sesión para inscribirte" }).click();
    await waitForHydration();
    await submitLogin(page, "ana@example.com");
    // Back on the activity, at its registration.
    await page.waitForURL(new RegExp(`${urlAt(OPENING).source.slice(0, -1)}#registration$`));
    await expect(registration(page).getByRole("button", { name: "Inscribirme" })).toBeVisible();
  });
});

test.describe("taking part: questions", () => {
  test.describe.configure({ timeout: 90_000 });

  test("ask (pending), the moderator validates it, vote once", async ({
    page,
    waitForHydration,
    browser,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    const email = await fresh("congreso", "question");
    const text = `¿Pregunta de prueba ${test.info().project.name} ${Date.now()}?`;
    await logInAt({ page, waitForHydration }, email, CLIMATE_KEYNOTE);
    const section = questions(page);
    await section.getByLabel("Tu pregunta").fill(text);
    await section.getByRole("button", { name: "Enviar la pregunta" }).click();
    await expect(page.getByText("Tu pregunta se ha enviado. Está pendiente de validación.")).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: text })).toContainText("Pendiente de validación");
    // The question sent leaves an empty box, not an invitation to send it twice.
    await expect(section.getByLabel("Tu pregunta")).toHaveValue("");
    await expectNoAxeViolations();

    // The moderator validates it.
    const mod = await personIn(browser, javaScriptEnabled ?? true, "mod@example.com", CLIMATE_KEYNOTE);
    const queue = mod.page.getByRole("region", { name: "Preguntas pendientes de validación" });
    const item = queue.getByRole("listitem").filter({ hasText: text });
    await item.getByRole("button", { name: /^Validar/ }).click();
    await expect(mod.page.getByText("Se ha validado la pregunta.")).toBeVisible();
    await mod.context.close();

    // The attendee sees it among the validated ones, with no votes, and votes once.
    await page.goto(urlOf(CLIMATE_KEYNOTE));
    await waitForHydration();
    const validated = questions(page).getByRole("listitem").filter({ hasText: text });
    await expect(validated).toContainText("0 votos");
    // A page kept open from before the vote: its button still shows.
    const stale = await personIn(browser, javaScriptEnabled ?? true, email, CLIMATE_KEYNOTE);
    await validated.getByRole("button", { name: /^Votar/ }).click();
    await expect(validated).toContainText("1 voto");
    await expect(validated).toContainText("Has votado");
    await expect(validated.getByRole("button", { name: /^Votar/ })).toHaveCount(0);
    // Voting again from the stale page is refused.
    await questions(stale.page)
      .getByRole("listitem")
      .filter({ hasText: text })
      .getByRole("button", { name: /^Votar/ })
      .click();
    await expectSaidOnce(stale.page, "Ya has votado esta pregunta.");
    await stale.context.close();
  });

  test("a fourth question waiting for validation: the catalogue's add failure, the text kept", async ({ page, waitForHydration }) => {
    const email = await fresh("congreso", "questions4");
    await logInAt({ page, waitForHydration }, email, OPEN_DATA);
    const section = questions(page);
    for (const n of [1, 2, 3]) {
      await section.getByLabel("Tu pregunta").fill(`¿Pregunta número ${n}?`);
      await section.getByRole("button", { name: "Enviar la pregunta" }).click();
      await expect(section.getByRole("listitem").filter({ hasText: `¿Pregunta número ${n}?` })).toContainText("Pendiente de validación");
    }
    await section.getByLabel("Tu pregunta").fill("¿Una cuarta?");
    await section.getByRole("button", { name: "Enviar la pregunta" }).click();
    const refusal = "No hemos podido añadir tu pregunta: ya tienes tres pendientes de validación.";
    // A field's message (GOV.UK): in the summary as a link to the field, and beside the field; nowhere else.
    await expect(section.locator(".error-summary").getByRole("link", { name: `Tu pregunta: ${refusal}` })).toBeVisible();
    await expect(page.getByText(refusal).filter({ visible: true })).toHaveCount(2);
    await expect(section.getByLabel("Tu pregunta")).toHaveValue("¿Una cuarta?");
  });

  test("anonymous visitors read the questions and are invited to log in", async ({ page, gotoPage }) => {
    await gotoPage(OPENING);
    const section = questions(page);
    await expect(section.getByRole("listitem").first()).toContainText("votos");
    await expect(section.getByRole("link", { name: "Inicia sesión para participar" })).toHaveAttribute(
      "href",
      `${loginPath(OPENING)}%23questions`,
    );
  });
});

/**
 * After sending `text` to the chat: the confirmation (a status) and the message, waiting for a
 * moderator, are just below the form and within the viewport, and the message box is empty.
 */
async function expectSentBesideForm(page: Page, text: string) {
  const room = chat(page);
  const status = room.getByRole("status").filter({ hasText: "Tu mensaje se ha enviado. Se mostrará cuando un moderador lo acepte." });
  const waiting = room.getByRole("list", { name: "Tus mensajes pendientes de aceptación" }).getByRole("listitem").filter({ hasText: text });
  await expect(status).toBeVisible();
  await expect(waiting).toContainText("Pendiente de aceptación");
  await expect(room.getByLabel("Tu mensaje")).toHaveValue("");
  const form = room.locator("form.chat-form");
  for (const shown of [form.getByRole("button", { name: "Enviar" }), status, waiting]) await expect(shown).toBeInViewport();
  const [formBox, statusBox, waitingBox] = await Promise.all([form.boundingBox(), status.boundingBox(), waiting.boundingBox()]);
  // Beside the form: right under it, the message right under the confirmation.
  expect(statusBox!.y - (formBox!.y + formBox!.height)).toBeGreaterThanOrEqual(-1);
  expect(statusBox!.y - (formBox!.y + formBox!.height)).toBeLessThan(80);
  expect(waitingBox!.y - (statusBox!.y + statusBox!.height)).toBeLessThan(80);
}

/**
 * The moderator's "Eliminar" under the message `text`: without JavaScript its confirmation page quotes it, "Volver" keeps it;
 * with JavaScript the same question in a dialog, focus in it and back on the link on "Volver". Confirming deletes it and comes
 * back to the chat with the toast, which is a status (read by screen readers); with JavaScript the page never reloads.
 */
async function expectDeleteConfirmed(
  page: Page,
  {
    javaScriptEnabled,
    text,
    remove,
    expectNoAxeViolations,
  }: { javaScriptEnabled: boolean; text: string; remove: Locator; expectNoAxeViolations: (page?: Page) => Promise<void> },
) {
  const quoted = (where: Locator) =>
    Promise.all([
      expect(where.locator("blockquote")).toHaveText(text),
      expect(where.locator("figcaption")).toHaveText(/^Prueba Perfil, \d{2}:\d{2}$/),
    ]);
  if (javaScriptEnabled) {
    await markDocument(page);
    await remove.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "¿Eliminar este mensaje?" });
    await expect(dialog).toBeVisible();
    await quoted(dialog);
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]")), "focus in the dialog").toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Volver", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Eliminar el mensaje" }).click();
    await expect(dialog).toBeHidden();
  } else {
    await remove.click();
    await page.waitForURL(/\/chat\/\d+\/eliminar$/);
    await expect(page.getByRole("heading", { level: 1, name: "¿Eliminar este mensaje?" })).toBeVisible();
    await quoted(page.getByRole("main"));
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Volver", exact: true }).click();
    await expect(chat(page).getByRole("listitem").filter({ hasText: text })).toBeVisible();
    await remove.click();
    await page.getByRole("button", { name: "Eliminar el mensaje" }).click();
  }
  await page.waitForURL((url) => url.hash === "#chat" && !url.pathname.includes("/chat/"));
  await expect(page.getByRole("status").filter({ hasText: "Se ha eliminado el mensaje." })).toBeVisible();
  if (javaScriptEnabled) expect(await sameDocument(page)).toBe(true);
}

test.describe("taking part: chat", () => {
  test.describe.configure({ timeout: 90_000 });

  test("send, too fast (text kept), accepted, deleted by the moderator: a placeholder", async ({
    page,
    waitForHydration,
    browser,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    const email = await fresh("congreso", "chat");
    const text = `Hola desde ${test.info().project.name} ${Date.now()}`;
    await logInAt({ page, waitForHydration }, email, HEALTH_ROUND_TABLE);
    if (javaScriptEnabled) await chatHydrated(page);
    const room = chat(page);
    await room.getByLabel("Tu mensaje").fill(text);
    await room.getByRole("button", { name: "Enviar" }).click();
    // The confirmation and the message, waiting, are beside the chat form, in view (without JavaScript
    // too, where the page comes back from the redirect), the confirmation announced; the box is empty.
    await expectSentBesideForm(page, text);
    // With JavaScript the hydrated part sent it: no page load.
    if (javaScriptEnabled) expect(await sameDocument(page)).toBe(true);
    // A second message at once: refused, the text kept.
    await room.getByLabel("Tu mensaje").fill("Otro mensaje enseguida");
    await room.getByRole("button", { name: "Enviar" }).click();
    await expect(
      room.getByText(/Estás enviando mensajes demasiado seguidos\. Espera \d+ segundos? y vuelve a intentarlo\./).first(),
    ).toBeVisible();
    await expect(room.getByLabel("Tu mensaje")).toHaveValue("Otro mensaje enseguida");
    await expectNoAxeViolations();

    // The moderator sees it waiting, and accepts it.
    const mod = await personIn(browser, javaScriptEnabled ?? true, "mod@example.com", HEALTH_ROUND_TABLE);
    const waiting = chat(mod.page).getByRole("listitem").filter({ hasText: text });
    await expect(waiting).toContainText("Pendiente de aceptación");
    // Only once in their chat: the sender's copy beside the form is the sender's alone.
    await expect(chat(mod.page).getByRole("list", { name: "Tus mensajes pendientes de aceptación" })).toHaveCount(0);
    // The moderator's view (queue, buttons, the moderators' chat) is as accessible as the rest.
    await expectNoAxeViolations(mod.page);
    await waiting.getByRole("button", { name: /^Aceptar/ }).click();
    await expect(waiting).not.toContainText("Pendiente de aceptación");

    // The attendee sees it.
    await chat(page).getByRole("link", { name: "Ver mensajes nuevos" }).click();
    await expect(chat(page).getByRole("listitem").filter({ hasText: text })).toBeVisible();
    await expect(chat(page).getByRole("list", { name: "Tus mensajes pendientes de aceptación" })).toHaveCount(0);

    // The moderator deletes it after confirming (issue 48): a page of its own without JavaScript, a dialog with it.
    const item = chat(mod.page).getByRole("listitem").filter({ hasText: text });
    const remove = item.getByRole("link", { name: /^Eliminar/ });
    const step = await remove.getAttribute("href");
    expect(step).toMatch(/^\/agenda\/mesa-redonda-salud-digital\/chat\/\d+\/eliminar$/);
    await expectDeleteConfirmed(mod.page, { javaScriptEnabled: javaScriptEnabled ?? true, text, remove, expectNoAxeViolations });
    await expect(item).toHaveCount(0);
    // Asked again for it (a second tab, another moderator was faster): said plainly.
    await mod.page.goto(urlOf(step!));
    await expect(mod.page.getByRole("heading", { level: 1, name: "Este mensaje ya no está en el chat" })).toBeVisible();
    await mod.context.close();
    // The step is the moderators' alone: an attendee gets the page every refused visitor gets.
    const refused = await page.goto(urlOf(step!));
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "No tienes permiso para ver esta página" })).toBeVisible();
    await page.goto(urlOf(HEALTH_ROUND_TABLE));
    await chat(page).getByRole("link", { name: "Ver mensajes nuevos" }).click();
    await expect(chat(page).getByRole("listitem").filter({ hasText: text })).toHaveCount(0);
    await expect(chat(page).getByText("Un moderador ha eliminado este mensaje.").first()).toBeVisible();
  });

  // Issue 48: the moderator read "Mikel Sanz Moderador" beside a "Moderador" badge, and a red "Eliminar" sat under every message.
  test("the moderator's name, then one badge; deleting is a quiet button", async ({ browser, javaScriptEnabled }) => {
    const mod = await personIn(browser, javaScriptEnabled ?? true, "mod@example.com", HEALTH_ROUND_TABLE);
    const own = chat(mod.page).getByRole("listitem").filter({ hasText: "Sí, la grabación estará en la web del congreso." });
    await expect(own.locator(".chat-meta strong")).toHaveText("Mikel Sanz Etxeberria");
    await expect(own.locator(".chat-meta")).toContainText(/^Mikel Sanz Etxeberria Moderador \d/);
    const remove = own.getByRole("link", { name: /^Eliminar/ });
    const red = await remove.evaluate((button) => {
      const probe = document.createElement("span");
      probe.style.background = "var(--color-error)";
      button.after(probe);
      const error = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return getComputedStyle(button).backgroundColor === error;
    });
    expect(red, "Eliminar is not filled in the error colour").toBe(false);
    await expect(remove).toHaveClass(/button-secondary/);
    await mod.context.close();
  });

  test("on a phone, below a chat with history: the confirmation and the waiting message come back in view beside the form", async ({
    page,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = await fresh("congreso", "chat-phone");
    const text = `Desde el móvil ${test.info().project.name} ${Date.now()}`;
    await logInAt({ page, waitForHydration }, email, OPENING);
    // The activity's survey, further down, is not hydrated yet: its part must not hold the chat's answer back.
    if (javaScriptEnabled) await chatHydrated(page);
    const room = chat(page);
    await room.getByLabel("Tu mensaje").fill(text);
    await room.getByRole("button", { name: "Enviar" }).click();
    await expectSentBesideForm(page, text);
    if (javaScriptEnabled) expect(await sameDocument(page)).toBe(true);
    // Without JavaScript the page came back to the form, not to the section's top (its heading, far above).
    if (!javaScriptEnabled) await expect(room.getByRole("heading", { name: "Chat" })).not.toBeInViewport();
    await expectNoAxeViolations();
  });

  test("anonymous visitors are invited to log in to chat", async ({ page, gotoPage }) => {
    await gotoPage(OPENING);
    await expect(chat(page).getByRole("link", { name: "Inicia sesión para chatear" })).toBeVisible();
  });
});

test.describe("taking part: parts whose code comes when needed, with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "their code is JavaScript's");
  test.describe.configure({ timeout: 60_000 });

  test("text typed in the chat while its code loads is kept, and sends as the hydrated part does", async ({ page, waitForHydration }) => {
    const email = await fresh("congreso", "chat-early");
    const text = `Escrito antes de tiempo ${Date.now()}`;
    await logInAt({ page, waitForHydration }, email, OPENING);
    // The page as a visitor opens it (the login came to it client-side, with the code at once).
    const code = await holdLiveCode(page);
    await page.reload();
    await waitForHydration();
    const room = chat(page);
    const box = room.getByLabel("Tu mensaje");
    await box.scrollIntoViewIfNeeded();
    // The server's form, working before the code comes: the visitor types at once.
    await box.pressSequentially(text);
    await expect.poll(code.asked, { message: "the chat's code asked for" }).toBe(true);
    expect(await reactOwns(room.locator("form.chat-form"))).toBe(false);
    code.release();
    await expect.poll(() => reactOwns(room.locator("form.chat-form")), { message: "the chat's part hydrated" }).toBe(true);
    await expect(box).toHaveValue(text);
    await markDocument(page);
    await room.getByRole("button", { name: "Enviar" }).click();
    await expectSentBesideForm(page, text);
    expect(await sameDocument(page)).toBe(true);
  });

  test("for a logged-in visitor the chat and questions hydrate at once: a refused registration leaves them, with no error", async ({
    page,
    waitForHydration,
  }) => {
    await logInAt({ page, waitForHydration }, "ana@example.com", OPEN_DATA);
    // The page as a visitor opens it (the login came to it client-side), the questions far below the first screen.
    await page.reload();
    await waitForHydration();
    await expect(questions(page)).not.toBeInViewport();
    await expect.poll(() => reactOwns(questions(page)), { message: "the questions' part hydrated, not in view" }).toBe(true);
    await registration(page).getByRole("button", { name: "Inscribirme" }).click();
    await expect(
      registration(page)
        .getByText(/Ya estás inscrito en una actividad a la misma hora del mismo día/)
        .first(),
    ).toBeVisible();
    // A part still waiting for its code when the answer came lost its server HTML (React error #421): the console fixture sees that too.
    await expect(questions(page).getByRole("heading", { name: "Preguntas" })).toBeVisible();
  });
});

test.describe("taking part: live, with JavaScript", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a message appears for the moderator and then for another attendee without reloading; its deletion too", async ({
    page,
    waitForHydration,
    browser,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "live updates need JavaScript; without it the 'show new messages' link does it (chat journey above)");
    const [sender, watcher] = await Promise.all([fresh("congreso", "live-sender"), fresh("congreso", "live-watcher")]);
    const text = `En directo ${Date.now()}`;
    await logInAt({ page, waitForHydration }, watcher, HEALTH_ROUND_TABLE);
    const mod = await personIn(browser, true, "mod@example.com", HEALTH_ROUND_TABLE);
    const attendee = await personIn(browser, true, sender, HEALTH_ROUND_TABLE);

    await chat(attendee.page).getByLabel("Tu mensaje").fill(text);
    await chat(attendee.page).getByRole("button", { name: "Enviar" }).click();
    // The confirmation and the message waiting beside the form; the box is empty again, ready for the next one.
    await expectSentBesideForm(attendee.page, text);

    // The moderator's page shows it waiting, without a reload.
    const waiting = chat(mod.page).getByRole("listitem").filter({ hasText: text });
    await expect(waiting).toContainText("Pendiente de aceptación", { timeout: 15_000 });
    await waiting.getByRole("button", { name: /^Aceptar/ }).click();

    // The other attendee's page shows it, without a reload, and says so to screen readers.
    const seen = chat(page).getByRole("listitem").filter({ hasText: text });
    await expect(seen).toBeVisible({ timeout: 15_000 });
    // The sender's waiting copy gives way to the message in the chat.
    await expect(chat(attendee.page).locator("ol.chat-messages").getByRole("listitem").filter({ hasText: text })).toBeVisible({
      timeout: 15_000,
    });
    await expect(chat(attendee.page).getByRole("list", { name: "Tus mensajes pendientes de aceptación" })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: /Nuevo mensaje de Prueba/ })).toBeAttached();

    // Deleted by the moderator, after confirming in the dialog: a placeholder there too.
    await chat(mod.page)
      .getByRole("listitem")
      .filter({ hasText: text })
      .getByRole("link", { name: /^Eliminar/ })
      .click();
    await mod.page.getByRole("dialog").getByRole("button", { name: "Eliminar el mensaje" }).click();
    await expect(seen).toHaveCount(0, { timeout: 15_000 });
    await expect(chat(page).getByText("Un moderador ha eliminado este mensaje.").first()).toBeVisible();
    await Promise.all([mod.context.close(), attendee.context.close()]);
  });

  test("a question the moderator validates appears on the asker's page without reloading", async ({
    page,
    waitForHydration,
    browser,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "live updates need JavaScript");
    const email = await fresh("congreso", "live-question");
    const text = `¿En directo ${Date.now()}?`;
    await logInAt({ page, waitForHydration }, email, CLIMATE_KEYNOTE);
    await questions(page).getByLabel("Tu pregunta").fill(text);
    await questions(page).getByRole("button", { name: "Enviar la pregunta" }).click();
    await expect(questions(page).getByRole("listitem").filter({ hasText: text })).toContainText("Pendiente de validación");
    const mod = await personIn(browser, true, "mod@example.com", CLIMATE_KEYNOTE);
    await mod.page
      .getByRole("region", { name: "Preguntas pendientes de validación" })
      .getByRole("listitem")
      .filter({ hasText: text })
      .getByRole("button", { name: /^Validar/ })
      .click();
    await expect(mod.page.getByText("Se ha validado la pregunta.")).toBeVisible();
    await mod.context.close();
    const validated = questions(page).getByRole("listitem").filter({ hasText: text });
    await expect(validated.getByRole("button", { name: /^Votar/ })).toBeVisible({ timeout: 15_000 });
    await expect(validated).toContainText("0 votos");
  });
});
