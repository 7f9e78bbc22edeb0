// The live updates' hub: one poller per feed (questions, attendee chat, moderator chat) per tenant
// and activity, fanned out to every open event stream; a chat feed borrows its longest-connected
// viewer's token (decisions 015, 030).
import type { Logger } from "pino";
import { BackendError, createBackend, type BackendOptions } from "~/backend/client.server";
import { getChatChannel, getChatMessages, getPendingQuestions, getQuestions, type ChatFeed } from "~/backend/participation.server";
import type { Locale } from "~/i18n/locales";
import { liveEventId, versionOf, type LiveEvent, type LivePosition } from "./live-events";
import type { ChatMessage, Question } from "./types";

const BUFFERED_MESSAGES = 200;
/** How long a token's role in an activity's chat is taken as the backend said it. */
export const CHANNEL_TTL_MS = 15_000;
/** Roles remembered at most (one per token and activity). */
const CHANNEL_ENTRIES = 50_000;
/** One warning when a feed starts failing, then one every this many failed polls. */
const WARN_EVERY = 30;

type LiveScope = { tenantToken: string; tenantHosts?: readonly string[]; locale: Locale };

type ChatRole = "attendee" | "moderator";

/** The backend calls a feed makes, and the role a stream is opened with (a stand-in in unit tests). */
export type LiveSource = {
  /** The visitor's role in the activity's chat (403: not for this token; 404: no chat). */
  channelRole(scope: LiveScope, token: string, conferenceId: number): Promise<ChatRole>;
  questions(scope: LiveScope, conferenceId: number): Promise<Question[]>;
  pendingQuestions(scope: LiveScope, token: string, conferenceId: number): Promise<Question[]>;
  chat(
    scope: LiveScope,
    token: string,
    conferenceId: number,
    channel: ChatFeed,
    after: number | undefined,
  ): Promise<{ data: ChatMessage[]; meta: { last_seq: number } }>;
};

/** An event and its bytes on the wire, made once for every stream at the same position. */
export type LiveFrame = LiveEvent & { readonly wire: Buffer };

export type LiveViewer = {
  scope: LiveScope;
  conferenceId: number;
  questions: boolean;
  /** null: no chat, or not logged in. */
  chat: { token: string; role: ChatRole } | null;
  /** What the viewer has already (Last-Event-ID, or the page's own state). */
  since: LivePosition;
  /** The frame is shared by every stream sent the same bytes: never change it. */
  send(frame: LiveFrame): void;
  close(): void;
};

export type LiveHub = {
  subscribe(viewer: LiveViewer): () => void;
  /** Asks the backend at most once per CHANNEL_TTL_MS per token; failures are not remembered. */
  roleOf(scope: LiveScope, token: string, conferenceId: number): Promise<ChatRole>;
  readonly size: number;
  /** Streams open now on each kind of feed (a stream may follow both). */
  streamsByKind(): Record<FeedKind, number>;
  close(): void;
};

type FeedKind = "chat" | "questions";

/** Told of each poll and each message written (server/metrics.ts). */
export type LiveObserver = {
  polled(kind: FeedKind, seconds: number, failed: boolean): void;
  written(kind: FeedKind): void;
};

export function backendSource(options: BackendOptions): LiveSource {
  let polls = 0;
  const backend = (scope: LiveScope) => createBackend(options, { ...scope, requestId: `live-${(++polls).toString(36)}` });
  return {
    channelRole: async (scope, token, id) => (await getChatChannel(backend(scope), { token }, id)).role,
    questions: (scope, id) => getQuestions(backend(scope), id, { fresh: true }),
    pendingQuestions: (scope, token, id) => getPendingQuestions(backend(scope), { token }, id),
    chat: (scope, token, id, channel, after) => getChatMessages(backend(scope), { token }, id, { after, channel }),
  };
}

type Subscriber = {
  viewer: LiveViewer;
  position: LivePosition;
  id: string | null;
  closed: boolean;
};

type Feed = {
  key: string;
  kind: FeedKind;
  subscribers: Set<Subscriber>;
  poll(): Promise<void>;
  catchUp(subscriber: Subscriber): void;
  timer: NodeJS.Timeout | null;
  stopped: boolean;
  failures: number;
};

