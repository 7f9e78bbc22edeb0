// `npm run bench:live`: a live event's cost on the production build: page views, then N event streams and a moderator's message's trip.
// Knobs: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_STREAMS (2000; 0 skips), BENCH_MESSAGES (3), BENCH_IDLE_SECONDS (5), LIVE_POLL_MS,
// BENCH_ROOT (a checkout measured as "before", in turn in BENCH_SLICES slices, 4), BENCH_METRICS=ab (METRICS_PORT off and on, the same way).
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { pathTo } from "../app/paths.ts";
import { cpuMs, load, logIn, openFilesLimits, openStreams, rssKb } from "./measure.mjs";
import { measuredPortalEnv, startDemoApiProcess, startServer } from "./start-server.mjs";
import { printTable } from "./table.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const streams = Number(process.env.BENCH_STREAMS ?? 2000);
const messages = Number(process.env.BENCH_MESSAGES ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const metricsAb = process.env.BENCH_METRICS === "ab";
const slices = Math.max(1, Number(process.env.BENCH_SLICES ?? (process.env.BENCH_ROOT || metricsAb ? 4 : 1)));
const MESSAGE_TIMEOUT_MS = 10_000;
const STREAMS_AT_ONCE = 200; // connecting at the same time
const SLUG = "inauguracion-ia-para-las-personas"; // the opening keynote, Congreso Demo: chat and questions
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const targets = metricsAb
  ? [
      { label: "metrics off", root: here, env: { METRICS_PORT: "off" } },
      { label: "metrics on", root: here, env: { METRICS_PORT: "0" } },
    ]
  : process.env.BENCH_ROOT
    ? [
        { label: "before", root: path.resolve(process.env.BENCH_ROOT) },
        { label: "after", root: here },
      ]
    : [{ label: "this build", root: here }];

// Every stream is a socket here and one in the portal, which inherits this limit: room for both.
const files = openFilesLimits() ?? { soft: Infinity, hard: Infinity };
const needed = streams + 256;
console.log(`open-files soft limit (ulimit -n): ${files.soft}`);
if (files.soft < needed) {
  console.error(
    `BENCH_STREAMS=${streams} needs about ${needed} open files per process, over the limit of ${files.soft}: run \`ulimit -n ${needed}\` first (the hard limit is ${files.hard}) or lower BENCH_STREAMS.`,
  );
  process.exit(1);
}

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const children = [];
const stopAll = () => Promise.all(children.splice(0).map((child) => child.stop()));
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stopAll().finally(() => process.exit(130)));

/** The demo API alone, and a portal on it, from `root`; the LIVE_POLL_MS that portal runs with. */
async function startStack(target) {
  const demo = await startDemoApiProcess({ root: target.root });
  children.push(demo);
  const env = { ...measuredPortalEnv(target.root, demo.url), ...target.env };
  const preload = ["--expose-gc", `--import=${path.join(here, "scripts/soak-memory.mjs")}`];
  const portal = await startServer({
    root: target.root,
    env: { ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS, ...preload].filter(Boolean).join(" ") },
    stderr: "pipe",
  });
  children.push(portal);
  const survivors = [];
  createInterface({ input: portal.stderr }).on("line", (line) => {
    const survived = /^soak-retained (\d+)$/.exec(line);
    if (survived) survivors.push(Number(survived[1]));
    else if (!line.startsWith("soak-memory ")) process.stderr.write(line + "\n");
  });
  /** After a full collection: the portal's surviving heap and its RSS, in KB. */
  portal.memoryAfterGc = async () => {
    const before = survivors.length;
    process.kill(portal.pid, "SIGUSR2");
    for (let waited = 0; survivors.length === before; waited += 50) {
      if (waited > 10_000) throw new Error(`${target.label}: the portal did not answer SIGUSR2 with its heap`);
      await sleep(50);
    }
    return { heap: survivors.at(-1) / 1024, rss: rssKb(portal.pid) };
  };
  let livePollMs = "?";
  try {
    const { loadConfig } = await import(pathToFileURL(path.join(target.root, "app/config.server.ts")).href);
    livePollMs = loadConfig({ ...process.env, NODE_ENV: "production", ...env }).livePollMs ?? "?";
  } catch {
    // a checkout without it
  }
  return { ...target, portal, livePollMs };
}

function call(url, init = {}) {
  return fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000), ...init });
}

const form = (cookie, fields) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) },
  body: new URLSearchParams(fields).toString(),
});

