// The tenant forum's login after a portal login (spec doc 2, "Forum"; decision 011). The forum is a
// third party: it never gets the tenant or bearer token, and its failure never fails the portal login.
import { Agent, type Dispatcher } from "undici";
import { transportError } from "./client.server";

export type ForumOptions = {
  /** Its own pool: a slow forum never holds the backend's connections. */
  agent: Dispatcher;
  timeoutMs: number;
};

export function createForumAgent(timeoutMs: number): Agent {
  return new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
    connections: 16,
    allowH2: false,
  });
}

/** A path is appended to the backend's URL, so the demo forum follows the demo API's port. */
export function forumLoginUrl(loginUrl: string, backendBaseUrl: string): URL {
  return new URL(loginUrl.startsWith("/") ? backendBaseUrl.replace(/\/+$/, "") + loginUrl : loginUrl);
}

/** RFC 6265's cookie-octets: a sid outside them could only be stored encoded. */
const SID = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{1,1024}$/;
const MAX_ANSWER_BYTES = 64 * 1024;

type ForumFailure =
  | "timeout"
  | "unavailable"
  /** Outside 2xx, redirects included (not followed). */
  | "http"
  | "invalid";

export type ForumLoginResult = { ok: true; sid: string } | { ok: false; reason: ForumFailure; status?: number };

/** Never throws; reads `{sid}` or `{data: {sid}}`. */
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
