// The calendar feed's calls (our extension of the backend): making, replacing, revoking a customer's
// secret, and reading the owner's registrations with the tenant's token alone.
import { describe, expect, it } from "vitest";
import { demoClient, freshDemoApiPerTest } from "./test-client";

const CONGRESO = "demo-congreso-token";
const EVENTOS = "demo-eventos-token";
const api = freshDemoApiPerTest();
const { call, tokenOf } = demoClient(api.url, CONGRESO);

describe("calendar feed", () => {
  it("makes a long URL-safe secret, answers it to its owner and gives the owner's registrations to the tenant", async () => {
    const ana = await tokenOf("ana@example.com");
    expect((await call("GET", "/customer/calendar-feed", { bearer: ana })).body).toEqual({ data: null });
    const made = await call("POST", "/customer/calendar-feed", { bearer: ana });
    expect(made.status).toBe(201);
    const token: string = made.body.data.token;
    // 32 random bytes in base64url: 43 characters, 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call("GET", "/customer/calendar-feed", { bearer: ana })).body.data.token).toBe(token);

    const feed = await call("GET", `/calendar-feeds/${token}`, { locale: "en" });
    const own = await call("GET", "/customer/conferences", { bearer: ana, locale: "en" });
    expect(feed.status).toBe(200);
    expect(feed.body.data.length).toBeGreaterThan(0);
    expect(feed.body).toEqual(own.body);
  });

  it("replaces the secret: the old one stops working at once", async () => {
    const ana = await tokenOf("ana@example.com");
    const first = (await call("POST", "/customer/calendar-feed", { bearer: ana })).body.data.token;
    const second = (await call("POST", "/customer/calendar-feed", { bearer: ana })).body.data.token;
    expect(second).not.toBe(first);
    expect((await call("GET", `/calendar-feeds/${first}`)).status).toBe(404);
    expect((await call("GET", `/calendar-feeds/${second}`)).status).toBe(200);
  });

  it("revokes: 404 afterwards, nothing left to show, and revoking again says so", async () => {
    const ana = await tokenOf("ana@example.com");
    const token = (await call("POST", "/customer/calendar-feed", { bearer: ana })).body.data.token;
    expect((await call("DELETE", "/customer/calendar-feed", { bearer: ana })).body).toEqual({ data: { revoked: true } });
    const gone = await call("GET", `/calendar-feeds/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: "Not found" });
    expect((await call("GET", "/customer/calendar-feed", { bearer: ana })).body).toEqual({ data: null });
    expect((await call("DELETE", "/customer/calendar-feed", { bearer: ana })).body).toEqual({ data: { revoked: false } });
  });

  it("keeps each customer's and each tenant's feeds apart", async () => {
    const ana = await tokenOf("ana@example.com");
    const eva = await tokenOf("eva@example.com");
    const anas = (await call("POST", "/customer/calendar-feed", { bearer: ana })).body.data.token;
    const evas = (await call("POST", "/customer/calendar-feed", { bearer: eva })).body.data.token;
    const titles = async (token: string) =>
      ((await call("GET", `/calendar-feeds/${token}`)).body.data as { title: string }[]).map((row) => row.title);
    const ownTitles = async (bearer: string) =>
      ((await call("GET", "/customer/conferences", { bearer })).body.data as { title: string }[]).map((row) => row.title);
    expect(await titles(anas)).toEqual(await ownTitles(ana));
    expect(await titles(evas)).toEqual(await ownTitles(eva));
    expect(await titles(anas)).not.toEqual(await titles(evas));
    // Eva revoking hers leaves Ana's alone.
    await call("DELETE", "/customer/calendar-feed", { bearer: eva });
    expect((await call("GET", `/calendar-feeds/${anas}`)).status).toBe(200);
    // Another tenant does not know this tenant's secret.
    expect((await call("GET", `/calendar-feeds/${anas}`, { tenant: EVENTOS })).status).toBe(404);
  });

  it("needs a customer to make or revoke, and refuses an unknown token", async () => {
    expect((await call("POST", "/customer/calendar-feed")).status).toBe(403);
    expect((await call("DELETE", "/customer/calendar-feed")).status).toBe(403);
    expect((await call("GET", "/calendar-feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });
});
