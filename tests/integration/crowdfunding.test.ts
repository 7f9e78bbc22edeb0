// The crowdfunding payment over HTTP: the `userIp` sent is the visitor's address (the forwarded one
// only behind a trusted proxy), and the provider's return lands on the contribution's feedback page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import { formKey, logIn, startDemoProxy, type DemoProxy } from "./demo-proxy";
import { TEST_SESSION_SECRET, get, header, post, startPortal, stopAllPortals, type Portal } from "./harness";

let proxy: DemoProxy;
let trusting: Portal;
let direct: Portal;

beforeAll(async () => {
  proxy = await startDemoProxy();
  [trusting, direct] = await Promise.all([
    startPortal({ API_BASE_URL: proxy.url, SESSION_SECRET: TEST_SESSION_SECRET, TRUST_PROXY: "true" }),
    startPortal({ API_BASE_URL: proxy.url, SESSION_SECRET: TEST_SESSION_SECRET, TRUST_PROXY: "false" }),
  ]);
});
afterAll(async () => {
  await stopAllPortals();
  await proxy?.close();
});

const CONTRIBUTE = `${pathTo("rewardsPayment")}?campana=patrimonio-digital`;

/** Contributes reward 411 by `paymentTypeId` as `email` through `portal`, with `headers` on the POST. */
async function contribute(portal: Portal, email: string, paymentTypeId: number, headers: Record<string, string> = {}) {
  const { cookie } = await logIn(portal.url, email);
  const url = `${portal.url}${CONTRIBUTE}`;
  const form = {
    intent: "pay",
    rewardId: "411",
    amount: "",
    paymentTypeId: String(paymentTypeId),
    conditions: "on",
    idempotencyKey: await formKey(url, cookie),
  };
  return post(url, form, { headers: { cookie, origin: new URL(url).origin, ...headers } });
}

async function userIpsOf(email: string): Promise<Array<string | null>> {
  const res = await get(`${proxy.apiUrl}/__demo/orders?tenant=demo-congreso-token`);
  const orders = (JSON.parse(res.text) as { data: Array<{ email: string; campaign_id?: number | null; user_ip?: string | null }> }).data;
  return orders.filter((order) => order.email === email && order.campaign_id).map((order) => order.user_ip ?? null);
}

describe("the crowdfunding payment's userIp", () => {
  it("behind a trusted proxy, is the address the proxy forwarded", async () => {
    const answer = await contribute(trusting, "eva@example.com", 3, { "x-forwarded-for": "203.0.113.7" });
    expect(answer.status).toBe(303);
    expect(header(answer, "location")).toMatch(new RegExp(`^${pathTo("rewardsPaymentOk")}\\?pedido=\\d+`));
    expect(await userIpsOf("eva@example.com")).toContain("203.0.113.7");
  });

  it("without TRUST_PROXY, is the connection's address: a forged X-Forwarded-For is ignored", async () => {
    const answer = await contribute(direct, "eva@example.com", 3, { "x-forwarded-for": "198.51.100.9" });
    expect(answer.status).toBe(303);
    const ips = await userIpsOf("eva@example.com");
    expect(ips).not.toContain("198.51.100.9");
    expect(ips).toHaveLength(2);
    expect(ips.at(-1)).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });
});

describe("a contribution's provider return", () => {
  it("goes to the contribution's feedback page, confirmed by the backend", async () => {
    const checkout = await contribute(direct, "eva@example.com", 1);
    expect(checkout.status).toBe(303);
    const providerPage = header(checkout, "location")!;
    expect(providerPage.startsWith(`${proxy.apiUrl}/__demo/pay/`)).toBe(true);
    const paid = await post(providerPage, { card_number: "4242 4242 4242 4242" });
    const back = await get(header(paid, "location")!);
    expect(back.status).toBe(303);
    expect(header(back, "location")).toMatch(new RegExp(`^${pathTo("rewardsPaymentOk")}\\?pedido=\\d+&campana=patrimonio-digital$`));
  });
});
