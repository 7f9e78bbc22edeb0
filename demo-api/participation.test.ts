// Taking part in an activity, against the demo API over HTTP: registering in a room (seating moves,
// every refusal), questions (pending → validated by the moderator → listed, one vote each), chat
// (moderation, placeholders, a feed a poller resumes, the minimum delay) and the survey.
import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetDemoState, startDemoApi, type RunningDemoApi } from "./app";
import { demoClient, type Answer } from "./test-client";
import { participationSeed } from "./seed/participation";
import { DEMO_TENANTS } from "./seed/tenants";

const CONGRESO = "demo-congreso-token";
const EVENTOS = "demo-eventos-token";
const DELAY_ENV = process.env.DEMO_CHAT_MIN_DELAY_MS;

let api: RunningDemoApi;

beforeEach(async () => {
  // No minimum delay unless a test asks for one: the chat tests send messages one after another.
  process.env.DEMO_CHAT_MIN_DELAY_MS = "0";
  resetDemoState();
  api = await startDemoApi();
});

afterEach(async () => {
  await api?.close();
});

afterAll(() => {
  if (DELAY_ENV === undefined) delete process.env.DEMO_CHAT_MIN_DELAY_MS;
  else process.env.DEMO_CHAT_MIN_DELAY_MS = DELAY_ENV;
});

const { call, tokenOf } = demoClient(() => api.url, CONGRESO);

async function seating(activityId: number, tenant = CONGRESO): Promise<Record<number, { total: number; occupied: number }>> {
  const { body } = await call("GET", `/conferences/${activityId}/rooms-seating`, { tenant });
  return Object.fromEntries(body.data.map((room: any) => [room.room_id, room.seating]));
}

const register = (bearer: string, id: number, body: unknown = {}, tenant = CONGRESO, locale?: string) =>
  call("POST", `/conferences/${id}/register`, { bearer, body, tenant, locale });
const unregister = (bearer: string, id: number, body: unknown = {}, tenant = CONGRESO) =>
  call("POST", `/conferences/${id}/unregister`, { bearer, body, tenant });

function expectRefusal(answer: Answer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(answer.body.message).toEqual(expect.any(String));
  expect(answer.body.message.length).toBeGreaterThan(5);
}

