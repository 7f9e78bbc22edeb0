// Preloaded into the portal by `npm run soak` and `bench:live`: `soak-memory <rss> <heapUsed> <heapTotal>`
// on stderr every second; on SIGUSR2 (with --expose-gc) a full collection and `soak-retained <bytes> <timers>`:
// the surviving heap without the code spaces (the JIT keeps growing them for minutes), and the timers pending.
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
  const timers = process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
  process.stderr.write(`soak-retained ${objects} ${timers}\n`);
});
