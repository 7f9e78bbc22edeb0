// /agenda/{slug}/en-directo: the activity's live updates as server-sent events, answered by the
// Express host before Remix (decision 030). Decides what the visitor may watch (questions, chat as
// attendee or moderator) and writes the hub's frames; nothing to watch answers 204.
import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { parseCookie } from "cookie";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { BackendError, BackendRedirect, backendFor } from "~/backend/client.server";
import { getConference, getConferenceDetails } from "~/backend/conferences.server";
import { VENUE_COOKIE } from "~/backend/venues.server";
import type { AppContext } from "~/context";
import { pageOf } from "~/paths";
import { cookieHeaderHasSession } from "~/session/session.server";
import { parseLiveEventId, type LivePosition } from "./live-events";
import type { LiveFrame, LiveHub, LiveViewer } from "./live.server";

/** A comment line this often, so that proxies and browsers do not take a quiet stream for a dead one. */
export const HEARTBEAT_MS = 25_000;
/** The heartbeat timer's ticks per HEARTBEAT_MS: each writes to one slice of the streams. */
const HEARTBEAT_SLICES = 25;
/** How long a browser waits before reconnecting once a stream ends (a restart, a deploy). */
const RETRY_MS = 3_000;
/** What may wait in memory for a visitor who does not read: past it the stream is cut. */
export const MAX_UNREAD_BYTES = 256 * 1024;
/** The streams an instance is sized for: its open-files limit should leave room for them. */
export const STREAMS_PER_INSTANCE = 10_000;
/** Open files an instance needs besides its streams (backend and forum pools, Redis, logs). */
const FILES_BESIDES_STREAMS = 400;

/** This process's soft limit on open files (`ulimit -n`); null where /proc does not tell it. */
export function openFilesLimit(limits = "/proc/self/limits"): number | null {
  try {
    const soft = /^Max open files\s+(\S+)/m.exec(readFileSync(limits, "utf8"))?.[1];
    if (soft === undefined) return null;
    return soft === "unlimited" ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    return null;
  }
}

function streamsRoom(openFiles: number): number {
  return Math.max(0, openFiles - FILES_BESIDES_STREAMS);
}

const reconnectSpread = () => RETRY_MS + Math.floor(Math.random() * RETRY_MS);

const HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache",
  // nginx and similar proxies pass each event on at once instead of buffering the answer.
  "X-Accel-Buffering": "no",
};
/** Host headers only a document reads: an event stream is no document and keeps its headers for life. */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "Referrer-Policy",
  "X-Frame-Options",
  "X-XSS-Protection",
  "X-DNS-Prefetch-Control",
  "X-Download-Options",
  "X-Permitted-Cross-Domain-Policies",
  "Accept-CH",
];
const FIRST_BYTES = Buffer.from(`retry: ${RETRY_MS}\n\n`);
const KEEP_ALIVE = Buffer.from(": keep-alive\n\n");

/** The writing end of a stream: a Node response (a stand-in in unit tests). */
export type StreamResponse = Pick<
  ServerResponse,
  | "writeHead"
  | "removeHeader"
  | "write"
  | "end"
  | "destroy"
  | "on"
  | "writableLength"
  | "destroyed"
  | "writableEnded"
  | "socket"
  | "chunkedEncoding"
>;

const chunks = new WeakMap<Buffer, Buffer>();
const CRLF = Buffer.from("\r\n");
/** Bytes as one HTTP/1.1 chunk (its length in hex, CRLF, the bytes, CRLF), made once per Buffer. */
function chunkOf(bytes: Buffer): Buffer {
  let chunk = chunks.get(bytes);
  if (!chunk) {
    chunk = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, CRLF]);
    chunks.set(bytes, chunk);
  }
  return chunk;
}

class Stream implements LiveViewer {
  leave: (() => void) | null = null;
  ended = false;
  slice = 0;
  /** The connection when the answer is chunked: events are written to it directly as HTTP chunks. */
  socket: StreamResponse["socket"] = null;
  constructor(
    readonly res: StreamResponse,
    readonly scope: LiveViewer["scope"],
    readonly conferenceId: number,
    readonly questions: boolean,
    readonly chat: LiveViewer["chat"],
    readonly since: LivePosition,
    private readonly streams: { ended(stream: Stream): void },
  ) {}

  send(frame: LiveFrame) {
    this.write(frame.wire);
  }

  write(bytes: Buffer) {
    if (this.ended) return;
    const socket = this.socket;
    // Straight to the connection only when the response holds nothing back: Node keeps a response's
    // first writes (its header among them) until the next tick, and a frame must not pass them.
    if (socket && this.res.writableLength <= socket.writableLength) {
      socket.write(chunkOf(bytes));
      // A visitor who stopped reading: cut rather than keep its events in memory.
      if (socket.writableLength > MAX_UNREAD_BYTES) this.res.destroy();
      return;
    }
    if (this.res.destroyed || this.res.writableEnded) return;
    this.res.write(bytes);
    if (this.res.writableLength > MAX_UNREAD_BYTES) this.res.destroy();
  }

  /** The hub ends it (token refused, shutdown): a last, spread reconnection hint. */
  close() {
    this.write(Buffer.from(`retry: ${reconnectSpread()}\n\n`));
    this.end();
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    this.streams.ended(this);
    this.leave?.();
    this.leave = null;
    if (!this.res.writableEnded) this.res.end();
  }
}

