// Networking against the demo API over HTTP: the X-Networking-Conference rule for both types, the seed,
// joining as a fresh account, every request transition and refusal, pagination, registering in events
// and leaving.
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetDemoState, startDemoApi, type RunningDemoApi } from "./app";
import { findMissingTranslations } from "./seed/i18n";
import { ATTENDEE_PROFILES, networkingSeed, TERMS } from "./seed/networking";
import { demoClient, type Answer } from "./test-client";

const CONGRESO = "demo-congreso-token";
const EVENTOS = "demo-eventos-token";
const MECENAZGO = "demo-mecenazgo-token";
const OPENING = "inauguracion-ia-para-las-personas";
const STARTUPS = "startups-con-proposito";
const ANA = 1;
const BRUNO = 2;
const CARLA = 3;
/** Congreso Demo, the opening's scope: the foyer (2 tables, 9–10 March) and the room (1 table, 9 March). */
const FOYER = 7501;
const ROOM = 7502;
const at = (date: string, time: string) => `${date}T${time}:00+01:00`;
const D1 = "2027-03-09";
const D2 = "2027-03-10";

let api: RunningDemoApi;

beforeEach(async () => {
  resetDemoState();
  api = await startDemoApi();
});

afterEach(async () => {
  await api?.close();
});

const { call, tokenOf } = demoClient(() => api.url, CONGRESO);

type Opts = { tenant?: string; conference?: string | null; body?: unknown; locale?: string };

/** A networking call as `bearer`, with the header set to `conference` (default: the opening; null: no header). */
function net(method: "GET" | "POST" | "PUT", path: string, bearer: string, opts: Opts = {}): Promise<Answer> {
  const conference = opts.conference === undefined ? OPENING : opts.conference;
  const headers: Record<string, string> = conference === null ? {} : { "X-Networking-Conference": conference };
  return call(method, path, { bearer, tenant: opts.tenant, body: opts.body, locale: opts.locale, headers });
}

function ok(answer: Answer, status = 200): any {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

function expectRefusal(answer: Answer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(answer.body.message.length).toBeGreaterThan(5);
}

function expectFields(answer: Answer, fields: string[]): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(Object.keys(answer.body.errors).sort()).toEqual([...fields].sort());
}

/** bruno logs in with two-factor: his SSO token gives a session without it. */
async function brunoToken(tenant = CONGRESO): Promise<string> {
  return ok(await call("POST", "/customer/login-sso/sso-bruno", { tenant })).data.token;
}

