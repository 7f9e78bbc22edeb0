// Crowdfunding against the demo API over HTTP: the seeded campaigns, comments, following, contributing
// through the shop's checkout and provider pages, what a contribution adds, every refusal in its order,
// idempotency, the customer's contributions and tracked campaigns.
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetDemoState } from "./app";
import { demoClient, freshDemoApiPerTest, type Answer } from "./test-client";
import { crowdfundingSeed } from "./seed/crowdfunding";
import { findMissingTranslations } from "./seed/i18n";

const CONGRESO = "demo-congreso-token";
const EVENTOS = "demo-eventos-token";
const MECENAZGO = "demo-mecenazgo-token";
const PORTAL = "http://portal.test";
const URLS = { successUrl: `${PORTAL}/mecenazgo/ok/{CHECKOUT_SESSION_ID}`, cancelUrl: `${PORTAL}/mecenazgo/ko/{CHECKOUT_SESSION_ID}` };
const CARD = 1;
const QR = 2;
const TRANSFER = 3;
const FREE = 4;
const IP = "203.0.113.77";

/** Congreso Demo's campaign and its conference. */
const ARCHIVE = "/conferences/112/crowdfunding/401";
/** Mecenazgo Demo's active campaign (unfollowing it fails) and its ended one. */
const LULLABIES = "/conferences/2102/crowdfunding/2401";
const ORGAN = "/conferences/2101/crowdfunding/2402";

const api = freshDemoApiPerTest();

afterEach(() => {
  vi.useRealTimers();
});

const { call, tokenOf } = demoClient(api.url, CONGRESO);

function expectRefusal(answer: Answer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(answer.body.message.length).toBeGreaterThan(5);
}

const campaign = async (path = ARCHIVE, opts: { bearer?: string; tenant?: string; locale?: string } = {}) => {
  const answer = await call("GET", path, opts);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const reward = (data: any, id: number) => data.rewards.find((candidate: any) => candidate.id === id);

const pay = (
  bearer: string,
  kind: "reward" | "free",
  body: Record<string, unknown>,
  opts: { path?: string; tenant?: string; key?: string; locale?: string } = {},
) => call("POST", `${opts.path ?? ARCHIVE}/${kind}-payment`, { bearer, body, tenant: opts.tenant, key: opts.key, locale: opts.locale });

/** The provider's card page, as a browser without JavaScript: GET it, POST its form; the Location. */
async function payByCard(redirectUrl: string, card: string): Promise<string> {
  const shown = await fetch(redirectUrl);
  expect(shown.status).toBe(200);
  const html = await shown.text();
  const action = /<form method="post" action="([^"]+)" novalidate>/.exec(html)![1];
  const res = await fetch(new URL(action, redirectUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card_number: card }),
  });
  expect(res.status).toBe(303);
  return res.headers.get("location")!;
}

