// The provider's way back (`/stripe/success/:id?`, `/stripe/cancel/:id?`, `/pago-qr-ok`,
// `/pago-qr-ko`, `/payments/feedback/:status?`). The provider may come back with a GET (a redirect)
// or a cross-site POST (a form on its page): these pages are the one exception to the host's
// cross-site write refusal (`providerReturn` in app/paths.ts, server.ts). Such a POST comes without
// the session cookie (SameSite=Lax), so nothing here reads the session: the backend is asked about
// the payment by the session id alone, and whatever it says, the visitor is sent on with a 303 to
// the outcome page, a normal GET where the cookie arrives again. Which path says ok or cancel is
// never believed: only the backend's answer is.
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import { backendFor, type Backend } from "~/backend/client.server";
import { locationOf } from "~/tenancy/guards.server";
import { returnedSessionId } from "./checkout.server";

/** What the backend said about the returning payment. */
export type ReturnOutcome<T> =
  /** Paid, or still pending (a transfer, a provider still working). */
  | { kind: "confirmed"; value: T }
  /** The backend refused or failed (declined, cancelled, unknown session, no answer). */
  | { kind: "failed"; error: unknown }
  /** No session id came back at all. */
  | { kind: "missing" };

export async function providerReturn<T>(
  args: { request: Request; context: AppContext; sessionIdParam: string | undefined },
  options: {
    confirm: (backend: Backend, sessionId: string) => Promise<T>;
    /** The local path of the outcome page (ok or error) for what the backend said, with what it needs in its query. */
    outcomePath: (outcome: ReturnOutcome<T>, query: URLSearchParams) => string;
  },
): Promise<Response> {
  const { request, context } = args;
  const query = new URL(request.url).searchParams;
  const sessionId = await returnedSessionId(request, args.sessionIdParam);
  let outcome: ReturnOutcome<T>;
  if (!sessionId) {
    outcome = { kind: "missing" };
  } else {
    try {
      outcome = { kind: "confirmed", value: await options.confirm(backendFor(context), sessionId) };
    } catch (error) {
      context.logger.info({ err: { message: (error as Error).message } }, "payment return: not confirmed");
      outcome = { kind: "failed", error };
    }
  }
  return redirect(locationOf(options.outcomePath(outcome, query)), 303);
}
