// The event streams' writing end, on stand-in responses and a stand-in hub.
import { EventEmitter, once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HEARTBEAT_MS,
  MAX_UNREAD_BYTES,
  STREAMS_PER_INSTANCE,
  createLiveStreams,
  openFilesLimit,
  type StreamResponse,
} from "./live-stream.server";
import type { LiveFrame, LiveHub, LiveViewer } from "./live.server";

/** A response that records what is written to it. */
class FakeResponse extends EventEmitter {
  written: Buffer[] = [];
  removed: string[] = [];
  status = 0;
  headers: Record<string, string> = {};
  writableLength = 0;
  writableEnded = false;
  destroyed = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  removeHeader(name: string) {
    this.removed.push(name);
  }
  write(chunk: Buffer) {
    this.written.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.closeSoon();
    return this;
  }
  destroy() {
    this.destroyed = true;
    this.closeSoon();
    return this;
  }
  /** "close" once, as a Node response emits it. */
  private closing = false;
  private closeSoon() {
    if (this.closing) return;
    this.closing = true;
    queueMicrotask(() => this.emit("close"));
  }
  text() {
    return Buffer.concat(this.written).toString("utf8");
  }
}

/** A hub that only keeps its subscribers. */
function fakeHub() {
  const viewers = new Set<LiveViewer>();
  const hub = {
    subscribe(viewer: LiveViewer) {
      viewers.add(viewer);
      return () => viewers.delete(viewer);
    },
    roleOf: async () => "attendee" as const,
    size: 0,
    streamsByKind: () => ({ chat: 0, questions: viewers.size }),
    close() {
      for (const viewer of [...viewers]) viewer.close();
    },
  } satisfies LiveHub;
  return { hub, viewers };
}

