// A backend 403 on a call that carried the visitor's token ends the session: the visitor is sent to
// log in again with the session cookie removed, whichever domain made the call.
import { redirect } from "@remix-run/node";
import { BackendError } from "~/backend/client.server";
import type { AppContext } from "~/context";
import { clearedSessionCookie, loginRedirect } from "./auth.server";

type Context = AppContext;

export type Loaded<T> = { ok: true; value: T } | { ok: false; reason: "unavailable" | "failed" };

/** The cookie is removed here: this redirect does not pass through the document renderer. */
export async function forbiddenRedirect(request: Request, context: Context): Promise<Response> {
  const response = loginRedirect(request, context);
  const cookie = await clearedSessionCookie(context);
  return cookie ? redirect(response.headers.get("Location")!, { headers: { "Set-Cookie": cookie } }) : response;
}

/** One section of a page: its data, or why it could not be loaded (a refused token ends the session). */
export async function loadSection<T>(request: Request, context: Context, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.forbidden) throw await forbiddenRedirect(request, context);
    context.logger[error.logLevel](error.logged, "profile section failed");
    return { ok: false, reason: error.unavailable ? "unavailable" : "failed" };
  }
}
