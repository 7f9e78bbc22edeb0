// The one client of the backend API: pooled keep-alive connections, explicit timeouts, the spec's
// headers and its status handling. Only files in app/backend/ build backend paths.
import { Readable } from "node:stream";
import { data } from "@remix-run/node";
import { Agent, errors as undiciErrors, type Dispatcher, type FormData } from "undici";
import type { Logger } from "pino";
import { LOCALES, type Locale } from "~/i18n/locales";
import { cacheKey, type CatalogueCache } from "./cache.server";
import type { Answer, AnswerSchema } from "./catalogue.schemas";

/** One backend call's span: its `traceparent` header goes with the call. */
type BackendSpan = {
  traceId: string;
  spanId: string;
  traceparent: string;
  /** `status`: the backend's, or null when none came (time-out, network error). */
  end(status: number | null, outcome: string): void;
};

/** The request's place in a W3C trace (server/trace.ts): its ids, and a new span for each backend call. */
export type RequestTrace = {
  traceId: string;
  spanId: string;
  sampled: boolean;
  call(name: string): BackendSpan;
};

/** How long the page being rendered may be served to other anonymous visitors; 0 once it used anything per-visitor. */
export type PageFreshness = { ms: number; never?: boolean };

export function notShareable(freshness: PageFreshness | undefined): void {
  if (!freshness) return;
  freshness.ms = 0;
  freshness.never = true;
}

export type BackendErrorKind =
  | "http"
  | "timeout"
  | "unavailable"
  /** The answer did not have the shape we rely on. */
  | "invalid";

