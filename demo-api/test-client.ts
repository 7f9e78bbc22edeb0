// The demo API's tests call it over HTTP as the portal does (JSON, `X-Tenant`, a bearer, an
// `Idempotency-Key`): one client for all of them.
import { afterEach, beforeEach, expect } from "vitest";
import { resetDemoState, startDemoApi, type RunningDemoApi } from "./app";

const DEMO_PASSWORD = "Demo-2026!";

export interface Answer {
  status: number;
  headers: Headers;
  /** Answers of every shape: the tests read what they expect. */
  body: any;
}

type CallOptions = { bearer?: string; body?: unknown; tenant?: string; locale?: string; key?: string; headers?: Record<string, string> };

/** `baseUrl` is read at each call (each test starts its own demo API); `tenant` is the default `X-Tenant`. */
export function demoClient(baseUrl: () => string, tenant: string) {
  async function call(method: "GET" | "POST" | "PUT" | "DELETE", path: string, opts: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { Accept: "application/json", "X-Tenant": opts.tenant ?? tenant, ...opts.headers };
    if (opts.locale) headers["X-Locale"] = opts.locale;
    if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
    if (opts.key) headers["Idempotency-Key"] = opts.key;
    if (opts.body !== undefined) headers["Content-Type"] = "application/json";
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  }

  /** Logs `email` in (the seeded password) and gives its bearer token. */
  async function tokenOf(email: string, on = tenant): Promise<string> {
    const { status, body } = await call("POST", "/customer/login", {
      tenant: on,
      body: { user: { email, password: DEMO_PASSWORD }, remember: false },
    });
    expect(status, email).toBe(200);
    return body.data.token as string;
  }

  return { call, tokenOf };
}

/** Each test of the file gets a fresh demo API (state reset) on its own port; `url()` is the running one's. */
export function freshDemoApiPerTest(): { url: () => string } {
  let api: RunningDemoApi | undefined;
  beforeEach(async () => {
    resetDemoState();
    api = await startDemoApi();
  });
  afterEach(async () => {
    await api?.close();
  });
  return { url: () => api!.url };
}
