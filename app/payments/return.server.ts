// The payment provider's way back, possibly a cross-site POST without the session cookie: nothing
// here reads the session, only the backend's answer is believed (never the path's ok or cancel),
// and the visitor goes on with a 303 to the outcome page.
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import { backendFor, type Backend } from "~/backend/client.server";
import { locationOf } from "~/url/local-path";
import { returnedSessionId } from "./checkout.server";

export type ReturnOutcome<T> =
  /** Paid, or still pending. */
  | { kind: "confirmed"; value: T }
  | { kind: "failed"; error: unknown }
  /** No session id came back at all. */
  | { kind: "missing" };

export async function providerReturn<T>(
  args: { request: Request; context: AppContext; sessionIdParam: string | undefined },
  options: {
    confirm: (backend: Backend, sessionId: string) => Promise<T>;
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
