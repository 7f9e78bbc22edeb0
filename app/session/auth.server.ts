// The customer's login state for one request: the session is read once, the customer is fetched
// once, and a backend 403 on a call that carried the token clears the session (spec: "403 clears
// the stored customer auth"). The cookie is removed by entry.server.tsx, whatever page answered.
import { redirect, redirectDocument } from "@remix-run/node";
import type { AppContext } from "~/context";
import { BackendError, backendFor, type Auth } from "~/backend/client.server";
import { getCustomer, logout as backendLogout, type Customer, type LoginData } from "~/backend/customer.server";
import { locationOf, loginRedirect } from "~/tenancy/guards.server";
import { forumLoginCookies, removeForumCookie, type ForumContext, type LoginCredentials } from "./forum.server";
import { commitSession, hasSessionCookie, type PendingTwoFactor, type PortalSession, type Toast } from "./session.server";

type AuthContext = Pick<AppContext, "sessions" | "locale" | "defaultLocale" | "logger"> & Parameters<typeof backendFor>[0] & ForumContext;

type RequestAuth = {
  session: Promise<PortalSession>;
  customer?: Promise<Customer | null>;
  /** The backend refused the token: the session ends with this response. */
  cleared: boolean;
};

const perRequest = new WeakMap<object, RequestAuth>();

function stateOf(request: Request, context: AuthContext): RequestAuth {
  let state = perRequest.get(context);
  if (!state) {
    state = {
      session: context.sessions.getSession(hasSessionCookie(request) ? request.headers.get("Cookie") : null),
      cleared: false,
    };
    perRequest.set(context, state);
  }
  return state;
}

/** The bearer token as the backend client wants it, or null for an anonymous visitor. */
export async function authOf(request: Request, context: AuthContext): Promise<Auth | null> {
  const state = stateOf(request, context);
  const token = state.cleared ? undefined : (await state.session).get("token");
  if (!token) return null;
  return {
    token,
    onForbidden: () => {
      state.cleared = true;
      state.customer = Promise.resolve(null);
    },
  };
}

/** True when a backend 403 ended this request's session: entry.server.tsx removes the cookie. */
function sessionCleared(context: object): boolean {
  return perRequest.get(context)?.cleared ?? false;
}

/**
 * The logged-in customer (GET /customer), fetched at most once per request. No token: null and no
 * call. "Forbidden": null, and the session is cleared silently. Other failures are thrown.
 */
export function currentCustomer(request: Request, context: AuthContext): Promise<Customer | null> {
  const state = stateOf(request, context);
  state.customer ??= (async () => {
    const auth = await authOf(request, context);
    if (!auth) return null;
    try {
      return await getCustomer(backendFor(context), auth);
    } catch (error) {
      if (state.cleared) return null;
      throw error;
    }
  })();
  return state.customer;
}

export { loginRedirect };

/** Only what the header needs of the customer (app/root-data.ts): never the token, never the whole profile. */
export function greeted(customer: Customer | null): { name: string } | null {
  return customer ? { name: customer.name || customer.email } : null;
}

/**
 * The root's data of a logged-in visitor's own, for a page composed for them
 * (app/personal-pages.server.tsx); null when the page must be rendered whole: no customer (a refused
 * token, a login waiting for its second factor) or a toast or notice in the session to show and take.
 */
export async function loadGreeting(request: Request, context: AuthContext): Promise<{ customer: { name: string } } | null> {
  const session = await stateOf(request, context).session;
  if (session.has("toast") || session.has("missingFields")) return null;
  const customer = greeted(await currentCustomer(request, context));
  return customer ? { customer } : null;
}

/**
 * A page that needs login: its token, or a redirect to the localized login page with `origin`. A
 * token the backend refuses counts as none (checked with GET /customer, which the header needs on
 * every page anyway and is fetched once per request); the redirect then removes the cookie.
 */
export async function requireAuthOf(request: Request, context: AuthContext): Promise<Auth> {
  const auth = await authOf(request, context);
  if (auth && (await currentCustomer(request, context))) return auth;
  const login = loginRedirect(request, context);
  // A thrown redirect skips entry.server.tsx, which removes a refused session from other answers.
  const cleared = await clearedSessionCookie(context);
  if (cleared) login.headers.append("Set-Cookie", cleared);
  throw login;
}

