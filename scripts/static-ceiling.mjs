// The bench's static ceiling (scripts/bench.mjs): a bare Express app answering each page's bytes
// from memory, what this machine can serve at best. The bench PUTs every page's HTML first.
import express from "express";

const pages = new Map();
const app = express();
app.disable("x-powered-by");
// No ETag: hashing every answer would lower the ceiling the portal is held to.
app.set("etag", false);
app.put("/__page", express.raw({ type: () => true, limit: "10mb" }), (req, res) => {
  pages.set(String(req.query.path), { type: String(req.query.type), body: req.body });
  res.status(204).end();
});
app.get("*", (req, res) => {
  const page = pages.get(req.path);
  if (!page) return void res.status(404).end();
  res.type(page.type).send(page.body);
});
const server = app.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ msg: "listening on", port: server.address().port }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
