// Black-box helpers: the compiled server spawned in production mode and spoken to over HTTP.
import { gunzipSync } from "node:zlib";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { request } from "undici";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const START_TIMEOUT_MS = 30_000;
export const FAILURE_KILL_MS = 20_000;
/** Long enough for `SESSION_SECRET` validation (>= 32 characters). */
export const TEST_SESSION_SECRET = "integration-test-secret-0123456789abcdef";

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null };

export type Portal = {
  url: string;
  port: number;
  /** Every stdout and stderr line so far. */
  logs(): string[];
  /** The stdout lines that are JSON (pino), parsed. */
  jsonLogs(): Array<Record<string, any>>;
  /** Resolves with the first log line (parsed) matching, waiting for it up to `timeoutMs`. */
  waitForLog(predicate: (line: Record<string, any>) => boolean, timeoutMs?: number): Promise<Record<string, any>>;
  /** Resolves once the process has exited (whoever stopped it). */
  exited: Promise<ExitInfo>;
  stop(signal?: NodeJS.Signals): Promise<ExitInfo>;
  process: ChildProcess;
};

const running = new Set<ChildProcess>();
const cleanups = new Set<() => void | Promise<void>>();

/** The compiled server; `npm run build` makes it. */
export const SERVER_ARGS = ["--enable-source-maps", "build/host/server.js"];

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  // Production, as deployed; the demo API when a test names no backend; the demo tenants when it
  // names no tenants file; no drain delay unless a test measures the drain.
  // Metrics only where a test reads them (METRICS_PORT=0: any free port), or parallel portals would share 9464.
  const defaults: Record<string, string> = {
    NODE_ENV: "production",
    PORT: "0",
    LOG_LEVEL: "info",
    DRAIN_DELAY_MS: "0",
    METRICS_PORT: "off",
  };
  if (!env.API_BASE_URL && env.DEMO_API === undefined) defaults.DEMO_API = "true";
  if (env.TENANTS_FILE === undefined) defaults.TENANTS_FILE = path.join(ROOT, "demo-api", "tenants.json");
  const merged: NodeJS.ProcessEnv = { ...process.env, ...defaults, ...env };
  // vitest's own variables must not leak into the portal's config.
  for (const key of Object.keys(merged)) if (key.startsWith("VITEST")) delete merged[key];
  return merged;
}

function spawnPortal(env: Record<string, string>, args = SERVER_ARGS, exactEnv = false, command = process.execPath): ChildProcess {
  // Another command (npm) runs in its own process group, killed whole at the end: nothing it started outlives the tests.
  const group = command !== process.execPath;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: exactEnv ? { ...process.env, ...env } : childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
    detached: group,
  });
  if (group && child.pid) {
    const pid = child.pid;
    cleanups.add(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // The group is gone already.
      }
    });
  }
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

function exitPromise(child: ChildProcess): Promise<ExitInfo> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode as NodeJS.Signals | null });
  }
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
}

function parseJson(line: string): Record<string, any> | null {
  if (!line.startsWith("{")) return null;
  try {
    return JSON.parse(line) as Record<string, any>;
  } catch {
    return null;
  }
}

export async function startPortal(
  env: Record<string, string> = {},
  opts: {
    timeoutMs?: number;
    /** Another command than the compiled server (`scripts/start.mjs`), with `env` as given. */ args?: string[];
    /** Another program than node (`npm`), run with `args`. */
    command?: string;
  } = {},
): Promise<Portal> {
  const child = opts.args ? spawnPortal(env, opts.args, true, opts.command) : spawnPortal(env);
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const exited = exitPromise(child);
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => {
      lines.push(line);
      for (const listener of listeners) listener(line);
    });
  }

  const timeoutMs = opts.timeoutMs ?? START_TIMEOUT_MS;
  const port = await new Promise<number>((resolve, reject) => {
    const done = (error: Error | null, value?: number) => {
      clearTimeout(timer);
      listeners.delete(onLine);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve(value!);
    };
    const onLine = (line: string) => {
      const json = parseJson(line);
      if (json && typeof json.msg === "string" && json.msg.startsWith("listening on") && typeof json.port === "number") {
        done(null, json.port);
      }
    };
    const onExit = (code: number | null, signal: string | null) =>
      // Let the last lines reach `lines` before reporting.
      setImmediate(() => done(new Error(`portal exited before listening (code ${code}, signal ${signal}):\n${lines.join("\n")}`)));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      done(new Error(`portal did not report "listening on" within ${timeoutMs} ms:\n${lines.join("\n")}`));
    }, timeoutMs);
    listeners.add(onLine);
    child.once("exit", onExit);
    for (const line of lines) onLine(line);
  });

  const jsonLogs = () => lines.map(parseJson).filter((line): line is Record<string, any> => line !== null);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    exited,
    logs: () => [...lines],
    jsonLogs,
    waitForLog(predicate, waitMs = 5000) {
      const found = jsonLogs().find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(onLine);
          reject(new Error(`no matching log line within ${waitMs} ms:\n${lines.join("\n")}`));
        }, waitMs);
        const onLine = (line: string) => {
          const json = parseJson(line);
          if (json && predicate(json)) {
            clearTimeout(timer);
            listeners.delete(onLine);
            resolve(json);
          }
        };
        listeners.add(onLine);
      });
    },
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      const info = await exited;
      clearTimeout(killer);
      return info;
    },
  };
}

