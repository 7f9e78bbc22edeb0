// `npm run bench`: starts the production server on the embedded demo API and measures pages with
// autocannon, one after the other, printing requests/s and p50/p99 latency side by side.
// Knobs: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_PATHS (comma-separated).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const paths = (process.env.BENCH_PATHS ?? "/,/health-check").split(",").map((p) => p.trim()).filter(Boolean);

if (!existsSync(new URL("../build/server/index.js", import.meta.url))) {
  const built = spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: "0", LOG_LEVEL: "info" },
  stdio: ["ignore", "pipe", "inherit"],
});
const port = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("server did not start in 60 s")), 60_000);
  createInterface({ input: server.stdout }).on("line", (line) => {
    try {
      const entry = JSON.parse(line);
      if (String(entry.msg).startsWith("listening on")) {
        clearTimeout(timer);
        resolve(entry.port);
      }
    } catch {}
  });
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
// Logging at info would measure the disk; the per-request log lines are drained but not kept.
server.stdout.resume();

const base = `http://127.0.0.1:${port}`;
const rows = [];
try {
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
const headers = Object.keys(rows[0]);
const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
const line = (cells) => "| " + cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ") + " |";
console.log(line(headers));
console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
for (const row of rows) console.log(line(headers.map((h) => row[h])));