const activity = pathTo("conference", { slug: SLUG });
const LOGOUT_FORM = `action="${pathTo("logout")}"`;
const pages = [
  { view: "home, anonymous", path: pathTo("home"), as: null },
  { view: "an activity with chat and questions, anonymous", path: activity, as: null },
  { view: "the same activity, logged in", path: activity, as: "ana" },
  { view: "`/usuario`, logged in", path: pathTo("profile"), as: "ana" },
  { view: "home, logged in", path: pathTo("home"), as: "ana" },
];
// Each page uncompressed, then as Chromium asks for it: what a browser's view costs, compression included.
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const views = [
  ...pages,
  ...pages.map((page) => ({ ...page, view: `${page.view}, as a browser asks (${BROWSER_ENCODINGS})`, encoding: BROWSER_ENCODINGS })),
];

/** The page answers 200, and shows a logged-in visitor's logout form exactly when it should. */
async function checkView(stack, view) {
  const cookie = view.as ? stack.cookies[view.as] : null;
  const response = await call(stack.portal.base + view.path, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${stack.label}: ${view.view} (${view.path}) answered ${response.status}`);
  if (html.includes(LOGOUT_FORM) !== Boolean(view.as))
    throw new Error(
      `${stack.label}: ${view.view} (${view.path}) ${view.as ? "does not show" : "shows"} a logged-in visitor (the logout form)`,
    );
}

const problems = [];
const ms = (value, digits = 0) => `${value.toFixed(digits)} ms`;

/** One slice of a view on one checkout, added to `sum` (the first slice warms up first). */
async function measureSlice(stack, view, sum) {
  const cookie = view.as ? stack.cookies[view.as] : null;
  const result = await load(stack.portal.base + view.path, {
    pid: stack.portal.pid,
    connections,
    seconds: seconds / slices,
    headers: { ...(cookie ? { cookie } : {}), ...(view.encoding ? { "accept-encoding": view.encoding } : {}) },
    warm: sum.requests === 0,
  });
  sum.requests += result.requests;
  // The time the slice ran as autocannon counted it (a short slice may run longer than asked).
  sum.seconds += result.rps ? result.requests / result.rps : seconds / slices;
  sum.cpu = result.cpu === null || sum.cpu === null ? null : sum.cpu + result.cpu * result.requests;
  sum.p99 = Math.max(sum.p99, result.p99);
  for (const kind of ["non2xx", "errors", "timeouts"]) sum[kind] += result[kind];
}

function viewFigure(stack, view, sum) {
  const failed = sum.non2xx + sum.errors + sum.timeouts;
  if (failed)
    problems.push(
      `${stack.label}, ${view.view}: ${sum.non2xx} non-2xx, ${sum.errors} errors, ${sum.timeouts} time-outs of ${sum.requests}`,
    );
  const cpu = sum.cpu === null || !sum.requests ? "CPU n/a" : `${ms(sum.cpu / sum.requests, 2)} CPU`;
  return `${cpu}, ${Math.round(sum.requests / sum.seconds)} req/s, p99 ${ms(sum.p99)}${failed ? `, **${failed} failed**` : ""}`;
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/** N logged-in event streams: memory and CPU per idle stream, then each moderator's message's time to each. */
async function measureStreams(stack) {
  const pid = stack.portal.pid;
  const arrivals = Array.from({ length: streams }, () => null);
  const tails = Array.from({ length: streams }, () => "");
  let marker = null;
  // A marker split over two reads is still found: each stream keeps the end of what it read last.
  const onData = (index, text) => {
    if (!marker) return;
    const seen = tails[index] + text;
    if (arrivals[index] === null && seen.includes(marker)) arrivals[index] = performance.now();
    tails[index] = seen.slice(-marker.length);
  };
  await sleep(1000);
  const memoryBefore = await stack.portal.memoryAfterGc();
  const connectStarted = performance.now();
  const connectCpu = cpuMs(pid);
  const close = await openStreams(stack.portal.base + pathTo("conferenceLive", { slug: SLUG }), streams, {
    headers: { cookie: stack.cookies.ana },
    onData,
    parallel: STREAMS_AT_ONCE,
    timeoutMs: Math.max(120_000, streams * 50), // generous: a busy machine opens some 50 a second
  });
  const rows = {};
  try {
    const opened = `${((performance.now() - connectStarted) / 1000).toFixed(1)} s, ${((cpuMs(pid) - connectCpu) / streams).toFixed(1)} ms CPU each`;
    rows[`${streams} event streams opened (${STREAMS_AT_ONCE} at a time)`] = opened;
    await sleep(2000);
    const memory = await stack.portal.memoryAfterGc();
    const perStream = (key) => `${((memory[key] - memoryBefore[key]) / streams).toFixed(1)} KB`;
    rows["memory per idle stream, after a full GC: heap, RSS"] = `${perStream("heap")}, ${perStream("rss")}`;
    // The RSS per stream depends on what the process had freed before (pages the streams reuse): the whole tells.
    rows[`portal RSS, before → with ${streams} streams`] = `${Math.round(memoryBefore.rss / 1024)} → ${Math.round(memory.rss / 1024)} MB`;
    const cpuBefore = cpuMs(pid);
    await sleep(idleSeconds * 1000);
    rows[`portal CPU, ${streams} streams idle`] = `${((cpuMs(pid) - cpuBefore) / idleSeconds).toFixed(1)} ms/s`;

    const latencies = [];
    let spread = 0;
    let reached = 0;
    for (let n = 1; n <= messages; n++) {
      arrivals.fill(null);
      marker = `bench-live-${process.pid}-${Date.now().toString(36)}-${n}`;
      const sent = performance.now();
      const response = await call(
        stack.portal.base + activity,
        form(stack.cookies.mod, { intent: "send-message", message: marker, channel: "public" }),
      );
      await response.body?.cancel();
      if (response.status >= 400) throw new Error(`${stack.label}: the moderator's message answered ${response.status}`);
      while (arrivals.includes(null) && performance.now() - sent < MESSAGE_TIMEOUT_MS) await sleep(20);
      const got = arrivals.filter((at) => at !== null).map((at) => at - sent);
      reached += got.length;
      if (got.length < streams)
        problems.push(`${stack.label}: message ${n} reached ${got.length} of ${streams} streams within ${MESSAGE_TIMEOUT_MS / 1000} s`);
      if (got.length) spread = Math.max(spread, Math.max(...got) - Math.min(...got));
      latencies.push(...got);
      marker = null;
      await sleep(500);
    }
    latencies.sort((a, b) => a - b);
    const figure = (q) => (latencies.length ? ms(percentile(latencies, q)) : "n/a");
    rows["message to each stream: p50 / p99 / max"] =
      `${figure(0.5)} / ${figure(0.99)} / ${latencies.length ? ms(latencies.at(-1)) : "n/a"}`;
    rows["spread on one message (worst)"] = ms(spread);
    rows["streams reached"] = `${reached} of ${streams * messages} (${messages} messages)`;
  } finally {
    close();
  }
  return rows;
}

