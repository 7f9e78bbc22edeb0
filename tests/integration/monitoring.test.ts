// What an operator relies on in deploy/: Prometheus's configuration and alerts as promtool reads them,
// the alerts' unit tests, the Grafana dashboard against the metric catalogue, compose's wiring, the docs,
// and nginx keeping /metrics from visitors. promtool is Debian's prometheus package (scripts/ensure-tools.sh).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import catalogue from "../../deploy/metrics-catalogue.json";
import { ROOT, get, startFakeBackend, stopAllPortals, tempDir, writeTemp } from "./harness";
import { freePort, startNginx } from "./services";

afterAll(stopAllPortals);

const PROMETHEUS_DIR = path.join(ROOT, "deploy/prometheus");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

type Metric = { name: string; type: string; labels: string[]; help: string };
const METRICS: Metric[] = [...catalogue.portal, ...catalogue.defaults, ...catalogue.scrape];
const HISTOGRAM_SERIES = ["_bucket", "_count", "_sum"];

/** The catalogue's metric a series name belongs to (a histogram's `_bucket`, `_count`, `_sum` too). */
function metricOf(series: string): Metric | undefined {
  return METRICS.find(
    (metric) => metric.name === series || (metric.type === "histogram" && HISTOGRAM_SERIES.some((end) => metric.name + end === series)),
  );
}

function promtool(...args: string[]) {
  const run = spawnSync("promtool", args, { cwd: PROMETHEUS_DIR, encoding: "utf8" });
  if (run.error) throw new Error(`promtool: ${run.error.message} (bash scripts/ensure-tools.sh installs it)`);
  return { status: run.status, output: run.stdout + run.stderr };
}

const PROMQL_WORDS = new Set(["and", "or", "unless", "bool", "offset", "inf", "nan"]);

/** The series names and label names a PromQL expression uses (functions, keywords and strings left out). */
function promqlNames(expr: string) {
  const labels = new Set<string>();
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{([^}]*)\}/g, (_, matchers: string) => {
      for (const [, label] of matchers.matchAll(/([a-zA-Z_]\w*)\s*(?:=~|!~|!=|=)/g)) labels.add(label!);
      return " ";
    })
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g, (_, list: string) => {
      for (const label of list.split(",")) if (label.trim()) labels.add(label.trim());
      return " ";
    });
  const series = [...bare.matchAll(/\b([a-zA-Z_:][\w:]*)\b(\s*\()?/g)]
    .filter(([word, , call]) => !call && !PROMQL_WORDS.has(word!.toLowerCase()))
    .map(([word]) => word!);
  return { series, labels: [...labels] };
}

/** What is wrong with an expression against the catalogue: unknown series, or labels none of its metrics has. */
function catalogueProblems(expr: string): string[] {
  const { series, labels } = promqlNames(expr);
  const problems = series.filter((name) => !metricOf(name)).map((name) => `unknown metric ${name}`);
  if (series.length === 0) problems.push("no metric named");
  const known = new Set<string>([...catalogue.targetLabels, "le"]);
  for (const name of series) for (const label of metricOf(name)?.labels ?? []) known.add(label);
  problems.push(...labels.filter((label) => !known.has(label)).map((label) => `label ${label} on none of ${series.join(", ")}`));
  return problems;
}

/** alerts.yml's alerts: name and their block of text. */
function alerts() {
  return read("deploy/prometheus/alerts.yml")
    .split(/^\s*- alert: /m)
    .slice(1)
    .map((block) => ({ name: block.split("\n")[0]!.trim(), block, expr: /expr: \|?\n?([\s\S]*?)\n\s*for:/.exec(block)?.[1] ?? "" }));
}

