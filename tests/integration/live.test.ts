// The activity page's live updates as EventSources see them: one backend poll per interval for all
// viewers, events as they happen, no duplicates on reconnection, and SIGTERM ends the streams.
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import { createGunzip } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import { startDemoProxy, logIn, type DemoProxy } from "./demo-proxy";
import { get, post, sleep, startPortal, stopAllPortals, TEST_SESSION_SECRET, type Portal } from "./harness";

const SLUG = "inauguracion-ia-para-las-personas";
const ID = 102;
const LIVE = pathTo("conferenceLive", { slug: SLUG });
const POLL_MS = 400;
const TENANT = "demo-congreso-token";
const DELAY_ENV = process.env.DEMO_CHAT_MIN_DELAY_MS;

type SseEvent = { event: string; id: string; data: any };

type Stream = {
  status: number;
  headers: IncomingMessage["headers"];
  events: SseEvent[];
  /** Every `retry:` hint received, in order (milliseconds). */
  retries: number[];
  /** The first event (from now on, or already received when `seen` allows) that matches. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  ended: Promise<void>;
  close(): void;
};

/** An EventSource as a browser opens it (a fresh connection), read as it streams. */
function openStream(portal: Portal, headers: Record<string, string> = {}, path = LIVE): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${portal.url}${path}`, { agent: false, headers: { accept: "text/event-stream", ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const retries: number[] = [];
      const waiters = new Set<() => void>();
      let buffer = "";
      const body = response.headers["content-encoding"] === "gzip" ? response.pipe(createGunzip()) : response;
      body.setEncoding("utf8");
      body.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split("\n")
              .filter((line) => !line.startsWith(":"))
              .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
          );
          if (fields.event) events.push({ event: fields.event, id: fields.id ?? "", data: JSON.parse(fields.data ?? "null") });
          if (fields.retry) retries.push(Number(fields.retry));
        }
        for (const waiter of [...waiters]) waiter();
      });
      const ended = new Promise<void>((done) => {
        body.on("end", done);
        body.on("error", () => done());
        response.on("close", done);
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        retries,
        ended,
        close: () => request.destroy(),
        next(match, timeoutMs = 6000) {
          const from = events.length;
          return new Promise((found, fail) => {
            const check = () => {
              const event = events.slice(from).find(match);
              if (!event) return;
              clearTimeout(timer);
              waiters.delete(check);
              found(event);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events.slice(from).map((e) => e.event))}`));
            }, timeoutMs);
            waiters.add(check);
          });
        },
      });
    });
    request.on("error", reject);
  });
}

/** Waits until the stream has caught up: an event of this kind, now or already received. */
async function caughtUp(stream: Stream, event: string): Promise<SseEvent> {
  return stream.events.find((e) => e.event === event) ?? stream.next((e) => e.event === event);
}

const chatTexts = (stream: Stream) => stream.events.filter((e) => e.event === "chat").flatMap((e) => e.data.map((m: any) => m.text));
const chatIds = (stream: Stream) =>
  stream.events.filter((e) => e.event === "chat").flatMap((e) => e.data.map((m: any) => `${m.id}@${m.seq}`));
const carries = (text: string) => (event: SseEvent) => event.event === "chat" && event.data.some((m: any) => m.text === text);

let proxy: DemoProxy;
let portal: Portal;
let ana: string;
let mod: string;
let tokens: { ana: string; mod: string };

