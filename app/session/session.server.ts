// The signed, httpOnly session cookie: the customer's bearer token (later) and flash toasts.
import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";

export type Toast = { kind: "success" | "info" | "error"; message: string; values?: Record<string, string> };
type SessionData = { token: string };
type FlashData = { toast: Toast };

export type PortalSessionStorage = SessionStorage<SessionData, FlashData>;
export type PortalSession = Session<SessionData, FlashData>;

export function createSessionStorage(options: { secrets: string[]; secure: boolean }): PortalSessionStorage {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: options.secure,
      secrets: options.secrets,
    },
  });
}

/** Queues a toast for the next page the visitor sees; returns the Set-Cookie header to send. */
export async function flashToast(
  storage: PortalSessionStorage,
  request: Request,
  toast: Toast,
): Promise<Record<string, string>> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.flash("toast", toast);
  return { "Set-Cookie": await storage.commitSession(session) };
}

/** Reads (and so consumes) the pending toast; the Set-Cookie is needed only when there was one. */
export async function takeToast(
  storage: PortalSessionStorage,
  request: Request,
): Promise<{ toast: Toast | null; headers: Record<string, string> }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__session=")) return { toast: null, headers: {} };
  const session = await storage.getSession(cookie);
  const toast = session.get("toast") ?? null;
  if (!toast) return { toast: null, headers: {} };
  return { toast, headers: { "Set-Cookie": await storage.commitSession(session) } };
}

export async function getAuthToken(storage: PortalSessionStorage, request: Request): Promise<string | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__session=")) return null;
  const session = await storage.getSession(cookie);
  return session.get("token") ?? null;
}