const confirm = (sessionId: string, tenant = CONGRESO) => call("POST", "/confirm-payment", { tenant, body: { sessionId } });
const contributions = async (bearer: string, query = "", tenant = CONGRESO) => {
  const answer = await call("GET", `/customer/contributions${query}`, { bearer, tenant });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe("the seed", () => {
  it("every text in four languages; each active campaign has 3–4 rewards, 2 updates and 12+ comments", () => {
    for (const token of [CONGRESO, MECENAZGO]) {
      const seed = crowdfundingSeed(token);
      expect(findMissingTranslations(seed), token).toEqual([]);
      for (const seeded of seed.campaigns.filter((candidate) => candidate.endsInDays > 0)) {
        expect(seeded.rewards.length).toBeGreaterThanOrEqual(3);
        expect(seeded.rewards.length).toBeLessThanOrEqual(4);
        expect(seeded.updates).toHaveLength(2);
        expect(seeded.comments.length).toBeGreaterThanOrEqual(12);
      }
    }
    expect(crowdfundingSeed(EVENTOS).campaigns).toEqual([]);
  });

  it("delivery dates write months as running text does: lower case but in English («Entrega prevista: mayo de 2027»)", () => {
    const months = {
      es: /^(Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre)\b/,
      pt: /^(Janeiro|Fevereiro|Março|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro)\b/,
      eus: /[A-Z]/,
    };
    for (const token of [CONGRESO, MECENAZGO]) {
      for (const reward of crowdfundingSeed(token).campaigns.flatMap((campaign) => campaign.rewards)) {
        if (!reward.delivery) continue;
        for (const [lang, capitalised] of Object.entries(months))
          expect(reward.delivery[lang as keyof typeof months], `${lang} ${reward.delivery.es}`).not.toMatch(capitalised);
      }
    }
  });
});

describe("campaigns", () => {
  it("a visitor reads Congreso Demo's campaign by conference and by id: active, rewards with one sold out and one with few left", async () => {
    const byConference = await campaign("/conferences/112/crowdfunding");
    const byId = await campaign();
    expect(byId).toEqual(byConference);
    expect(byId).toMatchObject({
      id: 401,
      conference_id: 112,
      conference_slug: "patrimonio-digital",
      title: "Abramos el archivo fotográfico de la ría",
      status: "active",
      goal: 18000,
      // The seed's 11 240 € and 312 backers, plus ana's two confirmed contributions (150 + 30) and mod's (60).
      raised: 11480,
      backers: 314,
      currency: "EUR",
      min_amount: 5,
      comments_count: 14,
      tracked: false,
      image: "/demo/catalogue/campaigns/archivo-fotografico-ria.svg",
    });
    expect(byId.rewards.map((r: any) => [r.id, r.amount, r.limit, r.remaining, r.sold_out])).toEqual([
      [411, 10, null, null, false],
      [412, 25, 100, 3, false],
      [413, 60, 20, 0, true],
      [414, 150, 30, 18, false],
    ]);
    expect(byId.updates.map((u: any) => u.id)).toEqual([421, 422]);
    expect(Date.parse(byId.updates[0].published_at)).toBeGreaterThan(Date.parse(byId.updates[1].published_at));
    // The window is on the real clock: started, and a little over 40 days left.
    expect(Date.parse(byId.starts_at)).toBeLessThan(Date.now());
    const daysLeft = (Date.parse(byId.ends_at) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(39);
    expect(daysLeft).toBeLessThan(42);
  });

  it("speaks the request's language", async () => {
    expect((await campaign(ARCHIVE, { locale: "en" })).title).toBe("Let's open up the estuary's photo archive");
    expect((await campaign(ARCHIVE, { locale: "pt" })).rewards[0].title).toBe("Postais digitais");
    const eus = await campaign(LULLABIES, { tenant: MECENAZGO, locale: "eus" });
    expect(eus.title).toBe("Sehaska-kanten soinu-artxiboa");
    expect(eus.rewards[3].delivery).toBe("2027ko urria");
  });

  it("`tracked` is the bearer's: ana follows Congreso Demo's campaign; a bad bearer is 403", async () => {
    const ana = await tokenOf("ana@example.com");
    expect((await campaign(ARCHIVE, { bearer: ana })).tracked).toBe(true);
    expect((await campaign(ARCHIVE, { bearer: await tokenOf("eva@example.com") })).tracked).toBe(false);
    expect(await call("GET", ARCHIVE, { bearer: "nope" })).toMatchObject({ status: 403, body: { message: "Forbidden" } });
  });

  it("Mecenazgo Demo: the lullaby archive is active; the organ's campaign has ended with its goal reached", async () => {
    const lullabies = await campaign("/conferences/2102/crowdfunding", { tenant: MECENAZGO });
    expect(lullabies).toMatchObject({
      id: 2401,
      conference_slug: "concierto-solidario-archivo-sonoro",
      status: "active",
      comments_count: 13,
    });
    expect(lullabies.rewards.filter((r: any) => r.sold_out).map((r: any) => r.id)).toEqual([2413]);
    const organ = await campaign(ORGAN, { tenant: MECENAZGO });
    expect(organ).toMatchObject({ id: 2402, status: "ended", raised: 21350, backers: 388 });
    expect(organ.raised).toBeGreaterThan(organ.goal);
    expect(Date.parse(organ.ends_at)).toBeLessThan(Date.now());
  });

  it("404 for a conference without a campaign, an unknown campaign, or another conference's", async () => {
    for (const path of [
      "/conferences/102/crowdfunding",
      "/conferences/999999/crowdfunding",
      "/conferences/112/crowdfunding/999",
      "/conferences/102/crowdfunding/401",
    ]) {
      const answer = await call("GET", path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.message.length).toBeGreaterThan(5);
    }
    expect((await call("GET", "/conferences/2102/crowdfunding/2401")).status).toBe(404); // not Congreso Demo's
    expect((await call("GET", "/conferences/1104/crowdfunding", { tenant: EVENTOS })).status).toBe(404);
  });
});

describe("comments", () => {
  it("10 a page, newest first; page 2 has the rest; a page past the last is empty with the real meta", async () => {
    const ana = await tokenOf("ana@example.com");
    const first = (await call("GET", `${ARCHIVE}/comments`, { bearer: ana })).body;
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 14 });
    expect(first.data).toHaveLength(10);
    const times = first.data.map((c: any) => Date.parse(c.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.data[0]).toMatchObject({ id: 4001, author: "Jon A.", mine: false });
    expect(first.data.find((c: any) => c.mine)).toMatchObject({ id: 4002, author: "Ana G." });
    expect(first.data.find((c: any) => c.id === 4005).author).toBe("Archivo Fotográfico de la Ría");
    const second = (await call("GET", `${ARCHIVE}/comments?page=2`)).body;
    expect(second.data.map((c: any) => c.id)).toEqual([4011, 4012, 4013, 4014]);
    expect(second.data.every((c: any) => c.mine === false)).toBe(true);
    expect((await call("GET", `${ARCHIVE}/comments?page=3`)).body).toEqual({
      data: [],
      meta: { current_page: 3, last_page: 2, per_page: 10, total: 14 },
    });
    expect((await call("GET", `${ARCHIVE}/comments?page=nope`)).body.meta.current_page).toBe(1);
    expect((await call("GET", "/conferences/112/crowdfunding/999/comments")).status).toBe(404);
    expect((await call("GET", `${ARCHIVE}/comments`, { bearer: "nope" })).status).toBe(403);
  });

  it("a comment added is the first of page 1, the author's own, and counted", async () => {
    const eva = await tokenOf("eva@example.com");
    const added = await call("POST", `${ARCHIVE}/comments`, {
      bearer: eva,
      body: { body: "  Mi abuelo salió en la botadura de 1932.\nQué ilusión.  " },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ author: "Eva R.", body: "Mi abuelo salió en la botadura de 1932.\nQué ilusión.", mine: true });
    const first = (await call("GET", `${ARCHIVE}/comments`, { bearer: eva })).body;
    expect(first.data[0]).toEqual(added.body.data);
    expect(first.meta.total).toBe(15);
    expect((await call("GET", `${ARCHIVE}/comments`)).body.data[0].mine).toBe(false);
    expect((await campaign()).comments_count).toBe(15);
    expect((await call("GET", `${ARCHIVE}/comments?page=2`)).body.data).toHaveLength(5);
  });

  it("refusals: no session 403, empty or blank 422, more than 1000 characters 422, an ended campaign 409", async () => {
    expect((await call("POST", `${ARCHIVE}/comments`, { body: { body: "Hola" } })).status).toBe(403);
    const eva = await tokenOf("eva@example.com");
    for (const body of [{}, { body: "" }, { body: "   " }, { body: 42 }]) {
      const answer = await call("POST", `${ARCHIVE}/comments`, { bearer: eva, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors.body[0]).toBe("Escribe un comentario.");
    }
    expect((await call("POST", `${ARCHIVE}/comments`, { bearer: eva, body: { body: "a".repeat(1000) } })).status).toBe(201);
    const long = await call("POST", `${ARCHIVE}/comments`, { bearer: eva, body: { body: "a".repeat(1001) }, locale: "en" });
    expect(long.status).toBe(422);
    expect(long.body.errors.body).toEqual(["The comment can have at most 1000 characters."]);
    const ana = await tokenOf("ana@example.com", MECENAZGO);
    expectRefusal(
      await call("POST", `${ORGAN}/comments`, { tenant: MECENAZGO, bearer: ana, body: { body: "Zorionak!" } }),
      409,
      "campaign_ended",
    );
  });
});

describe("following a campaign", () => {
  const track = (bearer: string, conferenceId: number, body: unknown, tenant = CONGRESO) =>
    call("POST", `/conferences/${conferenceId}/crowdfunding/active-campaign-tracking`, { bearer, body, tenant });

  it("ana unfollows and follows again, idempotently; the campaign and her tracked list follow", async () => {
    const ana = await tokenOf("ana@example.com");
    expect((await call("GET", "/customer/tracked-campaigns", { bearer: ana })).body.data.map((c: any) => c.id)).toEqual([401]);
    for (let i = 0; i < 2; i++)
      expect(await track(ana, 112, { active: false })).toMatchObject({ status: 200, body: { data: { active: false } } });
    expect((await campaign(ARCHIVE, { bearer: ana })).tracked).toBe(false);
    expect((await call("GET", "/customer/tracked-campaigns", { bearer: ana })).body).toEqual({ data: [] });
    for (let i = 0; i < 2; i++)
      expect(await track(ana, 112, { active: true })).toMatchObject({ status: 200, body: { data: { active: true } } });
    expect((await campaign(ARCHIVE, { bearer: ana })).tracked).toBe(true);
    const tracked = (await call("GET", "/customer/tracked-campaigns", { bearer: ana })).body.data;
    expect(tracked).toEqual([
      {
        id: 401,
        conference_id: 112,
        conference_slug: "patrimonio-digital",
        title: "Abramos el archivo fotográfico de la ría",
        status: "active",
        goal: 18000,
        raised: 11480,
        currency: "EUR",
        ends_at: expect.any(String),
      },
    ]);
    // Laravel's boolean: 1 / 0 and their strings too.
    expect((await track(ana, 112, { active: "0" })).body.data.active).toBe(false);
    expect((await track(ana, 112, { active: 1 })).body.data.active).toBe(true);
  });

  it("refusals: no session 403, no campaign 404, not a boolean 422, following an ended campaign 409 (unfollowing it is allowed)", async () => {
    expect((await track("", 112, { active: true })).status).toBe(403);
    const eva = await tokenOf("eva@example.com");
    expect((await track(eva, 102, { active: true })).status).toBe(404);
    for (const body of [{}, { active: "yes" }, { active: null }, { active: 2 }]) {
      const answer = await track(eva, 112, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(["active"]);
    }
    const ana = await tokenOf("ana@example.com", MECENAZGO);
    expectRefusal(await track(ana, 2101, { active: true }, MECENAZGO), 409, "campaign_ended");
    expect(
      (await call("GET", "/customer/tracked-campaigns", { bearer: ana, tenant: MECENAZGO })).body.data.map((c: any) => [c.id, c.status]),
    ).toEqual([
      [2401, "active"],
      [2402, "ended"],
    ]);
    expect((await track(ana, 2101, { active: false }, MECENAZGO)).body.data.active).toBe(false);
    expect((await call("GET", "/customer/tracked-campaigns", { bearer: ana, tenant: MECENAZGO })).body.data.map((c: any) => c.id)).toEqual([
      2401,
    ]);
  });

  it("the demo's unfollow failure: stopping following Mecenazgo Demo's lullaby archive always fails, following it works", async () => {
    const ana = await tokenOf("ana@example.com", MECENAZGO);
    expectRefusal(await track(ana, 2102, { active: false }, MECENAZGO), 409, "unfollow_failed");
    expect((await campaign(LULLABIES, { tenant: MECENAZGO, bearer: ana })).tracked).toBe(true);
    const eva = await tokenOf("eva@example.com", MECENAZGO);
    expect((await track(eva, 2102, { active: true }, MECENAZGO)).body.data.active).toBe(true);
    expectRefusal(await track(eva, 2102, { active: false }, MECENAZGO), 409, "unfollow_failed");
  });
});

describe("payment types of a campaign", () => {
  it("card, QR and bank transfer, never free; unknown campaign or both queries 422", async () => {
    const types = (await call("GET", "/payment-types?crowdfundingId=401")).body.data;
    expect(types.map((p: any) => [p.id, p.kind])).toEqual([
      [CARD, "card"],
      [QR, "qr"],
      [TRANSFER, "bank_transfer"],
    ]);
    expect((await call("GET", "/payment-types?crowdfundingId=2401", { tenant: MECENAZGO })).status).toBe(200);
    expect((await call("GET", "/payment-types?crowdfundingId=2401")).body.errors.crowdfundingId).toHaveLength(1);
    expect((await call("GET", "/payment-types?crowdfundingId=401&ticketId=301")).status).toBe(422);
  });
});

describe("contributing", () => {
  it("a reward by card: paid at the provider, confirmed, counted in raised, backers and the reward", async () => {
    const eva = await tokenOf("eva@example.com");
    const before = await campaign();
    const answer = await pay(eva, "reward", { paymentTypeId: CARD, rewardId: 412, amount: 30, userIp: IP, ...URLS });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const checkout = answer.body.data;
    expect(checkout).toMatchObject({
      payment_kind: "card",
      redirect_url: `${api.url()}/__demo/pay/${checkout.session_id}`,
      order: {
        status: "pending",
        amount: 30,
        currency: "EUR",
        payment_kind: "card",
        bank_transfer: null,
        item: {
          type: "contribution",
          conference_id: 112,
          conference_slug: "patrimonio-digital",
          campaign_id: 401,
          campaign_title: "Abramos el archivo fotográfico de la ría",
          reward_id: 412,
          reward_title: "Lámina numerada",
        },
      },
    });
    // At the provider: no contribution yet.
    expect((await contributions(eva)).data).toEqual([]);
    expect(await payByCard(checkout.redirect_url, "4242 4242 4242 4242")).toBe(`${PORTAL}/mecenazgo/ok/${checkout.session_id}`);
    const confirmed = await confirm(checkout.session_id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: checkout.order.id, status: "paid", item: { type: "contribution", reward_id: 412 } });
    expect((await call("GET", `/orders/${checkout.order.id}`, { bearer: eva })).body.data.status).toBe("paid");

    const after = await campaign();
    expect(after.raised).toBe(before.raised + 30);
    expect(after.backers).toBe(before.backers + 1);
    expect(reward(after, 412)).toMatchObject({ backers: reward(before, 412).backers + 1, remaining: reward(before, 412).remaining - 1 });
    const mine = (await contributions(eva)).data;
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        order_id: checkout.order.id,
        reference: checkout.order.reference,
        status: "confirmed",
        amount: 30,
        currency: "EUR",
        payment_kind: "card",
        campaign: { id: 401, title: "Abramos el archivo fotográfico de la ría", conference_slug: "patrimonio-digital" },
        reward: { id: 412, title: "Lámina numerada" },
        created_at: checkout.order.created_at,
        deadline: null,
      },
    ]);
    // A second contribution of the same customer: more raised, the same backers.
    const free = (await pay(eva, "free", { paymentTypeId: CARD, rewardId: null, amount: "7.5", userIp: IP, ...URLS })).body.data;
    await payByCard(free.redirect_url, "4242424242424242");
    const again = await campaign();
    expect(again.raised).toBe(before.raised + 37.5);
    expect(again.backers).toBe(before.backers + 1);
    // The IP the portal sent is kept, for tests to check (`/__demo/orders`).
    const orders = (await fetch(`${api.url()}/__demo/orders?tenant=${CONGRESO}`).then((res) => res.json())).data;
    expect(orders.find((o: any) => o.id === checkout.order.id)).toMatchObject({
      email: "eva@example.com",
      campaign_id: 401,
      reward_id: 412,
      contribution_id: mine[0].id,
      user_ip: IP,
      ticket_id: null,
      sessions: [{ id: checkout.session_id, kind: "card", state: "complete" }],
    });
  });

  it("a declined card is no contribution: confirm says payment_declined with the order, nothing counts", async () => {
    const eva = await tokenOf("eva@example.com");
    const before = await campaign();
    const checkout = (await pay(eva, "reward", { paymentTypeId: CARD, rewardId: 414, amount: 150, userIp: IP, ...URLS })).body.data;
    expect(await payByCard(checkout.redirect_url, "4000 0000 0000 0002")).toBe(`${PORTAL}/mecenazgo/ko/${checkout.session_id}`);
    const declined = await confirm(checkout.session_id);
    expectRefusal(declined, 409, "payment_declined");
    expect(declined.body.order).toMatchObject({ status: "failed", item: { type: "contribution", reward_id: 414 } });
    expect(await campaign()).toEqual(before);
    expect((await contributions(eva)).data).toEqual([]);
  });

  it("QR: the provider's QR step pays it", async () => {
    const eva = await tokenOf("eva@example.com");
    const checkout = (await pay(eva, "free", { paymentTypeId: QR, amount: 12, userIp: "2001:db8::1", ...URLS })).body.data;
    expect(checkout.redirect_url).toBe(`${api.url()}/__demo/qr/${checkout.session_id}`);
    const res = await fetch(checkout.redirect_url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "result=ok",
    });
    expect(res.status).toBe(200);
    expect((await confirm(checkout.session_id)).body.data.status).toBe("paid");
    expect((await contributions(eva)).data[0]).toMatchObject({ status: "confirmed", payment_kind: "qr", reward: null, amount: 12 });
  });

  it("bank transfer: pending with instructions and a deadline, the reward reserved; 7 demo days later lost and the reward freed", async () => {
    const eva = await tokenOf("eva@example.com");
    const before = await campaign();
    const answer = await pay(eva, "reward", { paymentTypeId: TRANSFER, rewardId: 412, amount: 25, userIp: IP });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { order } = answer.body.data;
    expect(answer.body.data).toMatchObject({ payment_kind: "bank_transfer", redirect_url: null });
    expect(order.bank_transfer).toMatchObject({
      iban: "ES9121000418450200051332",
      amount: 25,
      currency: "EUR",
      reference: order.reference,
    });
    expect(Date.parse(order.bank_transfer.deadline) - Date.parse(order.created_at)).toBe(7 * 86_400_000);
    // Made today on the campaign's clock, so the deadline falls within the campaign.
    expect(Math.abs(Date.parse(order.created_at) - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(order.bank_transfer.deadline)).toBeLessThan(Date.parse(before.ends_at));
    expect((await confirm(answer.body.data.session_id)).body.data.status).toBe("pending");
    const reserved = await campaign();
    expect(reward(reserved, 412).remaining).toBe(reward(before, 412).remaining - 1);
    expect(reserved.raised).toBe(before.raised);
    expect((await contributions(eva)).data[0]).toMatchObject({
      status: "pending",
      deadline: order.bank_transfer.deadline,
      payment_kind: "bank_transfer",
    });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 7 * 86_400_000 + 60_000);
    const later = await tokenOf("eva@example.com");
    expect((await contributions(later)).data[0]).toMatchObject({ status: "lost", deadline: null });
    // Ana's pending transfer of the same reward (2 demo days old) is lost by now too: both freed.
    expect(reward(await campaign(), 412).remaining).toBe(reward(before, 412).remaining + 1);
    expectRefusal(await confirm(answer.body.data.session_id), 409, "payment_cancelled");
    expect((await contributions(await tokenOf("ana@example.com"))).data.filter((c: any) => c.status === "pending")).toEqual([]);
  });

  it("a transfer made in a campaign's last days is due by the campaign's end, not 7 days later", async () => {
    const endsAt = Date.parse((await campaign()).ends_at);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(endsAt - 3 * 86_400_000);
    const answer = await pay(await tokenOf("eva@example.com"), "free", { paymentTypeId: TRANSFER, amount: 15, userIp: IP });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(Date.parse(answer.body.data.order.bank_transfer.deadline)).toBe(endsAt);
  });

  it("a new card attempt for the same reward gives up the one left at the provider; a pending transfer stays", async () => {
    const eva = await tokenOf("eva@example.com");
    const transfer = (await pay(eva, "reward", { paymentTypeId: TRANSFER, rewardId: 411, amount: 10, userIp: IP })).body.data;
    const first = (await pay(eva, "reward", { paymentTypeId: CARD, rewardId: 411, amount: 10, userIp: IP, ...URLS })).body.data;
    const second = (await pay(eva, "reward", { paymentTypeId: CARD, rewardId: 411, amount: 10, userIp: IP, ...URLS })).body.data;
    expectRefusal(await confirm(first.session_id), 409, "payment_cancelled");
    expect((await confirm(second.session_id)).body.data.status).toBe("pending");
    expect((await confirm(transfer.session_id)).body.data.status).toBe("pending");
  });

  it("free amount in Mecenazgo Demo, in Basque", async () => {
    const ana = await tokenOf("ana@example.com", MECENAZGO);
    const answer = await pay(
      ana,
      "free",
      { paymentTypeId: TRANSFER, rewardId: null, amount: 5, userIp: IP },
      { path: LULLABIES, tenant: MECENAZGO, locale: "eus" },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.order.item).toMatchObject({
      campaign_id: 2401,
      campaign_title: "Sehaska-kanten soinu-artxiboa",
      reward_id: null,
      reward_title: null,
    });
  });
});