describe("registration in a room", () => {
  it("moves the room's seating everywhere and shows in /customer/conferences; unregistering moves it back", async () => {
    const ana = await tokenOf("ana@example.com");
    expect(await seating(102)).toEqual({ 11: { total: 1200, occupied: 1200 }, 21: { total: 600, occupied: 212 } });

    const answer = await register(ana, 102, { room_id: 21 });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ conference_id: 102, room_id: 21, registration_state: "free", payment_status: null });
    expect(answer.body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);

    expect((await seating(102))[21]).toEqual({ total: 600, occupied: 213 });
    expect((await call("GET", "/conferences/inauguracion-ia-para-las-personas?venue_id=2")).body.data.seating).toEqual({
      total: 600,
      occupied: 213,
    });
    const details = (await call("GET", "/conferences/inauguracion-ia-para-las-personas/details")).body.data;
    expect(details.rooms.find((room: any) => room.id === 21).seating).toEqual({ total: 600, occupied: 213 });
    // Seats are per tenant: another tenant's counts and the other room do not move.
    expect((await seating(102))[11]).toEqual({ total: 1200, occupied: 1200 });

    const mine = (await call("GET", "/customer/conferences", { bearer: ana })).body.data;
    expect(mine.find((row: any) => row.id === 102)).toMatchObject({
      slug: "inauguracion-ia-para-las-personas",
      room: { id: 21, name: "Auditorio Kursaal" },
      venue: { id: 2, name: "Kursaal" },
      registration_state: "free",
      payment_status: null,
    });

    const left = await unregister(ana, 102, { room_id: 21 });
    expect(left).toMatchObject({ status: 200, body: { data: { unregistered: true, conference_id: 102, room_id: 21 } } });
    expect((await seating(102))[21]).toEqual({ total: 600, occupied: 212 });
    expect((await call("GET", "/customer/conferences", { bearer: ana })).body.data.map((row: any) => row.id)).not.toContain(102);
  });

  it("a free registration of the seed leaves and frees its seat (ana, mesa-redonda-salud-digital)", async () => {
    const ana = await tokenOf("ana@example.com");
    expect((await seating(105))[11].occupied).toBe(640);
    expect((await unregister(ana, 105)).status).toBe(200);
    expect((await seating(105))[11].occupied).toBe(639);
    expectRefusal(await unregister(ana, 105), 409, "not_registered");
  });

  it("needs a session: no or an unknown bearer is 403 Forbidden, and nothing moves", async () => {
    for (const bearer of [undefined, "nope"]) {
      expect(await call("POST", "/conferences/102/register", { bearer, body: { room_id: 21 } })).toMatchObject({
        status: 403,
        body: { message: "Forbidden" },
      });
      expect(await call("POST", "/conferences/105/unregister", { bearer, body: {} })).toMatchObject({
        status: 403,
        body: { message: "Forbidden" },
      });
    }
    expect((await seating(102))[21].occupied).toBe(212);
  });

  it("unknown activity (or another tenant's) is 404", async () => {
    const ana = await tokenOf("ana@example.com");
    expect((await register(ana, 9999)).status).toBe(404);
    expect((await register(ana, 1102)).status).toBe(404);
  });

  it("room not selected where the activity has two rooms; a room that is not the activity's", async () => {
    const ana = await tokenOf("ana@example.com");
    const none = await register(ana, 102);
    expectRefusal(none, 422, "room_required");
    expect(none.body.errors.room_id).toEqual(["Elige una sala."]);
    expectRefusal(await register(ana, 102, { room_id: 12 }), 422, "room_invalid");
    expectRefusal(await register(ana, 102, { room_id: "auditorio" }), 422, "room_invalid");
    // One room: it may be left out.
    expect((await register(ana, 115)).body.data).toMatchObject({ room_id: 12 });
  });

  it("a full room refuses; the other room of the same activity takes the registration", async () => {
    const ana = await tokenOf("ana@example.com");
    expectRefusal(await register(ana, 102, { room_id: 11 }), 409, "room_full");
    expectRefusal(await register(ana, 118), 409, "room_full");
    expect((await register(ana, 102, { room_id: 21 })).status).toBe(201);
  });

  it("already registered: in that room, or in another room of the activity", async () => {
    const ana = await tokenOf("ana@example.com");
    expect((await register(ana, 119, { room_id: 11 })).status).toBe(201);
    const other = await register(ana, 119, { room_id: 21 }, CONGRESO, "en");
    expectRefusal(other, 409, "already_registered_other_room");
    expect(other.body).toMatchObject({
      room: { id: 11, name: "Auditorium" },
      message: "You are already registered for this activity in another room: Auditorium.",
    });
    expectRefusal(await register(ana, 119, { room_id: 11 }), 409, "already_registered");
    expect((await seating(119))[11].occupied).toBe(801);
  });

  it("an activity overlapping one of the customer's on the same date is refused, naming it", async () => {
    const ana = await tokenOf("ana@example.com");
    const answer = await register(ana, 103);
    expectRefusal(answer, 409, "overlapping_registration");
    expect(answer.body.conference).toEqual({
      id: 104,
      slug: "taller-prototipado-ia-generativa",
      title: "Taller: prototipado responsable con IA generativa",
    });
    // Back to back is not overlapping: mesa-redonda ends at 13:30 when the lunch starts.
    expect((await register(ana, 106)).status).toBe(201);
    // Another account has nothing on that day.
    const eva = await tokenOf("eva@example.com");
    expect((await register(eva, 103)).status).toBe(201);
  });

  it("external registrations are refused", async () => {
    expectRefusal(await register(await tokenOf("ana@example.com"), 108), 409, "external_registration");
  });

  it("a paid activity gives a pending registration with a pending order: unregistering it is refused, discarding frees the seat", async () => {
    const ana = await tokenOf("ana@example.com");
    const answer = await register(ana, 106);
    expect(answer.body.data).toMatchObject({ registration_state: "pending", payment_status: "pending", room_id: 14 });
    expect((await seating(106))[14].occupied).toBe(199);
    const order = (await call("GET", "/orders/customer/registration", { bearer: ana })).body.data.find(
      (o: any) => o.registration_uuid === answer.body.data.uuid,
    );
    expect(order).toMatchObject({ conference_id: 106, status: "pending", total: 25, payment_type: null });
    expectRefusal(await unregister(ana, 106), 409, "unregister_payment_pending");
    expect((await call("DELETE", `/customer/discard-pending-registration/${answer.body.data.uuid}`, { bearer: ana })).status).toBe(200);
    expect((await seating(106))[14].occupied).toBe(198);
  });

  it("unregistering is refused once paid, while the payment is pending, and when it failed", async () => {
    const ana = await tokenOf("ana@example.com");
    expectRefusal(await unregister(ana, 104), 409, "unregister_paid");
    expectRefusal(await unregister(ana, 111), 409, "unregister_payment_pending");
    const eva = await tokenOf("eva@example.com");
    expectRefusal(await unregister(eva, 116), 409, "unregister_payment_failed");
    // A room the registration is not in.
    expectRefusal(await unregister(ana, 105, { room_id: 21 }), 409, "not_registered");
    // Nothing left.
    const slugs = (await call("GET", "/customer/conferences", { bearer: ana })).body.data.map((row: any) => row.slug);
    expect(slugs).toEqual(["taller-prototipado-ia-generativa", "mesa-redonda-salud-digital", "taller-accesibilidad-web"]);
  });

  it("a tenant with ticketRequired: no ticket is refused; a ticket covers paid activities (already paid, not unregistrable)", async () => {
    const eva = await tokenOf("eva@example.com", EVENTOS);
    expectRefusal(await register(eva, 1104, {}, EVENTOS), 409, "ticket_required");
    const ana = await tokenOf("ana@example.com", EVENTOS);
    const answer = await register(ana, 1104, {}, EVENTOS);
    expect(answer.body.data).toMatchObject({ registration_state: "already_paid", payment_status: "paid", room_id: 1012 });
    expect((await seating(1104, EVENTOS))[1012].occupied).toBe(12);
    expectRefusal(await unregister(ana, 1104, {}, EVENTOS), 409, "unregister_paid");
    // Eventos has no ticketRequired-free account with a failed payment: eva has nothing there.
    expect((await call("GET", "/customer/conferences", { bearer: eva, tenant: EVENTOS })).body.data).toEqual([]);
  });

  it("refusals are worded in the request's language", async () => {
    const ana = await tokenOf("ana@example.com");
    const texts = new Set<string>();
    for (const locale of ["es", "en", "pt", "eus"]) {
      const answer = await register(ana, 118, {}, CONGRESO, locale);
      expectRefusal(answer, 409, "room_full");
      texts.add(answer.body.message);
    }
    expect(texts.size).toBe(4);
  });
});

