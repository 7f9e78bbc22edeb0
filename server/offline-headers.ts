// What the service worker needs to know of a response (issue 46, decision 046): which account it was
// rendered for, as an opaque id JavaScript cannot derive (the session cookie is HttpOnly and sealed),
// with the time its pages must be gone by; and whether the page is one the worker may keep.
import { createHmac } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { AppContext } from "~/context";
import { backendFor } from "~/backend/client.server";
import { getSchedule } from "~/backend/schedule.server";
import { ACCOUNT_HEADER, KEEP_HEADER } from "~/offline/headers";
import { pageOf } from "~/paths";
import { pageTraits } from "~/paths.server";
import { cookieHeaderHasSession } from "~/session/session.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The page a client-side navigation's data is for (`/agenda.data` → `/agenda`, `/_root.data` → `/`). */
function pagePath(path: string): string {
  return path.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
}

/** True when the response ends the session (logout, a session the backend refused). */
function clearsSession(setCookie: ReturnType<Response["getHeader"]>): boolean {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)];
  return cookies.some((cookie) => /^(?:__Host-session|__session)=;/.test(cookie));
}

/** The event's end plus a day: nothing personal stays on the device longer (a day from now when the end is unknown). */
async function keepUntil(context: AppContext): Promise<number> {
  try {
    const schedule = await getSchedule(backendFor(context));
    const end = schedule.reduce((last, activity) => Math.max(last, Date.parse(activity.end_date) || 0), 0);
    if (end > 0) return end + DAY_MS;
  } catch (error) {
    context.logger.info({ err: { message: (error as Error).message } }, "event end unknown: personal pages kept a day");
  }
  return Date.now() + DAY_MS;
}

export function offlineHeaders(secret: string, hostFiles: ReadonlySet<string>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const context = res.locals.context as AppContext | undefined;
    if (!context?.tenant || context.refusal || hostFiles.has(req.path)) return next();
    try {
      const page = pageOf(pagePath(req.path));
      const kept = req.method === "GET" && page !== null && pageTraits(page.page).offline === true;
      if (kept) res.setHeader(KEEP_HEADER, "keep");
      const token = cookieHeaderHasSession(req.headers.cookie)
        ? (await context.sessions.getSession(req.headers.cookie ?? null)).get("token")
        : undefined;
      let account = "none";
      if (token) {
        const id = createHmac("sha256", secret).update(`${context.tenant.hosts[0]}\n${token}`).digest("base64url").slice(0, 24);
        account = kept && !req.path.endsWith(".data") ? `${id}; until=${await keepUntil(context)}` : id;
      }
      res.setHeader(ACCOUNT_HEADER, account);
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
        if (clearsSession(this.getHeader("Set-Cookie"))) this.setHeader(ACCOUNT_HEADER, "none");
        return writeHead.apply(this, args);
      } as Response["writeHead"];
    } catch (error) {
      return next(error);
    }
    next();
  };
}