describe("payment refusals", () => {
  it("403 without a session, 404 for another conference's campaign", async () => {
    expect((await pay("", "free", { paymentTypeId: CARD, amount: 10, userIp: IP, ...URLS })).status).toBe(403);
    const eva = await tokenOf("eva@example.com");
    expect(
      (await pay(eva, "free", { paymentTypeId: CARD, amount: 10, userIp: IP, ...URLS }, { path: "/conferences/102/crowdfunding/401" }))
        .status,
    ).toBe(404);
  });

  it("every failing field at once, in order, with payment_type_invalid first", async () => {
    const eva = await tokenOf("eva@example.com");
    const all = await pay(eva, "reward", {
      paymentTypeId: FREE,
      rewardId: 999,
      amount: "abc",
      userIp: "localhost",
      successUrl: "javascript:alert(1)",
    });
    expectRefusal(all, 422, "payment_type_invalid");
    expect(Object.keys(all.body.errors)).toEqual(["paymentTypeId", "rewardId", "amount", "successUrl", "userIp"]);
    const missing = await pay(eva, "reward", {});
    expect(Object.keys(missing.body.errors)).toEqual(["paymentTypeId", "rewardId", "amount", "userIp"]);
    expect(missing.body.code).toBe("payment_type_invalid");
    const urls = await pay(eva, "reward", { paymentTypeId: QR, rewardId: 411, amount: 10, userIp: IP });
    expect(urls.status).toBe(422);
    expect(Object.keys(urls.body.errors)).toEqual(["successUrl", "cancelUrl"]);
    expect(urls.body.code).toBeUndefined();
    const ip = await pay(eva, "reward", { paymentTypeId: TRANSFER, rewardId: 411, amount: 10, userIp: "999.1.1.1" });
    expect(Object.keys(ip.body.errors)).toEqual(["userIp"]);
    for (const amount of [0, -5, "1,5", 10.123, "ten"]) {
      const answer = await pay(eva, "reward", { paymentTypeId: TRANSFER, rewardId: 411, amount, userIp: IP });
      expect(Object.keys(answer.body.errors), String(amount)).toEqual(["amount"]);
    }
  });

  it("amount_too_low: a free amount below min_amount (the message says it), a reward below its amount", async () => {
    const eva = await tokenOf("eva@example.com");
    const low = await pay(eva, "free", { paymentTypeId: TRANSFER, amount: 4.99, userIp: IP });
    expectRefusal(low, 422, "amount_too_low");
    // Intl puts a no-break space between the amount and the sign.
    const spaced = (messages: string[]) => messages.map((message) => message.replace(/\s/g, " "));
    expect(spaced(low.body.errors.amount)).toEqual(["La aportación mínima es de 5 €."]);
    expect((await pay(eva, "free", { paymentTypeId: TRANSFER, amount: 1, userIp: IP }, { locale: "en" })).body.errors.amount).toEqual([
      "The minimum contribution is €5.",
    ]);
    const below = await pay(eva, "reward", { paymentTypeId: TRANSFER, rewardId: 414, amount: 149.99, userIp: IP });
    expectRefusal(below, 422, "amount_too_low");
    expect(below.body.errors.amount[0]).toContain("150");
    const withReward = await pay(eva, "free", { paymentTypeId: TRANSFER, rewardId: 411, amount: 10, userIp: IP });
    expect(Object.keys(withReward.body.errors)).toEqual(["rewardId"]);
  });

  it("reward_sold_out, then campaign_ended", async () => {
    const eva = await tokenOf("eva@example.com");
    expectRefusal(
      await pay(eva, "reward", { paymentTypeId: CARD, rewardId: 413, amount: 60, userIp: IP, ...URLS }),
      409,
      "reward_sold_out",
    );
    const ana = await tokenOf("ana@example.com", MECENAZGO);
    const ended = (body: Record<string, unknown>, kind: "reward" | "free" = "reward") =>
      pay(ana, kind, { userIp: IP, ...URLS, ...body }, { path: ORGAN, tenant: MECENAZGO });
    expectRefusal(await ended({ paymentTypeId: CARD, rewardId: 2432, amount: 40 }), 409, "reward_sold_out");
    expectRefusal(await ended({ paymentTypeId: CARD, rewardId: 2433, amount: 120 }), 409, "campaign_ended");
    expectRefusal(await ended({ paymentTypeId: CARD, amount: 20 }, "free"), 409, "campaign_ended");
  });

  it("the last ones of a reward: reserved by pending transfers, then sold out", async () => {
    const eva = await tokenOf("eva@example.com");
    for (let i = 0; i < 3; i++)
      expect((await pay(eva, "reward", { paymentTypeId: TRANSFER, rewardId: 412, amount: 25, userIp: IP })).status).toBe(201);
    expect(reward(await campaign(), 412)).toMatchObject({ remaining: 0, sold_out: true });
    expectRefusal(await pay(eva, "reward", { paymentTypeId: TRANSFER, rewardId: 412, amount: 25, userIp: IP }), 409, "reward_sold_out");
  });
});

