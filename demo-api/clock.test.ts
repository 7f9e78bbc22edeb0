// The demo API's one clock (clock.ts): what it makes is dated now on the real clock, what the seed says was
// made before is dated before now, a transfer's deadline is 7 days on, and the agenda's next activities are ahead.
import { describe, expect, it } from "vitest";
import { DAY_MS, daysBeforeStart, shiftIntoPastMs, startHourMs } from "./clock";
import { demoClient, freshDemoApiPerTest } from "./test-client";

const CONGRESO = "demo-congreso-token";
const TENANTS = [CONGRESO, "demo-eventos-token", "demo-mecenazgo-token", "demo-universidad-token"];
const TRANSFER = 3;

const api = freshDemoApiPerTest();
const { call, tokenOf } = demoClient(api.url, CONGRESO);
const time = (iso: string) => Date.parse(iso);
const madridYear = (ms: number) => new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Madrid", year: "numeric" }).format(ms);

describe("the seed's dates against the real clock", () => {
  it("moves a group whose latest date is not a day past back by whole days, and leaves a past one alone", () => {
    expect(shiftIntoPastMs(startHourMs() + 10.5 * DAY_MS)).toBe(12 * DAY_MS);
    expect(shiftIntoPastMs(startHourMs() - DAY_MS)).toBe(0);
    expect(shiftIntoPastMs(startHourMs() - 400 * DAY_MS)).toBe(0);
  });

  it("dates `days` days before the start at Madrid's hour", () => {
    const date = daysBeforeStart(3, "09:40");
    expect(date).toMatch(/T09:40:00\+01:00$/);
    expect(time(date)).toBeGreaterThan(startHourMs() - 4 * DAY_MS);
    expect(time(date)).toBeLessThan(startHourMs() - 2 * DAY_MS);
  });
});

describe("one clock for what the demo makes and what its seed made", () => {
  it("a ticket bought by transfer is dated now, its reference carries this year and its deadline is 7 days on", async () => {
    const before = Date.now();
    const eva = await tokenOf("eva@example.com");
    const started = await call("POST", "/payment/create-checkout-session", {
      bearer: eva,
      key: "clock-transfer",
      body: { ticketId: 303, paymentTypeId: TRANSFER },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { order } = started.body.data;
    expect(time(order.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(time(order.created_at)).toBeLessThanOrEqual(Date.now());
    expect(order.reference).toMatch(new RegExp(`^PED-${madridYear(time(order.created_at))}-`));
    expect(time(order.bank_transfer.deadline) - time(order.created_at)).toBe(7 * DAY_MS);
  });

  it("ana's and eva's seeded orders are dated before now; ana's pending transfer still has days left", async () => {
    const now = Date.now();
    const ana = await tokenOf("ana@example.com");
    const orders = (await call("GET", "/orders/customer", { bearer: ana })).body.data as {
      id: number;
      created_at: string;
      status: string;
    }[];
    expect(orders.length).toBe(2);
    for (const order of orders) expect(time(order.created_at), order.created_at).toBeLessThan(now);
    const pending = orders.find((order) => order.status === "pending")!;
    const deadline = (await call("GET", `/orders/${pending.id}`, { bearer: ana })).body.data.bank_transfer.deadline as string;
    expect(time(deadline)).toBeGreaterThan(now);
    expect(time(deadline)).toBeLessThan(now + 7 * DAY_MS);
    const registrations = (await call("GET", "/orders/customer/registration", { bearer: ana })).body.data as { created_at: string }[];
    for (const registration of registrations) expect(time(registration.created_at)).toBeLessThan(now);
    const eva = await tokenOf("eva@example.com");
    for (const order of (await call("GET", "/orders/customer", { bearer: eva })).body.data as { created_at: string }[])
      expect(time(order.created_at)).toBeLessThan(now);
  });

  it.each(TENANTS)("no post is dated after now, newest first as the seed has them (%s)", async (tenant) => {
    const now = Date.now();
    const posts: { published_at: string }[] = [];
    for (let page = 1; ; page++) {
      const answer = (await call("GET", `/blog/posts?page=${page}`, { tenant })).body;
      posts.push(...answer.data);
      if (page >= answer.meta.last_page) break;
    }
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(time(post.published_at), post.published_at).toBeLessThan(now);
    const dates = posts.map((post) => time(post.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("the seeded networking requests were made before now", async () => {
    const ana = await tokenOf("ana@example.com");
    const headers = { "X-Networking-Conference": "inauguracion-ia-para-las-personas" };
    const sent = (await call("GET", "/networking/events/sent", { bearer: ana, headers })).body.data as { created_at: string }[];
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(time(request.created_at), request.created_at).toBeLessThan(Date.now());
  });
});
