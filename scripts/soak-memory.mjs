// Preloaded into the portal by `npm run soak` and `npm run bench:live` (NODE_OPTIONS=--import): its
// memory on stderr every second, one line `soak-memory <rss> <heapUsed> <heapTotal>` in bytes; and on
// SIGUSR2, when the process runs with --expose-gc, a full collection and `soak-retained <bytes>`: the
// objects that survive it (every heap space but the code spaces, where the JIT keeps compiling for
// minutes on a slow machine), which only a leak makes grow. Not part of the portal.
import v8 from "node:v8";

setInterval(() => {
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  process.stderr.write(`soak-memory ${rss} ${heapUsed} ${heapTotal}\n`);
}, 1000).unref();

process.on("SIGUSR2", () => {
  if (typeof globalThis.gc !== "function") return;
  globalThis.gc();
  const objects = v8
    .getHeapSpaceStatistics()
    .filter((space) => !space.space_name.startsWith("code"))
    .reduce((sum, space) => sum + space.space_used_size, 0);
  process.stderr.write(`soak-retained ${objects}\n`);
});