describe("idempotency", () => {
  it("the same key twice (or ten times at once) makes one order; the key with another body is 409", async () => {
    const eva = await tokenOf("eva@example.com");
    const body = { paymentTypeId: CARD, rewardId: 411, amount: 10, userIp: IP, ...URLS };
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(eva, "reward", body, { key: "aporta-1" })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(9);
    const replay = await pay(eva, "reward", body, { key: "aporta-1" });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(answers[0].body);
    const orders = (await fetch(`${api.url()}/__demo/orders?tenant=${CONGRESO}`).then((res) => res.json())).data;
    expect(orders.filter((o: any) => o.email === "eva@example.com" && o.campaign_id === 401)).toHaveLength(1);
    expectRefusal(await pay(eva, "reward", { ...body, amount: 11 }, { key: "aporta-1" }), 409, "idempotency_key_reused");
    expect((await pay(eva, "reward", body, { key: "x".repeat(256) })).body.errors.idempotency_key).toHaveLength(1);
    // Free and reward payments keep their keys apart.
    expect((await pay(eva, "free", { ...body, rewardId: null }, { key: "aporta-1" })).status).toBe(201);
  });
});

describe("the customer's contributions", () => {
  it("ana in Congreso Demo: confirmed with a reward, confirmed free, a pending transfer with its deadline, a lost one; newest first", async () => {
    const ana = await tokenOf("ana@example.com");
    const page = await contributions(ana);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 4 });
    expect(page.data.map((c: any) => [c.id, c.status, c.payment_kind, c.reward?.id ?? null, c.amount])).toEqual([
      [454, "pending", "bank_transfer", 412, 25],
      [452, "confirmed", "qr", null, 30],
      [453, "lost", "bank_transfer", 412, 25],
      [451, "confirmed", "card", 414, 150],
    ]);
    const pending = page.data[0];
    // On the campaign's clock: still ahead today, and before the campaign ends.
    expect(Date.parse(pending.deadline)).toBeGreaterThan(Date.now());
    expect(Date.parse(pending.deadline)).toBeLessThan(Date.parse((await campaign()).ends_at));
    expect(Date.parse(pending.deadline) - Date.parse(pending.created_at)).toBe(7 * 86_400_000);
    expect(page.data.slice(1).every((c: any) => c.deadline === null)).toBe(true);
    // Each is an order of its own.
    expect((await call("GET", `/orders/${pending.order_id}`, { bearer: ana })).body.data).toMatchObject({
      status: "pending",
      item: { type: "contribution", reward_id: 412 },
    });
    expect((await call("GET", `/orders/${page.data[2].order_id}`, { bearer: ana })).body.data.status).toBe("cancelled");
    // Contributions are not in the private area's order list (registrations and tickets).
    expect((await call("GET", "/orders/customer", { bearer: ana })).body.data).toHaveLength(2);
  });

  it("pages with per_page; mod has one; eva none; Mecenazgo Demo has ana's own", async () => {
    const ana = await tokenOf("ana@example.com");
    const second = await contributions(ana, "?page=2&per_page=3");
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect(second.data.map((c: any) => c.id)).toEqual([451]);
    expect((await contributions(ana, "?per_page=0")).meta.per_page).toBe(10);
    expect((await contributions(await tokenOf("mod@example.com"))).data.map((c: any) => [c.id, c.status, c.reward.id])).toEqual([
      [455, "confirmed", 413],
    ]);
    expect((await contributions(await tokenOf("eva@example.com"))).data).toEqual([]);
    const mecenazgo = await contributions(await tokenOf("ana@example.com", MECENAZGO), "", MECENAZGO);
    expect(mecenazgo.data.map((c: any) => [c.id, c.status, c.campaign.id])).toEqual([
      [2454, "pending", 2401],
      [2452, "confirmed", 2401],
      [2453, "lost", 2401],
      [2451, "confirmed", 2402],
    ]);
    expect((await call("GET", "/customer/contributions")).status).toBe(403);
    expect((await call("GET", "/customer/tracked-campaigns")).status).toBe(403);
  });

  it("resetDemoState() starts again from the seed", async () => {
    const eva = await tokenOf("eva@example.com");
    await call("POST", `${ARCHIVE}/comments`, { bearer: eva, body: { body: "Hola" } });
    await pay(eva, "free", { paymentTypeId: TRANSFER, amount: 10, userIp: IP });
    resetDemoState();
    expect((await campaign()).comments_count).toBe(14);
    expect((await contributions(await tokenOf("eva@example.com"))).data).toEqual([]);
  });
});