describe("Prometheus", () => {
  it("promtool accepts the configuration, with the alert rules it loads", () => {
    const { status, output } = promtool("check", "config", "prometheus.yml");
    expect(output).toContain("SUCCESS: 1 rule files found");
    expect(status, output).toBe(0);
  });

  it("promtool accepts every alert rule", () => {
    const { status, output } = promtool("check", "rules", "alerts.yml");
    expect(status, output).toBe(0);
    expect(output).toContain(`SUCCESS: ${alerts().length} rules found`);
  });

  it("each alert waits a while, carries a severity and tells the operator what happened and what to do", () => {
    const names = alerts().map((alert) => alert.name);
    expect(names).toEqual([
      "PortalHigh5xxRate",
      "PortalRouteSlowP99",
      "PortalBackendErrors",
      "PortalBackendTimeouts",
      "PortalReadinessFlapping",
      "PortalOpenFilesNearLimit",
      "PortalRedisDisconnected",
      "PortalInstanceDown",
    ]);
    for (const { name, block } of alerts()) {
      expect(block, name).toMatch(/^\s+for: [1-9]\d*m$/m);
      expect(block, name).toMatch(/^\s+severity: (critical|warning)$/m);
      expect(block, name).toMatch(/^\s+summary: .+/m);
      expect(block, name).toMatch(/^\s+description: >-\n(\s+\S.*\n){2,}/m);
    }
  });

  it("the alerts name only the catalogue's metrics and their labels", () => {
    for (const { name, expr } of alerts()) {
      expect(expr, name).not.toBe("");
      expect(catalogueProblems(expr), name).toEqual([]);
    }
  });

  it("the unit tests pass: each alert fires on a broken series, at the time its `for` allows", () => {
    const { status, output } = promtool("test", "rules", "alerts.test.yml");
    expect(output).toContain("SUCCESS");
    expect(status, output).toBe(0);
  });

  it("every alert has a group of series where it fires and a healthy one where it does not, on catalogue series only", () => {
    const tests = read("deploy/prometheus/alerts.test.yml");
    const groups = tests.split(/^ {2}- interval: /m).slice(1);
    for (const { name } of alerts()) {
      const cases = groups.map((group) => [...group.matchAll(new RegExp(`alertname: ${name}\\n\\s+exp_alerts:( \\[\\])?`, "g"))]);
      const firing = cases.filter((found) => found.some(([, empty]) => !empty));
      const healthy = cases.filter((found) => found.length > 0 && found.every(([, empty]) => empty));
      expect(firing.length, `${name} fires somewhere`).toBeGreaterThan(0);
      expect(healthy.length, `${name} stays quiet on a healthy group`).toBeGreaterThan(0);
    }
    const series = [...tests.matchAll(/series: '([^']+)'/g)].map(([, text]) => text!);
    expect(series.length).toBeGreaterThan(0);
    for (const text of series) expect(catalogueProblems(text), text).toEqual([]);
  });
});

type Panel = { type: string; title: string; datasource?: { uid: string }; targets?: Array<{ expr: string; legendFormat?: string }> };
const dashboard = JSON.parse(read("deploy/grafana/dashboards/portal.json")) as { uid: string; panels: Panel[] };
const graphs = dashboard.panels.filter((panel) => panel.type !== "row");
const exprs = graphs.flatMap((panel) => (panel.targets ?? []).map((target) => ({ title: panel.title, expr: target.expr })));

