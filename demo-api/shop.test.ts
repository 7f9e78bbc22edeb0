// Buying tickets and paying, against the demo API over HTTP: every checkout outcome, the provider's pages
// driven as a browser without JavaScript would, idempotency under concurrent repeats, every refusal,
// activity payments, and the ticket that opens Eventos Demo's registration.
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoClient, freshDemoApiPerTest, type Answer } from "./test-client";

const CONGRESO = "demo-congreso-token";
const EVENTOS = "demo-eventos-token";
const MECENAZGO = "demo-mecenazgo-token";
const PORTAL = "http://portal.test";
const URLS = { successUrl: `${PORTAL}/stripe/success/{CHECKOUT_SESSION_ID}`, cancelUrl: `${PORTAL}/stripe/cancel/{CHECKOUT_SESSION_ID}` };
const QR_URLS = { successUrl: `${PORTAL}/pago-qr-ok`, cancelUrl: `${PORTAL}/pago-qr-ko` };
const CARD = 1;
const QR = 2;
const TRANSFER = 3;
const FREE = 4;

const api = freshDemoApiPerTest();

afterEach(() => {
  vi.useRealTimers();
});

const { call, tokenOf } = demoClient(api.url, CONGRESO);

const checkout = (bearer: string, body: Record<string, unknown>, opts: { tenant?: string; key?: string; locale?: string } = {}) =>
  call("POST", "/payment/create-checkout-session", { bearer, body, ...opts });
const confirm = (body: Record<string, unknown>, opts: { bearer?: string; tenant?: string; locale?: string } = {}) =>
  call("POST", "/confirm-payment", { body, ...opts });

function expectRefusal(answer: Answer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(answer.body.message.length).toBeGreaterThan(5);
}

