// `npm run bench`: starts the production server on the embedded demo API and measures pages with
// autocannon, one after the other, printing requests/s and p50/p99 latency side by side.
// Knobs: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_PATHS (comma-separated;
// default: home, health check, agenda and one activity's page). It also counts, through the demo
// API's request counter, how many backend calls one home page view makes once the cache is warm.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { printTable } from "./table.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const requestedPaths = process.env.BENCH_PATHS?.split(",").map((p) => p.trim()).filter(Boolean);

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

const rows = [];
let callsPerView = null;
try {
  callsPerView = await backendCallsPerHomeView();
  for (const path of paths) {
    // Warm up caches and connections first.
    await autocannon({ url: base + path, connections: 2, duration: 2 });
    const result = await autocannon({ url: base + path, connections, duration: seconds });
    rows.push({
      path,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "non-2xx": result.non2xx,
      errors: result.errors + result.timeouts,
    });
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
