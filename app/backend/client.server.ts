// The one client of the backend API: pooled keep-alive connections, explicit timeouts, the spec's
// headers and its status handling. Only files in app/backend/ build backend paths.
import { data } from "@remix-run/node";
import { Agent, errors as undiciErrors, type Dispatcher, type FormData } from "undici";
import type { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { cacheKey, type CatalogueCache } from "./cache.server";

export type BackendErrorKind =
  /** The backend answered with an error status. */
  | "http"
  /** No answer within API_TIMEOUT_MS. */
  | "timeout"
  /** Connection refused, reset, DNS failure. */
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
  get forbidden() {
    return this.kind === "http" && this.status === 403;
  }
  get notFound() {
    return this.kind === "http" && this.status === 404;
  }
  /** No answer at all (dead or too slow): the visitor should try again later. */
  get unavailable() {
    return this.kind === "timeout" || this.kind === "unavailable";
  }
}

/** A 302 from the backend: the visitor must go to `location` (the spec's `target_url`). */
export class BackendRedirect extends Error {
  override name = "BackendRedirect";
  constructor(readonly location: string) {
    super(`backend redirect to ${location}`);
  }
}

export type BackendOptions = {
  baseUrl: string;
  timeoutMs: number;
  agent: Dispatcher;
  /** Public catalogue answers; null disables caching. */
  cache?: CatalogueCache | null;
};

export function createAgent(timeoutMs: number): Agent {
  return new Agent({
    connect: { timeout: Math.min(timeoutMs, 5000) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    connections: 128,
  });
}

export type RequestScope = {
  tenantToken: string;
  locale: Locale;
  requestId: string;
};

export type Auth = {
  token: string;
  /** Called when the backend answers 403: the spec clears the stored auth. */
  onForbidden?: () => void;
};

type CallOptions<S extends z.ZodTypeAny> = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  schema: S;
  auth?: Auth | null;
  /** Extra headers, e.g. X-Networking-Conference. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * A public catalogue answer, the same for every anonymous visitor of this tenant and language:
   * cached. Ignored when the call carries a customer's token.
   */
  cache?: boolean;
};

export type BinaryAnswer = {
  status: number;
  contentType: string;
  contentDisposition: string | null;
  contentLength: string | null;
  /** A Node Readable (undici BodyReadable): pipe it to the visitor without buffering. */
  body: Dispatcher.ResponseData["body"];
};

export type Backend = ReturnType<typeof createBackend>;

const perRequest = new WeakMap<object, Backend>();

/**
 * The backend client of this request (tenant token, locale, request id), made once per request.
 * It is made here, inside the app bundle, so that the errors it throws are this bundle's classes.
 */
export function backendFor(context: {
  tenant: { token: string } | null;
  locale: Locale;
  requestId: string;
  backendOptions: BackendOptions;
  refusal: { status: number; reason: string } | null;
}): Backend {
  let backend = perRequest.get(context);
  if (!backend) {
    // No backend call for a request the host refused (maintenance, cross-site) or with no tenant:
    // the root loader answers those with the global error page.
    if (context.refusal) throw data({ reason: context.refusal.reason }, { status: context.refusal.status });
    if (!context.tenant) throw data({ reason: "not-found" }, { status: 404 });
    backend = createBackend(context.backendOptions, {
      tenantToken: context.tenant.token,
      locale: context.locale,
      requestId: context.requestId,
    });
    perRequest.set(context, backend);
  }
  return backend;
}