/** The browser on the provider's pages: plain HTTP, no JavaScript, redirects not followed. */
const page = async (url: string) => {
  const res = await fetch(url, { redirect: "manual" });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const post = async (url: string, form: Record<string, string>) => {
  const res = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

/** A form's action (absolute, against the page's URL) and its fields, the way a browser reads it. */
function formOf(html: string, base: string, button: RegExp) {
  const forms = [...html.matchAll(/<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms.find((match) => button.test(match[2]));
  if (!form) throw new Error(`no form with a button ${button}`);
  const unescape = (value: string) => value.replaceAll("&amp;", "&").replaceAll("&quot;", '"');
  const fields = Object.fromEntries(
    [...form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], unescape(m[2])]),
  );
  const submit = /<button type="submit" name="([^"]+)" value="([^"]+)"/.exec(form[2]);
  if (submit) fields[submit[1]] = submit[2];
  return { action: new URL(unescape(form[1]), base).toString(), fields };
}

/** Pays a card session on the provider's page with `card`; the Location it sends the browser to. */
async function payByCard(redirectUrl: string, card: string): Promise<string> {
  const shown = await page(redirectUrl);
  expect(shown.status).toBe(200);
  const form = formOf(shown.html, redirectUrl, /Pagar|Pay|Ordaindu/);
  const answer = await post(form.action, { ...form.fields, card_number: card });
  expect(answer.status).toBe(303);
  return answer.headers.get("location")!;
}

describe("tickets and payment types", () => {
  it("Congreso Demo sells the three versions, a free ticket and a sold-out one, in every language", async () => {
    const es = (await call("GET", "/tickets")).body.data;
    expect(es.map((t: any) => [t.id, t.version, t.price, t.sold_out, t.bought])).toEqual([
      [301, "virtual", 49, false, false],
      [302, "free_pass", 120, false, false],
      [303, "all_inclusive", 290, false, false],
      [304, "virtual", 0, false, false],
      [305, "all_inclusive", 220, true, false],
    ]);
    expect(es[2]).toMatchObject({ name: "Todo incluido", currency: "EUR" });
    expect(es[2].includes).toContain("Cena de networking");
    const eus = (await call("GET", "/tickets", { locale: "eus" })).body.data;
    expect(eus[2]).toMatchObject({ name: "Dena barne" });
    expect(eus[2].includes).toContain("Networking afaria");
    expect((await call("GET", "/tickets", { locale: "pt" })).body.data[1].name).toBe("Passe livre");
  });

  it("Eventos Demo sells a free virtual ticket and two paid ones; Mecenazgo Demo none", async () => {
    const eventos = (await call("GET", "/tickets", { tenant: EVENTOS, locale: "en" })).body.data;
    expect(eventos.map((t: any) => [t.id, t.name, t.price])).toEqual([
      [1301, "Virtual ticket", 0],
      [1302, "Free pass", 60],
      [1303, "All inclusive", 150],
    ]);
    expect((await call("GET", "/tickets", { tenant: MECENAZGO })).body).toEqual({ data: [] });
  });

  it("`bought` is the bearer's: ana and mod hold Eventos Demo's all-inclusive from the seed; a bad bearer is 403", async () => {
    const ana = await tokenOf("ana@example.com", EVENTOS);
    const held = (await call("GET", "/tickets", { tenant: EVENTOS, bearer: ana })).body.data.filter((t: any) => t.bought);
    expect(held.map((t: any) => t.id)).toEqual([1303]);
    expect(await call("GET", "/tickets", { bearer: "nope" })).toMatchObject({ status: 403, body: { message: "Forbidden" } });
  });

  it("payment types: card, QR, bank transfer and free; for one ticket, the ones its price takes", async () => {
    const all = (await call("GET", "/payment-types", { locale: "en" })).body.data;
    expect(all.map((p: any) => [p.id, p.kind, p.name])).toEqual([
      [1, "card", "Card"],
      [2, "qr", "QR payment"],
      [3, "bank_transfer", "Bank transfer"],
      [4, "free", "Free"],
    ]);
    expect((await call("GET", "/payment-types?ticketId=302")).body.data.map((p: any) => p.kind)).toEqual(["card", "qr", "bank_transfer"]);
    expect((await call("GET", "/payment-types?ticketId=304")).body.data.map((p: any) => p.kind)).toEqual(["free"]);
    const unknown = await call("GET", "/payment-types?ticketId=1302");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.ticketId).toHaveLength(1);
  });
});

describe("card payment on the provider's page", () => {
  it("success card: 303 back to successUrl with the session id; confirm says paid; the order is in the private area; twice is refused", async () => {
    const eva = await tokenOf("eva@example.com");
    const started = await checkout(eva, { ticketId: 302, paymentTypeId: CARD, ...URLS });
    expect(started.status).toBe(201);
    const { session_id: session, redirect_url: redirect, order } = started.body.data;
    expect(started.body.data.payment_kind).toBe("card");
    expect(redirect).toBe(`${api.url()}/__demo/pay/${session}`);
    expect(order).toMatchObject({
      status: "pending",
      payment_kind: "card",
      amount: 120,
      item: { type: "ticket", ticket_id: 302, version: "free_pass" },
    });
    expect(order.reference).toMatch(/^PED-\d{4}-\d{4}$/);

    const shown = await page(redirect);
    expect(shown.html).toContain('<html lang="es">');
    expect(shown.html).toContain("120,00");
    expect(shown.html).toContain(order.reference);
    expect(shown.html).not.toContain("<script");
    expect(shown.headers.get("content-security-policy")).toContain(`form-action 'self' ${PORTAL}`);

    expect(await payByCard(redirect, "4242 4242 4242 4242")).toBe(`${PORTAL}/stripe/success/${session}`);
    const confirmed = await confirm({ sessionId: session });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: order.id, status: "paid", payment_kind: "card" });
    expect(confirmed.body.data.paid_at).toEqual(expect.any(String));
    // Confirming again changes nothing.
    expect((await confirm({ sessionId: session })).body).toEqual(confirmed.body);
    expect((await call("GET", `/orders/${order.id}`, { bearer: eva })).body.data.status).toBe("paid");

    const mine = (await call("GET", "/orders/customer", { bearer: eva })).body.data;
    expect(mine[0]).toMatchObject({ id: order.id, status: "paid", payment_type: "card", total: 120, concept: "Pase libre" });
    expect((await call("GET", "/orders/customer/registration", { bearer: eva })).body.data.map((o: any) => o.id)).not.toContain(order.id);
    expect((await call("GET", "/tickets", { bearer: eva })).body.data.find((t: any) => t.id === 302).bought).toBe(true);

    // Twice: the same ticket again, whatever the payment type.
    expectRefusal(await checkout(eva, { ticketId: 302, paymentTypeId: CARD, ...URLS }), 409, "already_bought");
    expectRefusal(await checkout(eva, { ticketId: 302, paymentTypeId: TRANSFER }, { locale: "en" }), 409, "already_bought");
    // Paying the finished session again: the same way back, no second order.
    const again = await post(redirect, { card_number: "4242424242424242" });
    expect(again.status).toBe(303);
    expect((await call("GET", "/orders/customer", { bearer: eva })).body.data.filter((o: any) => o.concept === "Pase libre")).toHaveLength(
      1,
    );
  });

  it("declined card: the order fails, the browser goes back to cancelUrl, confirm says payment_declined; a retry then pays", async () => {
    const eva = await tokenOf("eva@example.com");
    const first = (await checkout(eva, { ticketId: 301, paymentTypeId: CARD, ...URLS }, { locale: "en" })).body.data;
    expect(await payByCard(first.redirect_url, "4000 0000 0000 0002")).toBe(`${PORTAL}/stripe/cancel/${first.session_id}`);
    const declined = await confirm({ sessionId: first.session_id }, { locale: "en" });
    expectRefusal(declined, 409, "payment_declined");
    expect(declined.body.message).toBe("The payment was not completed: it was declined. You can try again.");
    expect(declined.body.order).toMatchObject({ id: first.order.id, status: "failed" });
    // The page of a finished session says so and offers the way back.
    const finished = await page(first.redirect_url);
    expect(finished.html).toContain("The payment failed.");
    expect(finished.html).toContain(`href="${PORTAL}/stripe/cancel/${first.session_id}"`);

    const retry = (await checkout(eva, { ticketId: 301, paymentTypeId: CARD, ...URLS })).body.data;
    expect(retry.order.id).not.toBe(first.order.id);
    expect(await payByCard(retry.redirect_url, "4242424242424242")).toBe(`${PORTAL}/stripe/success/${retry.session_id}`);
    expect((await confirm({ sessionId: retry.session_id })).body.data.status).toBe("paid");
    const statuses = (await call("GET", "/orders/customer", { bearer: eva })).body.data
      .filter((o: any) => o.concept === "Entrada virtual")
      .map((o: any) => o.status);
    expect(statuses).toEqual(["paid", "failed"]);
  });

  it("another card number: the page again, 422, the error beside the field and what was typed kept; the session stays open", async () => {
    const eva = await tokenOf("eva@example.com");
    const started = (await checkout(eva, { ticketId: 301, paymentTypeId: CARD, ...URLS }, { locale: "pt" })).body.data;
    const answer = await post(started.redirect_url, { card_number: "1234 5678" });
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('<html lang="pt">');
    expect(answer.html).toContain("<title>Erro: Pagamento seguro (demo)</title>");
    expect(answer.html).toContain('aria-invalid="true"');
    expect(answer.html).toContain('value="1234 5678"');
    expect((await confirm({ sessionId: started.session_id })).body.data.status).toBe("pending");
  });

  it("cancel at the provider: 303 to cancelUrl, confirm says payment_cancelled, the order is cancelled", async () => {
    const eva = await tokenOf("eva@example.com");
    const started = (
      await checkout(eva, { ticketId: 303, paymentTypeId: CARD, successUrl: `${PORTAL}/ok`, cancelUrl: `${PORTAL}/ko?from=shop` })
    ).body.data;
    const shown = await page(started.redirect_url);
    const cancel = formOf(shown.html, started.redirect_url, /Cancelar/);
    const answer = await post(cancel.action, cancel.fields);
    expect(answer.status).toBe(303);
    // Without the placeholder, the session id is added to the query.
    expect(answer.headers.get("location")).toBe(`${PORTAL}/ko?from=shop&session_id=${started.session_id}`);
    const cancelled = await confirm({ sessionId: started.session_id });
    expectRefusal(cancelled, 409, "payment_cancelled");
    expect(cancelled.body.order.status).toBe("cancelled");
  });

  it("an unknown session is a 404 page", async () => {
    const answer = await page(`${api.url()}/__demo/pay/cs_demo_nope`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toContain("text/html");
  });
});

