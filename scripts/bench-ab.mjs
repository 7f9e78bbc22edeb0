// `npm run bench:ab -- <path>`: one page's CPU per view on this checkout and BENCH_ROOT running at once on one
// demo API, in alternating slices (the machine's drift falls on both). Knobs: BENCH_AS (an e-mail or
// `anonymous`), BENCH_ENCODING (an Accept-Encoding), BENCH_SLICES (12), BENCH_SLICE_VIEWS (400).
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { cpuMs, logIn } from "./measure.mjs";
import { measuredPortalEnv, startDemoApiProcess, startServer } from "./start-server.mjs";

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const page = process.argv[2];
if (!page?.startsWith("/") || !process.env.BENCH_ROOT) {
  console.error("usage: BENCH_ROOT=<another checkout, built> npm run bench:ab -- /agenda/<slug>");
  process.exit(2);
}
const as = process.env.BENCH_AS ?? "ana@example.com";
const slices = Number(process.env.BENCH_SLICES ?? 12);
const sliceViews = Number(process.env.BENCH_SLICE_VIEWS ?? 400);
const encoding = process.env.BENCH_ENCODING ? { "accept-encoding": process.env.BENCH_ENCODING } : {};

const demo = await startDemoApiProcess();
const stacks = [];
try {
  for (const [label, root] of [
    ["before", path.resolve(process.env.BENCH_ROOT)],
    ["after", here],
  ]) {
    const portal = await startServer({ root, env: measuredPortalEnv(root, demo.url) });
    const stack = { label, root, portal, cpu: 0, views: 0 };
    stacks.push(stack);
    stack.headers = { ...encoding, ...(as === "anonymous" ? {} : { cookie: await logIn(portal.base, as) }) };
  }
  const run = (stack, amount) => autocannon({ url: stack.portal.base + page, headers: stack.headers, connections: 10, amount });
  for (const stack of stacks) await run(stack, 1500); // warm-up
  const ratios = [];
  for (let slice = 0; slice < slices; slice++) {
    const perView = {};
    for (const stack of slice % 2 ? [...stacks].reverse() : stacks) {
      const before = cpuMs(stack.portal.pid);
      const result = await run(stack, sliceViews);
      const used = cpuMs(stack.portal.pid) - before;
      if (result.non2xx || result.errors || result.timeouts)
        throw new Error(`${stack.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      stack.cpu += used;
      stack.views += result.requests.total;
      perView[stack.label] = used / result.requests.total;
    }
    ratios.push(perView.after / perView.before);
  }
  ratios.sort((a, b) => a - b);
  console.log(`\n${page} as ${as}${process.env.BENCH_ENCODING ? `, Accept-Encoding: ${process.env.BENCH_ENCODING}` : ""}`);
  for (const stack of stacks)
    console.log(`${stack.label}: ${(stack.cpu / stack.views).toFixed(2)} ms CPU per view over ${stack.views} (${stack.root})`);
  const median = ratios[Math.floor(ratios.length / 2)];
  console.log(`after / before per slice: median ${median.toFixed(3)}, from ${ratios[0].toFixed(3)} to ${ratios.at(-1).toFixed(3)}`);
} finally {
  await Promise.all(stacks.map((stack) => stack.portal.stop()));
  await demo.stop();
}
