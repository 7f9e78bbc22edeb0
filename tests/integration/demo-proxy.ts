// The demo API behind a recording proxy that can answer some calls itself and remembers the bearer
// tokens the backend issued.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { pathTo } from "../../app/paths";
import { startDemoApi } from "../../demo-api/app";
import {
  TEST_SESSION_SECRET,
  get,
  post,
  setCookies,
  startFakeBackend,
  startPortal,
  stopAllPortals,
  type FakeBackend,
  type Portal,
  type SimpleResponse,
} from "./harness";

/** Answers the call itself (returns true) or lets it through to the demo API. */
export type Override = (req: IncomingMessage, res: ServerResponse) => boolean;

export type DemoProxy = FakeBackend & {
  /** The demo API itself (for `/__demo/*`). */
  apiUrl: string;
  /** Bearer tokens the demo API issued through this proxy (login, two-factor...), in order. */
  tokens: string[];
  override: Override | null;
  /** Calls received by path, e.g. `calls("POST", "/customer/login")`. */
  calls(method: string, path: string): number;
};

/** A demo proxy and a portal on it (the tests' session secret), started before the file's tests and stopped after. */
export function useDemoPortal(): { proxy: DemoProxy; portal: Portal } {
  const started = {} as { proxy: DemoProxy; portal: Portal };
  beforeAll(async () => {
    started.proxy = await startDemoProxy();
    started.portal = await startPortal({ API_BASE_URL: started.proxy.url, SESSION_SECRET: TEST_SESSION_SECRET });
  });
  afterAll(() => stopDemoPortal(started.proxy));
  return started;
}

export async function stopDemoPortal(proxy: DemoProxy | undefined): Promise<void> {
  await stopAllPortals();
  await proxy?.close();
}

export async function startDemoProxy(): Promise<DemoProxy> {
  const api = await startDemoApi({ port: 0, host: "127.0.0.1" });
  const tokens: string[] = [];
  // eslint-disable-next-line prefer-const -- assigned once the proxy exists; the handler reads it later
  let proxy: DemoProxy;
  const fake = await startFakeBackend((req, res) => {
    if (proxy.override?.(req, res)) return;
    const headers = { ...req.headers };
    delete headers["accept-encoding"]; // plain JSON, so that issued tokens can be read
    delete headers.host;
    const upstream = http.request(`${api.url}${req.url}`, { method: req.method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.concat(chunks);
        try {
          const token = JSON.parse(body.toString("utf8"))?.data?.token;
          if (typeof token === "string" && token) tokens.push(token);
        } catch {
          // not JSON
        }
        const { "transfer-encoding": _chunked, ...answerHeaders } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...answerHeaders, "content-length": String(body.length) });
        res.end(body);
      });
    });
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const close = fake.close;
  proxy = Object.assign(fake, {
    apiUrl: api.url,
    tokens,
    override: null,
    calls: (method: string, path: string) => fake.requests.filter((r) => r.method === method && r.url.split("?")[0] === path).length,
    close: async () => {
      await close();
      await api.close();
    },
  });
  return proxy;
}

/** An answer of the backend's shape. */
export function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export const DEMO_PASSWORD = "Demo-2026!";

/** `name=value` of the last Set-Cookie for `name` (what the browser keeps), or undefined. */
export function cookiePair(response: SimpleResponse, name: string): string | undefined {
  const last = setCookies(response)
    .filter((c) => c.startsWith(`${name}=`))
    .at(-1);
  return last?.split(";")[0];
}

/** The full Set-Cookie lines for `name`. */
export function cookieLines(response: SimpleResponse, name: string): string[] {
  return setCookies(response).filter((c) => c.startsWith(`${name}=`));
}

/** The attributes of a Set-Cookie line, lower-cased names. */
export function attributes(line: string): Record<string, string> {
  return Object.fromEntries(
    line
      .split(";")
      .slice(1)
      .map((part) => part.trim().split("="))
      .map(([name, ...value]) => [name!.toLowerCase(), value.join("=")]),
  );
}

/** True when this Set-Cookie line removes the cookie. */
export function removesCookie(line: string): boolean {
  return /^[^=]+=;/.test(line) || /Max-Age=0\b/i.test(line) || /Expires=Thu, 01 Jan 1970/i.test(line);
}

/** Logs in through the portal's login form; returns the response (302) and the session cookie pair. */
export async function logIn(
  portalUrl: string,
  email: string,
  options: { remember?: boolean; origin?: string; path?: string; host?: string } = {},
): Promise<{ response: SimpleResponse; cookie: string }> {
  const form: Record<string, string> = { intent: "login", email, password: DEMO_PASSWORD, website: "" };
  if (options.remember) form.remember = "on";
  if (options.origin !== undefined) form.origin = options.origin;
  const response = await post(portalUrl + (options.path ?? pathTo("login")), form, { host: options.host });
  const cookie = cookiePair(response, "__Host-session");
  if (response.status !== 302 || !cookie) {
    throw new Error(`login of ${email} failed: ${response.status}\n${response.text.slice(0, 2000)}`);
  }
  return { response, cookie };
}

/** GET with a cookie. */
export function getWith(url: string, cookie: string, headers: Record<string, string> = {}) {
  return get(url, { headers: { cookie, ...headers } });
}

/** The idempotency key of the form on the page at `url`, as `cookie`'s customer gets it. */
export async function formKey(url: string, cookie: string): Promise<string> {
  const page = await getWith(url, cookie);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.text)?.[1];
  if (page.status !== 200 || !key) throw new Error(`${url}: ${page.status}, no idempotency key`);
  return key;
}
