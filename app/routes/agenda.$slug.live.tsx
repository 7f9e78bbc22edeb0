// /agenda/{slug}/en-directo, the activity's live updates as server-sent events, is answered by the
// Express host before Remix (app/participation/live-stream.server.ts, mounted in server.ts): an open
// stream through Remix held a fetch Request, an AbortController, a web stream and the suspended
// handler, about twice the memory (docs/decisions/030-ten-thousand-streams.md). This module keeps the
// path in the route table (app/routes.ts); what reaches it anyway (a single-fetch `.data` request)
// is not a stream.
export function loader() {
  return new Response(null, { status: 404 });
}
