// Several instances behind nginx (one demo API, one Redis, three portals) restarted one at a time
// under a mixed load: with SIGTERM no client sees a failure; with SIGKILL and no retries some must.
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathTo, VENUE_PREFERENCE_PATH } from "../../app/paths";
import { DEMO_PASSWORD } from "../integration/demo-proxy";
import { ROOT, TEST_SESSION_SECRET, get, sleep, startPortal, stopAllPortals, type Portal } from "../integration/harness";
import { CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { startDemoApiProcess } from "../../scripts/start-server.mjs";
import {
  freePort,
  startNginx,
  startPrometheus,
  startRedis,
  type Nginx,
  type PrometheusServer,
  type RedisServer,
} from "../integration/services";
import { CATALOGUE, described, sample } from "../integration/prometheus";

const SLUG = "inauguracion-ia-para-las-personas";
const ACTIVITY_ID = 102;
const TENANT = "demo-congreso-token";
const ACTIVITY = pathTo("conference", { slug: SLUG });
const LIVE = pathTo("conferenceLive", { slug: SLUG });
const OLD_SECRET = TEST_SESSION_SECRET;
const NEW_SECRET = "cluster-rotated-secret-0123456789abcdefgh";

let demoApi: { url: string; stop(): Promise<void> };
let redis: RedisServer;
let prometheus: PrometheusServer;
const ports: number[] = [];
const metricsPorts: number[] = [];
const instances: Portal[] = [];

function instanceEnv(index: number, secrets = OLD_SECRET): Record<string, string> {
  return {
    PORT: String(ports[index]),
    METRICS_PORT: String(metricsPorts[index]),
    HOST: "127.0.0.1",
    API_BASE_URL: demoApi.url,
    SESSION_SECRET: secrets,
    REDIS_URL: redis.url,
    TRUST_PROXY: "true",
    DRAIN_DELAY_MS: "2000",
    SHUTDOWN_TIMEOUT_MS: "10000",
    LIVE_POLL_MS: "500",
  };
}

/** The instance's readiness, asked directly (not through nginx). */
async function waitReady(index: number) {
  const started = Date.now();
  for (;;) {
    const status = await get(`http://127.0.0.1:${ports[index]}/health-check?ready=1`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() - started > 30_000) throw new Error(`instance ${index + 1} not ready in 30 s`);
    await sleep(100);
  }
}

/** deploy/upstream.conf on this run's ports, instance `down` marked down. */
function upstreamFile(down?: number) {
  const upstream = readFileSync(path.join(ROOT, "deploy/upstream.conf"), "utf8");
  const servers = upstream.replace(/127\.0\.0\.1:300([123])(.*);$/gm, (_, n: string, rest: string) => {
    const index = Number(n) - 1;
    return `127.0.0.1:${ports[index]}${rest}${index === down ? " down" : ""};`;
  });
  expect(servers.match(/^server /gm)).toHaveLength(3);
  return servers;
}

/** Restarts instance `index`; with nginx, docs/operations.md's procedure: out of the upstream first, back once ready. */
async function restart(
  index: number,
  signal: NodeJS.Signals,
  options: { secrets?: string; nginx?: Nginx; whileStopping?: (index: number) => Promise<void> } = {},
) {
  await options.nginx?.reload({ "upstream.conf": upstreamFile(index) });
  const old = instances[index]!;
  old.process.kill(signal);
  await options.whileStopping?.(index);
  await old.exited;
  instances[index] = await startPortal(instanceEnv(index, options.secrets), { timeoutMs: 30_000 });
  await waitReady(index);
  await options.nginx?.reload({ "upstream.conf": upstreamFile() });
}

/** deploy/nginx.conf and deploy/upstream.conf as they are, on this run's ports; `retries: false` turns nginx's retries off. */
function nginxFiles(listen: number, retries = true) {
  const config = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  const listening = config.replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${listen};`);
  expect(listening).not.toBe(config);
  return {
    "nginx.conf": retries ? listening : listening.replace(/proxy_next_upstream error timeout;/, "proxy_next_upstream off;"),
    "upstream.conf": upstreamFile(),
  };
}

async function logIn(base: string, email: string): Promise<string> {
  const response = await request(base + pathTo("login"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email, password: DEMO_PASSWORD, website: "" }).toString(),
  });
  await response.body.dump();
  const cookie = ([] as string[])
    .concat(response.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("__Host-session="));
  if (response.statusCode !== 302 || !cookie) throw new Error(`login of ${email} through ${base}: ${response.statusCode}`);
  return cookie;
}

/** Whether the private area answers as this visitor's (200), not the login redirect. */
async function loggedIn(base: string, cookie: string) {
  const response = await request(base + pathTo("profile"), { headers: { cookie } });
  await response.body.dump();
  return response.statusCode === 200;
}

type Sample = { phase: string; ms: number; failed: boolean; what: string };

/** A mixed load through nginx until `stop()`; a failure is a connection error, a 5xx or a stream that cannot reopen. */
function startLoad(base: string, cookies: string[], options: { workers: number; streams: number }) {
  const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000 });
  // Form posts never ride a reused connection (see fetchStatus).
  const fresh = new Agent({ pipelining: 0 });
  const samples: Sample[] = [];
  const failures: string[] = [];
  let retried = 0;
  let phase = "before";
  let running = true;
  const one = async (what: string, run: () => Promise<number>) => {
    const started = Date.now();
    let failed = false;
    try {
      const status = await run();
      if (status >= 500) {
        failed = true;
        failures.push(`${phase} ${what}: ${status}`);
      }
    } catch (error) {
      failed = true;
      failures.push(`${phase} ${what}: ${(error as Error).message}`);
    }
    samples.push({ phase, ms: Date.now() - started, failed, what });
    // A failing cluster answers at once: the load stays bounded.
    if (failed) await sleep(100);
  };
  /** As a browser does: a GET whose idle keep-alive connection nginx closed is sent again, once; never a post. */
  const fetchStatus = async (url: string, init: Parameters<typeof request>[1] = {}) => {
    const post = init.method === "POST";
    const send = () => request(url, { dispatcher: post ? fresh : agent, ...init });
    const response = await send().catch((error: { code?: string }) => {
      // The close shows as the socket closing or, when it crosses the request, as a reset.
      if (post || (error.code !== "UND_ERR_SOCKET" && error.code !== "ECONNRESET")) throw error;
      retried += 1;
      return send();
    });
    await response.body.dump();
    return response.statusCode;
  };
  const mix = [
    () => one("GET /", () => fetchStatus(base + "/")),
    () => one("GET /en/agenda", () => fetchStatus(base + "/en/agenda")),
    () => one("GET activity", () => fetchStatus(base + ACTIVITY)),
    () =>
      one("GET /usuario (logged in)", () =>
        fetchStatus(base + pathTo("profile"), { headers: { cookie: cookies[Math.floor(Math.random() * cookies.length)]! } }),
      ),
    () =>
      one("GET activity (logged in)", () =>
        fetchStatus(base + ACTIVITY, { headers: { cookie: cookies[Math.floor(Math.random() * cookies.length)]! } }),
      ),
    () =>
      one("POST venue (303)", () =>
        fetchStatus(base + VENUE_PREFERENCE_PATH, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
          body: "venueId=2&redirectTo=%2F",
        }),
      ),
  ];
  const worker = async (n: number) => {
    for (let i = n; running; i += 1) await mix[i % mix.length]!();
  };
  const stream = async () => {
    let lastId = "";
    while (running) {
      const started = Date.now();
      try {
        const response = await request(base + LIVE, {
          dispatcher: agent,
          headers: { accept: "text/event-stream", cookie: cookies[0]!, ...(lastId ? { "last-event-id": lastId } : {}) },
          bodyTimeout: 0,
        });
        if (response.statusCode !== 200) {
          failures.push(`${phase} stream: ${response.statusCode}`);
          await response.body.dump();
        } else {
          for await (const chunk of response.body) {
            for (const id of String(chunk).matchAll(/^id: (.+)$/gm)) lastId = id[1]!;
            if (!running) break;
          }
        }
        samples.push({ phase, ms: Date.now() - started, failed: response.statusCode !== 200, what: "stream" });
      } catch (error) {
        if (running) failures.push(`${phase} stream: ${(error as Error).message}`);
      }
      await sleep(running ? 200 : 0);
    }
  };
  const workers = Array.from({ length: options.workers }, (_, n) => worker(n));
  const streams = Array.from({ length: options.streams }, () => stream());
  return {
    samples,
    failures,
    setPhase: (next: string) => (phase = next),
    retried: () => retried,
    async stop() {
      // The workers finish their request in hand; the streams (quiet for up to 25 s) are cut.
      running = false;
      await Promise.allSettled(workers);
      await Promise.all([agent.destroy(), fresh.destroy()]);
      await Promise.allSettled(streams);
    },
  };
}

function figures(samples: Sample[], phase: string) {
  const requests = samples.filter((s) => s.phase === phase && s.what !== "stream");
  const sorted = requests.map((s) => s.ms).sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  return { phase, requests: requests.length, errors: requests.filter((s) => s.failed).length, p99ms: p99 };
}

/** Chromium follows an activity's live updates through nginx (EventSource) while a message and a vote arrive around each restart. */
async function followLive(site: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const page = await browser.newPage();
  await page.goto(site + pathTo("login"));
  await page.getByLabel(/correo electrónico/i).fill("ana@example.com");
  await page
    .getByLabel(/contraseña/i)
    .first()
    .fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith(pathTo("login"))),
    page.getByRole("button", { name: /iniciar sesión/i }).click(),
  ]);
  await page.goto(site + ACTIVITY);
  await page.evaluate((live) => {
    const events: Array<{ type: string; id: string; data: unknown }> = [];
    const source = new EventSource(live);
    for (const type of ["chat", "questions"])
      source.addEventListener(type, (event) =>
        events.push({ type, id: (event as MessageEvent).lastEventId, data: JSON.parse((event as MessageEvent).data) }),
      );
    Object.assign(window, { liveEvents: events, liveOpens: 0 });
    source.addEventListener("open", () => Object.assign(window, { liveOpens: (window as unknown as { liveOpens: number }).liveOpens + 1 }));
  }, LIVE);
  type Recorded = { type: string; id: string; data: Array<{ text?: string; id: number; votes?: number }> };
  const recorded = () => page.evaluate(() => (window as unknown as { liveEvents: Recorded[] }).liveEvents);
  const opens = () => page.evaluate(() => (window as unknown as { liveOpens: number }).liveOpens);
  const waitFor = async (what: string, match: (events: Recorded[]) => boolean) => {
    const started = Date.now();
    while (!match(await recorded())) {
      if (Date.now() - started > 20_000)
        throw new Error(`no ${what} within 20 s: ${JSON.stringify((await recorded()).map((e) => e.type + " " + e.id))}`);
      await sleep(100);
    }
  };
  await waitFor("first events", (events) => events.some((e) => e.type === "chat") && events.some((e) => e.type === "questions"));

  const mod = await tokenOf("mod@example.com");
  const voters = await Promise.all(["ana@example.com", "eva@example.com", "mod@example.com"].map(tokenOf));
  const questions = (await (await fetch(`${demoApi.url}/conferences/${ACTIVITY_ID}/questions`, { headers: { "x-tenant": TENANT } })).json())
    .data as Array<{ id: number; votes: number }>;
  const question = questions[0]!;
  const sent: string[] = [];
  const chatTexts = (events: Recorded[]) => events.filter((e) => e.type === "chat").flatMap((e) => e.data.map((m) => m.text));
  const votesOf = (events: Recorded[]) =>
    events
      .filter((e) => e.type === "questions")
      .at(-1)
      ?.data.find((q) => q.id === question.id)?.votes;
  const say = async (text: string) => {
    await backend(`/conferences/${SLUG}/new-message`, mod, { message: text });
    sent.push(text);
  };
  return {
    beforeRestart: (index: number) => say(`antes del reinicio ${index + 1}`),
    async whileRestarting(index: number) {
      await backend(`/conferences/${ACTIVITY_ID}/questions/vote`, voters[index]!, { questionId: question.id });
      await say(`durante el reinicio ${index + 1}`);
    },
    /** What arrived, once everything sent has; the last message, sent after every instance restarted, can only come over a new connection. */
    async finish() {
      try {
        await say("después de los reinicios");
        await waitFor("every message", (events) => sent.every((text) => chatTexts(events).includes(text)));
        await waitFor("the three votes", (events) => votesOf(events) === question.votes + 3);
        const events = await recorded();
        return { sent, chat: chatTexts(events), ids: events.map((e) => e.id), connections: await opens() };
      } finally {
        await browser.close();
      }
    },
  };
}

/** Instance `index`'s metrics, asked on its own port (never through nginx). */
async function scrape(index: number): Promise<string> {
  const response = await get(`http://127.0.0.1:${metricsPorts[index]}/metrics`);
  if (response.status !== 200) throw new Error(`metrics of instance ${index + 1}: ${response.status}`);
  return response.text;
}

const requestsServed = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("http_server_request_duration_seconds_count{"))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);

