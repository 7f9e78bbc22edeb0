import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { htmlBodyStream } from "~/chrome/html-stream.server";
import { NonceProvider } from "~/ui/nonce";
import { SharedPartsContext } from "~/chrome/SharedPart";
import { PersonalSlotsContext } from "~/chrome/PersonalSlot";
import { getPageI18n } from "~/i18n/i18n.server";
import { namespacesOf } from "~/i18n/namespaces";
import type { RootData } from "~/root-data";
import { clearedSessionCookie } from "~/session/auth.server";

// The host composes a logged-in visitor's kept page through the server build.
export { composePersonalPage, mayComposePersonalPage } from "~/personal-pages.server";

const ABORT_DELAY = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await removeRefusedSession(responseHeaders, loadContext);
  tellWhenToRetry(responseStatusCode, responseHeaders, loadContext);
  const bot = isbot(request.headers.get("user-agent") ?? "");
  const nonce = loadContext.nonce;
  const parts = loadContext.sharedParts?.forRequest(nonce) ?? null;
  const { matches } = remixContext.staticHandlerContext;
  const capture = loadContext.pageCapture ?? null;
  if (capture) capture.matches = matches.map((match) => ({ id: match.route.id, params: match.params }));
  const namespaces = namespacesOf(
    matches.map((match) => ({
      handle: remixContext.routeModules[match.route.id]?.handle,
      data: remixContext.staticHandlerContext.loaderData[match.route.id],
    })),
    (remixContext.staticHandlerContext.loaderData.root as Pick<RootData, "consent"> | undefined)?.consent === null,
  );
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <SharedPartsContext.Provider value={parts}>
          <PersonalSlotsContext.Provider value={capture}>
            <I18nextProvider i18n={getPageI18n(loadContext.locale, namespaces)}>
              <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
            </I18nextProvider>
          </PersonalSlotsContext.Provider>
        </SharedPartsContext.Provider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!bot) answer();
        },
        onAllReady() {
          clearTimeout(giveUp);
          if (bot) answer();
        },
        onShellError(error: unknown) {
          clearTimeout(giveUp);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A visitor who leaves while the page streams is not an error.
          if (shellRendered && !request.signal.aborted) loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
    // Cleared once the page is done: a pending timer would keep the finished render (its data, the request) alive.
    const giveUp = setTimeout(abort, ABORT_DELAY + 1000);

    /** Bots get the whole page at once, visitors its shell as soon as it is ready. */
    function answer() {
      shellRendered = true;
      const body = htmlBodyStream(parts);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    }
  });
}

/** Data requests (JS navigations and submissions) end a session the backend refused, too. */
export async function handleDataRequest(response: Response, { context }: { context: AppLoadContext }) {
  await removeRefusedSession(response.headers, context);
  tellWhenToRetry(response.status, response.headers, context);
  return response;
}

/** Set here because Remix passes an action's other headers only through a route's own `headers` export. */
function tellWhenToRetry(status: number, headers: Headers, context: AppLoadContext) {
  if (status === 429 && context.rateLimited) headers.set("Retry-After", String(context.rateLimited.retryAfterSeconds));
}

async function removeRefusedSession(headers: Headers, context: AppLoadContext) {
  const cookie = await clearedSessionCookie(context);
  if (cookie) headers.append("Set-Cookie", cookie);
}

/** What the router itself refuses (405, 404) is the client's mistake: one info line, not an error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as AppLoadContext | undefined)?.logger;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger?.info({ status: error.status, method: request.method }, "request refused by the router");
    return;
  }
  if (logger) logger.error({ err: error }, "unhandled error");
  else console.error(error);
};