/** The streams of one process; with a logger, warns when the open-files limit is too low. */
export function createLiveStreams(
  hub: LiveHub,
  options: { heartbeatMs?: number; logger?: Pick<Logger, "warn">; openFiles?: number | null } = {},
) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const openFiles = options.logger ? (options.openFiles === undefined ? openFilesLimit() : options.openFiles) : null;
  if (openFiles !== null && streamsRoom(openFiles) < STREAMS_PER_INSTANCE) {
    options.logger!.warn(
      { openFiles, streams: streamsRoom(openFiles) },
      `the open-files limit (ulimit -n) is ${openFiles}: room for about ${streamsRoom(openFiles)} live-update streams, not ${STREAMS_PER_INSTANCE}; raise it to 16384 or more (README, "Open files")`,
    );
  }
  // The open streams in HEARTBEAT_SLICES slices, each beaten in turn: one timer, while any is open.
  const slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<Stream>());
  let opened = 0;
  let open = 0;
  let tick = 0;
  let heartbeat: NodeJS.Timeout | null = null;

  function beat() {
    for (const stream of slices[tick]) stream.write(KEEP_ALIVE);
    tick = (tick + 1) % HEARTBEAT_SLICES;
  }

  const streams = {
    ended(stream: Stream) {
      slices[stream.slice].delete(stream);
      if (--open === 0 && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = null;
      }
    },
  };

  function start(res: StreamResponse, viewer: Omit<LiveViewer, "send" | "close">): void {
    const stream = new Stream(res, viewer.scope, viewer.conferenceId, viewer.questions, viewer.chat, viewer.since, streams);
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    res.writeHead(200, HEADERS);
    flattenHeaderBlock(res);
    // The first bytes at once: the browser's EventSource is open, and any buffer on the way is flushed.
    res.write(FIRST_BYTES);
    if (res.chunkedEncoding && res.socket) stream.socket = res.socket;
    stream.slice = opened++ % HEARTBEAT_SLICES;
    slices[stream.slice].add(stream);
    open++;
    if (!heartbeat) {
      heartbeat = setInterval(beat, heartbeatMs / HEARTBEAT_SLICES);
      heartbeat.unref();
    }
    res.on("close", () => stream.end());
    const leave = hub.subscribe(stream);
    // Closed while subscribing (shutting down): nothing to leave.
    if (stream.ended) leave();
    else stream.leave = leave;
  }

  /** The Express handler for GET or HEAD of the page's path; anything else goes on to Remix. */
  async function handle(req: Request, res: Response, next: NextFunction): Promise<void> {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.endsWith(".data")) return next();
    const match = pageOf(req.path);
    if (match?.page !== "conferenceLive") return next();
    const context = res.locals.context as AppContext | undefined;
    if (!context) return next();
    try {
      if (context.refusal) return void res.status(context.refusal.status).end();
      if (!context.tenant) return void res.status(404).end();
      let watch: Pick<LiveViewer, "conferenceId" | "questions" | "chat">;
      try {
        watch = await whatToWatch(req, context, hub, match.params.slug!);
      } catch (error) {
        if (error instanceof BackendError && error.notFound) return void res.status(404).end();
        if (!(error instanceof BackendError) && !(error instanceof BackendRedirect)) throw error;
        context.logger.warn({ err: { message: error.message } }, "live stream not opened: the backend did not answer");
        return void res.status(503).set("Retry-After", "10").end();
      }
      if (!watch.questions && !watch.chat) return void res.status(204).end();
      if (res.destroyed) return; // the visitor left while it was being decided
      if (req.method === "HEAD") return void res.status(200).set(HEADERS).end();
      const lastId = req.headers["last-event-id"];
      const since = parseLiveEventId(typeof lastId === "string" ? lastId : typeof req.query.since === "string" ? req.query.since : null);
      const scope = { tenantToken: context.tenant.token, tenantHosts: context.tenant.hosts, locale: context.locale };
      // Not kept for the stream's life; the closing log line reads res.locals.tenantName instead.
      delete res.locals.context;
      start(res, { ...watch, scope, since });
    } catch (error) {
      next(error);
    }
  }

  return {
    handle,
    start,
    get size() {
      return open;
    },
  };
}

/** Reading the kept `_header` string whole makes V8 flatten its concatenation tree (decision 030). */
function flattenHeaderBlock(res: StreamResponse): void {
  const header = (res as { _header?: unknown })._header;
  if (typeof header === "string") Number(header);
}

async function whatToWatch(
  req: Request,
  context: AppContext,
  hub: LiveHub,
  slug: string,
): Promise<Pick<LiveViewer, "conferenceId" | "questions" | "chat">> {
  const backend = backendFor(context);
  const cookieHeader = req.headers.cookie ?? "";
  const venueId = parseCookie(cookieHeader)[VENUE_COOKIE] ?? null;
  const [conference, details] = await Promise.all([getConference(backend, slug, venueId), getConferenceDetails(backend, slug, venueId)]);
  let chat: LiveViewer["chat"] = null;
  const token =
    details.chat_enabled && cookieHeaderHasSession(cookieHeader)
      ? (await context.sessions.getSession(cookieHeader)).get("token")
      : undefined;
  if (token) {
    try {
      chat = {
        token,
        role: await hub.roleOf(
          { tenantToken: context.tenant!.token, tenantHosts: context.tenant!.hosts, locale: context.locale },
          token,
          conference.id,
        ),
      };
    } catch (error) {
      // A session the backend no longer takes (403), or no chat after all (404): the questions only.
      if (!(error instanceof BackendError && error.kind === "http" && error.status < 500)) throw error;
    }
  }
  return { conferenceId: conference.id, questions: details.questions_enabled, chat };
}
