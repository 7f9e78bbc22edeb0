// /agenda/{slug}/en-directo: the activity's live updates (chat, questions) as server-sent events, for
// the page's hook (app/participation/useLive.ts). The events come from the process's hub
// (app/participation/live.server.ts), which polls the backend once per conference feed whoever
// watches; this route only says what the visitor may see and writes the stream.
//
// What the visitor gets: the validated questions when the activity takes questions (anyone); the
// chat when it has one and the visitor is logged in, as an attendee or a moderator (the backend's
// role), a moderator also the moderators' chat and the question queue. Nothing to watch: 204 (an
// EventSource does not come back). `Last-Event-ID` (or `?since=`, the page's own state on the first
// connection) says what the browser has: only later changes are sent.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { selectedVenueId } from "~/agenda/venue.server";
import { BackendError, BackendRedirect, backendFor, type Backend } from "~/backend/client.server";
import { getConference, getConferenceDetails } from "~/backend/conferences.server";
import { getChatChannel } from "~/backend/participation.server";
import { parseLiveEventId, type LiveEvent } from "~/participation/live-events";
import type { LiveViewer } from "~/participation/live.server";
import { authOf } from "~/session/auth.server";

/** A comment line this often, so that proxies and browsers do not take a quiet stream for a dead one. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting once a stream ends (a restart, a deploy). */
const RETRY_MS = 3_000;
/**
 * When the portal ends the streams (SIGTERM), each gets a last hint between RETRY_MS and twice
 * that: the browsers of a draining instance reconnect to the others spread over seconds, not at once.
 */
const reconnectSpread = () => RETRY_MS + Math.floor(Math.random() * RETRY_MS);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (context.refusal) return new Response(null, { status: context.refusal.status });
  if (!context.tenant) return new Response(null, { status: 404 });
  const backend = backendFor(context);
  let watch: Pick<LiveViewer, "conferenceId" | "questions" | "chat">;
  try {
    watch = await whatToWatch(request, context, backend, params.slug!);
  } catch (error) {
    if (error instanceof BackendError && error.notFound) return new Response(null, { status: 404 });
    if (!(error instanceof BackendError) && !(error instanceof BackendRedirect)) throw error;
    context.logger.warn({ err: { message: error.message } }, "live stream not opened: the backend did not answer");
    return new Response(null, { status: 503, headers: { "Retry-After": "10" } });
  }
  if (!watch.questions && !watch.chat) return new Response(null, { status: 204 });

  const since = parseLiveEventId(request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("since"));
  const scope = { tenantToken: context.tenant.token, tenantHosts: context.tenant.hosts, locale: context.locale };
  return eventStream(request.signal, (send, close) => context.live.subscribe({ ...watch, scope, since, send, close }));
}

async function whatToWatch(request: Request, context: LoaderFunctionArgs["context"], backend: Backend, slug: string) {
  const venueId = selectedVenueId(request, null);
  // Both answers come from the catalogue cache, as the page's own.
  const [conference, details] = await Promise.all([getConference(backend, slug, venueId), getConferenceDetails(backend, slug, venueId)]);
  let chat: LiveViewer["chat"] = null;
  const auth = details.chat_enabled ? await authOf(request, context) : null;
  if (auth) {
    try {
      chat = { token: auth.token, role: (await getChatChannel(backend, auth, conference.id)).role };
    } catch (error) {
      // A session the backend no longer takes (403), or no chat after all (404): the questions only.
      if (!(error instanceof BackendError && error.kind === "http" && error.status < 500)) throw error;
    }
  }
  return { conferenceId: conference.id, questions: details.questions_enabled, chat };
}

/**
 * The stream. remix-utils' `eventStream` (7.x, the last for Remix v2) writes `event:` and `data:`
 * only: events here need `id:` (reconnection) and a comment heartbeat, so it is written here, in
 * the same shape. It ends when the visitor goes away (the request's signal, or the body cancelled)
 * or when the hub closes it (token refused, shutdown).
 */
function eventStream(signal: AbortSignal, subscribe: (send: (event: LiveEvent) => void, close: () => void) => () => void): Response {
  const encoder = new TextEncoder();
  let end = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      let unsubscribe: (() => void) | null = null;
      const write = (text: string) => {
        if (!ended) controller.enqueue(encoder.encode(text));
      };
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), HEARTBEAT_MS);
      end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        signal.removeEventListener("abort", end);
        unsubscribe?.();
        try {
          controller.close();
        } catch {
          // already cancelled by the reader
        }
      };
      signal.addEventListener("abort", end);
      // The first bytes at once: the browser's EventSource is open, and any buffer on the way is flushed.
      write(`retry: ${RETRY_MS}\n\n`);
      unsubscribe = subscribe(
        (event) => write(`event: ${event.event}\nid: ${event.id}\ndata: ${JSON.stringify(event.data)}\n\n`),
        () => {
          write(`retry: ${reconnectSpread()}\n\n`);
          end();
        },
      );
      if (ended) unsubscribe(); // closed while subscribing (shutting down)
      else if (signal.aborted) end();
    },
    cancel: () => end(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      // nginx and similar proxies pass each event on at once instead of buffering the answer.
      "X-Accel-Buffering": "no",
    },
  });
}
