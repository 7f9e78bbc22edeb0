// The private area's summary counts (GET /customer/customer-index-info) against the demo API over
// HTTP: the counts are those of the lists the other calls answer, follow a registration and a saved
// section at once, and only the tabs asked for are counted.
import { describe, expect, it } from "vitest";
import { demoClient, freshDemoApiPerTest } from "./test-client";

const CONGRESO = "demo-congreso-token";
const EVENTOS = "demo-eventos-token";
const UNIVERSIDAD = "demo-universidad-token";
const ALL_TABS =
  "personal-data,credentials,activities,crowdfunding,networking,certification,donation-certification,area-registration,area-lodging,area-academic,area-logistics";

const api = freshDemoApiPerTest();
const { call, tokenOf } = demoClient(api.url, CONGRESO);

const counts = async (bearer: string, tabs: string | null, tenant = CONGRESO) => {
  const answer = await call("GET", `/customer/customer-index-info${tabs === null ? "" : `?tabs=${tabs}`}`, { bearer, tenant });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.counts as Record<string, number>;
};

describe("GET /customer/customer-index-info", () => {
  it("needs a session", async () => {
    expect(await call("GET", "/customer/customer-index-info?tabs=activities")).toMatchObject({
      status: 403,
      body: { message: "Forbidden" },
    });
  });

  it("counts what the private area's lists hold, and a registration at once", async () => {
    const ana = await tokenOf("ana@example.com");
    const conferences = (await call("GET", "/customer/conferences", { bearer: ana })).body.data as { registration_state: string }[];
    const orders = (await call("GET", "/orders/customer", { bearer: ana })).body.data as unknown[];
    const contributions = (await call("GET", "/customer/contributions", { bearer: ana })).body.data as unknown[];
    const before = await counts(ana, ALL_TABS);
    expect(before).toEqual({
      activities: conferences.length,
      orders: orders.length,
      certificates: expect.any(Number),
      contributions: contributions.length,
      networking_pending: expect.any(Number),
    });
    expect(before.activities).toBeGreaterThan(0);
    expect(before.certificates).toBeLessThanOrEqual(conferences.filter((row) => row.registration_state !== "pending").length);

    expect((await call("POST", "/conferences/102/register", { bearer: ana, body: { room_id: 21 } })).status).toBe(201);
    expect(await counts(ana, "activities")).toEqual({ activities: before.activities + 1, orders: before.orders });
  });

  it("counts only the tabs asked for; unknown tabs are ignored; without tabs, every count", async () => {
    const ana = await tokenOf("ana@example.com");
    expect(Object.keys(await counts(ana, "crowdfunding,made-up"))).toEqual(["contributions"]);
    expect(await counts(ana, "personal-data")).toEqual({});
    expect(Object.keys(await counts(ana, null)).sort()).toEqual([
      "activities",
      "certificates",
      "contributions",
      "networking_pending",
      "orders",
    ]);
  });

  it("networking: the requests received and not answered yet (a tenant with networking type 1)", async () => {
    const ana = await tokenOf("ana@example.com", EVENTOS);
    const state = (await call("GET", "/networking/customer/extra-networking", { bearer: ana, tenant: EVENTOS })).body.data as {
      pending_received: number;
    };
    expect(await counts(ana, "networking", EVENTOS)).toEqual({ networking_pending: state.pending_received });
  });

  it("a sectioned area (Universidad Demo): complete sections of the four, a saved section at once; none elsewhere", async () => {
    const ana = await tokenOf("ana@example.com", UNIVERSIDAD);
    expect(await counts(ana, "area-registration", UNIVERSIDAD)).toEqual({ sections_complete: 0, sections_total: 4 });
    const saved = await call("POST", "/customer/save-personal-information-extra", {
      bearer: ana,
      tenant: UNIVERSIDAD,
      body: { section: "logistics", badge_name: "Ana" },
    });
    expect(saved.status).toBe(200);
    expect(await counts(ana, "area-registration,area-logistics", UNIVERSIDAD)).toEqual({ sections_complete: 1, sections_total: 4 });
    // Congreso Demo has no sections: an area tab asked for gives no count.
    expect(await counts(await tokenOf("ana@example.com"), "area-registration")).toEqual({});
  });

  it("a sign-up's registration (Universidad Demo) fills the area's registration section: asked once, counted as complete", async () => {
    const email = "nerea@example.com";
    const person = { name: "Nerea", surname: "Etxeberria", email, telephone: "698765432", gender: 1, privacy_policy: true };
    const signUp = { ...person, password: "Nueva-2026!", password_confirmation: "Nueva-2026!", advertising: false };
    expect((await call("POST", "/customer/signup", { tenant: UNIVERSIDAD, body: signUp })).status).toBe(201);
    const form = (await call("GET", "/custom-form/register", { tenant: UNIVERSIDAD })).body.data as { id: number };
    const register = { category: "doctoral", institution: "Universidad Demo", days: ["2027-03-17"], code_of_conduct: true };
    const saved = await call("POST", "/customer/signup-register-data", {
      tenant: UNIVERSIDAD,
      body: { email, custom_form_id: form.id, register },
    });
    expect(saved.status).toBe(201);
    const mail = (await (await fetch(`${api.url()}/__demo/mailbox?to=${email}&tenant=${UNIVERSIDAD}`)).json()) as {
      data: { link: string }[];
    };
    const token = mail.data.at(-1)!.link.split("/").pop();
    expect((await call("POST", "/customer/validate", { tenant: UNIVERSIDAD, body: { token } })).status).toBe(200);
    const login = await call("POST", "/customer/login", {
      tenant: UNIVERSIDAD,
      body: { user: { email, password: "Nueva-2026!" }, remember: false },
    });
    const bearer = login.body.data.token as string;
    const extra = (await call("GET", "/customer/extra", { bearer, tenant: UNIVERSIDAD })).body.data as Record<string, unknown>;
    expect(extra).toMatchObject({ attendee_type: "doctoral", affiliation: "Universidad Demo" });
    // One list: the area's attendee types are the registration's categories.
    const types = (await call("GET", "/customer/types", { bearer, tenant: UNIVERSIDAD })).body.data as { id: string }[];
    expect(types.map((type) => type.id)).toContain("doctoral");
    expect(await counts(bearer, "area-registration", UNIVERSIDAD)).toEqual({ sections_complete: 1, sections_total: 4 });
  });
});