describe("QR payment: the QR step returns by a cross-site POST form", () => {
  for (const [result, button, target, outcome] of [
    ["ok", /Pagado/, "/pago-qr-ok", "paid"],
    ["ko", /Fallido/, "/pago-qr-ko", "failed"],
  ] as const) {
    it(`${result}: a "Volver al portal" button that POSTs session_id to the ${target} URL`, async () => {
      const eva = await tokenOf("eva@example.com");
      const started = (await checkout(eva, { ticketId: 302, paymentTypeId: QR, ...QR_URLS })).body.data;
      expect(started.redirect_url).toBe(`${api.url()}/__demo/qr/${started.session_id}`);
      // The card page of a QR session sends the browser to its QR step.
      expect((await page(`${api.url()}/__demo/pay/${started.session_id}`)).headers.get("location")).toBe(
        `/__demo/qr/${started.session_id}`,
      );

      const step = await page(started.redirect_url);
      expect(step.html).toContain("Pagado");
      expect(step.html).toContain("Fallido");
      const choice = formOf(step.html, started.redirect_url, button);
      expect(choice.fields).toEqual({ result });
      const done = await post(choice.action, choice.fields);
      expect(done.status).toBe(200);
      expect(done.headers.get("content-security-policy")).toContain(`form-action 'self' ${PORTAL}`);
      const back = formOf(done.html, choice.action, /Volver al portal/);
      expect(back).toEqual({ action: `${PORTAL}${target}?session_id=${started.session_id}`, fields: { session_id: started.session_id } });

      const confirmed = await confirm({ sessionId: back.fields.session_id });
      if (outcome === "paid") expect(confirmed.body.data).toMatchObject({ status: "paid", payment_kind: "qr" });
      else expectRefusal(confirmed, 409, "payment_declined");
      // The step is finished: pressing again changes nothing and still offers the way back.
      const again = await post(choice.action, { result: result === "ok" ? "ko" : "ok" });
      expect(formOf(again.html, choice.action, /Volver al portal/).action).toBe(back.action);
    });
  }
});