/** The private area's downloads (app/routes/profile.download.tsx), under any language prefix. */
const FILE_PATHS = /^(\/[a-z]{2,3})?\/usuario\/descargas\//;

/**
 * Starts a new session for a fresh login (nothing of the anonymous one is kept but its toast) and
 * redirects. With "remember" the cookie lives `rememberDays`; without it, until the browser closes.
 * Every login passes here, so this is where the tenant's forum login happens: with `credentials`
 * (a login that typed the password) the forum's cookie is set for as long as the session's;
 * a forum failure only costs the forum cookie (app/session/forum.server.ts).
 */
export async function startSession(
  context: AuthContext,
  input: { login: LoginData; remember: boolean; rememberDays: number; to: string; toast?: Toast; credentials?: LoginCredentials },
): Promise<Response> {
  const session = await context.sessions.getSession();
  session.set("token", input.login.token);
  if (input.remember) session.set("rememberDays", input.rememberDays);
  if (input.toast) session.flash("toast", input.toast);
  const missing = input.login.has_missing_fields ? input.login.missing_required_fields : [];
  if (missing.length) session.flash("missingFields", missing);
  // A file (a resource route) is no page the browser's router can show: the browser fetches it.
  const to = FILE_PATHS.test(input.to) ? redirectDocument : redirect;
  const headers = new Headers({ "Set-Cookie": await commitSession(context.sessions, session) });
  const maxAge = input.remember ? input.rememberDays * 24 * 60 * 60 : undefined;
  for (const cookie of await forumLoginCookies(context, input.credentials, maxAge)) headers.append("Set-Cookie", cookie);
  return to(locationOf(input.to), { headers });
}

/** Keeps a login that waits for its two-factor code (no bearer token yet). */
export async function holdTwoFactor(request: Request, context: AuthContext, pending: PendingTwoFactor, to: string): Promise<Response> {
  const session = await context.sessions.getSession();
  session.set("twoFactor", pending);
  return redirect(locationOf(to), { headers: { "Set-Cookie": await commitSession(context.sessions, session) } });
}

export async function pendingTwoFactor(request: Request, context: AuthContext): Promise<PendingTwoFactor | null> {
  return (await stateOf(request, context).session).get("twoFactor") ?? null;
}

/**
 * Logs out: tells the backend (its failure is logged, not shown), then removes the cookie whatever
 * happened, with a toast carried by a fresh, token-less session. The tenant's forum cookie goes
 * too: logging out of the portal logs out of its forum on this site.
 */
export async function endSession(request: Request, context: AuthContext, to: string, toast?: Toast): Promise<Response> {
  const auth = await authOf(request, context);
  if (auth) {
    try {
      // Without `onForbidden`: this response ends the session itself and may queue a toast in a
      // fresh one, which the "refused session" cookie clearing (entry.server.tsx) would wipe.
      await backendLogout(backendFor(context), { token: auth.token });
    } catch (error) {
      // A 403 means the token is already dead (an e-mail change or a deletion ended it): logged out.
      if (!(error instanceof BackendError && error.forbidden)) {
        context.logger.warn({ err: { message: (error as Error).message } }, "backend logout failed; the session ends anyway");
      }
    }
  }
  const fresh = await context.sessions.getSession();
  if (toast) fresh.flash("toast", toast);
  const headers = new Headers();
  headers.append("Set-Cookie", await context.sessions.destroySession(await stateOf(request, context).session));
  if (toast) headers.append("Set-Cookie", await commitSession(context.sessions, fresh));
  const forum = context.tenant?.forum;
  if (forum) headers.append("Set-Cookie", removeForumCookie(forum));
  return redirect(locationOf(to), { headers });
}

/** The Set-Cookie that removes a session the backend refused during this request, if it did. */
export async function clearedSessionCookie(context: AuthContext | object): Promise<string | null> {
  if (!sessionCleared(context)) return null;
  const { sessions } = context as AuthContext;
  return sessions.destroySession(await sessions.getSession());
}