export class BackendError extends Error {
  override name = "BackendError";
  constructor(
    readonly kind: BackendErrorKind,
    readonly status: number,
    /** The parsed body of the backend's answer; never shown to visitors. */
    readonly body: unknown,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
  /** The call's span, so that its log line can be found in the backend's logs. */
  trace?: { traceId: string; spanId: string };
  get forbidden() {
    return this.kind === "http" && this.status === 403;
  }
  get notFound() {
    return this.kind === "http" && this.status === 404;
  }
  get unavailable() {
    return this.kind === "timeout" || this.kind === "unavailable";
  }
  get logLevel(): "error" | "info" {
    return this.unavailable || this.status >= 500 ? "error" : "info";
  }
  /** Never the body: it may echo what the visitor sent. */
  get logged() {
    return { err: { message: this.message, kind: this.kind, status: this.status }, path: this.path, ...this.trace };
  }
}

export class BackendRedirect extends Error {
  override name = "BackendRedirect";
  constructor(readonly location: string) {
    super(`backend redirect to ${location}`);
  }
}

/** Every value put into a backend path must pass one of these, or it is a 404 before any call (no path traversal). */
const SEGMENT_SHAPES = {
  segment: /^(?!\.{1,2}$)[^/\\%?#\u0000-\u001f\u007f]{1,200}$/u,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  token: /^(?!\.{1,2}$)[A-Za-z0-9._~-]{1,512}$/,
} as const;

export function segment(value: string | number, shape: keyof typeof SEGMENT_SHAPES = "segment"): string {
  const text = String(value);
  if (!SEGMENT_SHAPES[shape].test(text)) {
    throw new BackendError("http", 404, null, `a path parameter that is not a ${shape} was refused before any call`);
  }
  return encodeURIComponent(text);
}

/** How old a live answer shown to anonymous visitors may be (their stream, with JavaScript, brings the rest). */
const LIVE_ANSWER_TTL_MS = 5000;

class NotFoundAnswer {
  constructor(readonly error: BackendError) {}
}

export type BackendOptions = {
  baseUrl: string;
  timeoutMs: number;
  agent: Dispatcher;
  cache?: CatalogueCache | null;
  /** Hosts besides the tenant's own that a `target_url` may lead to (REDIRECT_HOSTS). */
  redirectHosts?: readonly string[];
  /** Told of every call: its name, outcome (status class, `timeout`, `network_error`) and seconds (server/metrics.ts). */
  observe?: (call: string, outcome: string, seconds: number) => void;
};

export function createAgent(timeoutMs: number): Agent {
  return new Agent({
    connect: { timeout: Math.min(timeoutMs, 5000) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    connections: 128,
    // undici 8 would speak HTTP/2 to a TLS backend that offers it; the pool is sized and tested for HTTP/1.1.
    allowH2: false,
  });
}

export type RequestScope = {
  tenantToken: string;
  tenantHosts?: readonly string[];
  locale: Locale;
  requestId: string;
  freshness?: PageFreshness;
  trace?: RequestTrace;
  /** Writes one debug line per call, with the request id. */
  logger?: Logger;
};

export type Auth = {
  token: string;
  /** Called when the backend answers 403: the spec clears the stored auth. */
  onForbidden?: () => void;
};

type CallOptions<S extends AnswerSchema> = {
  /** The client's name for the call (`getSchedule`): the metrics' and traces' label. */
  name: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  schema: S;
  auth?: Auth | null;
  headers?: Record<string, string>;
  /** A public answer, the same for every anonymous visitor; ignored with a customer's token. */
  cache?: boolean;
  /** With `cache`: a live answer (questions, seats left), kept at most LIVE_ANSWER_TTL_MS. */
  live?: boolean;
  /**
   * With `cache` and a customer's token: the answer is the same for every customer of this group (the
   * chat's attendees), kept for the group; the caller has checked that the visitor belongs to it.
   */
  sharedWith?: string;
  /** The path as errors and logs may name it, when the real one holds a secret (an SSO token). */
  logPath?: string;
};

export type BinaryAnswer = {
  status: number;
  contentType: string;
  contentDisposition: string | null;
  contentLength: string | null;
  body: Readable;
};

export type Backend = ReturnType<typeof createBackend>;

const perRequest = new WeakMap<object, Backend>();

/** Made once per request, inside the app bundle, so the errors it throws are this bundle's classes. */
export function backendFor(context: {
  tenant: { token: string; hosts?: readonly string[] } | null;
  locale: Locale;
  requestId: string;
  trace?: RequestTrace;
  logger?: Logger;
  backendOptions: BackendOptions;
  refusal: { status: number; reason: string } | null;
  pageFreshness?: PageFreshness;
}): Backend {
  let backend = perRequest.get(context);
  if (!backend) {
    // No backend call for a refused request or one with no tenant; a body too large still gets the chrome's.
    if (context.refusal && context.refusal.reason !== "too-large")
      throw data({ reason: context.refusal.reason }, { status: context.refusal.status });
    if (!context.tenant) throw data({ reason: "not-found" }, { status: 404 });
    backend = createBackend(context.backendOptions, {
      tenantToken: context.tenant.token,
      tenantHosts: context.tenant.hosts,
      locale: context.locale,
      requestId: context.requestId,
      freshness: context.pageFreshness,
      trace: context.trace,
      logger: context.logger,
    });
    perRequest.set(context, backend);
  }
  return backend;
}

export function createBackend(options: BackendOptions, scope: RequestScope) {
  const { baseUrl, timeoutMs, agent, cache } = options;
  const redirectHosts = new Set([...(scope.tenantHosts ?? []), ...(options.redirectHosts ?? [])].map((host) => host.toLowerCase()));

  function headersFor(auth: Auth | null | undefined, extra?: Record<string, string>, json = true) {
    const headers: Record<string, string> = {
      accept: json ? "application/json" : "*/*",
      "x-tenant": scope.tenantToken,
      "x-locale": scope.locale,
      "x-request-id": scope.requestId,
      ...extra,
    };
    if (auth?.token) headers.authorization = `Bearer ${auth.token}`;
    return headers;
  }

  function urlFor(path: string, query?: CallOptions<AnswerSchema>["query"]) {
    const url = new URL(baseUrl + (path.startsWith("/") ? path : `/${path}`));
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
    }
    return url;
  }

  /** A file, streamed with no time-out (spec): the visitor leaving (the signal) ends it. */
  async function stream(path: string, url: URL, headers: Record<string, string>, name: string, signal?: AbortSignal) {
    const call = begin(name, headers);
    try {
      const response = await agent.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method: "GET",
        headers,
        signal,
        headersTimeout: 0,
        bodyTimeout: 0,
      });
      call.end(response.statusCode);
      return response;
    } catch (error) {
      throw call.failed(transportError(error, path));
    }
  }

