// Buying tickets and paying, with and without JavaScript: card, QR, bank transfer, free tickets,
// the login in the middle, a double submit; every journey uses a fresh account (projects share one demo API).
import type { Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { formatDay } from "../../app/ui/format";
import { decodeQrPng } from "../qr";
import { urlOnPath } from "../paths";
import { freshAccount, logInAt, submitLogin, type Tenant } from "./accounts";
import { HOSTS, expect, test, urlOf } from "./fixtures";
import { DEMO_API_URL, TENANT_TOKENS } from "./mailbox";

const PURCHASE = pathTo("purchase");
const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

type Ctx = { page: Page; waitForHydration: () => Promise<void>; expectNoAxeViolations: (page?: Page) => Promise<void> };

/** A fresh account logged in, on the choose step. */
async function freshBuyer(ctx: Ctx, tenant: Tenant, label: string): Promise<string> {
  const email = await freshAccount(tenant, label);
  await logInAt(ctx, email, PURCHASE, HOSTS[tenant]);
  return email;
}

async function chooseTicket({ page, waitForHydration }: Ctx, name: RegExp) {
  await page.getByRole("group", { name: "¿Qué entrada quieres?" }).getByRole("radio", { name }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/[?&]entrada=\d+/);
  await waitForHydration();
  await expect(page.getByRole("heading", { level: 1, name: "Pago de la entrada" })).toBeVisible();
}

async function pay({ page }: Ctx, method: string) {
  await page.getByRole("group", { name: "¿Cómo quieres pagar?" }).getByRole("radio", { name: method }).check();
  await page.getByRole("checkbox", { name: "He leído y acepto las condiciones de compra" }).check();
  await page.getByRole("button", { name: /^(Pagar|Confirmar)/ }).click();
}

/** On the demo provider's card page (no JavaScript of its own): type a card and pay, or cancel. */
async function atCardPage({ page }: Ctx, card: string | "cancel") {
  await expect(page.getByRole("heading", { level: 1, name: "Pago seguro (demo)" })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(DEMO_API_URL);
  if (card === "cancel") {
    await page.getByRole("button", { name: "Cancelar" }).click();
  } else {
    await page.getByLabel("Número de tarjeta").fill(card);
    await page.getByRole("button", { name: "Pagar" }).click();
  }
}

/** The demo API's orders of one account's tickets (`GET /__demo/orders`). */
async function demoOrders(
  tenant: Tenant,
  email: string,
): Promise<Array<{ id: number; status: string; payment_kind: string; ticket_id: number | null; sessions: unknown[] }>> {
  const res = await fetch(`${DEMO_API_URL}/__demo/orders?tenant=${TENANT_TOKENS[tenant]}`);
  const body = (await res.json()) as {
    data: Array<{ email: string; id: number; status: string; payment_kind: string; ticket_id: number | null; sessions: unknown[] }>;
  };
  // Ticket orders only: a fresh account starts with a pending registration's order of its own.
  return body.data.filter((order) => order.email === email && order.ticket_id !== null);
}

async function expectOk({ page, waitForHydration, expectNoAxeViolations }: Ctx, heading: string, text: RegExp) {
  await page.waitForURL(urlOnPath(pathTo("purchaseOk")));
  await waitForHydration();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(text);
  await expect(page.getByRole("link", { name: "Mis actividades" })).toHaveAttribute("href", `${pathTo("profile")}#mis-actividades`);
  await expectNoAxeViolations();
}

test.describe("buying a ticket", () => {
  test("by card: choose, pay, the provider's page, ok; the private area lists the order", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    const email = await freshBuyer(ctx, "congreso", "card");
    await expect(page.getByRole("radio", { name: /^Todo incluido \(anticipada\).*agotada/ })).toBeDisabled();
    await expectNoAxeViolations();
    await chooseTicket(ctx, /^Entrada virtual · 49/);
    await expect(page.locator(".purchase-total")).toHaveText("49 €");
    await expectNoAxeViolations();
    await pay(ctx, "Tarjeta");
    await atCardPage(ctx, SUCCESS_CARD);
    await expectOk(ctx, "Compra completada", /Ya tienes tu entrada «Entrada virtual»/);
    await expect(page.getByRole("main")).toContainText("Pagado");
    const orders = await demoOrders("congreso", email);
    expect(orders.filter((order) => order.status === "paid" && order.payment_kind === "card")).toHaveLength(1);

    await page.getByRole("link", { name: "Mis actividades" }).click();
    await waitForHydration();
    await expect(page.getByRole("table").getByRole("row", { name: /PED-/ }).filter({ hasText: "Entrada virtual" })).toHaveCount(1);
  });

  test("declined card: the error page says so, the retry keeps the choices, then the success card", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    const email = await freshBuyer(ctx, "congreso", "declined");
    await chooseTicket(ctx, /^Pase libre · 120/);
    await pay(ctx, "Tarjeta");
    await atCardPage(ctx, DECLINED_CARD);
    await page.waitForURL(urlOnPath(pathTo("purchaseError")));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "El pago no se ha completado" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("La entidad ha rechazado el pago de «Pase libre»");
    await expectNoAxeViolations();

    await page.getByRole("link", { name: "Volver a intentarlo" }).click();
    await page.waitForURL(/[?&]entrada=\d+/);
    await waitForHydration();
    await expect(page.getByRole("radio", { name: "Tarjeta" })).toBeChecked();
    await expect(page.locator(".purchase-total")).toHaveText("120 €");
    await page.getByRole("checkbox", { name: "He leído y acepto las condiciones de compra" }).check();
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await atCardPage(ctx, SUCCESS_CARD);
    await expectOk(ctx, "Compra completada", /Pase libre/);
    const orders = await demoOrders("congreso", email);
    expect(orders.map((order) => order.status).sort()).toEqual(["failed", "paid"]);
  });

  test("cancelled at the provider: the error page, nothing charged", async ({ page, waitForHydration, expectNoAxeViolations }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    await freshBuyer(ctx, "congreso", "cancel");
    await chooseTicket(ctx, /^Entrada virtual · 49/);
    await pay(ctx, "Tarjeta");
    await atCardPage(ctx, "cancel");
    await page.waitForURL(urlOnPath(pathTo("purchaseError")));
    await waitForHydration();
    await expect(page.getByRole("main")).toContainText("Has cancelado el pago de «Entrada virtual»");
    await expect(page.getByRole("link", { name: "Volver a intentarlo" })).toHaveAttribute("href", /entrada=\d+&pago=1/);
    await expectNoAxeViolations();
  });

  for (const outcome of ["ok", "ko"] as const) {
    test(`QR payment ${outcome}: the provider comes back with a cross-site POST`, async ({
      page,
      waitForHydration,
      expectNoAxeViolations,
    }) => {
      const ctx = { page, waitForHydration, expectNoAxeViolations };
      const email = await freshBuyer(ctx, "congreso", `qr-${outcome}`);
      await chooseTicket(ctx, /^Entrada virtual · 49/);
      await pay(ctx, "Pago con QR");
      await expect(page.getByRole("heading", { level: 1, name: "Pago con QR (demo)" })).toBeVisible();
      await page.getByRole("button", { name: outcome === "ok" ? "Pagado" : "Fallido" }).click();
      // The "back to the portal" button is a form posting to the return URL from the provider's origin.
      const returned = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().includes(pathTo(outcome === "ok" ? "qrOk" : "qrKo")),
      );
      await page.getByRole("button", { name: "Volver al portal" }).click();
      // Not this site's: the provider's page sends `Origin: null` (its no-referrer policy) or its own origin,
      // which the host refuses for any page but a return route.
      expect([DEMO_API_URL, "null"]).toContain((await (await returned).allHeaders())["origin"]);
      if (outcome === "ok") {
        await expectOk(ctx, "Compra completada", /Entrada virtual/);
      } else {
        await page.waitForURL(urlOnPath(pathTo("purchaseError")));
        await waitForHydration();
        await expect(page.getByRole("main")).toContainText("La entidad ha rechazado el pago");
        await expectNoAxeViolations();
      }
      const orders = await demoOrders("congreso", email);
      expect(orders.map((order) => `${order.payment_kind}:${order.status}`)).toEqual([`qr:${outcome === "ok" ? "paid" : "failed"}`]);
    });
  }

  test("bank transfer: the instructions and an EPC QR code that decodes to them", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    await freshBuyer(ctx, "congreso", "transfer");
    await chooseTicket(ctx, /^Pase libre · 120/);
    const before = Date.now();
    await pay(ctx, "Transferencia bancaria");
    await expectOk(ctx, "Pedido pendiente de pago", /queda pendiente hasta que llegue la transferencia: tienes 7 días/);
    // The words and the date agree: the deadline is 7 days from today on the real clock (either side of a midnight).
    const inSevenDays = [before, Date.now()].map((ms) => formatDay(new Date(ms + 7 * 24 * 3600 * 1000).toISOString(), "es"));
    const deadline = page.locator(".transfer-details div").filter({ hasText: "Fecha límite" }).locator("dd");
    await expect(deadline).toHaveText(new RegExp(`^(${inSevenDays.join("|")})$`));
    const reference = (await page.locator(".transfer-details dd.transfer-code").last().textContent())!.trim();
    const year = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Madrid", year: "numeric" }).format(before);
    expect(reference).toMatch(new RegExp(`^PED-${year}-`));
    const qr = page.getByRole("img", { name: /Código QR/ });
    const payload = decodeQrPng(await qr.screenshot()).split("\n");
    expect(payload.slice(0, 4)).toEqual(["BCD", "002", "1", "SCT"]);
    expect(payload[6]).toBe("ES9121000418450200051332");
    expect(payload[7]).toBe("EUR120.00");
    expect(payload[10]).toBe(reference);
  });

  test("a free ticket goes straight to ok; buying it again is the spec's twice", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    const email = await freshBuyer(ctx, "congreso", "free");
    await chooseTicket(ctx, /^Sesión inaugural en línea · Gratis/);
    await expect(page.getByRole("radio", { name: "Gratuito" })).toBeChecked();
    const stalePayStep = page.url();
    // A second tab holds the same pay step, drawn before the purchase (its own key).
    const second = await page.context().newPage();
    await second.goto(stalePayStep);
    await pay(ctx, "Gratuito");
    await expectOk(ctx, "Compra completada", /Sesión inaugural en línea/);

    await second.getByRole("checkbox", { name: "He leído y acepto las condiciones de compra" }).check();
    await second.getByRole("button", { name: "Confirmar" }).click();
    await second.waitForURL(urlOnPath(pathTo("purchaseError")));
    await expect(second.getByRole("heading", { level: 1, name: "Ya tienes esta entrada" })).toBeVisible();
    await expect(second.getByRole("main")).toContainText("hace falta otra cuenta");
    await expectNoAxeViolations(second);
    expect(await demoOrders("congreso", email)).toHaveLength(1);

    // The choose step marks it, and cannot choose it again.
    await page.goto(urlOf(PURCHASE));
    await expect(page.getByRole("radio", { name: /^Sesión inaugural en línea.*ya la tienes/ })).toBeDisabled();
  });

  test("log in in the middle: the choice survives the round trip", async ({ page, waitForHydration, expectNoAxeViolations }) => {
    const email = await freshAccount("congreso", "middle");
    await page.goto(urlOf(PURCHASE));
    await waitForHydration();
    await expect(page.getByRole("main")).toContainText("te pediremos que inicies sesión");
    await page.getByRole("radio", { name: /^Pase libre · 120/ }).check();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(urlOnPath(pathTo("login")));
    await waitForHydration();
    await submitLogin(page, email);
    await page.waitForURL(/[?&]entrada=\d+/);
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "Pago de la entrada" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Pase libre");
    await expect(page.locator(".purchase-total")).toHaveText("120 €");

    // Every missing choice at once (GOV.UK): no method, no conditions.
    await page.getByRole("button", { name: /^Pagar/ }).click();
    await waitForHydration();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("link", { name: "Elige una forma de pago" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Acepta las condiciones de compra para continuar" })).toBeVisible();
    // The summary comes first, before the page's title (a screen reader meets it first).
    const order = await page.getByRole("main").evaluate((main) => {
      const summaryBox = main.querySelector(".error-summary");
      const title = main.querySelector("h1");
      return summaryBox && title ? summaryBox.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    await expect(page).toHaveTitle(/^Error:/);
    await expectNoAxeViolations();
  });

  test("a double submit of the same pay form makes one order", async ({ page, waitForHydration, expectNoAxeViolations }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    const email = await freshBuyer(ctx, "congreso", "double");
    await chooseTicket(ctx, /^Entrada virtual · 49/);
    const form = page.locator("form.purchase-form");
    const key = await form.locator('input[name="idempotencyKey"]').inputValue();
    const body = new URLSearchParams({
      idempotencyKey: key,
      ticketId: await form.locator('input[name="ticketId"]').inputValue(),
      paymentTypeId: "1",
      conditions: "on",
      intent: "pay",
    });
    // The same form sent twice at once (a double click, a reload of the POST): both answered alike.
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        page.request.post(page.url(), { form: Object.fromEntries(body), maxRedirects: 0, headers: { Origin: new URL(page.url()).origin } }),
      ),
    );
    expect(first.status()).toBe(303);
    expect(second.status()).toBe(303);
    expect(second.headers()["location"]).toBe(first.headers()["location"]);
    expect(first.headers()["location"]).toMatch(/\/__demo\/pay\//);
    const orders = await demoOrders("congreso", email);
    expect(orders).toHaveLength(1);
    expect(orders[0].sessions).toHaveLength(1);
  });
});

test.describe("what a purchase opens", () => {
  test('Eventos Demo: the header\'s ticket link, then after buying a ticket, the header says "Tu entrada", registering works and the gated sections show', async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    await freshBuyer(ctx, "eventos", "gate");
    const activity = pathTo("conference", { slug: "financiacion-startups-2027" });
    await page.goto(urlOf(activity, HOSTS.eventos));
    await waitForHydration();
    await expect(page.getByRole("region", { name: "Para asistentes con entrada" })).toBeVisible();

    // The way to a ticket is in the header of every page of a tenant that requires one.
    await page.getByRole("banner").getByRole("link", { name: "Consigue tu entrada" }).click();
    await page.waitForURL(urlOf(PURCHASE, HOSTS.eventos));
    await waitForHydration();
    await chooseTicket(ctx, /^Pase libre · 60/);
    await pay(ctx, "Tarjeta");
    await atCardPage(ctx, SUCCESS_CARD);
    await expectOk(ctx, "Compra completada", /Pase libre/);

    await page.goto(urlOf(activity, HOSTS.eventos));
    await waitForHydration();
    // Bought: the header leads to the visitor's own ticket (their orders), on a kept page too.
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Tu entrada" })).toHaveAttribute("href", `${pathTo("profile")}#mis-actividades`);
    await expect(banner.getByRole("link", { name: "Consigue tu entrada" })).toHaveCount(0);
    const registration = page.getByRole("region", { name: "Inscripción" });
    // The ticket covers the activity: registering asks for no payment.
    await registration.getByRole("button", { name: "Inscribirme", exact: true }).click();
    await waitForHydration();
    await expect(page.getByText("Necesitas una entrada del evento")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Inscripción" })).toContainText(/inscrito/i);
    await expect(page.getByRole("region", { name: "Para asistentes con entrada" })).toHaveCount(0);
  });

  test("an activity's pending registration: complete the payment by card", async ({ page, waitForHydration, expectNoAxeViolations }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    await freshBuyer(ctx, "congreso", "activity");
    const slug = "comida-networking-bilbao";
    await page.goto(urlOf(pathTo("conference", { slug })));
    await waitForHydration();
    await page
      .getByRole("region", { name: "Inscripción" })
      .getByRole("button", { name: /^Inscribirme/ })
      .click();
    await waitForHydration();
    await page
      .getByRole("link", { name: /Completar el pago/i })
      .first()
      .click();
    await page.waitForURL(urlOnPath(pathTo("conferencePurchase", { slug })));
    await waitForHydration();
    await expectNoAxeViolations();
    await pay(ctx, "Tarjeta");
    await atCardPage(ctx, SUCCESS_CARD);
    await page.waitForURL(urlOnPath(pathTo("conferencePurchaseOk", { slug })));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "Compra completada" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("está pagada");
    await expectNoAxeViolations();
  });
});
