// Preloaded into the portal by `npm run soak` (NODE_OPTIONS=--import): its memory on stderr every
// second, one line `soak-memory <rss> <heapUsed> <heapTotal>` in bytes. Not part of the portal.
setInterval(() => {
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  process.stderr.write(`soak-memory ${rss} ${heapUsed} ${heapTotal}\n`);
}, 1000).unref();