describe("questions", () => {
  const ask = (bearer: string, id: number, question: unknown, conference_id: unknown = id) =>
    call("POST", `/conferences/${id}/questions`, { bearer, body: { conference_id, question } });

  it("lists the validated ones, most voted first (the older first on a tie), without login", async () => {
    const list = await call("GET", "/conferences/102/questions");
    expect(list.status).toBe(200);
    expect(list.body.data.map((q: any) => [q.id, q.votes])).toEqual([
      [1, 14],
      [2, 9],
      [3, 9],
      [4, 3],
    ]);
    expect(list.body.data[0]).toMatchObject({ conference_id: 102, status: "validated", author: { name: "Lucía", surname: "Fernández" } });
    expect((await call("GET", "/conferences/104/questions")).body.data).toEqual([]); // no questions there
    expect((await call("GET", "/conferences/9999/questions")).status).toBe(404);
  });

  it("a question waits for validation; the moderator validates it and it is listed; rejected ones leave the queue", async () => {
    const ana = await tokenOf("ana@example.com");
    const mod = await tokenOf("mod@example.com");
    const asked = await ask(ana, 102, "  ¿Dónde se pueden ver los ejemplos?  ");
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({
      text: "¿Dónde se pueden ver los ejemplos?",
      status: "pending",
      votes: 0,
      author: { name: "Ana", surname: "García López" },
    });
    const id = asked.body.data.id;

    expect((await call("GET", "/conferences/102/questions")).body.data.map((q: any) => q.id)).not.toContain(id);
    expect((await call("GET", "/conferences/102/questions/pending", { bearer: ana })).body.data.map((q: any) => q.id)).toEqual([id]);
    const eva = await tokenOf("eva@example.com");
    expect((await call("GET", "/conferences/102/questions/pending", { bearer: eva })).body.data).toEqual([]);
    expect((await call("GET", "/conferences/102/questions/pending", { bearer: mod })).body.data.map((q: any) => q.id)).toEqual([5, id]);

    expectRefusal(await call("POST", `/conferences/102/questions/${id}/validate`, { bearer: ana }), 409, "not_moderator");
    const validated = await call("POST", `/conferences/102/questions/${id}/validate`, { bearer: mod });
    expect(validated).toMatchObject({ status: 200, body: { data: { id, status: "validated" } } });
    expect((await call("GET", "/conferences/102/questions")).body.data.map((q: any) => q.id)).toEqual([1, 2, 3, 4, id]);
    expect((await call("GET", "/conferences/102/questions/pending", { bearer: ana })).body.data).toEqual([]);
    expectRefusal(await call("POST", `/conferences/102/questions/${id}/validate`, { bearer: mod }), 409, "question_not_pending");

    expect((await call("POST", "/conferences/102/questions/5/reject", { bearer: mod })).body.data).toMatchObject({
      id: 5,
      status: "rejected",
    });
    expect((await call("GET", "/conferences/102/questions/pending", { bearer: mod })).body.data).toEqual([]);
    expect((await call("GET", "/conferences/102/questions")).body.data.map((q: any) => q.id)).not.toContain(5);
    expect((await call("POST", "/conferences/102/questions/999/validate", { bearer: mod })).status).toBe(404);
  });

  it("refuses an empty or too long question, another activity's id, an activity without questions, and a fourth one waiting", async () => {
    const ana = await tokenOf("ana@example.com");
    const empty = await ask(ana, 102, "   ");
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ question: ["Escribe tu pregunta."] });
    expect((await ask(ana, 102, "x".repeat(501))).body.errors.question[0]).toMatch(/500/);
    expect((await ask(ana, 102, "¿Vale?", 105)).body.errors).toEqual({ conference_id: ["La pregunta no es de esta actividad."] });
    expectRefusal(await ask(ana, 104, "¿Hay café?"), 409, "questions_disabled");
    for (const n of [1, 2, 3]) expect((await ask(ana, 109, `Pregunta ${n}`)).status).toBe(201);
    expectRefusal(await ask(ana, 109, "Pregunta 4"), 409, "too_many_pending_questions");
    // The limit is per activity.
    expect((await ask(ana, 105, "Otra")).status).toBe(201);
  });

  it("needs a session to ask, vote, or see one's votes and pending questions", async () => {
    for (const [method, path] of [
      ["POST", "/conferences/102/questions"],
      ["POST", "/conferences/102/questions/vote"],
      ["GET", "/conferences/102/questions/voted"],
      ["GET", "/conferences/102/questions/pending"],
      ["POST", "/conferences/102/questions/5/validate"],
    ] as const) {
      expect(await call(method, path, { body: method === "POST" ? { question: "¿?", questionId: 1 } : undefined })).toMatchObject({
        status: 403,
        body: { message: "Forbidden" },
      });
    }
  });

  it("votes once per customer: the count and the order move; a second vote is refused", async () => {
    const ana = await tokenOf("ana@example.com");
    const vote = (bearer: string, questionId: unknown) => call("POST", "/conferences/102/questions/vote", { bearer, body: { questionId } });
    expect((await call("GET", "/conferences/102/questions/voted", { bearer: ana })).body.data).toEqual([]);
    const first = await vote(ana, 3);
    expect(first).toMatchObject({ status: 200, body: { data: { id: 3, votes: 10 } } });
    expect((await call("GET", "/conferences/102/questions")).body.data.map((q: any) => q.id)).toEqual([1, 3, 2, 4]);
    expectRefusal(await vote(ana, 3), 409, "already_voted");
    expect((await call("GET", "/conferences/102/questions/voted", { bearer: ana })).body.data).toEqual([3]);
    const eva = await tokenOf("eva@example.com");
    expect((await vote(eva, "3")).body.data.votes).toBe(11);
    // Pending, unknown or missing: not a question one can vote.
    for (const questionId of [5, 999, undefined]) expect((await vote(ana, questionId)).body.errors.questionId).toHaveLength(1);
  });
});