/** Scrapes a stopping instance until it says it is draining (its metrics outlive its readiness), or gives up after 5 s. */
async function seenDraining(index: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < 5000; await sleep(100)) {
    const text = await scrape(index).catch(() => "");
    if (sample(text, "portal_draining") === 1 && sample(text, "portal_ready") === 0) return true;
  }
  return false;
}

/** A load and a rolling restart with `signal`, nginx retrying or not, optionally with docs/operations.md's procedure and a live browser. */
async function rollingRestart(signal: NodeJS.Signals, options: { retries: boolean; procedure: boolean; live: boolean }) {
  const listen = await freePort();
  const nginx: Nginx = await startNginx(nginxFiles(listen, options.retries), listen);
  try {
    const cookies = await Promise.all(["ana@example.com", "eva@example.com", "mod@example.com"].map((email) => logIn(nginx.url, email)));
    const live = options.live ? await followLive(`http://localhost:${listen}`) : null;
    const scrapedBefore = await Promise.all(instances.map((_, index) => scrape(index)));
    const load = startLoad(nginx.url, cookies, { workers: Number(process.env.CLUSTER_WORKERS ?? 8), streams: 6 });
    await sleep(3000);
    const scrapedUnderLoad = await Promise.all(instances.map((_, index) => scrape(index)));
    load.setPhase("during");
    const draining: boolean[] = [];
    const whileStopping = signal === "SIGTERM" ? async (index: number) => void (draining[index] = await seenDraining(index)) : undefined;
    for (let index = 0; index < instances.length; index += 1) {
      await live?.beforeRestart(index);
      const restarting = restart(index, signal, { nginx: options.procedure ? nginx : undefined, whileStopping });
      await live?.whileRestarting(index);
      await restarting;
    }
    load.setPhase("after");
    await sleep(3000);
    await load.stop();
    const followed = await live?.finish();
    const table = ["before", "during", "after"].map((phase) => figures(load.samples, phase));
    console.log(`rolling restart with ${signal}, nginx retries ${options.retries ? "on" : "off"}:`);
    console.table(table);
    console.log(`GETs sent again on a new connection after nginx closed an idle one: ${load.retried()}`);
    if (load.failures.length) {
      console.log(`failures (${load.failures.length}), first ones:\n  ${load.failures.slice(0, 8).join("\n  ")}`);
      // Those about a form post first: nginx retries the others.
      const errors = nginx
        .output()
        .split("\n")
        .filter((line) => /\[(error|warn)\]/.test(line))
        .sort((a, b) => Number(b.includes('"POST')) - Number(a.includes('"POST')));
      console.log(`nginx's errors and warnings (${errors.length}), first ones:\n  ${errors.slice(0, 8).join("\n  ")}`);
    }
    if (followed)
      console.log(
        `a browser's EventSource meanwhile: ${followed.ids.length} events over ${followed.connections} connections; ${followed.sent.length} messages sent`,
      );
    return { table, failures: load.failures, followed, scrapedBefore, scrapedUnderLoad, draining };
  } finally {
    await nginx.stop();
  }
}

