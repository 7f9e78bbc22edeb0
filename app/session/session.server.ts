// The encrypted, httpOnly session cookie: the customer's bearer token, a login waiting for its
// two-factor code, and flash messages. Secrets come as a list: the first seals, all open
// (app/session/sealed-cookie.server.ts).
import { createSession, type Session, type SessionStorage } from "@remix-run/node";
import { parse as parseCookies, serialize as serializeCookie, type SerializeOptions } from "cookie";
import { deriveKeys, seal, unseal } from "./sealed-cookie.server";

/**
 * `section`: the id of the page section whose form shows the message beside it, instead of the toast
 * at the top. `waiting`: what the visitor just sent there and is not listed back to them yet (a chat
 * message waiting for a moderator), shown beside the form with the message.
 */
export type Toast = { kind: "success" | "info" | "error"; message: string; values?: Record<string, string>; section?: string; waiting?: WaitingMessage };

/** A message of the visitor's that waits for a moderator: the backend lists it to moderators only. */
export type WaitingMessage = { id: number; text: string; createdAt: string };

/** A login that needs its two-factor code: the backend's one-time token, never the bearer token. */
export type PendingTwoFactor = { token: string; remember: boolean; origin: string; email: string };

/**
 * A sign-up waiting for its registration form (app/registration/): the new account's e-mail (it has
 * no token until validated) and where the visitor goes, with what toast, once the form is saved.
 */
export type PendingRegistration = { email: string; then: string; toast: Toast };

/** What the external registration's confirmation shows, once. */
type RegistrationReceipt = { reference: string; email: string };

type SessionData = {
  token: string;
  signupRegistration: PendingRegistration;
  /** Days the cookie lives ("remember me"); absent: a browser-session cookie. */
  rememberDays: number;
  twoFactor: PendingTwoFactor;
};
type FlashData = { toast: Toast; missingFields: string[]; registrationReceipt: RegistrationReceipt };

export type PortalSessionStorage = SessionStorage<SessionData, FlashData>;
export type PortalSession = Session<SessionData, FlashData>;

/**
 * Over https (production) the cookie carries the `__Host-` prefix: the browser then takes it only
 * with Secure, Path=/ and no Domain, so a sibling subdomain cannot set or shadow it. Plain http
 * (local development) cannot hold a `__Host-` cookie.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-session" : "__session";
}

/** Browsers drop a cookie above 4096 bytes: a session that grows so far must fail loudly, not vanish. */
const MAX_COOKIE_BYTES = 4096;

export function createSessionStorage(options: { secrets: string[]; secure: boolean }): PortalSessionStorage {
  const name = sessionCookieName(options.secure);
  const keys = deriveKeys(options.secrets);
  const attributes: SerializeOptions = { httpOnly: true, sameSite: "lax", path: "/", secure: options.secure };
  return {
    async getSession(cookieHeader) {
      const sealed = cookieHeader ? parseCookies(cookieHeader)[name] : undefined;
      const data = sealed ? unseal(sealed, keys) : null;
      return createSession<SessionData, FlashData>((isRecord(data) ? data : {}) as SessionData);
    },
    async commitSession(session, commitOptions) {
      const cookie = serializeCookie(name, seal(session.data, keys[0]!), { ...attributes, ...commitOptions });
      if (cookie.length > MAX_COOKIE_BYTES) throw new Error(`session cookie too large (${cookie.length} bytes)`);
      return cookie;
    },
    async destroySession(_session, destroyOptions) {
      return serializeCookie(name, "", { ...attributes, ...destroyOptions, maxAge: undefined, expires: new Date(0) });
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True when a Cookie header holds a session cookie of either name (no need to open it otherwise). */
export function cookieHeaderHasSession(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)(?:__Host-session|__session)=/.test(cookieHeader ?? "");
}

/** True when the request carries a session cookie of either name. */
export function hasSessionCookie(request: Request): boolean {
  return cookieHeaderHasSession(request.headers.get("Cookie"));
}

/**
 * Every write of the cookie goes through here, so a remembered session keeps its lifetime when a
 * toast is queued later; without "remember" the cookie has no expiry (ends with the browser).
 */
export function commitSession(storage: PortalSessionStorage, session: PortalSession): Promise<string> {
  const days = session.get("rememberDays");
  return storage.commitSession(session, days ? { maxAge: days * 24 * 60 * 60 } : {});
}

/** Queues a toast for the next page the visitor sees; returns the Set-Cookie header to send. */
export async function flashToast(
  storage: PortalSessionStorage,
  request: Request,
  toast: Toast,
): Promise<Record<string, string>> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash("toast", toast);
  try {
    return { "Set-Cookie": await commitSession(storage, session) };
  } catch (error) {
    // A long message beside a long token can outgrow the cookie: the confirmation goes without its copy.
    if (!toast.waiting) throw error;
    const { waiting: _dropped, ...rest } = toast;
    session.flash("toast", rest);
    return { "Set-Cookie": await commitSession(storage, session) };
  }
}

/** Reads (and so consumes) the pending flash messages; the Set-Cookie is needed only when there was one. */
export async function takeFlash(
  storage: PortalSessionStorage,
  request: Request,
): Promise<{ toast: Toast | null; missingFields: string[] | null; headers: Record<string, string> }> {
  if (!hasSessionCookie(request)) return { toast: null, missingFields: null, headers: {} };
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const missingFields = session.get("missingFields") ?? null;
  if (!toast && !missingFields) return { toast: null, missingFields: null, headers: {} };
  return { toast, missingFields, headers: { "Set-Cookie": await commitSession(storage, session) } };
}