/** Data and its JSON, serialized once however many streams get it. */
type Serialized<T> = { data: T[]; json: string | null };

/** `recent`: the latest version of recently changed messages; `replay`: those in seq order. */
type Channel = { lastSeq: number | null; recent: Map<number, ChatMessage>; replay: Serialized<ChatMessage> | null };

type List = { version: string; items: Serialized<Question> } | null;

/** One fan-out's frames, one per distinct event id, found by the stream's current id. */
class Frames {
  private readonly byId = new Map<string, LiveFrame>();
  private readonly after = new Map<string, LiveFrame>();
  constructor(
    readonly event: LiveEvent["event"],
    private readonly serialized: Serialized<ChatMessage> | Serialized<Question>,
  ) {}

  get data() {
    return this.serialized.data;
  }

  next(from: string, to: () => string): LiveFrame {
    let frame = this.after.get(from);
    if (!frame) {
      frame = this.frame(to());
      this.after.set(from, frame);
    }
    return frame;
  }

  private frame(id: string): LiveFrame {
    let frame = this.byId.get(id);
    if (!frame) {
      const json = (this.serialized.json ??= JSON.stringify(this.serialized.data));
      const wire = Buffer.from(`event: ${this.event}\nid: ${id}\ndata: ${json}\n\n`, "utf8");
      frame = { event: this.event, id, data: this.data, wire } as LiveFrame;
      this.byId.set(id, frame);
    }
    return frame;
  }
}