describe("bank transfer and free tickets", () => {
  it("a transfer gives the instructions, stays pending for 7 days, and is cancelled after them", async () => {
    const eva = await tokenOf("eva@example.com");
    const started = await checkout(eva, { ticketId: 303, paymentTypeId: TRANSFER });
    expect(started.status).toBe(201);
    const { order, redirect_url: redirect } = started.body.data;
    expect(redirect).toBeNull();
    expect(order).toMatchObject({ status: "pending", payment_kind: "bank_transfer", amount: 290 });
    expect(order.bank_transfer).toEqual({
      beneficiary: "Congreso Demo S.L.",
      iban: "ES9121000418450200051332",
      bic: "CAIXESBBXXX",
      amount: 290,
      currency: "EUR",
      reference: order.reference,
      deadline: expect.any(String),
    });
    expect(Date.parse(order.bank_transfer.deadline) - Date.parse(order.created_at)).toBe(7 * 24 * 3600 * 1000);
    expect((await confirm({ orderId: order.id }, { bearer: eva })).body.data).toMatchObject({ status: "pending" });
    expect((await call("GET", "/orders/customer", { bearer: eva })).body.data[0]).toMatchObject({
      status: "pending",
      payment_type: "transfer",
    });
    // A pending transfer is no ticket yet: it may be bought another way (which replaces it).
    expect((await call("GET", "/tickets", { bearer: eva })).body.data.find((t: any) => t.id === 303).bought).toBe(false);

    vi.useFakeTimers({ toFake: ["Date"] });
    // The real clock (clock.test.ts dates the order): a minute past its 7 days, the transfer is over.
    vi.setSystemTime(Date.now() + 7 * 24 * 3600 * 1000 + 60_000);
    const later = await tokenOf("eva@example.com"); // the first session has expired meanwhile
    expect((await call("GET", `/orders/${order.id}`, { bearer: later })).body.data.status).toBe("cancelled");
    expectRefusal(await confirm({ orderId: order.id }, { bearer: later }), 409, "payment_cancelled");
  });

  it("a free ticket is paid at once with the free payment type; any other type for it, or free for a priced one, is payment_type_invalid", async () => {
    const eva = await tokenOf("eva@example.com");
    const invalid = await checkout(eva, { ticketId: 304, paymentTypeId: CARD, ...URLS });
    expectRefusal(invalid, 422, "payment_type_invalid");
    expect(Object.keys(invalid.body.errors)).toEqual(["paymentTypeId"]);
    expectRefusal(await checkout(eva, { ticketId: 301, paymentTypeId: FREE }), 422, "payment_type_invalid");

    const free = await checkout(eva, { ticketId: "304", paymentTypeId: "4" });
    expect(free.status).toBe(201);
    expect(free.body.data).toMatchObject({
      payment_kind: "free",
      redirect_url: null,
      order: { status: "paid", amount: 0, bank_transfer: null },
    });
    expect((await confirm({ sessionId: free.body.data.session_id })).body.data.status).toBe("paid");
    expectRefusal(await checkout(eva, { ticketId: 304, paymentTypeId: FREE }), 409, "already_bought");
  });
});

