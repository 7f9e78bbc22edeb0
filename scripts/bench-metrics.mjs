// `npm run bench:metrics`: what the metrics cost each view: the metric updates one request makes (two scrapes
// around a load) times one update's CPU (timed here), against the view's CPU per request. BENCH_SECONDS (3).
import { pathTo } from "../app/paths.ts";
import { createMetrics, routeLabelOf } from "../server/metrics.ts";
import { freePort, load, logIn } from "./measure.mjs";
import { measuredPortalEnv, startDemoApiProcess, startServer } from "./start-server.mjs";
import { printTable } from "./table.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const OURS = /^(http_server_request_duration_seconds_count|http_client_request_duration_seconds_count|portal_[a-z_]+_total)\{?/;
const pages = [
  { view: "home, anonymous", path: pathTo("home"), as: false },
  {
    view: "an activity with chat and questions, anonymous",
    path: pathTo("conference", { slug: "inauguracion-ia-para-las-personas" }),
    as: false,
  },
  { view: "the same activity, logged in", path: pathTo("conference", { slug: "inauguracion-ia-para-las-personas" }), as: true },
  { view: "`/usuario`, logged in", path: pathTo("profile"), as: true },
  { view: "home, logged in", path: pathTo("home"), as: true },
];

/** The sum of every per-request metric of ours: each histogram's count and each counter, all label sets. */
async function updates(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  let sum = 0;
  for (const line of text.split("\n")) if (OURS.test(line)) sum += Number(line.slice(line.lastIndexOf(" ") + 1));
  return sum;
}

/** Microseconds of CPU per call of `fn`, over `times` calls. */
function microseconds(fn, times) {
  for (let i = 0; i < times / 10; i++) fn(i);
  const start = process.cpuUsage();
  for (let i = 0; i < times; i++) fn(i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / times;
}

// One update, as the server makes them: a histogram with its labels, or a counter with its labels.
const metrics = createMetrics({ redis: false, streamsByKind: () => ({}), health: () => ({ ready: true, draining: false }) });
const calls = ["getSchedule", "getActivity", "getProfile", "getOrders", "getChat", "getQuestions"];
const perObserve = microseconds(
  (i) => metrics.backendDuration.observe({ backend_call: calls[i % calls.length], outcome: "2xx" }, 0.004),
  1_000_000,
);
const perInc = microseconds((i) => metrics.cacheLookups.inc({ cache: "catalogue", result: i % 3 ? "hit" : "miss" }), 1_000_000);
const perUpdate = Math.max(perObserve, perInc);

const api = await startDemoApiProcess();
const metricsPort = await freePort();
const portal = await startServer({ env: { ...measuredPortalEnv(process.cwd(), api.url), METRICS_PORT: String(metricsPort) } });
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
const rows = [];
try {
  const cookie = await logIn(portal.base, "ana@example.com");
  for (const page of pages) {
    const perLabel = microseconds(() => routeLabelOf(page.path), 100_000);
    const headers = page.as ? { cookie } : {};
    await load(portal.base + page.path, { pid: portal.pid, connections: 2, seconds: 1, headers, warm: false });
    const before = await updates(metricsUrl);
    const result = await load(portal.base + page.path, { pid: portal.pid, connections: 10, seconds, headers, warm: false });
    const after = await updates(metricsUrl);
    if (result.non2xx || result.errors) throw new Error(`${page.view}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const perRequest = (after - before) / result.requests;
    const cost = perRequest * perUpdate + perLabel;
    rows.push({
      view: page.view,
      "metric updates per request": perRequest.toFixed(1),
      "their CPU": `${cost.toFixed(1)} µs`,
      "the view's CPU per request": `${result.cpu.toFixed(2)} ms`,
      share: `${((cost / 1000 / result.cpu) * 100).toFixed(2)} %`,
    });
  }
} finally {
  await portal.stop();
  await api.stop();
}
console.log(
  `\nOne update: histogram ${perObserve.toFixed(2)} µs, counter ${perInc.toFixed(2)} µs (the larger counted); cpuMs resolution 10 ms, ${seconds} s per view, Node ${process.version}\n`,
);
printTable(rows);