/** A call to the backend itself (not through the portal), as another customer's browser would cause. */
async function backend(method: "GET" | "POST", path: string, bearer: string, body?: unknown): Promise<any> {
  const response = await fetch(`${proxy.apiUrl}${path}`, {
    method,
    headers: { accept: "application/json", "content-type": "application/json", "x-tenant": TENANT, authorization: `Bearer ${bearer}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()).data;
}

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${proxy.apiUrl}/customer/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant": TENANT },
    body: JSON.stringify({ user: { email, password: "Demo-2026!" } }),
  });
  return (await response.json()).data.token;
}

const polls = () => ({
  chat: proxy.calls("GET", `/conferences/${ID}/get-last-messages`),
  questions: proxy.calls("GET", `/conferences/${ID}/questions`),
});

beforeAll(async () => {
  // The tests write chat messages one after another.
  process.env.DEMO_CHAT_MIN_DELAY_MS = "0";
  proxy = await startDemoProxy();
  portal = await startPortal({ API_BASE_URL: proxy.url, SESSION_SECRET: TEST_SESSION_SECRET, LIVE_POLL_MS: String(POLL_MS) });
  ana = (await logIn(portal.url, "ana@example.com")).cookie;
  mod = (await logIn(portal.url, "mod@example.com")).cookie;
  tokens = { ana: await tokenOf("ana@example.com"), mod: await tokenOf("mod@example.com") };
});

afterAll(async () => {
  await stopAllPortals();
  await proxy?.close();
  if (DELAY_ENV === undefined) delete process.env.DEMO_CHAT_MIN_DELAY_MS;
  else process.env.DEMO_CHAT_MIN_DELAY_MS = DELAY_ENV;
});

describe("live updates of an activity", () => {
  it("cost the backend one poll per interval for a hundred viewers, and none once they have left", async () => {
    const viewers = await Promise.all(Array.from({ length: 100 }, () => openStream(portal, { cookie: ana })));
    expect(viewers.every((viewer) => viewer.status === 200)).toBe(true);
    await Promise.all(viewers.map((viewer) => caughtUp(viewer, "chat")));
    const before = polls();
    await sleep(5 * POLL_MS);
    const after = polls();
    // Five intervals: five polls of each call (one more if a poll was under way at the start).
    expect(after.chat - before.chat).toBeGreaterThanOrEqual(3);
    expect(after.chat - before.chat).toBeLessThanOrEqual(6);
    expect(after.questions - before.questions).toBeLessThanOrEqual(6);

    for (const viewer of viewers) viewer.close();
    await sleep(2 * POLL_MS);
    const stopped = polls();
    await sleep(4 * POLL_MS);
    expect(polls()).toEqual(stopped);
  });

  it("ask the backend for each visitor's role once, however many streams they open at once, and never give it to another", async () => {
    const channel = () => proxy.calls("GET", `/conferences/${ID}/chat-channel`);
    const before = channel();
    const [attendees, moderators] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, () => openStream(portal, { cookie: ana }))),
      Promise.all(Array.from({ length: 40 }, () => openStream(portal, { cookie: mod }))),
    ]);
    // At most one call per token (none when the last one is still fresh).
    expect(channel() - before).toBeLessThanOrEqual(2);
    await Promise.all([...attendees, ...moderators].map((stream) => caughtUp(stream, "chat")));
    await Promise.all(moderators.map((stream) => caughtUp(stream, "pending-questions")));
    await sleep(2 * POLL_MS);
    expect(attendees.some((stream) => stream.events.some((e) => e.event === "pending-questions" || e.event === "moderators-chat"))).toBe(
      false,
    );
    for (const stream of [...attendees, ...moderators]) stream.close();
  });

  it("reach the browser as they happen, uncompressed, when it accepts gzip", async () => {
    const viewer = await openStream(portal, { cookie: ana, "accept-encoding": "gzip" });
    expect(viewer.status).toBe(200);
    expect(viewer.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(viewer.headers["cache-control"]).toBe("no-cache");
    expect(viewer.headers["x-accel-buffering"]).toBe("no");
    expect(viewer.headers["content-encoding"]).toBeUndefined();
    // The headers that hold for any answer, not the document's policies (an event stream is none).
    expect(viewer.headers["x-content-type-options"]).toBe("nosniff");
    expect(viewer.headers["x-request-id"]).toBeTruthy();
    expect(viewer.headers["content-security-policy"]).toBeUndefined();
    await caughtUp(viewer, "chat");
    const arrived = viewer.next(carries("Bienvenidos a la inauguración"));
    const sentAt = Date.now();
    await backend("POST", `/conferences/${SLUG}/new-message`, tokens.mod, { message: "Bienvenidos a la inauguración" });
    await arrived;
    expect(Date.now() - sentAt).toBeLessThan(3 * POLL_MS + 1000);
    viewer.close();
    // Pages are still compressed.
    const home = await get(`${portal.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(home.headers["content-encoding"]).toBe("gzip");
  });

  it("bring an attendee a message once the moderator accepts it, and the moderator sees it waiting first", async () => {
    const attendee = await openStream(portal, { cookie: ana });
    const moderator = await openStream(portal, { cookie: mod });
    await Promise.all([caughtUp(attendee, "chat"), caughtUp(moderator, "chat"), caughtUp(moderator, "pending-questions")]);
    expect(attendee.events.some((e) => e.event === "moderators-chat" || e.event === "pending-questions")).toBe(false);

    const waiting = moderator.next(carries("¿Habrá grabación?"));
    const message = await backend("POST", `/conferences/${SLUG}/new-message`, tokens.ana, { message: "¿Habrá grabación?" });
    const seen = await waiting;
    expect(seen.data.find((m: any) => m.id === message.id).status).toBe("pending");
    await sleep(2 * POLL_MS);
    expect(chatTexts(attendee)).not.toContain("¿Habrá grabación?");

    const accepted = attendee.next(carries("¿Habrá grabación?"));
    await backend("POST", `/conferences/${SLUG}/accept-message`, tokens.mod, { message_id: message.id });
    const event = await accepted;
    expect(event.data.find((m: any) => m.id === message.id)).toMatchObject({ status: "accepted", author: { name: "Ana" } });
    attendee.close();
    moderator.close();
  });

  it("gives a visitor without a session the questions, and no chat", async () => {
    const visitor = await openStream(portal);
    const questions = await caughtUp(visitor, "questions");
    expect(questions.data.map((q: any) => q.votes)).toEqual([14, 9, 9, 3]);
    await sleep(2 * POLL_MS);
    expect(visitor.events.map((e) => e.event)).toEqual(["questions"]);
    visitor.close();
  });

  describe("after a dropped connection or a restart", () => {
    let other: Portal;
    beforeAll(async () => {
      // Another instance behind the same balancer; its request timeouts short, to show they never cut a stream.
      other = await startPortal({
        API_BASE_URL: proxy.url,
        SESSION_SECRET: TEST_SESSION_SECRET,
        LIVE_POLL_MS: String(POLL_MS),
        HEADERS_TIMEOUT_MS: "1000",
        REQUEST_TIMEOUT_MS: "1000",
      });
    });

    for (const where of ["the same instance", "another instance"] as const) {
      it(`resume without duplicates on ${where} with Last-Event-ID`, async () => {
        const first = await openStream(portal, { cookie: ana });
        await caughtUp(first, "chat");
        await caughtUp(first, "questions");
        const before = await backend("POST", `/conferences/${SLUG}/new-message`, tokens.mod, { message: `antes (${where})` });
        await first.next(carries(`antes (${where})`));
        const lastId = first.events.at(-1)!.id;
        first.close();

        // While the browser is away: one new message, one deleted.
        await backend("POST", `/conferences/${SLUG}/new-message`, tokens.mod, { message: `mientras (${where})` });
        await backend("POST", `/conferences/${SLUG}/delete-message`, tokens.mod, { message_id: before.id });

        const back = await openStream(where === "the same instance" ? portal : other, { cookie: ana, "last-event-id": lastId });
        await back.next((e) => e.event === "chat" && e.data.some((m: any) => m.id === before.id && m.status === "deleted"));
        await sleep(2 * POLL_MS);
        const received = [...chatIds(first), ...chatIds(back)];
        expect(new Set(received).size).toBe(received.length);
        expect(chatTexts(back).filter((text) => text !== null)).toEqual([`mientras (${where})`]);
        // The questions had not changed: not sent again.
        expect(back.events.some((e) => e.event === "questions")).toBe(false);
        back.close();
      });
    }

    it("outlive the host's request timeouts, and end at once on SIGTERM", async () => {
      const viewer = await openStream(other, { cookie: ana });
      await caughtUp(viewer, "chat");
      // Three times HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS.
      await sleep(3000);
      const late = viewer.next(carries("todavía aquí"));
      await backend("POST", `/conferences/${SLUG}/new-message`, tokens.mod, { message: "todavía aquí" });
      await late;

      const signalledAt = Date.now();
      other.process.kill("SIGTERM");
      await viewer.ended;
      const exit = await other.exited;
      expect(exit.code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(3000);
      // The first hint when it opened; a last one as it ends, spread so that a draining instance's
      // browsers do not all reconnect to the others in the same second.
      expect(viewer.retries).toHaveLength(2);
      expect(viewer.retries[1]).toBeGreaterThanOrEqual(3000);
      expect(viewer.retries[1]).toBeLessThan(6000);
      expect(other.jsonLogs().some((line) => /timeout reached|closing remaining/i.test(String(line.msg)))).toBe(false);
    });
  });
});

describe("a moderator deleting a chat message", () => {
  it("costs the backend the moderator's role and the deletion, not the chat listed again", async () => {
    const message = await backend("POST", `/conferences/${SLUG}/new-message`, tokens.ana, { message: "Un mensaje que sobra" });
    await backend("POST", `/conferences/${SLUG}/accept-message`, tokens.mod, { message_id: message.id });
    // The backend calls this one request makes carry its trace id (streams' polls carry others).
    const trace = randomBytes(16).toString("hex");
    const seen = proxy.requests.length;
    const answer = await post(
      `${portal.url}${pathTo("chatMessageDelete", { slug: SLUG, message: String(message.id) })}`,
      {},
      { headers: { cookie: mod, "sec-fetch-site": "same-origin", traceparent: `00-${trace}-${"1".repeat(16)}-01` } },
    );
    expect(answer.status).toBe(302);
    const calls = proxy.requests
      .slice(seen)
      .filter((request) => String(request.headers.traceparent).includes(trace))
      .map((request) => `${request.method} ${request.url.split("?")[0]}`);
    expect(calls).toContain(`POST /conferences/${SLUG}/delete-message`);
    expect(calls.filter((call) => call.endsWith("/get-last-messages"))).toEqual([]);
    const chat = await backend("GET", `/conferences/${ID}/get-last-messages`, tokens.mod);
    expect(chat.find((m: any) => m.id === message.id)?.status ?? "deleted").toBe("deleted");
  });
});