describe("refusals", () => {
  it("sold out, and every missing or wrong field at once (422)", async () => {
    const eva = await tokenOf("eva@example.com");
    const before = (await call("GET", "/orders/customer", { bearer: eva })).body.data;
    expectRefusal(await checkout(eva, { ticketId: 305, paymentTypeId: CARD, ...URLS }), 409, "sold_out");

    const empty = await checkout(eva, {}, { locale: "en" });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ ticketId: ["Choose a ticket."], paymentTypeId: ["Choose a payment method."] });
    expect(empty.body.code).toBe("payment_type_invalid");

    const noUrls = await checkout(eva, { ticketId: 301, paymentTypeId: QR });
    expect(noUrls.status).toBe(422);
    expect(Object.keys(noUrls.body.errors)).toEqual(["successUrl", "cancelUrl"]);
    expect(noUrls.body.code).toBeUndefined();
    const badUrls = await checkout(eva, { ticketId: 301, paymentTypeId: CARD, successUrl: "javascript:alert(1)", cancelUrl: "/relative" });
    expect(Object.keys(badUrls.body.errors)).toEqual(["successUrl", "cancelUrl"]);
    const unknown = await checkout(eva, { ticketId: 999, paymentTypeId: 99, ...URLS });
    expect(Object.keys(unknown.body.errors)).toEqual(["ticketId", "paymentTypeId"]);
    // Nothing was made by any of them.
    expect((await call("GET", "/orders/customer", { bearer: eva })).body.data).toEqual(before);
  });

  it("403 only without a valid session; another customer's session or order is 404", async () => {
    const eva = await tokenOf("eva@example.com");
    const ana = await tokenOf("ana@example.com");
    for (const bearer of [undefined, "nope"]) {
      expect(await checkout(bearer as string, { ticketId: 301, paymentTypeId: CARD, ...URLS })).toMatchObject({
        status: 403,
        body: { message: "Forbidden" },
      });
      expect((await call("GET", "/orders/1", { bearer })).status).toBe(403);
      expect((await confirm({ orderId: 1 }, { bearer })).status).toBe(403);
    }
    const started = (await checkout(eva, { ticketId: 301, paymentTypeId: CARD, ...URLS })).body.data;
    expect((await call("GET", `/orders/${started.order.id}`, { bearer: ana })).status).toBe(404);
    expect((await confirm({ orderId: started.order.id }, { bearer: ana })).status).toBe(404);
    expect((await confirm({ sessionId: started.session_id }, { bearer: ana })).status).toBe(404);
    // Without a bearer the session id is enough: that is how a provider's return comes back.
    expect((await confirm({ sessionId: started.session_id })).status).toBe(200);
    expect((await confirm({ sessionId: started.session_id }, { tenant: EVENTOS })).status).toBe(404);
    expect((await confirm({})).body.errors.sessionId).toHaveLength(1);
  });
});

