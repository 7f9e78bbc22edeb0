// The encrypted, httpOnly session cookie: the bearer token, a login waiting for its two-factor code,
// and flash messages (decision 003).
import { createSession, type Session, type SessionStorage } from "@remix-run/node";
import { parseCookie, stringifySetCookie, type SetCookie } from "cookie";
import { deriveKeys, seal, unseal } from "./sealed-cookie.server";

/** `section`: shown beside that section's form instead of at the top; `waiting`: a chat message awaiting a moderator. */
export type Toast = {
  kind: "success" | "info" | "error";
  message: string;
  values?: Record<string, string>;
  section?: string;
  waiting?: WaitingMessage;
};

export type WaitingMessage = { id: number; text: string; createdAt: string };

/** `token` is the backend's one-time token, never the bearer token. */
export type PendingTwoFactor = { token: string; remember: boolean; origin: string; email: string };

/** A sign-up waiting for its registration form (the account has no token until validated). */
export type PendingRegistration = { email: string; then: string; toast: Toast };

type RegistrationReceipt = { reference: string; email: string };

type SessionData = {
  token: string;
  signupRegistration: PendingRegistration;
  /** Absent: a browser-session cookie. */
  rememberDays: number;
  twoFactor: PendingTwoFactor;
};
type FlashData = {
  toast: Toast;
  missingFields: string[];
  registrationReceipt: RegistrationReceipt;
  /** The sign-up's registration step done: its page says what happens next. */
  signupRegistrationDone: PendingRegistration;
};

export type PortalSessionStorage = SessionStorage<SessionData, FlashData>;
export type PortalSession = Session<SessionData, FlashData>;

/** `__Host-` over https, so a sibling subdomain cannot set or shadow it; plain http cannot hold one. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-session" : "__session";
}

/** Browsers drop a cookie above 4096 bytes: a session that grows so far must fail loudly, not vanish. */
const MAX_COOKIE_BYTES = 4096;

export function createSessionStorage(options: { secrets: string[]; secure: boolean }): PortalSessionStorage {
  const name = sessionCookieName(options.secure);
  const keys = deriveKeys(options.secrets);
  const attributes: Omit<SetCookie, "name" | "value"> = { httpOnly: true, sameSite: "lax", path: "/", secure: options.secure };
  return {
    async getSession(cookieHeader) {
      const sealed = cookieHeader ? parseCookie(cookieHeader)[name] : undefined;
      const data = sealed ? unseal(sealed, keys) : null;
      return createSession<SessionData, FlashData>((isRecord(data) ? data : {}) as SessionData);
    },
    async commitSession(session, commitOptions) {
      const cookie = stringifySetCookie({ name, value: seal(session.data, keys[0]!), ...attributes, ...commitOptions });
      if (cookie.length > MAX_COOKIE_BYTES) throw new Error(`session cookie too large (${cookie.length} bytes)`);
      return cookie;
    },
    async destroySession(_session, destroyOptions) {
      return stringifySetCookie({ name, value: "", ...attributes, ...destroyOptions, maxAge: undefined, expires: new Date(0) });
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function cookieHeaderHasSession(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)(?:__Host-session|__session)=/.test(cookieHeader ?? "");
}

export function hasSessionCookie(request: Request): boolean {
  return cookieHeaderHasSession(request.headers.get("Cookie"));
}

/** Every write goes through here, so a remembered session keeps its lifetime when a toast is queued. */
export function commitSession(storage: PortalSessionStorage, session: PortalSession): Promise<string> {
  const days = session.get("rememberDays");
  return storage.commitSession(session, days ? { maxAge: days * 24 * 60 * 60 } : {});
}

export async function flashToast(storage: PortalSessionStorage, request: Request, toast: Toast): Promise<Record<string, string>> {
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