  /** A call's span (its `traceparent` put in `headers`) and timer; `end` or `failed` records it once. */
  function begin(name: string, headers: Record<string, string>) {
    const span: BackendSpan | undefined = scope.trace?.call(name);
    if (span) headers.traceparent = span.traceparent;
    const start = performance.now();
    const record = (status: number | null, outcome: string) => {
      const ms = performance.now() - start;
      options.observe?.(name, outcome, ms / 1000);
      span?.end(status, outcome);
      scope.logger?.debug({ backendCall: name, outcome, ms: Math.round(ms), traceId: span?.traceId, spanId: span?.spanId }, "backend call");
    };
    return {
      end: (status: number) => record(status, `${Math.floor(status / 100)}xx`),
      failed(error: BackendError): BackendError {
        if (span) error.trace = { traceId: span.traceId, spanId: span.spanId };
        if (error.kind === "timeout" || error.kind === "unavailable") record(null, error.kind === "timeout" ? "timeout" : "network_error");
        return error;
      },
    };
  }

  async function fetchJson<S extends AnswerSchema>(
    path: string,
    url: URL,
    opts: CallOptions<S>,
    multipart?: FormData,
  ): Promise<{ value: Answer<S>; size: number }> {
    const body = multipart ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    const headers = headersFor(opts.auth, opts.headers);
    if (typeof body === "string") headers["content-type"] = "application/json";
    const named = opts.logPath ?? path;
    const call = begin(opts.name, headers);
    let answer: Awaited<ReturnType<typeof exchange>>;
    try {
      answer = await exchange(agent, {
        origin: url.origin,
        path: url.pathname + url.search,
        method: opts.method ?? "GET",
        headers,
        body,
        limitMs: timeoutMs,
        named,
      });
    } catch (error) {
      throw call.failed(transportError(error, named));
    }
    call.end(answer.status);
    const parsed = parseBody(answer.text, answer.contentType);
    const outcome = mapStatus(answer.status, parsed, named, redirectHosts);
    if (outcome.forbidden) opts.auth?.onForbidden?.();
    if (outcome.error) throw outcome.error instanceof BackendError ? call.failed(outcome.error) : outcome.error;
    const result = opts.schema.safeParse(parsed);
    if (!result.success) {
      throw call.failed(new BackendError("invalid", 502, parsed, `unexpected answer shape from ${named}: ${result.error.message}`, named));
    }
    return { value: result.data, size: answer.text.length };
  }

