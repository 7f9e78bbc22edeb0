// `npm run bench`: starts the production server on the embedded demo API and measures pages with
// autocannon, one after the other, printing requests/s and p50/p99 latency side by side.
// Knobs: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_PATHS (comma-separated;
// default: home, health check, agenda and one activity's page). It also counts, through the demo
// API's request counter, how many backend calls one home page view makes once the cache is warm.
// Then the home page again with BENCH_STREAMS (default 200) idle event-stream clients connected to an
// activity's live updates (BENCH_LIVE_SLUG, default the demo's activity with chat and questions), to
// show what open live streams cost the rest of the portal. Run with tsx (npm run bench): the paths
// come from app/paths.ts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { pathTo } from "../app/paths.ts";
import { printTable } from "./table.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const requestedPaths = process.env.BENCH_PATHS?.split(",").map((p) => p.trim()).filter(Boolean);
const streams = Number(process.env.BENCH_STREAMS ?? 200);
const liveSlug = process.env.BENCH_LIVE_SLUG ?? "inauguracion-ia-para-las-personas";

if (!existsSync(new URL("../build/server/index.js", import.meta.url))) {
  const built = spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: "0", LOG_LEVEL: "info" },
  stdio: ["ignore", "pipe", "inherit"],
});
let demoApiUrl = null;
const port = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("server did not start in 60 s")), 60_000);
  createInterface({ input: server.stdout }).on("line", (line) => {
    try {
      const entry = JSON.parse(line);
      if (entry.apiBaseUrl) demoApiUrl = entry.apiBaseUrl;
      if (String(entry.msg).startsWith("listening on")) {
        clearTimeout(timer);
        resolve(entry.port);
      }
    } catch {
      // not a JSON log line
    }
  });
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
// Logging at info would measure the disk; the per-request log lines are drained but not kept.
server.stdout.resume();

const base = `http://127.0.0.1:${port}`;
const agendaHtml = await (await fetch(`${base}/agenda`)).text();
const slug = /data-activity-slug="([^"]+)"/.exec(agendaHtml)?.[1];
const paths = requestedPaths ?? ["/", "/health-check", "/agenda", ...(slug ? [`/agenda/${slug}`] : [])];

/** Backend calls per home page view with a warm cache, counted by the demo API. */
async function backendCallsPerHomeView(views = 20) {
  if (!demoApiUrl) return null;
  const count = async () => (await (await fetch(`${demoApiUrl}/__demo/stats`)).json()).requests;
  await fetch(`${base}/`).then((r) => r.text());
  const before = await count();
  for (let i = 0; i < views; i++) await fetch(`${base}/`).then((r) => r.text());
  return ((await count()) - before) / views;
}

/** Event-stream clients that connect and then only listen, as open activity pages do. */
async function openIdleStreams(count) {
  const url = base + pathTo("conferenceLive", { slug: liveSlug });
  const requests = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const request = http.get(url, { agent: false, headers: { accept: "text/event-stream" } }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
            // Connected once the first bytes came; what follows is read and dropped.
            response.once("data", () => resolve());
            response.resume();
          });
          request.on("error", reject);
          requests.push(request);
        }),
    ),
  );
  return () => requests.forEach((request) => request.destroy());
}

async function measure(path, label = path) {
  // Warm up caches and connections first.
  await autocannon({ url: base + path, connections: 2, duration: 2 });
  const result = await autocannon({ url: base + path, connections, duration: seconds });
  rows.push({
    path: label,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    errors: result.errors + result.timeouts,
  });
}

const rows = [];
let callsPerView = null;
try {
  callsPerView = await backendCallsPerHomeView();
  for (const path of paths) await measure(path);
  if (streams > 0) {
    const closeStreams = await openIdleStreams(streams);
    try {
      await measure("/", `/ with ${streams} idle event streams`);
    } finally {
      closeStreams();
    }
  }
} finally {
  server.kill("SIGTERM");
}

console.log(`\n${connections} connections, ${seconds} s per path, Node ${process.version}, ${(await import("node:os")).cpus().length} cores\n`);
printTable(rows);
if (callsPerView !== null) console.log(`\nBackend calls per home page view, warm cache: ${callsPerView}`);

const { pageSizes } = await import("./js-size.mjs");
console.log("\nJavaScript shipped per page (the pages also work without it):\n");
printTable(pageSizes());