let freshCount = 0;
/** A new account, validated and logged in (as a journey's `freshAccount`). */
async function freshToken(tenant = CONGRESO, name = "Prueba"): Promise<{ token: string; id: number }> {
  const email = `net-${Date.now()}-${freshCount++}@example.com`;
  const signup = await call("POST", "/customer/signup", {
    tenant,
    body: {
      name,
      surname: "Perfil",
      email,
      telephone: "611222333",
      password: "Demo-2026!",
      password_confirmation: "Demo-2026!",
      gender: 1,
      privacy_policy: true,
      advertising: false,
    },
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const mails = await (await fetch(`${api.url}/__demo/mailbox?to=${encodeURIComponent(email)}`)).json();
  const link = String(mails.data.at(-1).link).split("/").at(-1);
  ok(await call("POST", "/customer/validate", { tenant, body: { token: link } }));
  const token = await tokenOf(email, tenant);
  return { token, id: ok(await call("GET", "/customer", { tenant, bearer: token })).data.id };
}

const PROFILE = {
  sector: "salud",
  interests: ["salud-digital", "ia"],
  meeting_language: "es",
  looking_for: "Telemedicina",
  website: "",
  share_profile: true,
};

/** A fresh account that enabled networking and filled its profile in the scope. */
async function freshAttendee(opts: { tenant?: string; conference?: string | null; name?: string } = {}) {
  const fresh = await freshToken(opts.tenant, opts.name);
  ok(await net("GET", "/networking/customer/enable-networking", fresh.token, opts));
  const form = ok(await net("GET", "/networking/custom-form", fresh.token, opts)).data;
  ok(await net("POST", "/networking/custom-form/completed", fresh.token, { ...opts, body: { custom_form_id: form.id, survey: PROFILE } }));
  return fresh;
}

const ask = (customerId: number, start: string, networkingEventId = FOYER, message: string | null = null) => ({
  networking_event_id: networkingEventId,
  eventId: null,
  registrationId: null,
  request: { customer_id: customerId, start, message },
});

const decide = (
  bearer: string,
  eventId: number,
  id: number,
  decision: "validate" | "reject" | "cancel",
  reason?: string,
  opts: Opts = {},
) =>
  net("POST", `/networking/events/${eventId}/registration/${id}/${decision}`, bearer, {
    ...opts,
    body: reason === undefined ? {} : { reason },
  });

async function blocks(bearer: string, eventId: number, customerId?: number, opts: Opts = {}) {
  const body = customerId === undefined ? { networking_event_id: eventId } : { networking_event_id: eventId, customer_id: customerId };
  return ok(await net("POST", "/networking/events/blocks", bearer, { ...opts, body })).data as {
    date: string;
    blocks: { start: string; available: boolean; unavailable: string | null }[];
  }[];
}

const blockAt = (days: Awaited<ReturnType<typeof blocks>>, start: string) =>
  days.flatMap((day) => day.blocks).find((block) => block.start === start)!;

async function inspect(tenant = CONGRESO) {
  const res = await fetch(`${api.url}/__demo/networking?tenant=${tenant}`);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

describe("the X-Networking-Conference header", () => {
  it("networkingType 2: required and a networking conference's slug, else 422 conference_invalid; the session is checked first", async () => {
    const ana = await tokenOf("ana@example.com");
    for (const conference of [null, "", "  ", "economia-circular-industria", "no-such-slug"]) {
      const answer = await net("GET", "/networking/customer/extra-networking", ana, { conference });
      expectRefusal(answer, 422, "conference_invalid");
      expect(answer.body.errors["X-Networking-Conference"][0]).toBe(answer.body.message);
    }
    expect(ok(await net("GET", "/networking/customer/extra-networking", ana)).data.conference).toBe(OPENING);
    expect(ok(await net("GET", "/networking/customer/extra-networking", ana, { conference: STARTUPS })).data.conference).toBe(STARTUPS);
    expect((await net("GET", "/networking/customer/extra-networking", "nope", { conference: null })).status).toBe(403);
    expect((await call("GET", "/networking/events")).status).toBe(403);
  });

  it("networkingType 2: every call but the conferences' refuses a missing header", async () => {
    const ana = await tokenOf("ana@example.com");
    const calls: ["GET" | "POST" | "PUT", string][] = [
      ["GET", "/networking/customer/extra-networking"],
      ["GET", "/networking/acceptance"],
      ["GET", "/networking/customer/enable-networking"],
      ["GET", "/networking/unsubscribe"],
      ["GET", "/networking/custom-form"],
      ["POST", "/networking/custom-form/completed"],
      ["GET", "/networking/customers"],
      ["GET", "/networking/events"],
      ["POST", "/networking/events/blocks"],
      ["POST", "/networking/events"],
      ["PUT", "/networking/events/8101"],
      ["POST", `/networking/events/${FOYER}/register`],
      ["POST", `/networking/events/${FOYER}/unregister`],
      ["GET", "/networking/events/registrations"],
      ["GET", `/networking/events/${FOYER}/registrations/validated`],
      ["GET", "/networking/events/received?page=1"],
      ["GET", "/networking/events/sent?page=1"],
      ["POST", `/networking/events/${FOYER}/registration/8101/validate`],
      ["POST", `/networking/events/${FOYER}/registration/8101/reject`],
      ["POST", `/networking/events/${FOYER}/registration/8101/cancel`],
    ];
    for (const [method, path] of calls)
      expectRefusal(await net(method, path, ana, { conference: null, body: method === "GET" ? undefined : {} }), 422, "conference_invalid");
    // Nothing changed: ana is still in networking, her request still created.
    const state = ok(await net("GET", "/networking/customer/extra-networking", ana)).data;
    expect(state.enabled).toBe(true);
    expect((await inspect()).requests.find((request: any) => request.id === 8101).status).toBe("created");
  });

  it("networkingType 2: GET /networking/conferences lists the two, whatever the header", async () => {
    const ana = await tokenOf("ana@example.com");
    for (const conference of [null, "", OPENING]) {
      const list = ok(await net("GET", "/networking/conferences", ana, { conference })).data;
      expect(list.map((entry: any) => entry.slug)).toEqual([OPENING, STARTUPS]);
      expect(list[0]).toEqual({
        id: 102,
        slug: OPENING,
        title: expect.stringContaining("Inauguración"),
        starts_at: "2027-03-09T09:30:00+01:00",
        ends_at: "2027-03-09T10:30:00+01:00",
      });
    }
    expect(ok(await net("GET", "/networking/conferences", ana, { locale: "en" })).data[1].title).toBe(
      "Purpose-driven startups: project pitches",
    );
  });

  it("networkingType 1: the header is ignored (empty, absent or anything) and there are no conferences", async () => {
    for (const tenant of [MECENAZGO, EVENTOS]) {
      const ana = await tokenOf("ana@example.com", tenant);
      expect(ok(await net("GET", "/networking/conferences", ana, { tenant, conference: "" })).data).toEqual([]);
      for (const conference of ["", null, OPENING]) {
        const state = ok(await net("GET", "/networking/customer/extra-networking", ana, { tenant, conference })).data;
        expect(state).toMatchObject({ conference: null, enabled: true, can_request: true });
      }
    }
  });

  it("the inspection route shows each call's header as received (null when absent), and the requests", async () => {
    const ana = await tokenOf("ana@example.com");
    await net("GET", "/networking/events", ana);
    await net("GET", "/networking/events", ana, { conference: null });
    await net("GET", "/networking/events", ana, { conference: "" });
    const seen = await inspect();
    expect(seen.networking_type).toBe(2);
    expect(seen.conferences).toEqual([OPENING, STARTUPS]);
    expect(seen.calls.slice(-3).map((entry: any) => [entry.method, entry.path, entry.header, entry.status])).toEqual([
      ["GET", "/networking/events", OPENING, 200],
      ["GET", "/networking/events", null, 422],
      ["GET", "/networking/events", "", 422],
    ]);
    expect(seen.requests.find((request: any) => request.id === 8101)).toMatchObject({
      conference: OPENING,
      networking_event_id: FOYER,
      start: at(D1, "16:30"),
      from: { id: ANA, email: "ana@example.com" },
      to: { id: BRUNO, email: "bruno@example.com" },
      status: "created",
    });
    // Mecenazgo Demo's log is its own.
    const mecenazgo = await inspect(MECENAZGO);
    expect(mecenazgo.networking_type).toBe(1);
    expect(mecenazgo.calls.length).toBe(0);
    expect((await fetch(`${api.url}/__demo/networking?tenant=nope`)).status).toBe(404);
  });
});

describe("the seed", () => {
  it("ana and bruno take part in every scope, profile filled; ana has meetings and requests waiting", async () => {
    const ana = await tokenOf("ana@example.com");
    for (const conference of [OPENING, STARTUPS]) {
      const state = ok(await net("GET", "/networking/customer/extra-networking", ana, { conference })).data;
      expect(state).toMatchObject({
        enabled: true,
        accepted_terms: true,
        accepted_version: "2027-01",
        terms_version: "2027-01",
        profile_completed: true,
        can_request: true,
        custom_form_id: 7051,
      });
      expect(state.attendee).toMatchObject({
        id: ANA,
        name: "Ana",
        surname: "García López",
        position: "Directora de producto",
        company: "Acme Eventos",
        avatar: null,
        sector: { value: "tecnologia", label: "Tecnología" },
      });
      expect(state.validated_meetings).toBe(2);
      expect(state.pending_received).toBe(8);
    }
    const bruno = await brunoToken();
    expect(ok(await call("GET", "/customer", { bearer: bruno })).data.networking).toBe(true);
    const eva = await tokenOf("eva@example.com");
    expect(ok(await net("GET", "/networking/customer/extra-networking", eva)).data).toMatchObject({
      enabled: false,
      accepted_terms: false,
      profile_completed: false,
      can_request: false,
      attendee: null,
    });
  });

  it("requests between ana and bruno in every state, the same in every scope and tenant", async () => {
    for (const [tenant, conference, base] of [
      [CONGRESO, OPENING, 8100],
      [CONGRESO, STARTUPS, 8200],
      [MECENAZGO, "", 8400],
      [EVENTOS, "", 8300],
    ] as const) {
      const ana = await tokenOf("ana@example.com", tenant);
      const sent = ok(await net("GET", "/networking/events/sent", ana, { tenant, conference })).data;
      const received = [
        ...ok(await net("GET", "/networking/events/received?page=1", ana, { tenant, conference })).data,
        ...ok(await net("GET", "/networking/events/received?page=2", ana, { tenant, conference })).data,
      ];
      const byId = (id: number) => [...sent, ...received].find((request: any) => request.id === id);
      expect(byId(base + 1)).toMatchObject({
        status: "created",
        direction: "sent",
        from: { id: ANA },
        to: { id: BRUNO },
        reason: null,
        closed_by: null,
      });
      expect(byId(base + 2)).toMatchObject({ status: "validated", direction: "received", from: { id: BRUNO }, reason: null });
      expect(byId(base + 3)).toMatchObject({ status: "rejected", direction: "sent", closed_by: "receiver", reason: expect.any(String) });
      expect(byId(base + 4)).toMatchObject({ status: "cancelled", direction: "received", closed_by: "sender", reason: expect.any(String) });
      expect(byId(base + 1).networking_event.place.length).toBeGreaterThan(3);
    }
  });

  it("at least 12 attendees with profiles in each scope, 10 a page, by surname, ana excluded", async () => {
    const ana = await tokenOf("ana@example.com");
    for (const conference of [OPENING, STARTUPS]) {
      const first = ok(await net("GET", "/networking/customers", ana, { conference }));
      expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 13 });
      const second = ok(await net("GET", "/networking/customers?page=2", ana, { conference }));
      const all = [...first.data, ...second.data];
      expect(all.map((attendee: any) => attendee.id)).not.toContain(ANA);
      expect(all.map((attendee: any) => attendee.surname)).toEqual(
        [...all.map((attendee: any) => attendee.surname)].sort((a, b) => a.localeCompare(b, "es")),
      );
      for (const attendee of all) {
        expect(attendee.position, attendee.name).toBeTruthy();
        expect(attendee.company, attendee.name).toBeTruthy();
        expect(attendee.sector).not.toBeNull();
        expect(attendee.interests.length).toBeGreaterThan(0);
      }
      expect(ok(await net("GET", "/networking/customers?page=3", ana, { conference }))).toMatchObject({
        data: [],
        meta: { current_page: 3, last_page: 2 },
      });
    }
  });

  it("attendees can be searched (accents and case ignored) and filtered by sector, interest and event", async () => {
    const ana = await tokenOf("ana@example.com");
    const names = async (query: string) =>
      ok(await net("GET", `/networking/customers?${query}`, ana)).data.map((attendee: any) => `${attendee.name} ${attendee.surname}`);
    expect(await names("search=oliveira")).toEqual(["Marta Oliveira Costa"]);
    expect(await names("search=LUCIA%20biosanitario")).toEqual(["Lucía Fernández Vidal"]);
    expect(await names("search=Lisboa")).toEqual(["Bruno Martins Silva"]);
    expect(await names("sector=salud")).toEqual(["Lucía Fernández Vidal", "Raquel Santos Moreira"]);
    expect(await names("interest=inversion")).toEqual(["Sofía Méndez Robles", "Pablo Ruiz Arrieta"]);
    expect(await names("search=nadie")).toEqual([]);
    expect(ok(await net("GET", `/networking/customers?networking_event_id=${ROOM}`, ana)).meta.total).toBe(13);
    ok(await net("POST", `/networking/events/${ROOM}/unregister`, await brunoToken(), { body: {} }));
    expect(ok(await net("GET", `/networking/customers?networking_event_id=${ROOM}`, ana)).meta.total).toBe(12);
    expect(await names("networking_event_id=abc")).toEqual([]);
    const en = ok(await net("GET", "/networking/customers?sector=salud", ana, { locale: "en" })).data[0];
    expect(en.sector).toEqual({ value: "salud", label: "Health" });
  });

  it("two networking events per scope, 16:00–18:00 Central European time", async () => {
    const ana = await tokenOf("ana@example.com");
    const events = ok(await net("GET", "/networking/events", ana)).data;
    expect(events.map((event: any) => [event.id, event.tables, event.days.map((day: any) => day.date)])).toEqual([
      [FOYER, 2, [D1, D2]],
      [ROOM, 1, [D1]],
    ]);
    expect(events[0]).toMatchObject({
      conference: OPENING,
      block_minutes: 15,
      registered: true,
      place: "Vestíbulo principal, Palacio Euskalduna",
    });
    expect(events[0].days[0]).toEqual({ date: D1, starts_at: at(D1, "16:00"), ends_at: at(D1, "18:00") });
    const startups = ok(await net("GET", "/networking/events", ana, { conference: STARTUPS, locale: "eus" })).data;
    expect(startups.map((event: any) => event.id)).toEqual([7503, 7504]);
    expect(startups[0].title).toBe("Eragin-inbertsioarekiko topaketak");
  });

  it("every text of the seed is in the four languages; the terms differ by language", async () => {
    for (const token of [CONGRESO, EVENTOS, MECENAZGO]) expect(findMissingTranslations(networkingSeed(token))).toEqual([]);
    expect(findMissingTranslations(TERMS)).toEqual([]);
    const ana = await tokenOf("ana@example.com");
    const texts = new Set<string>();
    for (const locale of ["es", "en", "pt", "eus"]) {
      const terms = ok(await net("GET", "/networking/acceptance", ana, { locale })).data;
      expect(terms).toMatchObject({ version: "2027-01", updated_at: "2027-01-15" });
      texts.add(terms.html);
    }
    expect(texts.size).toBe(4);
    expect(ATTENDEE_PROFILES.length).toBeGreaterThanOrEqual(12);
  });

  it("networkingType is the one of demo-api/tenants.json", () => {
    const file = JSON.parse(readFileSync(new URL("./tenants.json", import.meta.url), "utf8")) as {
      tenants: { token: string; networkingType?: number | null }[];
    };
    // A tenant without networking (null, as Universidad Demo) has no networking seed at all.
    for (const tenant of file.tenants) expect(networkingSeed(tenant.token)?.type ?? null, tenant.token).toBe(tenant.networkingType ?? null);
  });
});

describe("blocks", () => {
  it("15-minute blocks from 16:00 to 18:00 on each day; occupied where every table is taken, busy where either person has a meeting", async () => {
    const ana = await tokenOf("ana@example.com");
    const plain = await blocks(ana, FOYER);
    expect(plain.map((day) => day.date)).toEqual([D1, D2]);
    expect(plain[0].blocks.map((block) => block.start.slice(11, 16))).toEqual([
      "16:00",
      "16:15",
      "16:30",
      "16:45",
      "17:00",
      "17:15",
      "17:30",
      "17:45",
    ]);
    expect(plain[0].blocks[7]).toEqual({ start: at(D1, "17:45"), end: at(D1, "18:00"), available: true, unavailable: null });
    expect(blockAt(plain, at(D1, "17:15"))).toMatchObject({ available: false, unavailable: "occupied" });
    // ana's own meetings: 16:00 with Irene, 17:00 with bruno.
    expect(blockAt(plain, at(D1, "16:00"))).toMatchObject({ available: false, unavailable: "busy" });
    expect(blockAt(plain, at(D1, "16:15")).available).toBe(true);
    // With Marta (meeting Lucía in the room at 16:45): busy then too.
    const withMarta = await blocks(ana, FOYER, 9004);
    expect(blockAt(withMarta, at(D1, "16:45"))).toMatchObject({ available: false, unavailable: "busy" });
    expect(blockAt(plain, at(D1, "16:45")).available).toBe(true);
    // A person is in one place at a time: ana's meeting of the other conference (Kursaal, 10 March 16:00) makes her busy here.
    expect(blockAt(plain, at(D2, "16:00"))).toMatchObject({ available: false, unavailable: "busy" });
    const room = await blocks(ana, ROOM);
    expect(room.length).toBe(1);
    expect(blockAt(room, at(D1, "16:45"))).toMatchObject({ available: false, unavailable: "occupied" });
  });

  it("refuses an unknown event or person (422)", async () => {
    const ana = await tokenOf("ana@example.com");
    expectFields(await net("POST", "/networking/events/blocks", ana, { body: {} }), ["networking_event_id"]);
    expectFields(await net("POST", "/networking/events/blocks", ana, { body: { networking_event_id: 7503, customer_id: 77777 } }), [
      "networking_event_id",
      "customer_id",
    ]);
  });
});

describe("joining as a new account", () => {
  it("enable (accepting the terms), fill the profile, then listed for others", async () => {
    const fresh = await freshToken();
    expect(ok(await call("GET", "/customer", { bearer: fresh.token })).data.networking).toBe(false);
    expect(ok(await net("GET", "/networking/customer/extra-networking", fresh.token)).data).toMatchObject({
      enabled: false,
      can_request: false,
      attendee: null,
      validated_meetings: 0,
    });
    expectRefusal(await net("GET", "/networking/customers", fresh.token), 409, "networking_disabled");
    expectRefusal(await net("GET", "/networking/events/received", fresh.token), 409, "networking_disabled");
    // The form and the events can be seen before.
    const form = ok(await net("GET", "/networking/custom-form", fresh.token)).data;
    expect(form).toMatchObject({ id: 7051, answered: false, values: {} });
    expect(form.fields.map((field: any) => field.type)).toEqual(["select", "checkboxes", "radio", "textarea", "text", "checkbox"]);
    expectRefusal(
      await net("POST", "/networking/custom-form/completed", fresh.token, { body: { custom_form_id: 7051, survey: PROFILE } }),
      409,
      "networking_disabled",
    );

    const enabled = ok(await net("GET", "/networking/customer/enable-networking", fresh.token)).data;
    expect(enabled).toMatchObject({
      enabled: true,
      accepted_terms: true,
      accepted_version: "2027-01",
      profile_completed: false,
      can_request: false,
    });
    expect(enabled.attendee).toMatchObject({ id: fresh.id, name: "Prueba", surname: "Perfil", sector: null, interests: [] });
    expect(ok(await call("GET", "/customer", { bearer: fresh.token })).data.networking).toBe(true);
    // Enabled but without a profile: may look, may not ask, is not listed.
    expect(ok(await net("GET", "/networking/customers", fresh.token)).meta.total).toBe(14);
    expectRefusal(await net("POST", "/networking/events", fresh.token, { body: ask(ANA, at(D1, "16:15")) }), 409, "profile_incomplete");

    const bad = await net("POST", "/networking/custom-form/completed", fresh.token, {
      body: {
        custom_form_id: 1,
        survey: { sector: "pesca", interests: [], meeting_language: "", looking_for: "x".repeat(501), share_profile: false },
      },
    });
    expectFields(bad, [
      "custom_form_id",
      "survey.sector",
      "survey.interests",
      "survey.meeting_language",
      "survey.looking_for",
      "survey.share_profile",
    ]);

    const done = ok(
      await net("POST", "/networking/custom-form/completed", fresh.token, { body: { custom_form_id: 7051, survey: PROFILE } }),
    ).data;
    expect(done).toMatchObject({
      custom_form_id: 7051,
      answered: true,
      attendee: { id: fresh.id, sector: { value: "salud" }, looking_for: "Telemedicina" },
    });
    expect(ok(await net("GET", "/networking/custom-form", fresh.token)).data).toMatchObject({
      answered: true,
      values: { sector: "salud", interests: ["salud-digital", "ia"], share_profile: true },
    });
    expect(ok(await net("GET", "/networking/customer/extra-networking", fresh.token)).data).toMatchObject({
      profile_completed: true,
      can_request: true,
    });

    const ana = await tokenOf("ana@example.com");
    const found = ok(await net("GET", "/networking/customers?search=prueba%20perfil", ana)).data;
    expect(found.map((attendee: any) => attendee.id)).toEqual([fresh.id]);
    expect(ok(await net("GET", "/networking/customers", ana)).meta.total).toBe(14);
    // Only in the scope where it enabled: not in the other conference.
    expect(ok(await net("GET", "/networking/customers?search=prueba", ana, { conference: STARTUPS })).data).toEqual([]);
  });

  it("works the same in a type 1 tenant without the header", async () => {
    const fresh = await freshAttendee({ tenant: MECENAZGO, conference: null, name: "Mikele" });
    const ana = await tokenOf("ana@example.com", MECENAZGO);
    expect(
      ok(await net("GET", "/networking/customers?search=mikele", ana, { tenant: MECENAZGO, conference: null })).data.map(
        (attendee: any) => attendee.id,
      ),
    ).toEqual([fresh.id]);
  });
});

describe("meeting requests", () => {
  it("ask, see it received, validate, cancel with a reason: both sides see each state, the block is freed", async () => {
    const ana = await tokenOf("ana@example.com");
    const bruno = await brunoToken();
    const created = await net("POST", "/networking/events", ana, { body: ask(BRUNO, at(D1, "16:15"), FOYER, "¿Un café?") });
    const request = ok(created, 201).data;
    expect(request).toMatchObject({
      networking_event: { id: FOYER, title: "Zona de networking" },
      start: at(D1, "16:15"),
      end: at(D1, "16:30"),
      from: { id: ANA },
      to: { id: BRUNO, name: "Bruno" },
      direction: "sent",
      message: "¿Un café?",
      status: "created",
      reason: null,
      closed_by: null,
    });
    // Newest first on both sides.
    expect(ok(await net("GET", "/networking/events/sent", ana)).data[0].id).toBe(request.id);
    const received = ok(await net("GET", "/networking/events/received", bruno)).data[0];
    expect(received).toMatchObject({ id: request.id, direction: "received", status: "created" });

    const validated = ok(await decide(bruno, FOYER, request.id, "validate", "ignored")).data;
    expect(validated).toMatchObject({ status: "validated", reason: null, closed_by: null, direction: "received" });
    expect(blockAt(await blocks(ana, FOYER), at(D1, "16:15"))).toMatchObject({ unavailable: "busy" });
    expect(ok(await net("GET", `/networking/events/${FOYER}/registrations/validated`, bruno)).data.map((entry: any) => entry.id)).toEqual([
      request.id,
      8102,
    ]);

    const cancelled = ok(await decide(ana, FOYER, request.id, "cancel", "  Me ha surgido un imprevisto.  ")).data;
    expect(cancelled).toMatchObject({
      status: "cancelled",
      reason: "Me ha surgido un imprevisto.",
      closed_by: "sender",
      direction: "sent",
    });
    expect(ok(await net("GET", "/networking/events/received", bruno)).data[0]).toMatchObject({
      id: request.id,
      status: "cancelled",
      reason: "Me ha surgido un imprevisto.",
      closed_by: "sender",
    });
    expect(blockAt(await blocks(ana, FOYER, BRUNO), at(D1, "16:15")).available).toBe(true);
    // The same block can be asked again.
    ok(await net("POST", "/networking/events", ana, { body: ask(BRUNO, at(D1, "16:15")) }), 201);
  });

  it("the receiver cancels a validated meeting; rejects a created request with or without a reason", async () => {
    const ana = await tokenOf("ana@example.com");
    const bruno = await brunoToken();
    // 8102: bruno → ana, validated. ana (the receiver) cancels it.
    expect(ok(await decide(ana, FOYER, 8102, "cancel")).data).toMatchObject({ status: "cancelled", reason: null, closed_by: "receiver" });
    // 8101: ana → bruno, created. bruno rejects with a reason.
    expect(ok(await decide(bruno, FOYER, 8101, "reject", "No me viene bien.")).data).toMatchObject({
      status: "rejected",
      reason: "No me viene bien.",
      closed_by: "receiver",
    });
    const other = ok(await net("POST", "/networking/events", ana, { body: ask(BRUNO, at(D2, "17:45")) }), 201).data;
    expect(ok(await decide(bruno, FOYER, other.id, "reject", "   ")).data).toMatchObject({ status: "rejected", reason: null });
  });

  it("refuses the wrong side (not_allowed), a closed request (request_closed), a long reason (422), someone else's (404)", async () => {
    const ana = await tokenOf("ana@example.com");
    const bruno = await brunoToken();
    expectRefusal(await decide(ana, FOYER, 8101, "validate"), 409, "not_allowed");
    expectRefusal(await decide(ana, FOYER, 8101, "reject"), 409, "not_allowed");
    expectRefusal(await decide(bruno, FOYER, 8101, "cancel"), 409, "not_allowed");
    expectRefusal(await decide(ana, FOYER, 8104, "validate"), 409, "request_closed");
    expectRefusal(await decide(ana, FOYER, 8104, "cancel"), 409, "request_closed");
    expectRefusal(await decide(ana, FOYER, 8103, "cancel"), 409, "request_closed");
    expectRefusal(await decide(ana, FOYER, 8102, "validate"), 409, "request_closed");
    expectFields(await decide(ana, FOYER, 8102, "cancel", "x".repeat(501)), ["reason"]);
    // Lucía ↔ Marta's meeting is not ana's; a request asked under another event is unknown.
    expect((await decide(ana, ROOM, 8107, "cancel")).status).toBe(404);
    expect((await decide(bruno, ROOM, 8101, "reject")).status).toBe(404);
    expect((await decide(bruno, FOYER, 99999, "reject")).status).toBe(404);
  });

  it("accepting can fail: the seed's occupied and overlapping requests to ana, every time", async () => {
    const ana = await tokenOf("ana@example.com");
    for (let round = 0; round < 2; round += 1) {
      // 8108: Pablo asks for the room at 16:45, where Lucía and Marta already meet (one table).
      expectRefusal(await decide(ana, ROOM, 8108, "validate"), 409, "occupied");
      // 8106: Jon asks for the room at 16:00, when ana already meets Irene in the foyer.
      expectRefusal(await decide(ana, ROOM, 8106, "validate"), 409, "overlapping");
    }
    const received = [
      ...ok(await net("GET", "/networking/events/received", ana)).data,
      ...ok(await net("GET", "/networking/events/received?page=2", ana)).data,
    ];
    expect(received.filter((request: any) => [8106, 8108].includes(request.id)).map((request: any) => request.status)).toEqual([
      "created",
      "created",
    ]);
    // Rejecting them still works.
    expect(ok(await decide(ana, ROOM, 8108, "reject")).data.status).toBe("rejected");
  });

  it("a block taken meanwhile: asking or accepting it is occupied", async () => {
    const ana = await tokenOf("ana@example.com");
    const bruno = await brunoToken();
    const one = await freshAttendee({ name: "Uno" });
    const two = await freshAttendee({ name: "Dos" });
    // Both ask for the room at 17:15 (one table); asking holds nothing.
    const first = ok(await net("POST", "/networking/events", one.token, { body: ask(ANA, at(D1, "17:15"), ROOM) }), 201).data;
    const second = ok(await net("POST", "/networking/events", two.token, { body: ask(BRUNO, at(D1, "17:15"), ROOM) }), 201).data;
    ok(await decide(ana, ROOM, first.id, "validate"));
    expect(blockAt(await blocks(two.token, ROOM), at(D1, "17:15"))).toMatchObject({ available: false, unavailable: "occupied" });
    expectRefusal(await decide(bruno, ROOM, second.id, "validate"), 409, "occupied");
    expectRefusal(await net("POST", "/networking/events", two.token, { body: ask(BRUNO, at(D1, "17:15"), ROOM) }), 409, "occupied");
    // Cancelled, the table is free again.
    ok(await decide(one.token, ROOM, first.id, "cancel", "Cambio de planes"));
    expect(ok(await decide(bruno, ROOM, second.id, "validate")).data.status).toBe("validated");
  });

  it("asking refuses every bad field at once (422), then attendee_unavailable, occupied and overlapping (409)", async () => {
    const ana = await tokenOf("ana@example.com");
    expectFields(await net("POST", "/networking/events", ana, { body: {} }), [
      "networking_event_id",
      "request.customer_id",
      "request.start",
    ]);
    expectFields(
      await net("POST", "/networking/events", ana, {
        body: {
          networking_event_id: 7503,
          eventId: 1,
          registrationId: 2,
          request: { customer_id: ANA, start: "mañana", message: "x".repeat(501) },
        },
      }),
      ["networking_event_id", "eventId", "registrationId", "request.customer_id", "request.start", "request.message"],
    );
    expectFields(await net("POST", "/networking/events", ana, { body: ask(77777, at(D1, "16:10")) }), [
      "request.customer_id",
      "request.start",
    ]);
    // A block of the foyer but not of the room (the room has one day).
    expectFields(await net("POST", "/networking/events", ana, { body: ask(BRUNO, at(D2, "16:15"), ROOM) }), ["request.start"]);
    expectFields(await net("POST", "/networking/events", ana, { body: ask(BRUNO, at(D1, "18:00")) }), ["request.start"]);
    // The same instant written in UTC is the same block.
    ok(await net("POST", "/networking/events", ana, { body: ask(BRUNO, "2027-03-09T15:15:00Z") }), 201);
    expectRefusal(await net("POST", "/networking/events", ana, { body: ask(CARLA, at(D1, "16:15")) }), 409, "attendee_unavailable");
    expectRefusal(await net("POST", "/networking/events", ana, { body: ask(BRUNO, at(D1, "17:15")) }), 409, "occupied");
    expectRefusal(await net("POST", "/networking/events", ana, { body: ask(9002, at(D1, "16:00"), ROOM) }), 409, "overlapping");
    // ana's meeting with bruno at 17:00 too.
    expectRefusal(await net("POST", "/networking/events", ana, { body: ask(9002, at(D1, "17:00"), ROOM) }), 409, "overlapping");
  });

  it("the sender updates a created request (event, block, message), not its person; others are refused", async () => {
    const ana = await tokenOf("ana@example.com");
    const bruno = await brunoToken();
    const update = (bearer: string, id: number, body: unknown) => net("PUT", `/networking/events/${id}`, bearer, { body });
    const moved = ok(
      await update(ana, 8101, {
        networking_event_id: ROOM,
        eventId: FOYER,
        registrationId: 8101,
        request: { customer_id: BRUNO, start: at(D1, "17:30"), message: "Mejor en la sala" },
      }),
    ).data;
    expect(moved).toMatchObject({
      id: 8101,
      networking_event: { id: ROOM },
      start: at(D1, "17:30"),
      message: "Mejor en la sala",
      status: "created",
    });
    // Its event is now the room: the answer calls name it so.
    expect((await decide(bruno, FOYER, 8101, "validate")).status).toBe(404);
    expectFields(
      await update(ana, 8101, {
        networking_event_id: ROOM,
        eventId: FOYER,
        registrationId: 1,
        request: { customer_id: 9002, start: at(D1, "17:30") },
      }),
      ["eventId", "registrationId", "request.customer_id"],
    );
    expectRefusal(
      await update(bruno, 8101, {
        networking_event_id: ROOM,
        eventId: ROOM,
        registrationId: 8101,
        request: { customer_id: BRUNO, start: at(D1, "17:30") },
      }),
      409,
      "not_allowed",
    );
    expectRefusal(
      await update(ana, 8103, {
        networking_event_id: FOYER,
        eventId: FOYER,
        registrationId: 8103,
        request: { customer_id: BRUNO, start: at(D1, "17:30") },
      }),
      409,
      "request_closed",
    );
    expectRefusal(
      await update(ana, 8101, {
        networking_event_id: ROOM,
        eventId: ROOM,
        registrationId: 8101,
        request: { customer_id: BRUNO, start: at(D1, "16:45") },
      }),
      409,
      "occupied",
    );
    expect((await update(ana, 8107, {})).status).toBe(404);
    expect(ok(await decide(bruno, ROOM, 8101, "validate")).data.status).toBe("validated");
  });

  it("received and sent are paginated, 10 a page, newest first", async () => {
    const ana = await tokenOf("ana@example.com");
    const first = ok(await net("GET", "/networking/events/received?page=1", ana));
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 11 });
    const second = ok(await net("GET", "/networking/events/received?page=2", ana));
    expect(second.data.length).toBe(1);
    const dates = [...first.data, ...second.data].map((request: any) => Date.parse(request.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(ok(await net("GET", "/networking/events/received?page=x", ana)).meta.current_page).toBe(1);
    const fresh = await freshAttendee();
    for (let index = 0; index < 11; index += 1) {
      ok(
        await net("POST", "/networking/events", fresh.token, {
          body: ask(ATTENDEE_PROFILES[index].id, at(D2, "17:45"), FOYER, `n${index}`),
        }),
        201,
      );
    }
    const sent = ok(await net("GET", "/networking/events/sent?page=2", fresh.token));
    expect(sent.meta).toEqual({ current_page: 2, last_page: 2, per_page: 10, total: 11 });
    expect(sent.data[0].message).toBe("n0");
  });
});

describe("events and leaving", () => {
  it("register and unregister in an event; unregistering with a meeting there is event_associated", async () => {
    const ana = await tokenOf("ana@example.com");
    expect(ok(await net("GET", "/networking/events/registrations", ana)).data.map((entry: any) => entry.networking_event_id)).toEqual([
      FOYER,
      ROOM,
    ]);
    expectRefusal(await net("POST", `/networking/events/${FOYER}/unregister`, ana, { body: {} }), 409, "event_associated");
    expect(ok(await net("POST", `/networking/events/${ROOM}/unregister`, ana, { body: {} })).data).toEqual({
      networking_event_id: ROOM,
      registered: false,
    });
    expect(ok(await net("GET", "/networking/events", ana)).data.find((event: any) => event.id === ROOM).registered).toBe(false);
    expect(ok(await net("POST", `/networking/events/${ROOM}/register`, ana, { body: {} })).data).toEqual({
      networking_event_id: ROOM,
      registered: true,
    });
    expect((await net("POST", "/networking/events/7503/register", ana, { body: {} })).status).toBe(404);
    expect((await net("GET", "/networking/events/7503/registrations/validated", ana)).status).toBe(404);
  });

  it("leaving is refused while a meeting is validated, then allowed: everything goes, irreversibly", async () => {
    const ana = await tokenOf("ana@example.com");
    expectRefusal(await net("GET", "/networking/unsubscribe", ana), 409, "event_associated");
    expect(ok(await net("GET", "/networking/customer/extra-networking", ana)).data.enabled).toBe(true);

    const fresh = await freshAttendee();
    const bruno = await brunoToken();
    const meeting = ok(await net("POST", "/networking/events", fresh.token, { body: ask(BRUNO, at(D2, "17:45")) }), 201).data;
    const waiting = ok(await net("POST", "/networking/events", fresh.token, { body: ask(9005, at(D2, "17:30")) }), 201).data;
    ok(await decide(bruno, FOYER, meeting.id, "validate"));
    expect(ok(await net("GET", "/networking/customer/extra-networking", fresh.token)).data.validated_meetings).toBe(1);
    expectRefusal(await net("GET", "/networking/unsubscribe", fresh.token), 409, "event_associated");
    ok(await decide(fresh.token, FOYER, meeting.id, "cancel", "Me doy de baja"));

    const left = ok(await net("GET", "/networking/unsubscribe", fresh.token)).data;
    expect(left).toMatchObject({
      enabled: false,
      accepted_terms: false,
      profile_completed: false,
      can_request: false,
      attendee: null,
      validated_meetings: 0,
    });
    expect(ok(await call("GET", "/customer", { bearer: fresh.token })).data.networking).toBe(false);
    expect((await inspect()).requests.find((request: any) => request.id === waiting.id)).toMatchObject({
      status: "cancelled",
      closed_by: "sender",
    });
    expect(ok(await net("GET", "/networking/customers?search=prueba", ana)).data).toEqual([]);
    expectRefusal(await net("GET", "/networking/events/sent", fresh.token), 409, "networking_disabled");
    expectRefusal(await net("POST", "/networking/events", ana, { body: ask(fresh.id, at(D2, "17:45")) }), 409, "attendee_unavailable");
    // Leaving twice changes nothing; enabling again starts without a profile.
    expect(ok(await net("GET", "/networking/unsubscribe", fresh.token)).data.enabled).toBe(false);
    expect(ok(await net("GET", "/networking/customer/enable-networking", fresh.token)).data).toMatchObject({
      enabled: true,
      profile_completed: false,
    });
    expect(ok(await net("GET", "/networking/custom-form", fresh.token)).data).toMatchObject({ answered: false, values: {} });
  });

  it("a new demo state starts from the seed again", async () => {
    const ana = await tokenOf("ana@example.com");
    ok(await decide(ana, FOYER, 8102, "cancel"));
    await api.close();
    resetDemoState();
    api = await startDemoApi();
    const again = await tokenOf("ana@example.com");
    expect(ok(await net("GET", "/networking/customer/extra-networking", again)).data.validated_meetings).toBe(2);
  });
});