describe("chat", () => {
  const messages = (bearer: string, query = "", id = 102) => call("GET", `/conferences/${id}/get-last-messages${query}`, { bearer });
  const send = (bearer: string, message: unknown, extra: Record<string, unknown> = {}, slug = "inauguracion-ia-para-las-personas") =>
    call("POST", `/conferences/${slug}/new-message`, { bearer, body: { message, ...extra } });
  const moderate = (bearer: string, action: "accept" | "delete", message_id: unknown) =>
    call("POST", `/conferences/inauguracion-ia-para-las-personas/${action}-message`, { bearer, body: { message_id } });

  it("chat-channel gives the channels and the visitor's role; activities without chat are 404", async () => {
    delete process.env.DEMO_CHAT_MIN_DELAY_MS;
    const ana = await tokenOf("ana@example.com");
    const mod = await tokenOf("mod@example.com");
    expect((await call("GET", "/conferences/102/chat-channel", { bearer: ana })).body.data).toEqual({
      conference_id: 102,
      channel: "private-conference.102.chat",
      moderators_channel: null,
      role: "attendee",
      min_delay_ms: 5000,
    });
    expect((await call("GET", "/conferences/102/chat-channel", { bearer: mod })).body.data).toMatchObject({
      role: "moderator",
      moderators_channel: "private-conference.102.moderators",
    });
    expect((await call("GET", "/conferences/104/chat-channel", { bearer: ana })).status).toBe(404);
    expect((await call("GET", "/conferences/102/chat-channel")).status).toBe(403);
  });

  it("attendees see accepted messages and the placeholder of a deleted one; moderators also the pending, and their own chat", async () => {
    const ana = await tokenOf("ana@example.com");
    const mod = await tokenOf("mod@example.com");
    const seen = (await messages(ana)).body;
    expect(seen.data.map((m: any) => [m.id, m.status])).toEqual([
      [1, "accepted"],
      [2, "accepted"],
      [3, "accepted"],
      [4, "deleted"],
      [5, "accepted"],
    ]);
    expect(seen.data[3]).toMatchObject({ text: null, author: null });
    expect(seen.data[1].author).toMatchObject({ name: "Mikel", role: "moderator" });
    expect(seen.meta.last_seq).toBe(7);
    expect((await messages(mod)).body.data.map((m: any) => [m.id, m.status])).toContainEqual([6, "pending"]);
    expect((await messages(mod, "?channel=moderators")).body.data.map((m: any) => m.channel)).toEqual(["moderators"]);
    expectRefusal(await messages(ana, "?channel=moderators"), 409, "not_moderator");
    expect((await messages(ana, "?after=abc")).body.errors.after).toHaveLength(1);
    expect((await messages(ana, "?channel=todos")).body.errors.channel).toHaveLength(1);
  });

  it("a message waits for the moderator; a poller after its last seq sees it accepted, then its placeholder", async () => {
    const ana = await tokenOf("ana@example.com");
    const mod = await tokenOf("mod@example.com");
    const start = (await messages(ana)).body.meta.last_seq;

    const sent = await send(ana, " ¡Hola a todas! ");
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      text: "¡Hola a todas!",
      status: "pending",
      channel: "public",
      author: { name: "Ana", role: "attendee" },
    });
    const id = sent.body.data.id;
    expect((await messages(ana, `?after=${start}`)).body.data).toEqual([]);
    expect((await messages(mod, `?after=${start}`)).body.data.map((m: any) => [m.id, m.status])).toEqual([[id, "pending"]]);

    expectRefusal(await moderate(ana, "accept", id), 409, "not_moderator");
    expect((await moderate(mod, "accept", id)).body.data).toMatchObject({ id, status: "accepted" });
    const after = (await messages(ana, `?after=${start}`)).body;
    expect(after.data.map((m: any) => [m.id, m.status, m.text])).toEqual([[id, "accepted", "¡Hola a todas!"]]);
    expect((await messages(ana, `?after=${after.meta.last_seq}`)).body.data).toEqual([]);

    expect((await moderate(mod, "delete", id)).body.data).toMatchObject({ id, status: "deleted", text: null, author: null });
    const deleted = (await messages(ana, `?after=${after.meta.last_seq}`)).body;
    expect(deleted.data).toEqual([expect.objectContaining({ id, status: "deleted", text: null, author: null })]);
    expect((await messages(ana)).body.data.at(-1)).toMatchObject({ id, status: "deleted" });
    expectRefusal(await moderate(mod, "accept", id), 409, "message_deleted");
    expect((await moderate(mod, "delete", id)).status).toBe(200);

    // A pending message deleted before anyone saw it leaves no placeholder for attendees.
    const last = deleted.meta.last_seq;
    expect((await moderate(mod, "delete", 6)).status).toBe(200);
    expect((await messages(ana, `?after=${last}`)).body.data).toEqual([]);
    expect((await messages(mod, `?after=${last}`)).body.data.map((m: any) => [m.id, m.status])).toEqual([[6, "deleted"]]);

    expect((await moderate(mod, "accept", 999)).status).toBe(404);
    expect((await moderate(mod, "accept", undefined)).body.errors.message_id).toHaveLength(1);
  });

  it("a moderator's messages are accepted at once, also in the moderators' chat, which attendees cannot write in", async () => {
    const ana = await tokenOf("ana@example.com");
    const mod = await tokenOf("mod@example.com");
    expect((await send(mod, "Empezamos en cinco minutos.")).body.data).toMatchObject({ status: "accepted", author: { role: "moderator" } });
    expect((await send(mod, "Ojo al spam", { channel: "moderators" })).body.data).toMatchObject({
      status: "accepted",
      channel: "moderators",
    });
    expect((await messages(ana)).body.data.at(-1)).toMatchObject({ text: "Empezamos en cinco minutos." });
    expectRefusal(await send(ana, "¿Me dejáis entrar?", { channel: "moderators" }), 409, "not_moderator");
  });

  it("messages too close together are refused with 429 and Retry-After until DEMO_CHAT_MIN_DELAY_MS has passed", async () => {
    process.env.DEMO_CHAT_MIN_DELAY_MS = "5000";
    const ana = await tokenOf("ana@example.com");
    expect((await send(ana, "Primero")).status).toBe(201);
    const fast = await call("POST", "/conferences/inauguracion-ia-para-las-personas/new-message", {
      bearer: ana,
      locale: "en",
      body: { message: "Segundo" },
    });
    expectRefusal(fast, 429, "chat_too_fast");
    expect(fast.body.message).toBe("You are sending messages too close together: wait a few seconds.");
    expect(fast.body.retry_after_ms).toBeGreaterThan(4000);
    expect(fast.body.retry_after_ms).toBeLessThanOrEqual(5000);
    expect(fast.headers.get("retry-after")).toBe("5");
    // The delay is per customer.
    expect((await send(await tokenOf("eva@example.com"), "Hola")).status).toBe(201);
    // A refused message does not restart the wait.
    process.env.DEMO_CHAT_MIN_DELAY_MS = "300";
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await send(ana, "Segundo")).status).toBe(201);
  });

  it("refuses empty or too long messages; unknown slugs and activities without chat are 404", async () => {
    const ana = await tokenOf("ana@example.com");
    expect((await send(ana, "")).body.errors).toEqual({ message: ["Escribe un mensaje."] });
    expect((await send(ana, "x".repeat(501))).body.errors.message[0]).toMatch(/500/);
    expect((await send(ana, "Hola", {}, "no-existe")).status).toBe(404);
    expect((await send(ana, "Hola", {}, "taller-prototipado-ia-generativa")).status).toBe(404);
    expect((await send(undefined as unknown as string, "Hola")).status).toBe(403);
  });
});