  return {
    scope,
    /** Drops a cached answer (or a group's, see `sharedWith`) in every language after the visitor's own write changed it. */
    forget(path: string, sharedWith?: string): void {
      const url = urlFor(path);
      for (const locale of LOCALES) cache?.forget(cacheKey(scope.tenantToken, locale, url.pathname + url.search, sharedWith));
    },

    async call<S extends AnswerSchema>(path: string, opts: CallOptions<S>): Promise<Answer<S>> {
      const url = urlFor(path, opts.query);
      const method = opts.method ?? "GET";
      if (cache && opts.cache && method === "GET" && (!opts.auth?.token || opts.sharedWith)) {
        const key = cacheKey(scope.tenantToken, scope.locale, url.pathname + url.search, opts.sharedWith);
        // A group's answer is never part of a page kept for anyone.
        if (opts.sharedWith) notShareable(scope.freshness);
        try {
          const value = await cache.get<Answer<S> | NotFoundAnswer>(
            key,
            () =>
              fetchJson(path, url, opts).catch((error: unknown) => {
                if (error instanceof BackendError && error.notFound) return { value: new NotFoundAnswer(error), size: 64 };
                throw error;
              }),
            opts.live ? LIVE_ANSWER_TTL_MS : undefined,
          );
          // A page made from cached answers may be kept as long as the first of them stays fresh.
          if (scope.freshness) scope.freshness.ms = Math.min(scope.freshness.ms, cache.remainingMs(key));
          if (value instanceof NotFoundAnswer) throw value.error;
          return value;
        } catch (error) {
          // "Not found" is an answer like any other (an activity without a campaign); a failure is not.
          if (!(error instanceof BackendError && error.notFound)) notShareable(scope.freshness);
          throw error;
        }
      }
      // Anything else (a customer's call, a write, a live answer) makes the page this visitor's own.
      notShareable(scope.freshness);
      return (await fetchJson(path, url, opts)).value;
    },

    /** Uploads: Blobs from `fs.openAsBlob` stream from disk; never cached. */
    async multipart<S extends AnswerSchema>(
      path: string,
      form: FormData,
      opts: Omit<CallOptions<S>, "method" | "body" | "cache" | "query">,
    ): Promise<Answer<S>> {
      notShareable(scope.freshness);
      return (await fetchJson(path, urlFor(path), { ...opts, method: "POST" }, form)).value;
    },

    /** Streamed with no time-out; `signal` cancels it; JSON inside the answer is an error. */
    async binary(
      path: string,
      opts: { name: string; auth?: Auth | null; query?: CallOptions<AnswerSchema>["query"]; signal?: AbortSignal },
    ): Promise<BinaryAnswer> {
      notShareable(scope.freshness);
      const response = await stream(path, urlFor(path, opts.query), headersFor(opts.auth, undefined, false), opts.name, opts.signal);
      const contentType = String(response.headers["content-type"] ?? "application/octet-stream");
      if (response.statusCode >= 300 || /json/i.test(contentType)) {
        const text = await response.body.text().catch(() => "");
        const parsed = parseBody(text, contentType);
        const outcome = mapStatus(response.statusCode, parsed, path, redirectHosts);
        if (outcome.forbidden) opts.auth?.onForbidden?.();
        throw outcome.error ?? new BackendError("http", 422, parsed, `JSON instead of a file from ${path}`, path);
      }
      // Spec: JSON content is an error whatever the type says; the first bytes tell.
      const { head, rest } = await peek(response.body, path);
      if (/^\s*[[{]/.test(head.subarray(0, 64).toString("latin1"))) {
        const { chunks, complete } = await collect(rest, JSON_IN_FILE_MAX_BYTES, path);
        const start = Buffer.concat([head, ...chunks]);
        const parsed = complete ? parseBody(start.toString("utf8"), "application/json") : null;
        if (typeof parsed === "object" && parsed !== null) {
          throw new BackendError("http", 422, parsed, `JSON instead of a file from ${path}`, path);
        }
        // A file that only looks like JSON at first (RTF starts with `{`): handed on whole.
        return fileAnswer(response, contentType, Readable.from(prepend(start, complete ? null : rest)));
      }
      return fileAnswer(response, contentType, Readable.from(prepend(head, rest)));
    },
  };
}

const JSON_IN_FILE_MAX_BYTES = 256 * 1024;

/**
 * One call's whole answer as text, through undici's dispatch with a handler of ours: `request`'s body
 * stream and a per-call AbortSignal cost about as much again as undici's own work (decision 031).
 * One timer bounds the whole call, a body that trickles in included.
 */
function exchange(
  agent: Dispatcher,
  call: {
    origin: string;
    path: string;
    method: string;
    headers: Record<string, string>;
    body?: string | FormData;
    limitMs: number;
    named: string;
  },
): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 0;
    let contentType = "";
    let controller: Dispatcher.DispatchController | null = null;
    let late: Error | null = null;
    const timer = setTimeout(() => {
      late = new BackendError("timeout", 503, null, `backend timeout for ${call.named}: no whole answer in ${call.limitMs} ms`, call.named);
      if (controller) controller.abort(late);
      else reject(late);
    }, call.limitMs);
    const failed = (error: unknown) => {
      clearTimeout(timer);
      reject(transportError(late ?? error, call.named));
    };
    try {
      agent.dispatch(
        { origin: call.origin, path: call.path, method: call.method as Dispatcher.HttpMethod, headers: call.headers, body: call.body },
        {
          onRequestStart(started) {
            controller = started;
            if (late) started.abort(late);
          },
          onResponseStart(_controller, statusCode, headers) {
            status = statusCode;
            contentType = String(headers["content-type"] ?? "");
            chunks.length = 0;
          },
          onResponseData(_controller, chunk) {
            chunks.push(chunk);
          },
          onResponseEnd() {
            clearTimeout(timer);
            resolve({ status, contentType, text: Buffer.concat(chunks).toString("utf8") });
          },
          onResponseError(_controller, error) {
            failed(error);
          },
        },
      );
    } catch (error) {
      failed(error);
    }
  });
}

