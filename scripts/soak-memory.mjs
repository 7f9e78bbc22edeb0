// Preloaded into the portal by `npm run soak` (NODE_OPTIONS=--import): its memory on stderr every
// second, one line `soak-memory <rss> <heapUsed> <heapTotal>` in bytes; and on SIGUSR2, when the
// process runs with --expose-gc, a full collection and `soak-retained <heapUsed>`: the heap that
// survives it, which only a leak makes grow. Not part of the portal.
setInterval(() => {
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  process.stderr.write(`soak-memory ${rss} ${heapUsed} ${heapTotal}\n`);
}, 1000).unref();

process.on("SIGUSR2", () => {
  if (typeof globalThis.gc !== "function") return;
  globalThis.gc();
  process.stderr.write(`soak-retained ${process.memoryUsage().heapUsed}\n`);
});