beforeAll(async () => {
  [demoApi, redis] = await Promise.all([startDemoApiProcess({ root: ROOT }), startRedis()]);
  for (let i = 0; i < 3; i += 1) ports.push(await freePort());
  for (let i = 0; i < 3; i += 1) metricsPorts.push(await freePort());
  instances.push(...(await Promise.all([0, 1, 2].map((index) => startPortal(instanceEnv(index))))));
  prometheus = await startPrometheus(prometheusFiles());
  await Promise.all([0, 1, 2].map(waitReady));
}, 120_000);

afterAll(async () => {
  await stopAllPortals();
  await Promise.allSettled([demoApi?.stop(), redis?.stop(), prometheus?.stop()]);
});

/** deploy/prometheus/ as it is, scraping this run's three metrics ports every second (the instance named by its port). */
function prometheusFiles() {
  const config = readFileSync(path.join(ROOT, "deploy/prometheus/prometheus.yml"), "utf8");
  const local = config
    .replace(/^(\s*)(scrape_interval|evaluation_interval|scrape_timeout): \d+s$/gm, "$1$2: 1s")
    .replace(/targets: \[[^\]]*\]/, `targets: ${JSON.stringify(metricsPorts.map((port) => `127.0.0.1:${port}`))}`)
    .replace(/\n\s*relabel_configs:[\s\S]*$/, "\n");
  expect(local).toContain(`127.0.0.1:${metricsPorts[2]}`);
  return { "prometheus.yml": local, "alerts.yml": readFileSync(path.join(ROOT, "deploy/prometheus/alerts.yml"), "utf8") };
}