const table = views.map((view) => ({ view: view.view }));
try {
  const stacks = [];
  for (const target of targets) stacks.push(await startStack(target));
  for (const stack of stacks) {
    stack.cookies = { ana: await logIn(stack.portal.base, "ana@example.com"), mod: await logIn(stack.portal.base, "mod@example.com") };
    for (const view of views) await checkView(stack, view);
  }
  // View by view, the checkouts in turn slice by slice (the order swapped each slice): this machine's
  // speed drifts within a minute, and what it does to one it then does to the other.
  for (const [i, view] of views.entries()) {
    const sums = stacks.map(() => ({ requests: 0, seconds: 0, cpu: 0, p99: 0, non2xx: 0, errors: 0, timeouts: 0 }));
    for (let slice = 0; slice < slices; slice++) {
      const order = slice % 2 ? [...stacks.keys()].reverse() : [...stacks.keys()];
      for (const at of order) await measureSlice(stacks[at], view, sums[at]);
    }
    stacks.forEach((stack, at) => (table[i][stack.label] = viewFigure(stack, view, sums[at])));
  }
  for (const stack of streams > 0 ? stacks : []) {
    let rows;
    try {
      rows = await measureStreams(stack);
    } catch (error) {
      problems.push(`${stack.label}: ${error.message}`);
      continue;
    }
    for (const [view, figure] of Object.entries(rows)) {
      let row = table.find((r) => r.view === view);
      if (!row) table.push((row = { view }));
      row[stack.label] = figure;
    }
  }
  if (streams > 0)
    table.push(Object.fromEntries([["view", "LIVE_POLL_MS"], ...stacks.map((stack) => [stack.label, String(stack.livePollMs)])]));
} finally {
  await stopAll();
}

const cpu = os.cpus();
console.log(
  `\n${connections} connections, ${seconds} s per view${slices > 1 ? ` in ${slices} slices, the checkouts in turn (p99: the worst slice's)` : ""}, ` +
    `Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? "?"}, ` +
    targets.map((t) => `${t.label}: ${t.root}`).join(", ") +
    "\n",
);
printTable(table.map((row) => Object.fromEntries([["view", row.view], ...targets.map((t) => [t.label, row[t.label] ?? ""])])));
if (problems.length) {
  console.error(`\nbench:live: FAIL\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