describe("satisfaction survey", () => {
  const complete = (bearer: string, survey: unknown, custom_form_id: unknown = 7001, id = 102) =>
    call("POST", `/conferences/${id}/custom-form/completed`, { bearer, body: { survey, custom_form_id } });
  const valid = {
    overall: 4,
    expectations: "partly",
    attendance: "streaming",
    topics: ["ai", "health"],
    follow_up_date: "2027-04-15",
    best: "Los ejemplos",
    comments: "",
    contact_ok: true,
  };

  it("gives a field list a generic renderer can draw: every field type, required marks, options, scale ends", async () => {
    const form = (await call("GET", "/conferences/102/custom-form", { locale: "en" })).body.data;
    expect(form).toMatchObject({ id: 7001, conference_id: 102, title: "Satisfaction survey", answered: false });
    expect(form.fields.map((f: any) => [f.name, f.type, f.required])).toEqual([
      ["overall", "scale", true],
      ["expectations", "radio", true],
      ["attendance", "select", true],
      ["topics", "checkboxes", false],
      ["follow_up_date", "date", false],
      ["best", "text", false],
      ["comments", "textarea", false],
      ["contact_ok", "checkbox", false],
    ]);
    expect(form.fields[0]).toMatchObject({ min: 1, max: 5, min_label: "Very poor", max_label: "Excellent" });
    expect(form.fields[3].options.map((o: any) => o.value)).toEqual(["ai", "sustainability", "culture", "health"]);
    expect(form.fields[3].hint).toBe("Choose as many as you like.");
    expect((await call("GET", "/conferences/109/custom-form")).body.data.fields.map((f: any) => f.type)).toEqual([
      "scale",
      "radio",
      "textarea",
    ]);
    expect((await call("GET", "/conferences/104/custom-form")).status).toBe(404);
  });

  it("answers 422 with every failing field, then takes the answers, then says it is answered", async () => {
    const ana = await tokenOf("ana@example.com");
    const empty = await complete(ana, {}, null);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["custom_form_id", "survey.attendance", "survey.expectations", "survey.overall"]);
    expect(empty.body.errors["survey.overall"]).toEqual(["El campo es obligatorio."]);

    const wrong = await complete(ana, {
      ...valid,
      overall: 6,
      expectations: "maybe",
      topics: ["ai", "sport"],
      follow_up_date: "2027-02-30",
      best: "x".repeat(151),
    });
    expect(wrong.body.errors).toEqual({
      "survey.overall": ["Elige un valor entre 1 y 5."],
      "survey.expectations": ["La opción elegida no es válida."],
      "survey.topics": ["La opción elegida no es válida."],
      "survey.follow_up_date": ["La fecha no es válida."],
      "survey.best": ["El texto no puede tener más de 150 caracteres."],
    });
    expect((await complete(ana, valid, 7002)).body.errors).toEqual({ custom_form_id: ["El formulario no es el de esta actividad."] });

    const done = await complete(ana, { ...valid, overall: "4" });
    expect(done).toMatchObject({ status: 201, body: { data: { custom_form_id: 7001, conference_id: 102, answered: true } } });
    expect((await call("GET", "/conferences/102/custom-form", { bearer: ana })).body.data.answered).toBe(true);
    expect((await call("GET", "/conferences/102/custom-form")).body.data.answered).toBe(false);
    expect((await call("GET", "/conferences/102/custom-form", { bearer: await tokenOf("eva@example.com") })).body.data.answered).toBe(
      false,
    );
    expect((await call("GET", "/conferences/119/custom-form", { bearer: ana })).body.data.answered).toBe(false);
    expectRefusal(await complete(ana, valid), 409, "survey_already_answered");

    const received = await (await fetch(`${api.url}/__demo/survey-answers?tenant=${CONGRESO}`)).json();
    expect(received.data).toEqual([
      expect.objectContaining({
        conference_id: 102,
        custom_form_id: 7001,
        email: "ana@example.com",
        survey: {
          overall: 4,
          expectations: "partly",
          attendance: "streaming",
          topics: ["ai", "health"],
          follow_up_date: "2027-04-15",
          best: "Los ejemplos",
          comments: null,
          contact_ok: true,
        },
      }),
    ]);
  });

  it("needs a session to answer; a bad bearer reading the form is 403", async () => {
    expect((await complete(undefined as unknown as string, valid)).status).toBe(403);
    expect((await call("GET", "/conferences/102/custom-form", { bearer: "nope" })).status).toBe(403);
  });
});

