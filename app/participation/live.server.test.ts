// The hub with a stand-in backend: how many calls it makes for how many viewers, and what each
// viewer's stream receives (fan-out, replay after an id, refusals, failures, leaving, shutdown).
import type { Logger } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackendError } from "~/backend/client.server";
import { parseLiveEventId, type LiveEvent } from "./live-events";
import { createLiveHub, type LiveHub, type LiveSource, type LiveViewer } from "./live.server";
import type { ChatMessage, Question } from "./types";

const INTERVAL = 1000;
const SCOPE = { tenantToken: "tenant-a", locale: "es" as const };

function question(id: number, votes = 0): Question {
  return { id, conference_id: 102, text: `Q${id}`, author: { name: "Ana", surname: "G" }, votes, status: "validated", created_at: "2026-03-09T09:00:00+01:00" };
}

/** A backend with one activity's chat and questions, counting its calls. */
function fakeBackend() {
  let seq = 0;
  let nextId = 1;
  const messages = new Map<number, ChatMessage>();
  const state = { questions: [question(1, 3)], pending: [] as Question[], refused: new Set<string>(), failure: null as Error | null };
  const calls = { questions: 0, public: 0, moderators: 0, pending: 0, tokens: [] as string[] };
  const source: LiveSource = {
    async questions() {
      calls.questions++;
      if (state.failure) throw state.failure;
      return state.questions;
    },
    async pendingQuestions(_scope, token) {
      calls.pending++;
      if (state.refused.has(token)) throw new BackendError("http", 403, null, "forbidden");
      return state.pending;
    },
    async chat(_scope, token, _id, channel, after) {
      calls[channel]++;
      calls.tokens.push(token);
      if (state.refused.has(token)) throw new BackendError("http", 403, null, "forbidden");
      if (state.failure) throw state.failure;
      const visible = [...messages.values()].filter((m) => m.channel === channel).sort((a, b) => a.seq - b.seq);
      return { data: after === undefined ? visible.slice(-50) : visible.filter((m) => m.seq > after), meta: { last_seq: seq } };
    },
  };
  return {
    source,
    calls,
    state,
    post(text: string, channel: "public" | "moderators" = "public"): ChatMessage {
      const at = "2026-03-09T09:30:00+01:00";
      const message: ChatMessage = {
        id: nextId++,
        seq: ++seq,
        channel,
        status: "accepted",
        text,
        author: { id: 7, name: "Ana", surname: "G", role: "attendee" },
        created_at: at,
        updated_at: at,
      };
      messages.set(message.id, message);
      return message;
    },
    remove(id: number) {
      const message = messages.get(id)!;
      messages.set(id, { ...message, seq: ++seq, status: "deleted", text: null, author: null });
    },
  };
}

type Watcher = { events: LiveEvent[]; closed: boolean; leave: () => void; texts: () => Array<string | null> };

function watch(hub: LiveHub, viewer: Partial<LiveViewer> = {}): Watcher {
  const watcher: Watcher = {
    events: [],
    closed: false,
    leave: () => {},
    texts: () => watcher.events.flatMap((e) => (e.event === "chat" ? e.data.map((m) => m.text) : [])),
  };
  watcher.leave = hub.subscribe({
    scope: SCOPE,
    conferenceId: 102,
    questions: true,
    chat: { token: "ana", role: "attendee" },
    since: {},
    send: (event) => watcher.events.push(event),
    close: () => (watcher.closed = true),
    ...viewer,
  });
  return watcher;
}

