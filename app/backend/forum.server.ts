// The forum's login (spec doc 2, "Forum"): after a portal login, the e-mail (as `username`) and
// the password are posted to the tenant's forum login endpoint, whose answer carries `sid`. The
// forum is a third party: it gets neither the tenant token nor the customer's bearer token, it has
// its own connection pool and a short time-out (FORUM_TIMEOUT_MS, apart from API_TIMEOUT_MS), and
// its failure is an outcome to report, never an exception: the portal login must not depend on it.
import { Agent, type Dispatcher } from "undici";
import { transportError } from "./client.server";

export type ForumOptions = {
  /** The forum's own pool: a slow forum never holds the backend's connections. */
  agent: Dispatcher;
  /** The whole exchange (connect, answer, body) must fit in this. */
  timeoutMs: number;
};

export function createForumAgent(timeoutMs: number): Agent {
  return new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
    connections: 16,
  });
}

/**
 * Where the login goes: an absolute URL as it is; a path (`/__demo/forum/login`) appended to the
 * backend's URL as backend paths are, so the demo tenant's forum follows the embedded demo API to
 * whatever port it got (the tenants file validated the form: app/tenancy/tenants.server.ts).
 */
export function forumLoginUrl(loginUrl: string, backendBaseUrl: string): URL {
  return new URL(loginUrl.startsWith("/") ? backendBaseUrl.replace(/\/+$/, "") + loginUrl : loginUrl);
}

/**
 * RFC 6265's cookie-octets, up to 1 KiB: a sid outside them could only be stored encoded, and the
 * forum would not recognise it.
 */
const SID = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{1,1024}$/;
/** More than a `{sid}` answer needs; a bigger body is not read to its end. */
const MAX_ANSWER_BYTES = 64 * 1024;

type ForumFailure =
  /** No answer within the time-out. */
  | "timeout"
  /** Refused, reset, unknown host. */
  | "unavailable"
  /** An answer outside 2xx (a redirect included: it is not followed). */
  | "http"
  /** A 2xx without a usable sid. */
  | "invalid";

export type ForumLoginResult = { ok: true; sid: string } | { ok: false; reason: ForumFailure; status?: number };

/**
 * Posts `{username, password}` as JSON (the spec does not show the encoding; JSON as for the
 * backend's calls) and reads `sid` from the JSON answer (`{sid}`, or `{data: {sid}}` as the
 * backend wraps its answers). Never throws. The password is only in the body sent here.
 */
export async function forumLogin(
  options: ForumOptions,
  url: URL,
  credentials: { username: string; password: string },
): Promise<ForumLoginResult> {
  let response: Dispatcher.ResponseData;
  try {
    response = await options.agent.request({
      origin: url.origin,
      path: url.pathname + url.search,
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ username: credentials.username, password: credentials.password }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    return { ok: false, reason: transportError(error, url.pathname).kind === "timeout" ? "timeout" : "unavailable" };
  }
  const status = response.statusCode;
  if (status < 200 || status >= 300) {
    await response.body.dump().catch(() => {});
    return { ok: false, reason: "http", status };
  }
  let text: string;
  try {
    text = await readAtMost(response.body, MAX_ANSWER_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, reason: "invalid", status };
    return { ok: false, reason: transportError(error, url.pathname).kind === "timeout" ? "timeout" : "unavailable", status };
  }
  const sid = sidOf(text);
  return sid ? { ok: true, sid } : { ok: false, reason: "invalid", status };
}

function sidOf(text: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const field = (value: unknown, name: string): unknown =>
    value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;
  const sid = field(json, "sid") ?? field(field(json, "data"), "sid");
  return typeof sid === "string" && SID.test(sid) ? sid : null;
}

class TooLarge extends Error {}

async function readAtMost(body: Dispatcher.ResponseData["body"], limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      body.destroy();
      throw new TooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}