describe("participation seed", () => {
  it("every survey id has its survey; questions and chat messages belong to activities that take them", () => {
    for (const tenant of Object.values(DEMO_TENANTS)) {
      const seed = participationSeed(tenant.token);
      const activity = (id: number) => tenant.catalogue.activities.find((a) => a.id === id);
      for (const a of tenant.catalogue.activities) {
        if (a.surveyId != null)
          expect(
            seed.surveys.map((s) => s.id),
            `${tenant.name} ${a.slug}`,
          ).toContain(a.surveyId);
      }
      for (const q of seed.questions) expect(activity(q.activityId)?.questionsEnabled, `${tenant.name} question ${q.id}`).toBe(true);
      for (const m of seed.chat) expect(activity(m.activityId)?.chatEnabled, `${tenant.name} message ${m.text}`).toBe(true);
      expect(new Set(seed.questions.map((q) => q.id)).size).toBe(seed.questions.length);
    }
  });

  it("the main tenant has surveys on at least two activities and one streaming URL of an allow-listed provider", () => {
    const activities = DEMO_TENANTS[CONGRESO].catalogue.activities;
    expect(activities.filter((a) => a.surveyId != null).length).toBeGreaterThanOrEqual(2);
    expect(activities.find((a) => a.id === 102)?.streamingUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);
  });

  it("ticketRequired is the one of demo-api/tenants.json", () => {
    const file = JSON.parse(readFileSync(new URL("./tenants.json", import.meta.url), "utf8")) as {
      tenants: { token: string; ticketRequired?: boolean }[];
    };
    for (const entry of file.tenants)
      expect(DEMO_TENANTS[entry.token].ticketRequired ?? false, entry.token).toBe(entry.ticketRequired ?? false);
  });
});
