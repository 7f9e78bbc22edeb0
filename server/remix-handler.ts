// The Express ↔ Remix glue, as @remix-run/express does it but writing the body with backpressure,
// so a download to a slow visitor never piles up in memory; a visitor who leaves cancels the body.
import { createReadableStreamFromReadable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { countedBody } from "./body-limit";
import { createSubsetRequestHandler } from "./route-subset";
import type { CachedPage, PageCache, Personalization } from "./page-cache";
import type { PageCapture } from "~/chrome/PersonalSlot";
import { cookieHeaderHasSession } from "~/session/session.server";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  pageCache?: PageCache | null;
};

type Composer = {
  mayComposePersonalPage(request: globalThis.Request, context: AppLoadContext): Promise<boolean>;
  composePersonalPage(request: globalThis.Request, context: AppLoadContext, capture: PageCapture): Promise<Personalization | null>;
};

export function createRequestHandler({ build, mode, getLoadContext, pageCache }: Options) {
  const handle = createSubsetRequestHandler(build, mode);
  const composerOf = async (): Promise<Composer | null> => {
    const entry = (typeof build === "function" ? await build() : build).entry.module as Partial<Composer>;
    return entry.composePersonalPage && entry.mayComposePersonalPage ? (entry as Composer) : null;
  };

  /** The kept page, or rendered now as an anonymous visitor; null when nothing in it may be shared. */
  async function sharedPage(
    key: string,
    chromeOnly: boolean,
    req: Request,
    res: Response,
    context: AppLoadContext,
  ): Promise<CachedPage | null> {
    const kept = await pageCache!.lookup(key);
    if (kept) return kept;
    const settle = pageCache!.begin(key);
    if (!settle) return pageCache!.lookup(key);
    let page: CachedPage | null = null;
    try {
      const anonymous: AppLoadContext = {
        ...context,
        pageFreshness: { ms: Number.POSITIVE_INFINITY },
        pageCapture: { slots: [], matches: [], chromeOnly },
      };
      const response = await handle(remixRequest(req, res, { withoutSession: true }), anonymous);
      const admitted = await pageCache!.admit(key, response, context.nonce, anonymous.pageFreshness!, anonymous.pageCapture!);
      if (!admitted.page) await response.body?.cancel();
      page = admitted.shareable ? admitted.page : null;
      settle(admitted.kept ? page : null);
    } finally {
      settle(null);
    }
    return page;
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    let settle: ((page: CachedPage | null) => void) | null = null;
    try {
      const context = getLoadContext(req, res);
      const key = pageCache?.keyOf(req, context) ?? null;
      if (pageCache && key) {
        const kept = await pageCache.lookup(key);
        if (kept) return pageCache.send(res, kept, context.nonce, "hit");
        settle = pageCache.begin(key);
        // Shortened by every answer the render uses.
        context.pageFreshness = { ms: Number.POSITIVE_INFINITY };
        context.pageCapture = { slots: [], matches: [] };
      }
      const personalKey = pageCache?.personalKeyOf(req, context) ?? null;
      const composer = personalKey ? await composerOf() : null;
      if (pageCache && personalKey && composer) {
        const request = remixRequest(req, res);
        if (await composer.mayComposePersonalPage(request, context)) {
          const page = await sharedPage(personalKey.key, personalKey.chromeOnly, req, res, context);
          const personal = page?.capture ? await composer.composePersonalPage(request, context, page.capture) : null;
          if (page && personal) return pageCache.send(res, page, context.nonce, "personal", personal);
        }
      }
      const response = await handle(remixRequest(req, res), context);
      if (pageCache && key && context.pageFreshness) {
        const { page, kept } = await pageCache.admit(key, response, context.nonce, context.pageFreshness, context.pageCapture ?? null);
        settle?.(kept ? page : null);
        settle = null;
        if (page) return pageCache.send(res, page, context.nonce, kept ? "miss" : null);
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

function remixRequest(req: Request, res: Response, { withoutSession = false } = {}): globalThis.Request {
  // req.hostname has no port: take it from X-Forwarded-Host or Host, as the adapter does.
  const portOf = (value: string | undefined) => Number.parseInt(value?.split(":")[1] ?? "", 10);
  const port = [portOf(req.get("X-Forwarded-Host")), portOf(req.get("host"))].find(Number.isSafeInteger);
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  // Aborted on `close`, when the response is done or can no longer be written: Remix keeps a timer (and the
  // page's data) for each page until its request's signal aborts.
  const controller = new AbortController();
  const headers = remixHeaders(req.headers);
  if (withoutSession) {
    const cookies = (req.headers.cookie ?? "").split(";").filter((pair) => !cookieHeaderHasSession(pair.trim()));
    headers.set("Cookie", cookies.join(";"));
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const buffered = res.locals.body as Buffer | undefined;
    if (buffered) init.body = buffered as unknown as Uint8Array<ArrayBuffer>;
    else {
      init.body = createReadableStreamFromReadable(countedBody(req, res.locals.bodyCap as number));
      init.duplex = "half";
    }
  }
  res.on("close", () => controller.abort());
  return new Request(url.href, init);
}

async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A page may tighten the host's referrer policy (a secret in its own URL): its one replaces the host's.
  for (const [key, value] of response.headers.entries()) {
    if (key === "referrer-policy") res.setHeader(key, value);
    else res.append(key, value);
  }
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const flushable = res as Response & { flush?: () => void };
  // The request's abort signal cannot be relied on once the loader returned (undici holds it weakly).
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
      flushable.flush?.();
      // compression's stream does not pass "drain" through: wait only on the socket itself.
      if (!ok && !res.getHeader("Content-Encoding")) await drained(res);
      if (res.destroyed || res.writableEnded) break;
    }
    await reader.cancel().catch(() => {});
  } catch (error) {
    res.destroy(error as Error);
    throw error;
  } finally {
    res.off("close", stop);
  }
}

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
