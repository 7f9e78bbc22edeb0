// The forum cookie (spec doc 2, "Forum": the sid is "stored in a cookie whose name is configurable
// (secure, SameSite None)"). A login that carries the password logs the visitor into the tenant's
// forum too; logging out of the portal removes the cookie. A forum failure is logged and the
// portal login goes on. Choices and their reasons: docs/decisions/011-forum-login.md.
import { serialize } from "cookie";
import type { AppContext } from "~/context";
import { forumLogin, forumLoginUrl } from "~/backend/forum.server";
import type { ForumSettings } from "~/tenancy/tenant";

export type ForumContext = Pick<AppContext, "tenant" | "forum" | "backendOptions" | "logger">;

/** What the visitor just typed to log in: used for the forum's login, then dropped. */
export type LoginCredentials = { email: string; password: string };

/**
 * Secure and SameSite=None as the spec says (browsers drop SameSite=None without Secure); Path=/;
 * HttpOnly because no page script needs the sid (the forum gets it from the request), so a script
 * injected into a page cannot take the forum session. No Domain: it belongs to the portal's host.
 */
const ATTRIBUTES = { path: "/", secure: true, sameSite: "none", httpOnly: true } as const;

function setForumCookie(forum: ForumSettings, sid: string, maxAgeSeconds: number | undefined): string {
  // The sid is stored as the forum gave it (forum.server.ts only accepts cookie-safe ones).
  return serialize(forum.cookieName, sid, { ...ATTRIBUTES, ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}), encode: (value) => value });
}

/** The Set-Cookie that removes the tenant's forum cookie (same name, path and attributes). */
export function removeForumCookie(forum: ForumSettings): string {
  return serialize(forum.cookieName, "", { ...ATTRIBUTES, maxAge: 0, expires: new Date(0) });
}

/**
 * The Set-Cookie lines a fresh login sends for the tenant's forum: none when the tenant has no
 * forum; the forum's sid when the login carried the password and the forum took it, living as
 * long as the session (`maxAgeSeconds`, or until the browser closes); otherwise the removal of a
 * forum cookie an earlier login may have left, so that it never belongs to another account than
 * the portal's. Never throws; the password and the sid are never logged.
 */
export async function forumLoginCookies(
  context: ForumContext,
  credentials: LoginCredentials | undefined,
  maxAgeSeconds: number | undefined,
): Promise<string[]> {
  const forum = context.tenant?.forum;
  if (!forum) return [];
  // Two-factor and SSO logins carry no password (it is not kept while the code is awaited).
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
