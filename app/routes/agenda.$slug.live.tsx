// /agenda/{slug}/en-directo is answered by the Express host before Remix (decision 030); this module
// keeps the path in the route table, and what reaches it (a `.data` request) is not a stream.
export function loader() {
  return new Response(null, { status: 404 });
}