function fileAnswer(response: Dispatcher.ResponseData, contentType: string, body: Readable): BinaryAnswer {
  return {
    status: response.statusCode,
    contentType,
    contentDisposition: header(response.headers["content-disposition"]),
    contentLength: header(response.headers["content-length"]),
    body,
  };
}

async function peek(body: Readable, path: string): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> }> {
  const rest = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const first = await rest.next();
    return { head: first.done ? Buffer.alloc(0) : Buffer.from(first.value), rest };
  } catch (error) {
    throw transportError(error, path);
  }
}

async function collect(rest: AsyncIterator<Buffer>, max: number, path: string): Promise<{ chunks: Buffer[]; complete: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      chunks.push(Buffer.from(next.value));
      size += next.value.length;
      if (size > max) return { chunks, complete: false };
    }
  } catch (error) {
    await rest.return?.();
    throw transportError(error, path);
  }
  return { chunks, complete: true };
}

/** Ending early (the visitor left) ends the backend's body. */
async function* prepend(head: Buffer, rest: AsyncIterator<Buffer> | null): AsyncGenerator<Buffer> {
  try {
    if (head.length) yield head;
    if (rest) for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest?.return?.();
  }
}

function header(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function parseBody(text: string, contentType: string): unknown {
  if (!text) return null;
  if (/json/i.test(contentType) || /^[[{]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The spec's status handling; a `target_url` may only lead to a path of this site or an allowed host (no open redirect). */
export function mapStatus(
  status: number,
  body: unknown,
  path: string,
  allowedHosts: ReadonlySet<string> = new Set(),
): { error: BackendError | BackendRedirect | null; forbidden: boolean } {
  if (status >= 200 && status < 300) return { error: null, forbidden: false };
  if (status === 302) {
    const target = body && typeof body === "object" ? (body as { target_url?: unknown }).target_url : undefined;
    if (typeof target === "string" && /^\/(?![/\\])/.test(target) && !/[\u0000-\u001f\\]/.test(target)) {
      return { error: new BackendRedirect(target), forbidden: false };
    }
    if (typeof target === "string" && /^https?:\/\//i.test(target)) {
      const host = hostOf(target);
      if (host && allowedHosts.has(host)) return { error: new BackendRedirect(new URL(target).href), forbidden: false };
      return {
        error: new BackendError("invalid", 502, null, `302 to a host that is not allowed (${host ?? "unreadable"}) from ${path}`, path),
        forbidden: false,
      };
    }
    return { error: new BackendError("invalid", 502, body, `302 without a usable target_url from ${path}`, path), forbidden: false };
  }
  return {
    error: new BackendError("http", status, body, `backend answered ${status} for ${path}`, path),
    forbidden: status === 403,
  };
}

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.username || parsed.password ? null : parsed.hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function transportError(error: unknown, path: string): BackendError {
  if (error instanceof BackendError) return error;
  const err = error as { name?: string; code?: string; message?: string };
  const timedOut =
    err?.name === "TimeoutError" ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError ||
    err?.code === "UND_ERR_HEADERS_TIMEOUT" ||
    err?.code === "UND_ERR_BODY_TIMEOUT" ||
    err?.code === "UND_ERR_CONNECT_TIMEOUT";
  const kind = timedOut ? "timeout" : "unavailable";
  return new BackendError(
    kind,
    503,
    null,
    `backend ${kind} for ${path}: ${err?.code ?? err?.name ?? ""} ${err?.message ?? ""}`.trim(),
    path,
  );
}