/** A client bound to one request's tenant, locale and request id. */
export function createBackend(options: BackendOptions, scope: RequestScope) {
  const { baseUrl, timeoutMs, agent, cache } = options;

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

  function urlFor(path: string, query?: CallOptions<z.ZodTypeAny>["query"]) {
    const url = new URL(baseUrl + (path.startsWith("/") ? path : `/${path}`));
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
    }
    return url;
  }

  async function send(
    path: string,
    init: { method: string; url: URL; headers: Record<string, string>; body?: string | FormData; signal?: AbortSignal; untimed?: boolean },
  ) {
    try {
      return await agent.request({
        origin: init.url.origin,
        path: init.url.pathname + init.url.search,
        method: init.method as Dispatcher.HttpMethod,
        headers: init.headers,
        body: init.body,
        signal: init.signal,
        // Files are downloaded "with no time-out" (spec): a certificate made on the fly may take its
        // time; the visitor going away (the signal) is what ends such a request.
        ...(init.untimed ? { headersTimeout: 0, bodyTimeout: 0 } : {}),
      });
    } catch (error) {
      throw transportError(error, path);
    }
  }

  /** One JSON round trip: the validated answer and its size (for the cache's bound). */
  async function fetchJson<S extends z.ZodTypeAny>(
    path: string,
    url: URL,
    opts: CallOptions<S>,
    multipart?: FormData,
  ): Promise<{ value: z.output<S>; size: number }> {
    const method = opts.method ?? "GET";
    const body = multipart ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    const headers = headersFor(opts.auth, opts.headers);
    // undici sets multipart's content-type (with its boundary) and length itself.
    if (typeof body === "string") headers["content-type"] = "application/json";
    const response = await send(path, { method, url, headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? timeoutMs) });
    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw transportError(error, path);
    }
    const parsed = parseBody(text, String(response.headers["content-type"] ?? ""));
    const outcome = mapStatus(response.statusCode, parsed, path);
    if (outcome.forbidden) opts.auth?.onForbidden?.();
    if (outcome.error) throw outcome.error;
    const result = opts.schema.safeParse(parsed);
    if (!result.success) {
      throw new BackendError("invalid", 502, parsed, `unexpected answer shape from ${path}: ${result.error.message}`, path);
    }
    return { value: result.data, size: text.length };
  }

  return {
    scope,
    /** A JSON call: returns the validated answer, or throws BackendError / BackendRedirect. */
    async call<S extends z.ZodTypeAny>(path: string, opts: CallOptions<S>): Promise<z.output<S>> {
      const url = urlFor(path, opts.query);
      const method = opts.method ?? "GET";
      if (cache && opts.cache && method === "GET" && !opts.auth?.token) {
        const key = cacheKey(scope.tenantToken, scope.locale, url.pathname + url.search);
        return cache.get(key, () => fetchJson(path, url, opts));
      }
      return (await fetchJson(path, url, opts)).value;
    },

    /**
     * A POST of `multipart/form-data` (uploads): files given as Blobs (`fs.openAsBlob`) are streamed
     * from disk, never held in memory. Same headers, timeout and status mapping as `call`; never cached.
     */
    async multipart<S extends z.ZodTypeAny>(path: string, form: FormData, opts: Omit<CallOptions<S>, "method" | "body" | "cache" | "query">): Promise<z.output<S>> {
      return (await fetchJson(path, urlFor(path), { ...opts, method: "POST" }, form)).value;
    },

    /**
     * A binary download: streamed, with no time-out; `signal` (the visitor's request) cancels it.
     * JSON inside the answer is an error.
     */
    async binary(
      path: string,
      opts: { auth?: Auth | null; query?: CallOptions<z.ZodTypeAny>["query"]; signal?: AbortSignal } = {},
    ): Promise<BinaryAnswer> {
      const response = await send(path, {
        method: "GET",
        url: urlFor(path, opts.query),
        headers: headersFor(opts.auth, undefined, false),
        signal: opts.signal,
        untimed: true,
      });
      const contentType = String(response.headers["content-type"] ?? "application/octet-stream");
      if (response.statusCode >= 300 || /json/i.test(contentType)) {
        const text = await response.body.text().catch(() => "");
        const parsed = parseBody(text, contentType);
        const outcome = mapStatus(response.statusCode, parsed, path);
        if (outcome.forbidden) opts.auth?.onForbidden?.();
        throw outcome.error ?? new BackendError("http", 422, parsed, `JSON instead of a file from ${path}`, path);
      }
      return {
        status: response.statusCode,
        contentType,
        contentDisposition: header(response.headers["content-disposition"]),
        contentLength: header(response.headers["content-length"]),
        body: response.body,
      };
    },
  };
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

/**
 * The spec's status handling, as a pure function: 2xx passes, 302 with `target_url` redirects,
 * 403 clears the session (the caller's `onForbidden`), everything else is a typed error.
 */
export function mapStatus(
  status: number,
  body: unknown,
  path: string,
): { error: BackendError | BackendRedirect | null; forbidden: boolean } {
  if (status >= 200 && status < 300) return { error: null, forbidden: false };
  if (status === 302) {
    const target = body && typeof body === "object" ? (body as { target_url?: unknown }).target_url : undefined;
    if (typeof target === "string" && /^(https?:\/\/|\/(?!\/))/.test(target)) {
      return { error: new BackendRedirect(target), forbidden: false };
    }
    return { error: new BackendError("invalid", 502, body, `302 without a usable target_url from ${path}`, path), forbidden: false };
  }
  return {
    error: new BackendError("http", status, body, `backend answered ${status} for ${path}`, path),
    forbidden: status === 403,
  };
}

/** Maps undici's and the abort signal's failures to our two kinds. */
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
  return new BackendError(kind, 503, null, `backend ${kind} for ${path}: ${err?.code ?? err?.name ?? ""} ${err?.message ?? ""}`.trim(), path);
}
