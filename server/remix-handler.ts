// The Express ↔ Remix glue, as @remix-run/express 2.17 does it, with one difference: the response
// body is written with backpressure. The stock adapter writes every chunk as soon as Remix yields it,
// so a file streamed from the backend to a slow visitor piles up in the portal's memory (a 50 MB
// certificate grew the process by ~45 MB in tests/integration/downloads.test.ts); here the next
// chunk is read only once the socket has taken the previous one, and a visitor who goes away
// cancels the body (and with it the backend request).
import { createReadableStreamFromReadable, createRequestHandler as createRemixRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { countedBody } from "./body-limit";
import type { CachedPage, PageCache } from "./page-cache";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  /** Anonymous catalogue pages kept rendered (server/page-cache.ts); none: every page is rendered. */
  pageCache?: PageCache | null;
};

export function createRequestHandler({ build, mode, getLoadContext, pageCache }: Options) {
  const handle = createRemixRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    let settle: ((page: CachedPage | null) => void) | null = null;
    try {
      const context = getLoadContext(req, res);
      const key = pageCache?.keyOf(req, context) ?? null;
      if (pageCache && key) {
        const kept = await pageCache.lookup(key);
        if (kept) return pageCache.send(res, kept, context.nonce, "hit");
        settle = pageCache.begin(key);
        // What the render may be kept for: shortened by every answer it uses (app/context.ts).
        context.pageFreshness = { ms: Number.POSITIVE_INFINITY };
      }
      const response = await handle(remixRequest(req, res), context);
      if (pageCache && key && context.pageFreshness) {
        const page = await pageCache.admit(key, response, context.nonce, context.pageFreshness.ms);
        settle?.(page);
        settle = null;
        if (page) return pageCache.send(res, page, context.nonce, "miss");
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    } finally {
      settle?.(null);
    }
  };
}

function remixHeaders(incoming: Request["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(incoming)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

function remixRequest(req: Request, res: Response): globalThis.Request {
  // req.hostname has no port: take it from X-Forwarded-Host or Host, as the adapter does.
  const portOf = (value: string | undefined) => Number.parseInt(value?.split(":")[1] ?? "", 10);
  const port = [portOf(req.get("X-Forwarded-Host")), portOf(req.get("host"))].find(Number.isSafeInteger);
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  // Loaders and actions are aborted when the response can no longer be written (`close` before
  // `finish`).
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: remixHeaders(req.headers), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A form's body was read (and capped) by the host (server/body-limit.ts); an upload streams, counted.
    const buffered = res.locals.body as Buffer | undefined;
    if (buffered) init.body = buffered as unknown as Uint8Array<ArrayBuffer>;
    else {
      init.body = createReadableStreamFromReadable(countedBody(req, res.locals.bodyCap as number));
      init.duplex = "half";
    }
  }
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, init);
}

async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const flushable = res as Response & { flush?: () => void };
  // The visitor going away ends the body at once: a stream that writes rarely (live updates between
  // events) would otherwise notice only at its next write, and the request's abort signal cannot be
  // relied on once the loader has returned (undici's Request follows the given signal through a weak
  // reference: when the Request is collected, the abort no longer reaches it).
  const stop = () => void reader.cancel().catch(() => {});
  res.on("close", stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        res.end();
        return;
      }
      const ok = res.write(value);
      // Streamed HTML through compression reaches the visitor chunk by chunk.
      flushable.flush?.();
      // (A compressed body is bounded by what Remix renders, and compression's own stream does not
      // pass "drain" removals through: wait only on the socket itself.)
      if (!ok && !res.getHeader("Content-Encoding")) await drained(res);
      if (res.destroyed || res.writableEnded) break;
    }
    // The visitor went away: stop reading (a download's backend request is cancelled with it).
    await reader.cancel().catch(() => {});
  } catch (error) {
    res.destroy(error as Error);
    throw error;
  } finally {
    res.off("close", stop);
  }
}

/** Resolves when the socket has taken what was written, or when the response is closed. */
function drained(res: Response): Promise<void> {
  if (res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}