/** The panels issue 45 asks for: a title, a series one of its queries reads, and what it is grouped or labelled by. */
const REQUIRED_PANELS = [
  { title: "Requests per second by route", uses: /rate\(http_server_request_duration_seconds_count\{/, by: /by \(http_route\)/ },
  { title: "p50 by route", uses: /histogram_quantile\(0\.5, .*http_server_request_duration_seconds_bucket/, by: /by \(http_route, le\)/ },
  { title: "p99 by route", uses: /histogram_quantile\(0\.99, .*http_server_request_duration_seconds_bucket/, by: /by \(http_route, le\)/ },
  {
    title: "Backend p99 by call",
    uses: /histogram_quantile\(0\.99, .*http_client_request_duration_seconds_bucket/,
    by: /by \(backend_call, le\)/,
  },
  { title: "5xx rate", uses: /http_response_status_class="5xx".*\/ sum\(rate\(http_server_request_duration_seconds_count/, by: /./ },
  { title: "Open streams", uses: /portal_live_streams_open/, by: /by \(instance, feed_kind\)/ },
  { title: "Cache hit ratio", uses: /portal_cache_lookups_total\{[^}]*result="hit".*\/.*portal_cache_lookups_total/, by: /by \(cache\)/ },
  { title: "Event-loop lag", uses: /nodejs_eventloop_lag_p99_seconds/, by: /./ },
  { title: "Memory per instance", uses: /process_resident_memory_bytes/, by: /./ },
];

describe("Grafana", () => {
  it("the dashboard has the panels operators look at, each reading the series it is named after", () => {
    for (const required of REQUIRED_PANELS) {
      const panel = graphs.find((candidate) => candidate.title === required.title);
      expect(panel, required.title).toBeDefined();
      const expr = panel!.targets!.map((target) => target.expr).find((text) => required.uses.test(text));
      expect(expr, `${required.title} reads ${required.uses}`).toBeDefined();
      expect(expr).toMatch(required.by);
    }
    const memory = graphs.find((panel) => panel.title === "Memory per instance")!;
    expect(memory.targets!.every((target) => target.legendFormat?.includes("{{instance}}"))).toBe(true);
  });

  it("every query names only the catalogue's metrics and their labels", () => {
    expect(exprs.length).toBeGreaterThanOrEqual(REQUIRED_PANELS.length);
    for (const { title, expr } of exprs) expect(catalogueProblems(expr), title).toEqual([]);
  });

  it("every query is PromQL that promtool parses (as a recording rule)", () => {
    const rules = exprs.map(({ expr }, index) => ({
      record: `dashboard:query_${index}`,
      expr: expr.replaceAll("$__rate_interval", "1m").replaceAll("$instance", ".*"),
    }));
    const file = writeTemp(tempDir("portal-dashboard-"), "dashboard-rules.yml", JSON.stringify({ groups: [{ name: "dashboard", rules }] }));
    const { status, output } = promtool("check", "rules", file);
    expect(status, output).toBe(0);
    expect(output).toContain(`SUCCESS: ${rules.length} rules found`);
  });

  it("every panel reads the provisioned Prometheus data source", () => {
    const uid = /^\s+uid: (\S+)$/m.exec(read("deploy/grafana/provisioning/datasources/prometheus.yml"))?.[1];
    expect(uid).toBeDefined();
    for (const panel of graphs) expect(panel.datasource?.uid, panel.title).toBe(uid);
    const provider = read("deploy/grafana/provisioning/dashboards/portal.yml");
    expect(provider).toContain("path: /var/lib/grafana/dashboards");
  });
});

describe("compose", () => {
  const compose = read("compose.yaml");

  it("Prometheus scrapes each portal instance of compose.yaml on its metrics port, which compose does not publish", () => {
    const instances = [...compose.matchAll(/^ {2}(portal-\d+): \*portal$/gm)].map(([, name]) => name);
    expect(instances).toEqual(["portal-1", "portal-2", "portal-3"]);
    const metricsPort = /^\s+METRICS_PORT: "(\d+)"$/m.exec(compose)?.[1];
    expect(metricsPort).toBe("9464");
    const targets = [...read("deploy/prometheus/prometheus.yml").matchAll(/"(portal-\d+):(\d+)"/g)];
    expect(targets.map(([, host, port]) => `${host}:${port}`)).toEqual(instances.map((name) => `${name}:${metricsPort}`));
    const portal = compose.slice(compose.indexOf("x-portal:"), compose.indexOf("\nservices:"));
    expect(portal).not.toMatch(/^\s+(ports|network_mode):/m);
    expect(portal).toMatch(/^\s+HOST: 0\.0\.0\.0$/m);
  });

  it("Prometheus and Grafana mount files that exist, and publish on loopback only", () => {
    for (const service of ["prometheus", "grafana"]) {
      const block = compose.slice(compose.indexOf(`\n  ${service}:\n`) + 1).split(/\n {2}\S/)[0]!;
      expect(block, service).toMatch(new RegExp(`image: (prom/prometheus|grafana/grafana):`));
      expect(block, service).toMatch(/ports: \["127\.0\.0\.1:\d+:\d+"\]/);
      const mounts = [...block.matchAll(/- \.\/(\S+):\//g)].map(([, file]) => file!);
      expect(mounts.length, service).toBeGreaterThan(0);
      for (const file of mounts) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
    }
  });
});

it("docs/operations.md explains every portal metric with its labels, and every alert", () => {
  const docs = read("docs/operations.md");
  const section = docs.slice(docs.indexOf("## Metrics and alerts"));
  const text = section.slice(0, section.indexOf("\n## ", 1));
  expect(text.length).toBeGreaterThan(100);
  for (const metric of catalogue.portal) {
    const line = text.split("\n").find((candidate) => candidate.includes(`\`${metric.name}\``));
    expect(line, metric.name).toBeDefined();
    for (const label of metric.labels) expect(line, `${metric.name}'s label ${label}`).toContain(`\`${label}\``);
  }
  for (const { name } of alerts()) expect(text, name).toContain(`\`${name}\``);
});

it("nginx answers /metrics itself with 404 and never forwards it to an instance", async () => {
  const instance = await startFakeBackend((_, res) => res.end("what an instance answers"));
  const listen = await freePort();
  const config = read("deploy/nginx.conf").replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${listen};`);
  const nginx = await startNginx({ "nginx.conf": config, "upstream.conf": `server 127.0.0.1:${instance.port};\n` }, listen);
  try {
    expect((await get(`${nginx.url}/agenda`)).text).toBe("what an instance answers");
    for (const target of ["/metrics", "/metrics?format=text"]) expect((await get(nginx.url + target)).status, target).toBe(404);
    expect(instance.requests.map((request) => request.url)).toEqual(["/agenda"]);
  } finally {
    await nginx.stop();
  }
});
