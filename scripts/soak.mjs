// `npm run soak`: one compiled instance (demo API in its own process) under mixed traffic, sampling RSS, heap and surviving heap.
// Fails on a failed request, RSS over SOAK_BUDGET_MB, surviving heap growth over SOAK_MAX_RETAINED_MB, or (runs of 5+ minutes)
// post-warm-up RSS slope over SOAK_MAX_SLOPE_MB a minute. Knobs: the SOAK_* constants below. CI: `SOAK_SECONDS=60 SOAK_EVERY=10`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Agent, request } from "undici";
import { startDemoApiProcess, startServer } from "./start-server.mjs";

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const every = Number(process.env.SOAK_EVERY ?? 30);
const clients = Number(process.env.SOAK_CLIENTS ?? 8);
const streams = Number(process.env.SOAK_STREAMS ?? 20);
const budgetMb = Number(process.env.SOAK_BUDGET_MB ?? 512);
const maxSlope = Number(process.env.SOAK_MAX_SLOPE_MB ?? 2);
const maxRetained = Number(process.env.SOAK_MAX_RETAINED_MB ?? 10);
const judgeRss = seconds >= 300;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const SLUG = "inauguracion-ia-para-las-personas";
const PASSWORD = "Demo-2026!";

const demo = await startDemoApiProcess({ root });
const demoUrl = demo.url;

const portal = await startServer({
  env: {
    API_BASE_URL: demoUrl,
    TENANTS_FILE: path.join(root, "demo-api/tenants.json"),
    SESSION_SECRET: "soak-session-secret-0123456789abcdefghij",
    // A short run's caches keep what the warm-up filled (30 s answers would empty and refill twice a minute), so
    // the heap that survives a collection at the warm-up's end and at the run's end differs only by what leaks;
    // the ten-minute run keeps the real lifetime, judged by its RSS slope.
    ...(judgeRss ? {} : { CATALOGUE_CACHE_TTL_MS: String(Math.min(60 * 60 * 1000, seconds * 2000 + 60_000)) }),
    RATE_LIMIT_MAX: "100000",
    LOGIN_ADDRESS_FAILURES: "100000",
    LOGIN_ACCOUNT_FAILURES: "100000",
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS,
      "--expose-gc",
      `--import=${path.join(root, "scripts/soak-memory.mjs")}`,
      process.env.SOAK_NODE_OPTIONS,
    ]
      .filter(Boolean)
      .join(" "),
  },
  stderr: "pipe",
});
const memory = [];
const retained = [];
portal.stderr.on("data", (chunk) => {
  for (const line of String(chunk).split("\n")) {
    const match = /^soak-memory (\d+) (\d+) (\d+)$/.exec(line);
    const survived = /^soak-retained (\d+) (\d+)$/.exec(line);
    if (match) memory.push({ at: Date.now(), rss: Number(match[1]), heapUsed: Number(match[2]), heapTotal: Number(match[3]) });
    else if (survived) retained.push({ at: Date.now(), heapUsed: Number(survived[1]), timers: Number(survived[2]) });
    else if (line.trim()) process.stderr.write(line + "\n");
  }
});

/** The heap surviving a full collection, with the clients paused so no request in flight is counted. */
async function measureRetained() {
  const resume = pauseClients();
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  const before = retained.length;
  process.kill(portal.pid, "SIGUSR2");
  for (let waited = 0; retained.length === before && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  resume();
  return retained.at(-1);
}

const agent = new Agent({ connections: clients * 2 + streams + 8, keepAliveTimeout: 10_000 });
const base = portal.base;
const form = (fields) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
  body: new URLSearchParams(fields).toString(),
});

async function call(pathname, init = {}) {
  const response = await request(base + pathname, { dispatcher: agent, ...init });
  await response.body.dump();
  return response;
}

