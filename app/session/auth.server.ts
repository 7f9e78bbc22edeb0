// The customer's login state for one request: session read once, customer fetched once; a backend
// 403 on a call with the token clears the session (spec), its cookie removed by entry.server.tsx.
import { redirect, redirectDocument } from "@remix-run/node";
import type { AppContext } from "~/context";
import { BackendError, backendFor, type Auth } from "~/backend/client.server";
import { getTickets } from "~/backend/shop.server";
import { getCustomer, logout as backendLogout, type Customer, type LoginData } from "~/backend/customer.server";
import { loginRedirect } from "~/tenancy/guards.server";
import { locationOf } from "~/url/local-path";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { hasFeature } from "~/tenancy/tenant";
import { forumLoginCookies, removeForumCookie, type ForumContext, type LoginCredentials } from "./forum.server";
import { commitSession, hasSessionCookie, type PendingTwoFactor, type PortalSession, type Toast } from "./session.server";

type AuthContext = Pick<AppContext, "sessions" | "locale" | "defaultLocale" | "logger"> & Parameters<typeof backendFor>[0] & ForumContext;

type RequestAuth = {
  session: Promise<PortalSession>;
  customer?: Promise<Customer | null>;
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

function sessionCleared(context: object): boolean {
  return perRequest.get(context)?.cleared ?? false;
}

/** Fetched at most once per request; a 403 gives null and clears the session silently. */
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

/** Only what the header needs: never the token, never the whole profile; `ticket`: where the ticket they hold is shown. */
export type Greeting = { name: string; ticket: string | null };

type GreetingContext = AuthContext & Pick<AppContext, "tenant">;

export async function greeted(request: Request, context: GreetingContext, customer: Customer | null): Promise<Greeting | null> {
  return customer ? { name: customer.name || customer.email, ticket: await heldTicketPath(request, context) } : null;
}

/** Where a ticket is required and the visitor bought one (the shop's list says so): their orders, else the shop. */
async function heldTicketPath(request: Request, context: GreetingContext): Promise<string | null> {
  const { tenant } = context;
  const auth = tenant?.ticketRequired ? await authOf(request, context) : null;
  if (!tenant || !auth) return null;
  try {
    if (!(await getTickets(backendFor(context), auth)).some((ticket) => ticket.bought)) return null;
  } catch (error) {
    context.logger.warn({ err: { message: (error as Error).message } }, "tickets not read for the header");
    return null;
  }
  const orders = `${pathTo("profile")}#${getT(context.locale)("profile:tabs.activities.anchor")}`;
  return localePath(context.locale, hasFeature(tenant, "user_profile") ? orders : pathTo("purchase"), context.defaultLocale);
}

/** null when the page must be rendered whole. */
export async function loadGreeting(request: Request, context: GreetingContext): Promise<{ customer: Greeting } | null> {
  const session = await stateOf(request, context).session;
  if (session.has("toast") || session.has("missingFields")) return null;
  const customer = await greeted(request, context, await currentCustomer(request, context));
  return customer ? { customer } : null;
}

/** The token, or a thrown redirect to login; a token the backend refuses counts as none. */
export async function requireAuthOf(request: Request, context: AuthContext): Promise<Auth> {
  const auth = await authOf(request, context);
  if (auth && (await currentCustomer(request, context))) return auth;
  const login = loginRedirect(request, context);
  // A thrown redirect skips entry.server.tsx, which removes a refused session from other answers.
  const cleared = await clearedSessionCookie(context);
  if (cleared) login.headers.append("Set-Cookie", cleared);
  throw login;
}

const FILE_PATHS = /^(\/[a-z]{2,3})?\/usuario\/descargas\//;

/** A fresh session for every login (no fixation); also where the tenant's forum login happens. */
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

export async function holdTwoFactor(request: Request, context: AuthContext, pending: PendingTwoFactor, to: string): Promise<Response> {
  const session = await context.sessions.getSession();
  session.set("twoFactor", pending);
  return redirect(locationOf(to), { headers: { "Set-Cookie": await commitSession(context.sessions, session) } });
}

export async function pendingTwoFactor(request: Request, context: AuthContext): Promise<PendingTwoFactor | null> {
  return (await stateOf(request, context).session).get("twoFactor") ?? null;
}

/** The cookie (and the forum's) goes whatever the backend says. */
export async function endSession(request: Request, context: AuthContext, to: string, toast?: Toast): Promise<Response> {
  const auth = await authOf(request, context);
  if (auth) {
    try {
      // Without `onForbidden`: entry.server.tsx's clearing would wipe the fresh session's toast.
      await backendLogout(backendFor(context), { token: auth.token });
    } catch (error) {
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

export async function clearedSessionCookie(context: AuthContext | object): Promise<string | null> {
  if (!sessionCleared(context)) return null;
  const { sessions } = context as AuthContext;
  return sessions.destroySession(await sessions.getSession());
}