/** Four of the dashboard's panels in Prometheus's own graph page, as the run drew them: the README's picture. */
async function drawGraphs(file: string, seconds: number) {
  const panels = [
    'sum by (instance) (rate(http_server_request_duration_seconds_count{job="portal", http_route!="live-stream"}[4s]))',
    'histogram_quantile(0.99, sum by (http_route, le) (rate(http_server_request_duration_seconds_bucket{job="portal", http_route!="live-stream"}[4s])))',
    'sum by (instance) (portal_live_streams_open{job="portal"})',
    'portal_draining{job="portal"}',
  ];
  const query = new URLSearchParams(
    panels.flatMap((expr, index) => [
      [`g${index}.expr`, expr],
      [`g${index}.tab`, "0"],
      [`g${index}.range_input`, `${seconds}s`],
    ]),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${prometheus.url}/classic/graph?${query}`);
    await page
      .locator(".graph svg")
      .nth(panels.length - 1)
      .waitFor();
    // Its fixed navigation bar would be drawn over a graph in the middle of the whole page's picture.
    await page.evaluate(() => document.querySelector("nav.fixed-top")?.remove());
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await browser.close();
  }
}

type Panel = { title: string; targets?: { expr: string }[] };
// What only a failure draws: empty after a run without one.
const ONLY_ON_FAILURE = /"5xx"|outcome=~|refusals_total|failures_total/;

/** Every expression of deploy/grafana's dashboard as Prometheus answers it over the last `seconds`, `$instance` meaning all. */
async function dashboardSeries(seconds: number) {
  const dashboard = JSON.parse(readFileSync(path.join(ROOT, "deploy/grafana/dashboards/portal.json"), "utf8")) as { panels: Panel[] };
  const answers: { title: string; expr: string; series: number }[] = [];
  for (const panel of dashboard.panels)
    for (const target of panel.targets ?? []) {
      const expr = target.expr.replaceAll("$instance", ".*").replaceAll("$__rate_interval", "4s");
      answers.push({ title: panel.title, expr, series: (await prometheus.range(expr, seconds)).length });
    }
  return answers;
}

/** A call to the demo API itself, as another attendee's browser would cause through the portal. */
async function backend(path: string, token: string, body: unknown) {
  const response = await fetch(demoApi.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant": TENANT, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}
async function tokenOf(email: string): Promise<string> {
  const response = await fetch(demoApi.url + "/customer/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant": TENANT },
    body: JSON.stringify({ user: { email, password: DEMO_PASSWORD } }),
  });
  return (await response.json()).data.token;
}

describe("a cluster of three behind nginx", () => {
  it("a session made on one instance works on the others", async () => {
    const cookie = await logIn(`http://127.0.0.1:${ports[0]}`, "ana@example.com");
    for (const port of ports) expect(await loggedIn(`http://127.0.0.1:${port}`, cookie), `instance on ${port}`).toBe(true);
  });

  it("a rolling restart with SIGTERM: no failed request and no 5xx before, during or after; a browser's EventSource follows it with Last-Event-ID, every chat message and question change exactly once", async () => {
    const started = Date.now();
    const { table, failures, followed, scrapedBefore, scrapedUnderLoad, draining } = await rollingRestart("SIGTERM", {
      retries: true,
      procedure: true,
      live: true,
    });
    expect(failures).toEqual([]);
    // Each instance's own metrics moved under the load, and each said it was draining once SIGTERM came.
    scrapedUnderLoad.forEach((text, index) => {
      expect(requestsServed(text), `instance ${index + 1}'s requests`).toBeGreaterThan(requestsServed(scrapedBefore[index]!));
      expect(sample(text, "portal_redis_connected"), `instance ${index + 1}'s Redis`).toBe(1);
      expect(sample(text, "portal_draining")).toBe(0);
      const served = described(text);
      for (const metric of [...CATALOGUE.portal, ...CATALOGUE.defaults])
        expect(served.get(metric.name)?.type, metric.name).toBe(metric.type);
    });
    expect(
      scrapedUnderLoad.reduce(
        (sum, text) =>
          sum +
          sample(text, "portal_live_streams_open", { feed_kind: "chat" }) +
          sample(text, "portal_live_streams_open", { feed_kind: "questions" }),
        0,
      ),
    ).toBeGreaterThan(0);
    expect(draining).toEqual([true, true, true]);
    // A real Prometheus on deploy/'s configuration drew every panel of the dashboard from the run, saw each
    // instance draining, and evaluated every alert rule without an error.
    const seconds = Math.ceil((Date.now() - started) / 1000);
    for (const answer of await dashboardSeries(seconds))
      if (!ONLY_ON_FAILURE.test(answer.expr)) expect(answer.series, `"${answer.title}": ${answer.expr}`).toBeGreaterThan(0);
    const drained = await prometheus.range("max_over_time(portal_draining[1h])", 1);
    expect(drained.filter((series) => series.values.some(([, value]) => value === "1"))).toHaveLength(3);
    const rules = await prometheus.rules();
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.health, `${rule.name}: ${rule.lastError ?? ""}`).toBe("ok");
    if (process.env.CLUSTER_GRAPH) await drawGraphs(process.env.CLUSTER_GRAPH, seconds);
    expect(table.every((row) => row.requests > 50)).toBe(true);
    // Each message once, each event id once, and the stream did move (a new connection per restart of its instance).
    for (const text of followed!.sent)
      expect(
        followed!.chat.filter((t) => t === text),
        text,
      ).toHaveLength(1);
    expect(new Set(followed!.ids).size).toBe(followed!.ids.length);
    expect(followed!.connections).toBeGreaterThan(1);
  }, 180_000);

  it("the same with SIGKILL and nginx's retries off shows failures (the test above can fail)", async () => {
    const { failures } = await rollingRestart("SIGKILL", { retries: false, procedure: false, live: false });
    expect(failures.length).toBeGreaterThan(0);
  }, 180_000);

  it("rotating the secret one instance at a time logs nobody out", async () => {
    const before = await logIn(`http://127.0.0.1:${ports[0]}`, "ana@example.com");
    // 1. Every instance learns the new secret, the old one still encrypting ("old,new").
    for (let index = 0; index < 3; index += 1) {
      await restart(index, "SIGTERM", { secrets: `${OLD_SECRET},${NEW_SECRET}` });
      for (const port of ports) expect(await loggedIn(`http://127.0.0.1:${port}`, before)).toBe(true);
    }
    // 2. The new one encrypts ("new,old"): cookies made meanwhile are read everywhere too.
    const made: string[] = [before];
    for (let index = 0; index < 3; index += 1) {
      await restart(index, "SIGTERM", { secrets: `${NEW_SECRET},${OLD_SECRET}` });
      made.push(await logIn(`http://127.0.0.1:${ports[index]}`, "eva@example.com"));
      for (const cookie of made) for (const port of ports) expect(await loggedIn(`http://127.0.0.1:${port}`, cookie)).toBe(true);
    }
  }, 180_000);
});