/** For configurations the portal must refuse: resolves once it exits (killed after 20 s). */
export async function runPortalExpectingFailure(
  env: Record<string, string>,
  opts: { killAfterMs?: number } = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const child = spawnPortal(env);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const killer = setTimeout(() => child.kill("SIGKILL"), opts.killAfterMs ?? FAILURE_KILL_MS);
  const closed = once(child, "close");
  const { code, signal } = await exitPromise(child);
  await closed; // all output read
  clearTimeout(killer);
  return { code, signal, output };
}

/** Kills every portal still running and runs registered cleanups: call from `afterAll`. */
export async function stopAllPortals(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      const exited = exitPromise(child);
      child.kill("SIGKILL");
      await exited;
    }),
  );
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    await cleanup();
  }
}
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export type SimpleResponse = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * One HTTP request, redirects never followed. `host` sets the Host header (undici's `request`
 * allows it, unlike fetch). A fresh connection each time unless `keepAlive` is set.
 */
export async function get(
  url: string,
  options: {
    host?: string;
    headers?: Record<string, string>;
    method?: "GET" | "POST" | "HEAD";
    body?: string | Buffer;
    redirect?: "manual";
  } = {},
): Promise<SimpleResponse> {
  const headers: Record<string, string> = { connection: "close", ...options.headers };
  if (options.host) headers.host = options.host;
  const response = await request(url, {
    method: options.method ?? "GET",
    headers,
    body: options.body,
  });
  // A gzipped answer is read as a browser reads it (gunzip checks its CRC and length).
  const bytes = Buffer.from(await response.body.arrayBuffer());
  const text = (response.headers["content-encoding"] === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
  return { status: response.statusCode, headers: response.headers, text };
}

/** A form POST (application/x-www-form-urlencoded). */
export function post(url: string, form: Record<string, string>, options: { host?: string; headers?: Record<string, string> } = {}) {
  return get(url, {
    method: "POST",
    host: options.host,
    body: new URLSearchParams(form).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
  });
}

export function header(response: SimpleResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

export function setCookies(response: SimpleResponse): string[] {
  const value = response.headers["set-cookie"];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export type RawResponse = { status: number; headers: Record<string, string>; text: string; raw: string };

/**
 * Writes bytes as they are (for request lines clients would percent-encode) on a fresh connection,
 * `Connection: close`, and parses the answer (chunked or not).
 */
export async function rawRequest(port: number, head: Buffer | string, options: { localAddress?: string } = {}): Promise<RawResponse> {
  const { socket, received } = await rawConnection(port, options);
  socket.write(head);
  await once(socket, "close");
  return received();
}

/** A fresh connection to write raw bytes on; `received()` parses what has come back, `answered()` says whether anything has. */
export async function rawConnection(
  port: number,
  options: { localAddress?: string } = {},
): Promise<{ socket: net.Socket; received: () => RawResponse; answered: () => boolean }> {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress: options.localAddress });
  await once(socket, "connect");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.on("error", () => {});
  return { socket, received: () => parseRawResponse(Buffer.concat(chunks).toString("utf8")), answered: () => chunks.length > 0 };
}

export function parseRawResponse(raw: string): RawResponse {
  const end = raw.indexOf("\r\n\r\n");
  const headLines = raw.slice(0, end).split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(headLines[0] ?? "")?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of headLines.slice(1)) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  let body = raw.slice(end + 4);
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
    let decoded = "";
    let rest = body;
    for (;;) {
      const lineEnd = rest.indexOf("\r\n");
      if (lineEnd < 0) break;
      const size = parseInt(rest.slice(0, lineEnd), 16);
      if (!size) break;
      decoded += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 2 + size + 2);
    }
    body = decoded;
  }
  return { status, headers, text: body, raw };
}

