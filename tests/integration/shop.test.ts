// The purchase flow over HTTP: the provider's return routes take a cross-site POST without the
// session cookie, and ten identical pay submissions at once make one checkout and one order.
import { describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import { formKey, logIn, useDemoPortal } from "./demo-proxy";
import { get, header, post } from "./harness";

const demo = useDemoPortal();

const CROSS_SITE = (origin: string) => ({ "sec-fetch-site": "cross-site", origin });

/** The pay step of a ticket, as the customer of `cookie` sees it: its form's key. */
async function payForm(cookie: string, ticketId: number): Promise<{ url: string; key: string }> {
  const url = `${demo.portal.url}${pathTo("purchase")}?entrada=${ticketId}`;
  return { url, key: await formKey(url, cookie) };
}

function submitPay(url: string, cookie: string, key: string, ticketId: number, paymentTypeId = 1) {
  return post(
    url,
    { intent: "pay", ticketId: String(ticketId), paymentTypeId: String(paymentTypeId), conditions: "on", idempotencyKey: key },
    { headers: { cookie, origin: new URL(url).origin } },
  );
}

async function ordersOf(email: string) {
  const res = await get(`${demo.proxy.apiUrl}/__demo/orders?tenant=demo-congreso-token`);
  return (
    JSON.parse(res.text) as { data: Array<{ email: string; ticket_id: number | null; status: string; sessions: unknown[] }> }
  ).data.filter((order) => order.email === email && order.ticket_id !== null);
}

describe("the provider's return routes", () => {
  it("take a cross-site POST without the session cookie, confirm by session id and send the visitor on with a 303", async () => {
    const { cookie } = await logIn(demo.portal.url, "eva@example.com");
    const { url, key } = await payForm(cookie, 301);
    const checkout = await submitPay(url, cookie, key, 301);
    expect(checkout.status).toBe(303);
    const providerPage = header(checkout, "location")!;
    expect(providerPage.startsWith(`${demo.proxy.apiUrl}/__demo/pay/`)).toBe(true);
    const sessionId = providerPage.split("/").pop()!;

    // Paid at the provider, which comes back to the portal's success route (its own address).
    const paid = await post(providerPage, { card_number: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    const successUrl = new URL(header(paid, "location")!);
    expect(successUrl.pathname).toBe(pathTo("stripeSuccess"));
    expect(successUrl.searchParams.get("session_id")).toBe(sessionId);

    // The same return as a cross-site POST form, with no cookie at all (SameSite=Lax keeps it home).
    const confirms = demo.proxy.requests.filter((r) => r.method === "POST" && r.url === "/confirm-payment").length;
    const returned = await post(
      `${demo.portal.url}${pathTo("stripeSuccess")}`,
      { session_id: sessionId },
      { headers: CROSS_SITE(demo.proxy.apiUrl) },
    );
    expect(returned.status).toBe(303);
    expect(header(returned, "location")).toMatch(new RegExp(`^${pathTo("purchaseOk")}\\?pedido=\\d+$`));
    const confirm = demo.proxy.requests.filter((r) => r.method === "POST" && r.url === "/confirm-payment");
    expect(confirm.length).toBe(confirms + 1);
    expect(confirm.at(-1)!.headers.authorization).toBeUndefined();

    // The QR routes and the feedback route too, by POST and by GET.
    for (const page of [
      pathTo("qrOk"),
      pathTo("qrKo"),
      pathTo("paymentsFeedback", { status: "success" }),
      pathTo("stripeCancel", { id: sessionId }),
    ]) {
      const byPost = await post(`${demo.portal.url}${page}`, { session_id: sessionId }, { headers: CROSS_SITE("null") });
      expect({ page, status: byPost.status }).toEqual({ page, status: 303 });
      const byGet = await get(`${demo.portal.url}${page}?session_id=${sessionId}`);
      expect({ page, status: byGet.status, location: header(byGet, "location") }).toEqual({
        page,
        status: 303,
        location: header(byPost, "location"),
      });
    }
  });

  it("an unknown session goes to the error page, a return without any to it too", async () => {
    const unknown = await post(
      `${demo.portal.url}${pathTo("qrOk")}`,
      { session_id: "cs_demo_unknown" },
      { headers: CROSS_SITE(demo.proxy.apiUrl) },
    );
    expect(unknown.status).toBe(303);
    expect(header(unknown, "location")).toBe(pathTo("purchaseError"));
    const none = await get(`${demo.portal.url}${pathTo("stripeSuccess")}`);
    expect(header(none, "location")).toBe(pathTo("purchaseError"));
  });

  it("every other page still refuses a cross-site POST (403), the pay step included", async () => {
    const { cookie } = await logIn(demo.portal.url, "eva@example.com");
    for (const page of [
      `${pathTo("purchase")}?entrada=302`,
      pathTo("login"),
      pathTo("purchaseOk"),
      pathTo("conference", { slug: "comida-networking-bilbao" }),
    ]) {
      const response = await post(
        `${demo.portal.url}${page}`,
        { intent: "pay", session_id: "x" },
        { headers: { cookie, ...CROSS_SITE(demo.proxy.apiUrl) } },
      );
      expect({ page, status: response.status }).toEqual({ page, status: 403 });
    }
  });
});

describe("idempotency of the pay form", () => {
  it("ten identical submissions at once (same key, same session): one checkout at the backend, one order", async () => {
    const { cookie } = await logIn(demo.portal.url, "ana@example.com");
    const before = demo.proxy.requests.filter((r) => r.method === "POST" && r.url === "/payment/create-checkout-session").length;
    const { url, key } = await payForm(cookie, 302);
    const answers = await Promise.all(Array.from({ length: 10 }, () => submitPay(url, cookie, key, 302)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(303));
    expect(new Set(answers.map((answer) => header(answer, "location"))).size).toBe(1);
    expect(demo.proxy.requests.filter((r) => r.method === "POST" && r.url === "/payment/create-checkout-session").length).toBe(before + 1);
    const checkout = demo.proxy.requests.filter((r) => r.method === "POST" && r.url === "/payment/create-checkout-session").at(-1)!;
    expect(checkout.headers["idempotency-key"]).toBe(key);
    const orders = (await ordersOf("ana@example.com")).filter((order) => order.ticket_id === 302);
    expect(orders).toHaveLength(1);
    expect(orders[0].sessions).toHaveLength(1);
  });
});
