// The forum cookie (spec doc 2, "Forum"; decision 011): set by a login that carries the password,
// removed by logging out; a forum failure is logged and the portal login goes on.
import { stringifySetCookie } from "cookie";
import type { AppContext } from "~/context";
import { forumLogin, forumLoginUrl } from "~/backend/forum.server";
import type { ForumSettings } from "~/tenancy/tenant";

export type ForumContext = Pick<AppContext, "tenant" | "forum" | "backendOptions" | "logger">;

/** Used for the forum's login, then dropped. */
export type LoginCredentials = { email: string; password: string };

/** HttpOnly so an injected script cannot take the forum session; SameSite=None per the spec. */
const ATTRIBUTES = { path: "/", secure: true, sameSite: "none", httpOnly: true } as const;

function setForumCookie(forum: ForumSettings, sid: string, maxAgeSeconds: number | undefined): string {
  // forum.server.ts only accepts cookie-safe sids: written as the forum gave them (cookie 2 would still encode a `%`).
  return stringifySetCookie(
    { name: forum.cookieName, value: sid, ...ATTRIBUTES, ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) },
    { encode: (value) => value },
  );
}

export function removeForumCookie(forum: ForumSettings): string {
  return stringifySetCookie({ name: forum.cookieName, value: "", ...ATTRIBUTES, maxAge: 0, expires: new Date(0) });
}

/** Otherwise removes an earlier login's forum cookie, so it never belongs to another account; never logs the password or sid. */
export async function forumLoginCookies(
  context: ForumContext,
  credentials: LoginCredentials | undefined,
  maxAgeSeconds: number | undefined,
): Promise<string[]> {
  const forum = context.tenant?.forum;
  if (!forum) return [];
  // Two-factor and SSO logins carry no password.
  if (!credentials) return [removeForumCookie(forum)];
  const url = forumLoginUrl(forum.loginUrl, context.backendOptions.baseUrl);
  const started = Date.now();
  const result = await forumLogin(context.forum, url, { username: credentials.email, password: credentials.password });
  if (result.ok) return [setForumCookie(forum, result.sid, maxAgeSeconds)];
  context.logger.warn(
    { forum: { endpoint: url.origin + url.pathname, reason: result.reason, status: result.status, ms: Date.now() - started } },
    "forum login failed; the portal login goes on without it",
  );
  return [removeForumCookie(forum)];
}
