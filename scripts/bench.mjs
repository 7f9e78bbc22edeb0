// `npm run bench` (tsx: paths from app/paths.ts): autocannon on the production build and demo API beside a static ceiling serving
// the same bytes; the cold render (page cache off), backend calls per view, `/` with idle event streams, and the JavaScript Chromium
// fetches. Knobs: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PATHS (comma-separated), BENCH_STREAMS (0 skips), BENCH_LIVE_SLUG, BENCH_ROOT.
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pathTo } from "../app/paths.ts";
import { load, openStreams } from "./measure.mjs";
import { startServer } from "./start-server.mjs";
import { printTable } from "./table.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const requestedPaths = process.env.BENCH_PATHS?.split(",")
  .map((p) => p.trim())
  .filter(Boolean);
const streams = Number(process.env.BENCH_STREAMS ?? 200);
const liveSlug = process.env.BENCH_LIVE_SLUG ?? "inauguracion-ia-para-las-personas";
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(process.env.BENCH_ROOT ?? here);

const portalEnv = { NODE_ENV: "production", PORT: "0", LOG_LEVEL: "info" };
const cached = await startServer({ env: portalEnv, root });
const cold = await startServer({ env: { ...portalEnv, PAGE_CACHE_MAX_ENTRIES: "0" }, root });
const ceiling = await startServer({ args: ["scripts/static-ceiling.mjs"] });
const servers = [cached, cold, ceiling];

async function text(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { body: await response.text(), type: response.headers.get("content-type") ?? "text/html" };
}

const agendaHtml = (await text(`${cached.base}${pathTo("agenda")}`)).body;
const slug = /data-activity-slug="([^"]+)"/.exec(agendaHtml)?.[1];
const paths = requestedPaths ?? [
  pathTo("home"),
  pathTo("agenda"),
  ...(slug ? [pathTo("conference", { slug })] : []),
  pathTo("speakers"),
  pathTo("blog"),
];

async function loadCeiling(pagePath) {
  const page = await text(cached.base + pagePath);
  await new Promise((resolve, reject) => {
    const request = http.request(
      `${ceiling.base}/__page?path=${encodeURIComponent(pagePath)}&type=${encodeURIComponent(page.type)}`,
      { method: "PUT" },
      (response) => {
        response.resume();
        response.on("end", resolve);
      },
    );
    request.on("error", reject);
    request.end(page.body);
  });
  return page.body.length;
}

/** Requests/s and p99 at `connections`, and the server's CPU time per request (robust to a busy machine). */
async function run(url, pid) {
  const result = await load(url, { pid, connections, seconds });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs`);
  return { rps: result.rps, p99: result.p99, cpu: result.cpu === null ? "n/a" : result.cpu.toFixed(2) };
}

/** Backend calls one more anonymous view of the page makes, once it has been seen (the demo API's counter). */
async function backendCallsPerView(server, pagePath, views = 20) {
  if (!server.demoApiUrl) return "n/a";
  const count = async () => (await (await fetch(`${server.demoApiUrl}/__demo/stats`)).json()).requests;
  await text(server.base + pagePath);
  const before = await count();
  for (let i = 0; i < views; i++) await text(server.base + pagePath);
  return ((await count()) - before) / views;
}

function openIdleStreams(count) {
  return openStreams(cached.base + pathTo("conferenceLive", { slug: liveSlug }), count);
}

const pages = [];
const coldRows = [];
let streamRow = null;
let jsRows = null;
try {
  for (const pagePath of paths) {
    const bytes = await loadCeiling(pagePath);
    const portal = await run(cached.base + pagePath, cached.pid);
    const staticCeiling = await run(ceiling.base + pagePath, ceiling.pid);
    const render = await run(cold.base + pagePath, cold.pid);
    pages.push({
      page: pagePath,
      "HTML KB": (bytes / 1024).toFixed(1),
      "portal req/s": portal.rps,
      "portal p99 ms": portal.p99,
      "static req/s": staticCeiling.rps,
      "static p99 ms": staticCeiling.p99,
      "portal/static": `${((100 * portal.rps) / staticCeiling.rps).toFixed(1)} %`,
      "portal CPU ms/req": portal.cpu,
      "static CPU ms/req": staticCeiling.cpu,
      "backend calls/view": await backendCallsPerView(cached, pagePath),
    });
    coldRows.push({
      page: pagePath,
      "cold req/s": render.rps,
      "cold p99 ms": render.p99,
      // The portal process's CPU time (all its threads, GC included) per page rendered.
      "CPU ms/render": render.cpu,
      "backend calls/view": await backendCallsPerView(cold, pagePath),
    });
  }
  if (streams > 0) {
    const closeStreams = await openIdleStreams(streams);
    try {
      const result = await run(cached.base + pathTo("home"), cached.pid);
      streamRow = { page: `/ with ${streams} idle event streams`, "req/s": result.rps, "p99 ms": result.p99, "CPU ms/req": result.cpu };
    } finally {
      closeStreams();
    }
  }
  const { browserPageWeights } = await import("./js-size.mjs");
  if (typeof browserPageWeights === "function") jsRows = await browserPageWeights(cached.base);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

console.log(
  `\n${connections} connections, ${seconds} s per measure, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}${root === here ? "" : `, portal from ${root}`}\n`,
);
console.log("Anonymous pages, page cache on, against the static ceiling (Express serving the same bytes from memory):\n");
printTable(pages);
console.log("\nThe cold render (page cache off, catalogue cache warm):\n");
printTable(coldRows);
if (streamRow) {
  console.log("\nOpen live streams:\n");
  printTable([streamRow]);
}
if (jsRows) {
  console.log("\nJavaScript a browser fetches before the page is interactive (Chromium, gzip):\n");
  printTable(jsRows);
}
