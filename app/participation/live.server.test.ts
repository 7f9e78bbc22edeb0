// The hub with a stand-in backend: its calls per viewer count, and what each stream receives.
import type { Logger } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackendError } from "~/backend/client.server";
import { parseLiveEventId } from "./live-events";
import { CHANNEL_TTL_MS, createLiveHub, type LiveFrame, type LiveHub, type LiveSource, type LiveViewer } from "./live.server";
import type { ChatMessage, Question } from "./types";

const INTERVAL = 1000;
const SCOPE = { tenantToken: "tenant-a", locale: "es" as const };

function question(id: number, votes = 0): Question {
  return {
    id,
    conference_id: 102,
    text: `Q${id}`,
    author: { name: "Ana", surname: "G" },
    votes,
    status: "validated",
    created_at: "2026-03-09T09:00:00+01:00",
  };
}

/** A backend with one activity's chat and questions, counting its calls. */
function fakeBackend() {
  let seq = 0;
  let nextId = 1;
  const messages = new Map<number, ChatMessage>();
  const state = {
    questions: [question(1, 3)],
    pending: [] as Question[],
    refused: new Set<string>(),
    failure: null as Error | null,
    moderators: new Set(["mod"]),
  };
  const calls = { questions: 0, public: 0, moderators: 0, pending: 0, channel: 0, tokens: [] as string[] };
  const source: LiveSource = {
    async channelRole(_scope, token) {
      calls.channel++;
      // An answer that takes a while, as the backend's does: asks made meanwhile wait for it.
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (state.refused.has(token)) throw new BackendError("http", 403, null, "forbidden");
      if (state.failure) throw state.failure;
      return state.moderators.has(token) ? "moderator" : "attendee";
    },
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

type Watcher = { events: LiveFrame[]; closed: boolean; leave: () => void; texts: () => Array<string | null> };

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

  it("serializes a change once for a thousand viewers at the same position, and writes each of them the same bytes", async () => {
    const viewers = Array.from({ length: 1000 }, () => watch(hub));
    await vi.advanceTimersByTimeAsync(0);
    backend.post("¿Se oye bien?");
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      await vi.advanceTimersByTimeAsync(INTERVAL);
      // The poll's own version of the question list aside, one serialization for the chat change.
      const serialized = stringify.mock.calls.filter(
        ([value]) => Array.isArray(value) && value.some((m) => (m as ChatMessage).text === "¿Se oye bien?"),
      );
      expect(serialized).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
    const frames = viewers.map((viewer) => viewer.events.at(-1)!);
    expect(new Set(frames.map((frame) => frame.wire)).size).toBe(1);
    expect(frames[0].wire.toString("utf8")).toBe(`event: chat\nid: ${frames[0].id}\ndata: ${JSON.stringify(frames[0].data)}\n\n`);
    expect(viewers.every((viewer) => viewer.texts().join() === "¿Se oye bien?")).toBe(true);
  });

  it("serializes what a new viewer is brought up to date with once, however many arrive before the next change", async () => {
    backend.post("uno");
    backend.post("dos");
    watch(hub);
    await vi.advanceTimersByTimeAsync(0);
    const stringify = vi.spyOn(JSON, "stringify");
    let arrivals: Watcher[];
    try {
      arrivals = Array.from({ length: 200 }, () => watch(hub));
      const chats = stringify.mock.calls.filter(([value]) => Array.isArray(value) && value.some((m) => (m as ChatMessage).text === "uno"));
      const questions = stringify.mock.calls.filter(([value]) => Array.isArray(value) && value.some((q) => (q as Question).text === "Q1"));
      expect(chats).toHaveLength(1);
      // The question list's JSON was made for the first viewer already.
      expect(questions).toHaveLength(0);
    } finally {
      stringify.mockRestore();
    }
    expect(arrivals.every((viewer) => viewer.texts().join() === "uno,dos")).toBe(true);
    // After a change the next arrival is sent it too.
    backend.post("tres");
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(watch(hub).texts()).toEqual(["uno", "dos", "tres"]);
  });

  it("gives a viewer that is behind its own frame with every change after its position, and the others the shared one", async () => {
    backend.post("uno");
    const stays = watch(hub);
    await vi.advanceTimersByTimeAsync(0);
    const idAfterUno = stays.events.at(-1)!.id;
    backend.post("dos");
    backend.post("tres");
    await vi.advanceTimersByTimeAsync(INTERVAL);
    // A reconnection from before "dos" is sent "dos" and "tres" from the hub's memory, framed for it.
    const back = watch(hub, { since: parseLiveEventId(idAfterUno) });
    expect(back.texts()).toEqual(["dos", "tres"]);
    expect(back.events.at(-1)!.id).toBe(stays.events.at(-1)!.id);
    backend.post("cuatro");
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(back.events.at(-1)!.wire).toBe(stays.events.at(-1)!.wire);
  });

  it("asks the backend for a token's role once for many streams opening at once, and again after CHANNEL_TTL_MS", async () => {
    const roles = await Promise.all([
      ...Array.from({ length: 100 }, () => hub.roleOf(SCOPE, "ana", 102)),
      vi.advanceTimersByTimeAsync(20).then(() => "tick"),
    ]);
    expect(roles.slice(0, 100).every((role) => role === "attendee")).toBe(true);
    expect(backend.calls.channel).toBe(1);
    await hub.roleOf(SCOPE, "ana", 102);
    expect(backend.calls.channel).toBe(1);
    vi.advanceTimersByTime(CHANNEL_TTL_MS);
    await Promise.all([hub.roleOf(SCOPE, "ana", 102), vi.advanceTimersByTimeAsync(20)]);
    expect(backend.calls.channel).toBe(2);
    // Another activity, another tenant: their own asks.
    await Promise.all([
      hub.roleOf(SCOPE, "ana", 103),
      hub.roleOf({ ...SCOPE, tenantToken: "tenant-b" }, "ana", 102),
      vi.advanceTimersByTimeAsync(20),
    ]);
    expect(backend.calls.channel).toBe(4);
  });

  it("never gives one token's role to another token, even asked at the same moment", async () => {
    const asks = ["ana", "mod", "eva", "mod", "ana"].map((token) => hub.roleOf(SCOPE, token, 102));
    await vi.advanceTimersByTimeAsync(20);
    expect(await Promise.all(asks)).toEqual(["attendee", "moderator", "attendee", "moderator", "attendee"]);
    expect(backend.calls.channel).toBe(3);
    // A refused token is refused, and the refusal is not remembered for it, nor given to anyone else.
    backend.state.refused.add("eva");
    vi.advanceTimersByTime(CHANNEL_TTL_MS);
    const refused = hub.roleOf(SCOPE, "eva", 102);
    const other = hub.roleOf(SCOPE, "ana", 102);
    const settled = Promise.allSettled([refused, other]);
    await vi.advanceTimersByTimeAsync(20);
    const [refusal, answer] = await settled;
    expect(refusal.status).toBe("rejected");
    expect(answer).toEqual({ status: "fulfilled", value: "attendee" });
    backend.state.refused.delete("eva");
    const again = hub.roleOf(SCOPE, "eva", 102);
    await vi.advanceTimersByTimeAsync(20);
    expect(await again).toBe("attendee");
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