describe("idempotency", () => {
  it("10 concurrent identical checkouts with one key make one session and one order; all get the first answer", async () => {
    const eva = await tokenOf("eva@example.com");
    const body = { ticketId: 302, paymentTypeId: CARD, ...URLS };
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(eva, body, { key: "compra-1" })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(9);

    const orders = (await fetch(`${api.url()}/__demo/orders?tenant=${CONGRESO}`).then((res) => res.json())).data;
    const bought = orders.filter((o: any) => o.ticket_id === 302);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({
      email: "eva@example.com",
      status: "pending",
      sessions: [{ id: answers[0].body.data.session_id, kind: "card", state: "open" }],
    });

    // After paying, the same key still answers the first answer (not "already bought").
    await payByCard(answers[0].body.data.redirect_url, "4242424242424242");
    const replay = await checkout(eva, body, { key: "compra-1" });
    expect(replay.body).toEqual(answers[0].body);
    // The key with another body is refused; a bad key is a 422.
    expectRefusal(await checkout(eva, { ...body, ticketId: 303 }, { key: "compra-1" }), 409, "idempotency_key_reused");
    expect((await checkout(eva, body, { key: "x".repeat(256) })).body.errors.idempotency_key).toHaveLength(1);
  });

  it("the key is per customer; without a key each call is a new checkout that replaces the open one", async () => {
    const eva = await tokenOf("eva@example.com");
    const mod = await tokenOf("mod@example.com");
    const body = { ticketId: 301, paymentTypeId: CARD, ...URLS };
    const evas = await checkout(eva, body, { key: "same" });
    const mods = await checkout(mod, body, { key: "same" });
    expect(mods.body.data.session_id).not.toBe(evas.body.data.session_id);

    const second = await checkout(eva, body);
    expect(second.body.data.order.id).not.toBe(evas.body.data.order.id);
    expectRefusal(await confirm({ sessionId: evas.body.data.session_id }), 409, "payment_cancelled");
    // The replaced session's page no longer takes a card.
    expect((await post(evas.body.data.redirect_url, { card_number: "4242424242424242" })).status).toBe(200);
    expect((await confirm({ sessionId: evas.body.data.session_id })).body.code).toBe("payment_cancelled");
  });
});

describe("activity payments (registrables)", () => {
  it("a paid activity's pending registration is paid by card: the order and the registration become paid", async () => {
    const ana = await tokenOf("ana@example.com");
    const registered = await call("POST", "/conferences/106/register", { bearer: ana, body: {} });
    expect(registered.body.data).toMatchObject({ registration_state: "pending", payment_status: "pending" });
    const uuid = registered.body.data.uuid;
    const at = `/conferences/106/registrable/${uuid}`;

    const types = await call("GET", `${at}/payment-types`, { bearer: ana });
    expect(types.body.data.map((p: any) => p.kind)).toEqual(["card", "qr", "bank_transfer"]);
    const started = await call("POST", `${at}/confirm-payment`, { bearer: ana, key: "act-1", body: { paymentTypeId: CARD, ...URLS } });
    expect(started.status).toBe(201);
    expect(started.body.data.order).toMatchObject({
      status: "pending",
      item: { type: "registration", conference_id: 106, registration_uuid: uuid },
    });

    // Cancelling at the provider leaves the registration to pay (its order stays pending).
    const cancelled = (await call("POST", `${at}/confirm-payment`, { bearer: ana, body: { paymentTypeId: CARD, ...URLS } })).body.data;
    const cancelPage = await page(cancelled.redirect_url);
    const cancelForm = formOf(cancelPage.html, cancelled.redirect_url, /Cancelar/);
    await post(cancelForm.action, cancelForm.fields);
    const afterCancel = await confirm({ sessionId: cancelled.session_id });
    expectRefusal(afterCancel, 409, "payment_cancelled");
    expect(afterCancel.body.order.status).toBe("pending");

    const paying = (await call("POST", `${at}/confirm-payment`, { bearer: ana, body: { paymentTypeId: CARD, ...URLS } })).body.data;
    expect(paying.order.id).toBe(started.body.data.order.id);
    await payByCard(paying.redirect_url, "4242424242424242");
    expect((await confirm({ sessionId: paying.session_id })).body.data).toMatchObject({ status: "paid" });
    const row = (await call("GET", "/customer/conferences", { bearer: ana })).body.data.find((c: any) => c.id === 106);
    expect(row).toMatchObject({ registration_state: "paid", payment_status: "paid" });
    expect(
      (await call("GET", "/orders/customer/registration", { bearer: ana })).body.data.find((o: any) => o.registration_uuid === uuid),
    ).toMatchObject({ status: "paid", payment_type: "card" });
    expectRefusal(
      await call("POST", `${at}/confirm-payment`, { bearer: ana, body: { paymentTypeId: CARD, ...URLS } }),
      409,
      "already_bought",
    );
  });

  it("eva's failed payment is retried on the same order; a free registration, another activity or another customer's uuid is 404", async () => {
    const eva = await tokenOf("eva@example.com");
    const [failed] = (await call("GET", "/orders/customer/registration", { bearer: eva })).body.data;
    expect(failed.status).toBe("failed");
    const at = `/conferences/${failed.conference_id}/registrable/${failed.registration_uuid}`;
    expectRefusal(await call("POST", `${at}/confirm-payment`, { bearer: eva, body: { paymentTypeId: FREE } }), 422, "payment_type_invalid");
    const transfer = await call("POST", `${at}/confirm-payment`, { bearer: eva, body: { paymentTypeId: TRANSFER } });
    expect(transfer.body.data).toMatchObject({
      payment_kind: "bank_transfer",
      order: { id: failed.id, status: "pending", amount: failed.total },
    });
    expect((await call("GET", "/customer/conferences", { bearer: eva })).body.data[0]).toMatchObject({
      registration_state: "pending",
      payment_status: "pending",
    });

    const ana = await tokenOf("ana@example.com");
    expect((await call("GET", `${at}/payment-types`, { bearer: ana })).status).toBe(404);
    expect((await call("GET", `/conferences/105/registrable/${failed.registration_uuid}/payment-types`, { bearer: eva })).status).toBe(404);
    const free = await call("POST", "/conferences/102/register", { bearer: ana, body: { room_id: 21 } });
    expect(free.body.data.registration_state).toBe("free");
    expect((await call("GET", `/conferences/102/registrable/${free.body.data.uuid}/payment-types`, { bearer: ana })).status).toBe(404);
    expect((await call("GET", `${at}/payment-types`)).status).toBe(403);
  });
});