async function logIn(email) {
  const response = await call("/iniciar-sesion", form({ intent: "login", email, password: PASSWORD, website: "" }));
  const cookie = []
    .concat(response.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__Host-session="));
  if (!cookie) throw new Error(`login of ${email}: ${response.statusCode}`);
  return cookie;
}
const cookies = await Promise.all(["ana@example.com", "eva@example.com", "mod@example.com"].map(logIn));

const counts = { requests: 0, errors: 0, streams: 0 };
const pages = ["", "/en", "/pt", "/eus"].flatMap((prefix) => [
  `${prefix}/`,
  `${prefix}/agenda`,
  `${prefix}/agenda/${SLUG}`,
  `${prefix}/ponentes`,
  `${prefix}/blog`,
]);
const mix = [
  ...pages.map((page) => () => call(page)),
  () => call("/usuario", { headers: { cookie: cookies[counts.requests % 3] } }),
  () => call(`/agenda/${SLUG}`, { headers: { cookie: cookies[counts.requests % 3] } }),
  () => call("/preferences/venue", form({ venueId: String(1 + (counts.requests % 2)), redirectTo: "/" })),
  () =>
    call(
      "/iniciar-sesion",
      form({ intent: "login", email: `visitor${counts.requests % 1000}@example.com`, password: "wrong", website: "" }),
    ),
];

let running = true;
let inFlight = 0;
let paused = null;
function pauseClients() {
  let resume;
  paused = new Promise((resolve) => (resume = resolve));
  return () => {
    paused = null;
    resume();
  };
}
const deadline = Date.now() + seconds * 1000;
async function client(n) {
  for (let i = n; running; i += 1) {
    if (paused) await paused;
    inFlight += 1;
    try {
      const response = await mix[i % mix.length]();
      counts.requests += 1;
      if (response.statusCode >= 500) counts.errors += 1;
    } catch {
      counts.errors += 1;
    } finally {
      inFlight -= 1;
    }
  }
}
async function stream(n) {
  while (running) {
    const controller = new AbortController();
    const open = 2000 + Math.random() * 6000;
    const timer = setTimeout(() => controller.abort(), open);
    try {
      const response = await request(`${base}/agenda/${SLUG}/en-directo`, {
        dispatcher: agent,
        headers: { accept: "text/event-stream", cookie: cookies[n % 3] },
        signal: controller.signal,
      });
      counts.streams += 1;
      for await (const _ of response.body) if (!running) break;
    } catch {
      // aborted on purpose
    }
    clearTimeout(timer);
  }
}

// Every URL twice before the clock starts, so the caches filling in is not counted as heap growth.
for (let pass = 0; pass < 2; pass += 1) for (const visit of mix) await visit();

const mb = (bytes) => bytes / 1024 / 1024;
const loops = [...Array.from({ length: clients }, (_, n) => client(n)), ...Array.from({ length: streams }, (_, n) => stream(n))];
const started = Date.now();
const rows = [];
const afterWarmUp = new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3)).then(measureRetained);
while (Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, Math.min(every * 1000, deadline - Date.now())));
  const last = memory.at(-1);
  if (!last) continue;
  const row = {
    second: Math.round((Date.now() - started) / 1000),
    rssMb: mb(last.rss),
    heapUsedMb: mb(last.heapUsed),
    heapTotalMb: mb(last.heapTotal),
    requests: counts.requests,
    errors: counts.errors,
    streams: counts.streams,
  };
  rows.push(row);
  console.log(
    `${String(row.second).padStart(4)} s  rss ${row.rssMb.toFixed(0).padStart(4)} MB  heap ${row.heapUsedMb.toFixed(0).padStart(4)} / ${row.heapTotalMb.toFixed(0)} MB  requests ${row.requests}  errors ${row.errors}  streams ${row.streams}`,
  );
}
const retainedFirst = await afterWarmUp;
const retainedLast = await measureRetained();
running = false;
await Promise.allSettled(loops.slice(0, clients));
await agent.destroy();
await Promise.allSettled(loops);

/** Least-squares slope in MB per minute of `key` over the samples after the warm-up (the first third). */
function slope(key) {
  const samples = memory.filter((m) => m.at >= started + (seconds * 1000) / 3);
  if (samples.length < 3) return 0;
  const xs = samples.map((m) => (m.at - started) / 60_000);
  const ys = samples.map((m) => mb(m[key]));
  const mx = xs.reduce((a, b) => a + b) / xs.length;
  const my = ys.reduce((a, b) => a + b) / ys.length;
  const num = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}
const peakRss = Math.max(...memory.map((m) => mb(m.rss)));
const rssSlope = slope("rss");
const heapSlope = slope("heapUsed");
const rate = counts.requests / ((Date.now() - started) / 1000);
const signed = (n) => `${n >= 0 ? "+" : ""}${n.toFixed(2)}`;
const retainedGrowth =
  retainedFirst && retainedLast && retainedLast.at > retainedFirst.at ? mb(retainedLast.heapUsed) - mb(retainedFirst.heapUsed) : undefined;
console.log(
  `\nsoak: ${seconds} s, ${counts.requests} requests (${rate.toFixed(0)}/s), ${counts.errors} errors, ${counts.streams} streams opened; ` +
    `peak RSS ${peakRss.toFixed(0)} MB (budget ${budgetMb}); after warm-up RSS ${signed(rssSlope)} MB/min${judgeRss ? "" : " (not judged under five minutes)"}, heap ${signed(heapSlope)} MB/min; ` +
    (retainedGrowth === undefined
      ? "the objects after a full collection were not measured"
      : `objects after a full collection (compiled code aside) ${mb(retainedFirst.heapUsed).toFixed(1)} MB at the end of the warm-up, ${mb(retainedLast.heapUsed).toFixed(1)} MB at the end (${signed(retainedGrowth)} MB), ${retainedLast.timers} timers pending`),
);
await portal.stop();
await demo.stop();

const problems = [];
if (counts.errors > 0) problems.push(`${counts.errors} failed requests`);
if (peakRss > budgetMb) problems.push(`RSS ${peakRss.toFixed(0)} MB over the ${budgetMb} MB budget`);
if (retainedGrowth === undefined) problems.push("the objects after a full collection were not measured");
else if (retainedGrowth > maxRetained)
  problems.push(`the objects that survive a full collection grew ${retainedGrowth.toFixed(1)} MB after the warm-up (over ${maxRetained})`);
if (judgeRss && rssSlope > maxSlope) problems.push(`RSS grows ${rssSlope.toFixed(2)} MB/min after the warm-up (over ${maxSlope})`);
if (problems.length) {
  console.error(`soak: FAIL: ${problems.join("; ")}`);
  process.exit(1);
}
console.log("soak: OK");