export function createLiveHub(options: { intervalMs: number; source: LiveSource; logger: Logger; observe?: LiveObserver }): LiveHub {
  const { intervalMs, source, logger, observe } = options;
  const feeds = new Map<string, Feed>();
  const all = new Set<Subscriber>();
  let closed = false;

  // In the order asked, so also of expiry.
  const roles = new Map<string, { role: Promise<ChatRole>; until: number }>();

  function emit<K extends keyof LivePosition>(subscriber: Subscriber, frames: Frames, key: K, value: LivePosition[K]) {
    if (subscriber.closed) return;
    const position = subscriber.position;
    const frame = frames.next((subscriber.id ??= liveEventId(position)), () => {
      position[key] = value;
      return liveEventId(position);
    });
    position[key] = value;
    subscriber.id = frame.id;
    try {
      subscriber.viewer.send(frame);
      observe?.written(/chat/.test(frames.event) ? "chat" : "questions");
    } catch (error) {
      // A stream that cannot take more is ended; the others go on.
      logger.debug({ err: { message: (error as Error)?.message } }, "live stream could not be written");
      end(subscriber);
    }
  }

  function offerList(subscribers: Iterable<Subscriber>, list: List, event: "questions" | "pending-questions") {
    if (!list) return;
    const key = event === "questions" ? "q" : "p";
    const frames = new Frames(event, list.items);
    for (const subscriber of subscribers) {
      if (subscriber.position[key] !== list.version) emit(subscriber, frames, key, list.version);
    }
  }

  /** Chat changes (a poll's, or "recent" for new subscribers), to each subscriber those after what it has. */
  function offerChat(
    subscribers: Iterable<Subscriber>,
    channel: Channel,
    event: "chat" | "moderators-chat",
    changes: ChatMessage[] | "recent",
  ) {
    if (channel.lastSeq === null) return;
    const lastSeq = channel.lastSeq;
    const key = event === "chat" ? "c" : "m";
    const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;
    const serialized =
      changes === "recent"
        ? (channel.replay ??= { data: [...channel.recent.values()].sort(bySeq), json: null })
        : { data: changes.sort(bySeq), json: null };
    const sorted = serialized.data;
    const all = new Frames(event, serialized);
    const oldest = sorted[0]?.seq ?? Infinity;
    for (const subscriber of subscribers) {
      const since = subscriber.position[key] ?? 0;
      const at = Math.max(since, lastSeq);
      const frames = since < oldest ? all : new Frames(event, { data: sorted.filter((message) => message.seq > since), json: null });
      // Nothing new for it: its position still moves, and the next event's id says so.
      if (frames.data.length) emit(subscriber, frames, key, at);
      else if (subscriber.position[key] !== at) {
        subscriber.position[key] = at;
        subscriber.id = null;
      }
    }
  }

  function applyChat(channel: Channel, answer: { data: ChatMessage[]; meta: { last_seq: number } }): ChatMessage[] {
    const changed = new Map<number, ChatMessage>();
    for (const message of answer.data) {
      channel.recent.delete(message.id);
      channel.recent.set(message.id, message);
      changed.set(message.id, message);
    }
    // Oldest changes go first: every change was re-inserted.
    for (const id of channel.recent.keys()) {
      if (channel.recent.size <= BUFFERED_MESSAGES) break;
      channel.recent.delete(id);
    }
    channel.lastSeq = Math.max(channel.lastSeq ?? 0, answer.meta.last_seq);
    if (changed.size) channel.replay = null;
    return [...changed.values()];
  }

  function questionsFeed(key: string, scope: LiveScope, conferenceId: number): Feed {
    let list: List = null;
    const feed = newFeed(key, "questions", {
      async poll() {
        const items = await source.questions(scope, conferenceId);
        const version = versionOf(items);
        if (feed.stopped || list?.version === version) return;
        list = { version, items: { data: items, json: null } };
        offerList(feed.subscribers, list, "questions");
      },
      catchUp: (subscriber) => offerList([subscriber], list, "questions"),
    });
    return feed;
  }

  function chatFeed(key: string, scope: LiveScope, conferenceId: number, role: "attendee" | "moderator"): Feed {
    const moderator = role === "moderator";
    const publicChat: Channel = { lastSeq: null, recent: new Map(), replay: null };
    const moderatorsChat: Channel = { lastSeq: null, recent: new Map(), replay: null };
    let pending: List = null;
    const feed = newFeed(key, "chat", {
      async poll() {
        // The longest-connected viewer lends its token.
        const first: Subscriber | undefined = feed.subscribers.values().next().value;
        const token = first?.viewer.chat?.token;
        if (!token) return;
        const [publicAnswer, moderatorsAnswer, pendingAnswer] = await Promise.all([
          settle(source.chat(scope, token, conferenceId, "public", publicChat.lastSeq ?? undefined)),
          moderator ? settle(source.chat(scope, token, conferenceId, "moderators", moderatorsChat.lastSeq ?? undefined)) : null,
          moderator ? settle(source.pendingQuestions(scope, token, conferenceId)) : null,
        ]);
        if (feed.stopped) return;
        const failures = [publicAnswer, moderatorsAnswer, pendingAnswer].flatMap((answer) => (answer && !answer.ok ? [answer.error] : []));
        if (failures.some(refusesToken)) return refuse(feed, token);
        if (publicAnswer.ok) {
          offerChat(feed.subscribers, publicChat, "chat", applyChat(publicChat, publicAnswer.value));
        }
        if (moderatorsAnswer?.ok) {
          offerChat(feed.subscribers, moderatorsChat, "moderators-chat", applyChat(moderatorsChat, moderatorsAnswer.value));
        }
        if (pendingAnswer?.ok) {
          const version = versionOf(pendingAnswer.value);
          if (pending?.version !== version) {
            pending = { version, items: { data: pendingAnswer.value, json: null } };
            offerList(feed.subscribers, pending, "pending-questions");
          }
        }
        if (failures.length) throw failures[0];
      },
      catchUp(subscriber) {
        offerChat([subscriber], publicChat, "chat", "recent");
        if (!moderator) return;
        offerChat([subscriber], moderatorsChat, "moderators-chat", "recent");
        offerList([subscriber], pending, "pending-questions");
      },
    });
    return feed;
  }

  function newFeed(key: string, kind: FeedKind, behaviour: Pick<Feed, "poll" | "catchUp">): Feed {
    const feed: Feed = { key, kind, subscribers: new Set(), timer: null, stopped: false, failures: 0, ...behaviour };
    feeds.set(key, feed);
    schedule(feed, 0);
    return feed;
  }

  function schedule(feed: Feed, delay: number) {
    feed.timer = setTimeout(() => void run(feed), delay);
    feed.timer.unref();
  }

  async function run(feed: Feed) {
    feed.timer = null;
    if (feed.stopped) return;
    const started = Date.now();
    let failed = false;
    try {
      await feed.poll();
      if (feed.failures) logger.info({ feed: feed.key, failures: feed.failures }, "live poll recovered");
      feed.failures = 0;
    } catch (error) {
      failed = true;
      feed.failures += 1;
      if (feed.failures === 1 || feed.failures % WARN_EVERY === 0) {
        const err = error as Partial<BackendError>;
        logger.warn(
          { feed: feed.key, failures: feed.failures, err: { message: err?.message, kind: err?.kind, status: err?.status } },
          "live poll failed: the streams stay open and the next interval tries again",
        );
      }
    }
    observe?.polled(feed.kind, (Date.now() - started) / 1000, failed);
    // The next poll one interval after this one started, never two at once.
    if (!feed.stopped) schedule(feed, Math.max(0, intervalMs - (Date.now() - started)));
  }

  function stop(feed: Feed) {
    feed.stopped = true;
    if (feed.timer) clearTimeout(feed.timer);
    feed.timer = null;
    feeds.delete(feed.key);
  }

  function refuse(feed: Feed, token: string) {
    const refused = [...feed.subscribers].filter((subscriber) => subscriber.viewer.chat?.token === token);
    logger.info({ feed: feed.key, streams: refused.length }, "live streams ended: the backend refused their session");
    for (const subscriber of refused) end(subscriber);
  }

  function leave(subscriber: Subscriber) {
    if (!all.delete(subscriber)) return;
    subscriber.closed = true;
    for (const feed of [...feeds.values()]) {
      if (feed.subscribers.delete(subscriber) && feed.subscribers.size === 0) stop(feed);
    }
  }

  function end(subscriber: Subscriber) {
    const wasOpen = !subscriber.closed;
    leave(subscriber);
    if (wasOpen) subscriber.viewer.close();
  }

  return {
    subscribe(viewer) {
      const subscriber: Subscriber = { viewer, position: { ...viewer.since }, id: null, closed: false };
      if (closed) {
        viewer.close();
        return () => {};
      }
      all.add(subscriber);
      const tenant = viewer.scope.tenantToken;
      const wanted: Array<() => Feed> = [];
      if (viewer.questions) {
        const key = `questions|${tenant}|${viewer.conferenceId}`;
        wanted.push(() => feeds.get(key) ?? questionsFeed(key, viewer.scope, viewer.conferenceId));
      }
      if (viewer.chat) {
        const role = viewer.chat.role;
        const key = `${role}|${tenant}|${viewer.conferenceId}`;
        wanted.push(() => feeds.get(key) ?? chatFeed(key, viewer.scope, viewer.conferenceId, role));
      }
      for (const feedOf of wanted) {
        const feed = feedOf();
        feed.subscribers.add(subscriber);
        feed.catchUp(subscriber);
      }
      return () => leave(subscriber);
    },
    roleOf(scope, token, conferenceId) {
      // The token is part of the key: one visitor's answer is never another's.
      const key = `${scope.tenantToken}\u0000${conferenceId}\u0000${token}`;
      const now = Date.now();
      const known = roles.get(key);
      if (known && known.until > now) return known.role;
      for (const [oldKey, entry] of roles) {
        if (entry.until > now && roles.size < CHANNEL_ENTRIES) break;
        roles.delete(oldKey);
      }
      const entry = { role: source.channelRole(scope, token, conferenceId), until: now + CHANNEL_TTL_MS };
      roles.set(key, entry);
      // A refusal or a failure is not remembered: the next stream asks again.
      entry.role.catch(() => {
        if (roles.get(key) === entry) roles.delete(key);
      });
      return entry.role;
    },
    get size() {
      return all.size;
    },
    streamsByKind() {
      const counts: Record<FeedKind, number> = { chat: 0, questions: 0 };
      for (const feed of feeds.values()) counts[feed.kind] += feed.subscribers.size;
      return counts;
    },
    close() {
      closed = true;
      for (const feed of [...feeds.values()]) stop(feed);
      for (const subscriber of [...all]) end(subscriber);
    },
  };
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/** The backend refuses the token itself (a 403), or the role it was given (409 not_moderator). */
function refusesToken(error: unknown): boolean {
  return error instanceof BackendError && error.kind === "http" && (error.status === 403 || error.status === 409);
}
