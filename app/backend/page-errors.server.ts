import { data, redirect } from "@remix-run/node";
import type { Logger } from "pino";
import { BackendError, BackendRedirect } from "./client.server";

/** What an error page needs to know; the visitor never sees the backend's body. */
export type PageErrorData = { reason: PageErrorReason };
export type PageErrorReason =
  "not-found" | "forbidden" | "unavailable" | "server" | "maintenance" | "cross-site" | "too-large" | "bad-request";

export function pageError(status: number, reason: PageErrorReason, headers?: HeadersInit) {
  return data<PageErrorData>({ reason }, { status, headers });
}

/** Other errors than the backend's pass through. */
export function toPageError(error: unknown, logger?: Logger): unknown {
  if (error instanceof BackendRedirect) return redirect(error.location);
  if (!(error instanceof BackendError)) return error;
  const level = error.kind === "http" && error.status < 500 ? "info" : "error";
  logger?.[level](error.logged, "backend call failed");
  if (error.unavailable) return pageError(503, "unavailable");
  if (error.notFound) return pageError(404, "not-found");
  if (error.forbidden) return pageError(403, "forbidden");
  return pageError(500, "server");
}

/** Wraps a loader so that backend failures become the right error page instead of a bare 500. */
export function withPageErrors<A extends { context: { logger: Logger } }, R>(loader: (args: A) => Promise<R>) {
  return async (args: A): Promise<R> => {
    try {
      return await loader(args);
    } catch (error) {
      throw toPageError(error, args.context.logger);
    }
  };
}