export type KeepAliveConnection = {
  socket: net.Socket;
  /** GET on this same connection; rejects if the connection is (or gets) closed before a full answer. */
  request(path: string, headers?: Record<string, string>): Promise<RawResponse>;
  /** Resolves when the server (or anyone) closes the connection. */
  closed: Promise<void>;
  isClosed(): boolean;
};

/** One persistent HTTP/1.1 connection, for keep-alive and draining tests. */
export async function openKeepAlive(port: number, host = "localhost"): Promise<KeepAliveConnection> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  let buffer = Buffer.alloc(0);
  let closedFlag = false;
  let waiter: { resolve(r: RawResponse): void; reject(e: Error): void } | null = null;
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));

  const tryComplete = () => {
    if (!waiter) return;
    const text = buffer.toString("latin1");
    const end = text.indexOf("\r\n\r\n");
    if (end < 0) return;
    const head = text.slice(0, end);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let total: number | null = null;
    if (length) total = end + 4 + Number(length[1]);
    else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const terminator = text.indexOf("\r\n0\r\n\r\n", end);
      if (terminator >= 0) total = terminator + 7;
    }
    if (total === null || buffer.length < total) return;
    const raw = buffer.subarray(0, total).toString("utf8");
    buffer = buffer.subarray(total);
    const current = waiter;
    waiter = null;
    current.resolve(parseRawResponse(raw));
  };
  socket.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    tryComplete();
  });
  socket.on("error", () => {});
  socket.once("close", () => {
    closedFlag = true;
    waiter?.reject(new Error("connection closed before a complete answer"));
    waiter = null;
  });

  return {
    socket,
    closed,
    isClosed: () => closedFlag || socket.destroyed,
    request(path, headers = {}) {
      if (closedFlag || socket.destroyed) return Promise.reject(new Error("connection already closed"));
      return new Promise<RawResponse>((resolve, reject) => {
        waiter = { resolve, reject };
        const lines = [
          `GET ${path} HTTP/1.1`,
          `Host: ${host}`,
          "Connection: keep-alive",
          ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
        ];
        socket.write(`${lines.join("\r\n")}\r\n\r\n`, (error) => {
          if (error && waiter) {
            waiter = null;
            reject(error);
          }
        });
      });
    },
  };
}

export type FakeBackend = {
  url: string;
  port: number;
  /** Requests received so far (method and path). */
  requests: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }>;
  close(): Promise<void>;
};

/** A controllable stand-in for the backend API on 127.0.0.1 (any free port). */
export async function startFakeBackend(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<FakeBackend> {
  const requests: FakeBackend["requests"] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers });
    handler(req, res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }));
  cleanups.add(close);
  return { url: `http://127.0.0.1:${port}`, port, requests, close };
}

/**
 * A fake backend where ana@example.com logs in (token `tok`) and is who the private area's pages
 * check (`GET /customer`); every other request goes to `handler`, with a JSON answerer.
 */
export function startFakeCustomerBackend(
  handler: (req: IncomingMessage, res: ServerResponse, json: (status: number, body: unknown) => void) => void,
): Promise<FakeBackend> {
  return startFakeBackend((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.url === "/customer/login") return json(200, { data: { token: "tok", has_missing_fields: false, missing_required_fields: [] } });
    // A page that needs login checks the token with the backend first.
    if (req.url === "/customer") return json(200, { data: { email: "ana@example.com", name: "Ana" } });
    handler(req, res, json);
  });
}

/** A port nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A temporary directory, removed by `stopAllPortals`. */
export function tempDir(prefix = "portal-it-"): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function writeTemp(dir: string, name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

/** The `<title>` of an HTML page. */
export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** `lang` of the `<html>` element. */
export function htmlLang(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