const logger = { warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
let backend: ReturnType<typeof fakeBackend>;
let hub: LiveHub;

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  backend = fakeBackend();
  hub = createLiveHub({ intervalMs: INTERVAL, source: backend.source, logger });
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

describe("the live hub", () => {
  it("polls once per interval for a hundred viewers of one activity, and each of them gets every change", async () => {
    backend.post("Hola");
    const viewers = Array.from({ length: 100 }, () => watch(hub));
    await vi.advanceTimersByTimeAsync(0);
    backend.post("¿Se oye bien?");
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    // The first poll at once, then one per interval.
    expect(backend.calls.public).toBe(4);
    expect(backend.calls.questions).toBe(4);
    for (const viewer of viewers) expect(viewer.texts()).toEqual(["Hola", "¿Se oye bien?"]);
    // The questions did not change after the first answer: sent once.
    expect(viewers[0].events.filter((e) => e.event === "questions")).toHaveLength(1);
  });

  it("sends a viewer who comes back with an event id only what changed after it", async () => {
    backend.post("uno");
    backend.post("dos");
    const first = watch(hub);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.texts()).toEqual(["uno", "dos"]);
    const lastId = first.events.at(-1)!.id;
    // The only viewer leaves: the feed stops, and the next one starts afresh (as on another instance).
    first.leave();
    backend.post("tres");
    backend.remove(2);
    const back = watch(hub, { since: parseLiveEventId(lastId) });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(back.events.map((e) => e.event)).toEqual(["chat"]);
    expect(back.texts()).toEqual(["tres", null]);
    const deleted = back.events[0].data.find((m) => m.id === 2) as ChatMessage;
    expect(deleted.status).toBe("deleted");
  });

  it("replays from its recent changes to a viewer who reconnects while others keep the feed going", async () => {
    const stays = watch(hub);
    await vi.advanceTimersByTimeAsync(0);
    backend.post("uno");
    await vi.advanceTimersByTimeAsync(INTERVAL);
    const drops = watch(hub);
    const idBefore = drops.events.at(-1)!.id;
    drops.leave();
    backend.post("dos");
    await vi.advanceTimersByTimeAsync(INTERVAL);
    const callsBefore = backend.calls.public;
    const back = watch(hub, { since: parseLiveEventId(idBefore) });
    // At once, from the hub's memory: no extra backend call.
    expect(backend.calls.public).toBe(callsBefore);
    expect(back.texts()).toEqual(["dos"]);
    expect(stays.texts()).toEqual(["uno", "dos"]);
  });

  it("does not resend the questions to a viewer whose id has their current version", async () => {
    const first = watch(hub);
    await vi.advanceTimersByTimeAsync(0);
    const id = first.events.at(-1)!.id;
    const again = watch(hub, { since: parseLiveEventId(id) });
    expect(again.events).toEqual([]);
    backend.state.questions = [question(2, 9), question(1, 3)];
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(again.events.map((e) => e.event)).toEqual(["questions"]);
    expect(again.events[0].data.map((q) => q.id)).toEqual([2, 1]);
  });

  it("ends the streams of a token the backend refuses, and polls on with another viewer's", async () => {
    const ana = watch(hub, { chat: { token: "ana", role: "attendee" } });
    const eva = watch(hub, { chat: { token: "eva", role: "attendee" } });
    await vi.advanceTimersByTimeAsync(0);
    backend.state.refused.add("ana");
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(ana.closed).toBe(true);
    expect(eva.closed).toBe(false);
    backend.post("sigue");
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(backend.calls.tokens.at(-1)).toBe("eva");
    expect(eva.texts()).toEqual(["sigue"]);
    expect(ana.texts()).toEqual([]);
  });

  it("keeps the streams open while the backend fails, warns once, and delivers when it is back", async () => {
    const viewer = watch(hub);
    await vi.advanceTimersByTimeAsync(0);
    backend.state.failure = new BackendError("timeout", 503, null, "backend timeout");
    backend.post("durante el fallo");
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(viewer.closed).toBe(false);
    expect(viewer.texts()).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(2); // once per feed (questions, chat)
    backend.state.failure = null;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(viewer.texts()).toEqual(["durante el fallo"]);
  });

  it("never has two polls of a feed in flight, however slow the backend", async () => {
    let inFlight = 0;
    let most = 0;
    const slow: LiveSource = {
      ...backend.source,
      async questions() {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2.5 * INTERVAL));
        inFlight--;
        return [];
      },
    };
    hub.close();
    hub = createLiveHub({ intervalMs: INTERVAL, source: slow, logger });
    watch(hub, { chat: null });
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(most).toBe(1);
  });

  it("stops polling when the last viewer leaves", async () => {
    const viewers = [watch(hub), watch(hub)];
    await vi.advanceTimersByTimeAsync(INTERVAL);
    viewers[0].leave();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    const calls = { ...backend.calls };
    viewers[1].leave();
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(backend.calls.public).toBe(calls.public);
    expect(backend.calls.questions).toBe(calls.questions);
  });

  it("gives a moderator the moderators' chat and the question queue, and an attendee neither", async () => {
    backend.post("entre moderadores", "moderators");
    backend.state.pending = [{ ...question(9), status: "pending" }];
    const moderator = watch(hub, { chat: { token: "mod", role: "moderator" } });
    const attendee = watch(hub);
    await vi.advanceTimersByTimeAsync(0);
    expect(moderator.events.map((e) => e.event).sort()).toEqual(["moderators-chat", "pending-questions", "questions"]);
    expect(attendee.events.map((e) => e.event)).toEqual(["questions"]);
    const moderatorsChat = moderator.events.find((e) => e.event === "moderators-chat")!;
    expect(moderatorsChat.data.map((m) => (m as ChatMessage).text)).toEqual(["entre moderadores"]);
  });

  it("shows the questions to a viewer without a session, and makes no chat call for it", async () => {
    const anonymous = watch(hub, { chat: null });
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(anonymous.events.map((e) => e.event)).toEqual(["questions"]);
    expect(backend.calls.public).toBe(0);
  });

  it("closes every stream and stops every poll on shutdown", async () => {
    const viewers = [watch(hub), watch(hub, { chat: { token: "mod", role: "moderator" } })];
    await vi.advanceTimersByTimeAsync(0);
    const calls = backend.calls.public + backend.calls.questions;
    hub.close();
    expect(viewers.every((viewer) => viewer.closed)).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(backend.calls.public + backend.calls.questions).toBe(calls);
    expect(watch(hub).closed).toBe(true);
  });
});
