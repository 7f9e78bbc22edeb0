// The signed, httpOnly session cookie: the customer's bearer token, a login waiting for its
// two-factor code, and flash messages. Secrets come as a list: the first signs, all verify.
import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";

export type Toast = { kind: "success" | "info" | "error"; message: string; values?: Record<string, string> };

/** A login that needs its two-factor code: the backend's one-time token, never the bearer token. */
export type PendingTwoFactor = { token: string; remember: boolean; origin: string; email: string };

type SessionData = {
  token: string;
  /** Days the cookie lives ("remember me"); absent: a browser-session cookie. */
  rememberDays: number;
  twoFactor: PendingTwoFactor;
};
type FlashData = { toast: Toast; missingFields: string[] };

export type PortalSessionStorage = SessionStorage<SessionData, FlashData>;
export type PortalSession = Session<SessionData, FlashData>;

export const SESSION_COOKIE = "__session";

export function createSessionStorage(options: { secrets: string[]; secure: boolean }): PortalSessionStorage {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: options.secure,
      secrets: options.secrets,
    },
  });
}

export function hasSessionCookie(request: Request): boolean {
  return request.headers.get("Cookie")?.includes(`${SESSION_COOKIE}=`) ?? false;
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
  return { "Set-Cookie": await commitSession(storage, session) };
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