const viewer = { scope: { tenantToken: "tenant-a", locale: "es" as const }, conferenceId: 102, questions: true, chat: null, since: {} };
const KEEP_ALIVE = ": keep-alive\n\n";
const count = (text: string, part: string) => text.split(part).length - 1;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the event streams", () => {
  it("beat every stream once per HEARTBEAT_MS with one timer for all of them, spread over the interval", async () => {
    const { hub } = fakeHub();
    const streams = createLiveStreams(hub);
    const timersBefore = vi.getTimerCount();
    const responses = Array.from({ length: 1000 }, () => new FakeResponse());
    for (const res of responses) streams.start(res as unknown as StreamResponse, viewer);
    expect(vi.getTimerCount() - timersBefore).toBe(1);
    expect(streams.size).toBe(1000);

    const beaten: number[] = [];
    for (let second = 0; second < HEARTBEAT_MS / 1000; second++) {
      const before = responses.reduce((sum, res) => sum + count(res.text(), KEEP_ALIVE), 0);
      vi.advanceTimersByTime(1000);
      beaten.push(responses.reduce((sum, res) => sum + count(res.text(), KEEP_ALIVE), 0) - before);
    }
    // Each stream once in the interval, about a twenty-fifth of them each second.
    expect(responses.every((res) => count(res.text(), KEEP_ALIVE) === 1)).toBe(true);
    expect(Math.max(...beaten)).toBeLessThanOrEqual(Math.ceil(1000 / 25));

    // The last one gone, no timer is left.
    for (const res of responses) res.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.size).toBe(0);
    expect(vi.getTimerCount()).toBe(timersBefore);
  });

  it("writes the headers and the retry hint at once, then each frame's bytes as the hub gives them", () => {
    const { hub, viewers } = fakeHub();
    const res = new FakeResponse();
    createLiveStreams(hub).start(res as unknown as StreamResponse, viewer);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no" });
    // Document policies mean nothing on an event stream, and its header block lives as long as it.
    expect(res.removed).toEqual(expect.arrayContaining(["Content-Security-Policy", "Permissions-Policy"]));
    expect(res.removed).not.toContain("X-Content-Type-Options");
    const wire = Buffer.from("event: questions\nid: q00000001\ndata: []\n\n");
    const [subscribed] = viewers;
    subscribed.send({ event: "questions", id: "q00000001", data: [], wire } as LiveFrame);
    expect(res.written[0].toString()).toBe("retry: 3000\n\n");
    // The very buffer, not a copy.
    expect(res.written[1]).toBe(wire);
  });

  it("cuts a stream whose visitor stopped reading instead of keeping its events, and leaves the hub", async () => {
    const { hub, viewers } = fakeHub();
    const streams = createLiveStreams(hub);
    const res = new FakeResponse();
    streams.start(res as unknown as StreamResponse, viewer);
    const [subscribed] = viewers;
    res.writableLength = MAX_UNREAD_BYTES + 1;
    subscribed.send({ event: "questions", id: "q00000002", data: [], wire: Buffer.from("x") } as LiveFrame);
    expect(res.destroyed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(viewers.size).toBe(0);
    expect(streams.size).toBe(0);
  });

  it("ends with a spread reconnection hint when the hub closes it", async () => {
    const { hub } = fakeHub();
    const streams = createLiveStreams(hub);
    const res = new FakeResponse();
    streams.start(res as unknown as StreamResponse, viewer);
    hub.close();
    const retry = Number(/retry: (\d+)\n\n$/.exec(res.text())?.[1]);
    expect(retry).toBeGreaterThanOrEqual(3000);
    expect(retry).toBeLessThan(6000);
    expect(res.writableEnded).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.size).toBe(0);
  });

  it("writes the frames to a real connection as HTTP chunks that a client reads back whole, and ends it cleanly", async () => {
    vi.useRealTimers();
    const { hub, viewers } = fakeHub();
    const streams = createLiveStreams(hub);
    // What goes through the response's own write (the first bytes), not the frames: those go to the socket.
    let responseWrites = 0;
    const server = http.createServer((_req, res) => {
      const write = res.write.bind(res) as (chunk: Buffer) => boolean;
      res.write = ((chunk: Buffer) => (responseWrites++, write(chunk))) as typeof res.write;
      streams.start(res, viewer);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const clients = await Promise.all(
        [1, 2].map(
          () =>
            new Promise<{ text: () => string; ended: Promise<unknown> }>((resolve) => {
              http.get({ port, host: "127.0.0.1", path: "/" }, (response) => {
                let text = "";
                response.setEncoding("utf8");
                response.on("data", (chunk: string) => (text += chunk));
                const ended = once(response, "end");
                response.once("data", () => resolve({ text: () => text, ended }));
              });
            }),
        ),
      );
      const wire = Buffer.from('event: chat\nid: c7\ndata: [{"text":"¿Se oye?"}]\n\n');
      for (const subscribed of viewers) subscribed.send({ event: "chat", id: "c7", data: [], wire } as LiveFrame);
      hub.close();
      await Promise.all(clients.map((client) => client.ended));
      expect(responseWrites).toBe(2);
      for (const client of clients) {
        expect(client.text()).toMatch(/^retry: 3000\n\nevent: chat\nid: c7\ndata: \[\{"text":"¿Se oye\?"\}\]\n\nretry: \d+\n\n$/);
      }
    } finally {
      server.close();
    }
  });

  it("sends a frame the hub has at hand when the stream opens after the response's header, on a real connection", async () => {
    vi.useRealTimers();
    // The real hub gives a new viewer the last questions and chat at once, inside subscribe.
    const wire = Buffer.from("event: questions\nid: q1\ndata: []\n\n");
    const { hub } = fakeHub();
    const subscribe = hub.subscribe;
    hub.subscribe = (subscribed: LiveViewer) => {
      const leave = subscribe(subscribed);
      subscribed.send({ event: "questions", id: "q1", data: [], wire } as LiveFrame);
      return leave;
    };
    const streams = createLiveStreams(hub);
    const server = http.createServer((_req, res) => streams.start(res, viewer));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const text = await new Promise<string>((resolve, reject) => {
        const request = http.get({ port, host: "127.0.0.1", path: "/", agent: false }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
            if (body.includes("id: q1")) resolve(body);
          });
        });
        request.on("error", reject);
        setTimeout(() => reject(new Error("no frame in 2 s")), 2000).unref();
      });
      expect(text).toBe("retry: 3000\n\nevent: questions\nid: q1\ndata: []\n\n");
      hub.close();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("says at start when the open-files limit leaves room for fewer streams than an instance is sized for", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "limits-"));
    const limits = path.join(dir, "limits");
    writeFileSync(
      limits,
      "Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n",
    );
    expect(openFilesLimit(limits)).toBe(1024);
    expect(openFilesLimit(path.join(dir, "none"))).toBeNull();

    const warn = vi.fn();
    createLiveStreams(fakeHub().hub, { logger: { warn } as never, openFiles: 1024 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][1]).toMatch(/open-files limit \(ulimit -n\) is 1024: room for about 624 live-update streams, not 10000/);
    warn.mockClear();
    createLiveStreams(fakeHub().hub, { logger: { warn } as never, openFiles: STREAMS_PER_INSTANCE + 1000 });
    createLiveStreams(fakeHub().hub, { logger: { warn } as never, openFiles: 65536 });
    expect(warn).not.toHaveBeenCalled();
  });
});