describe("a ticket opens Eventos Demo's registration", () => {
  it("eva cannot register (ticket_required) until she buys a ticket; then the ticket covers the activity", async () => {
    const eva = await tokenOf("eva@example.com", EVENTOS);
    const register = () => call("POST", "/conferences/1104/register", { tenant: EVENTOS, bearer: eva, body: {} });
    expectRefusal(await register(), 409, "ticket_required");

    // A pending transfer is not a ticket yet.
    const transfer = await checkout(eva, { ticketId: 1302, paymentTypeId: TRANSFER }, { tenant: EVENTOS });
    expect(transfer.status).toBe(201);
    expectRefusal(await register(), 409, "ticket_required");

    const started = (await checkout(eva, { ticketId: 1302, paymentTypeId: CARD, ...URLS }, { tenant: EVENTOS, locale: "en" })).body.data;
    expect((await page(started.redirect_url)).html).toContain('<html lang="en">');
    await payByCard(started.redirect_url, "4242424242424242");
    expect((await confirm({ sessionId: started.session_id }, { tenant: EVENTOS })).body.data.status).toBe("paid");

    const registered = await register();
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({ registration_state: "already_paid", payment_status: "paid" });
    // The replaced transfer is cancelled; the bought ticket shows, and buying it again is "twice".
    const orders = (await call("GET", "/orders/customer", { tenant: EVENTOS, bearer: eva })).body.data;
    expect(orders.map((o: any) => [o.concept, o.status])).toEqual([
      ["Pase libre", "paid"],
      ["Pase libre", "cancelled"],
    ]);
    expectRefusal(await checkout(eva, { ticketId: 1302, paymentTypeId: CARD, ...URLS }, { tenant: EVENTOS }), 409, "already_bought");
  });

  it("the seed's ticket holders already hold the all-inclusive ticket: buying it is twice", async () => {
    const mod = await tokenOf("mod@example.com", EVENTOS);
    expectRefusal(await checkout(mod, { ticketId: 1303, paymentTypeId: TRANSFER }, { tenant: EVENTOS }), 409, "already_bought");
  });
});
