// Real Redis, nginx and Prometheus servers for the tests (scripts/ensure-tools.sh installs them), on free
// loopback ports, killed at exit whatever happens.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/measure.mjs";

export { freePort };

const children = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

async function waitForPort(port: number, child: ChildProcess, output: () => string, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function track(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => (children.delete(child), resolve())));
  return { child, exited, output: () => output };
}

export type RedisServer = {
  url: string;
  port: number;
  /** Stops answering without closing connections (SIGSTOP): a Redis that hangs. */
  pause(): void;
  resume(): void;
  /** Gone at once (SIGKILL), as in a crash. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

/** redis-server on a free loopback port, keeping nothing on disk. `port`: start again where one was. */
export async function startRedis(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const { child, exited, output } = track("redis-server", [
    "--port",
    String(chosen),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
    "--protected-mode",
    "no",
  ]);
  await waitForPort(chosen, child, output);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGCONT");
      child.kill(signal);
    }
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    pause: () => child.kill("SIGSTOP"),
    resume: () => child.kill("SIGCONT"),
    kill: () => end("SIGKILL"),
    stop: () => end("SIGTERM"),
  };
}

export type Nginx = {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Its access and error log lines so far. */
  output(): string;
  /** Rewrites some of its files and reloads them (`nginx -s reload`); resolves once new workers run them. */
  reload(files: Record<string, string>): Promise<void>;
};

/** The pids of nginx's workers that take new connections (Linux): not those "shutting down" after a reload. */
function liveWorkersOf(master: number): number[] {
  const tasks = path.join("/proc", String(master), "task");
  const children = readdirSync(tasks).flatMap((task) =>
    readFileSync(path.join(tasks, task, "children"), "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim() === "nginx: worker process";
    } catch {
      return false; // gone meanwhile
    }
  });
}

export async function startNginx(files: Record<string, string>, port: number): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-nginx-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const file = path.join(dir, "nginx.conf");
  const binary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  // Its stdout and stderr are files: nginx opens /dev/stdout itself (the access log), which a pipe
  // given by Node (a socket) would refuse.
  const out = openSync(path.join(dir, "output.log"), "a");
  const child = spawn(binary, ["-p", dir, "-c", file, "-e", "stderr", "-g", `daemon off; pid ${path.join(dir, "nginx.pid")};`], {
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => (children.delete(child), resolve())));
  const output = () => readFileSync(path.join(dir, "output.log"), "utf8");
  await waitForPort(port, child, output);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output,
    async reload(changed) {
      const before = new Set(liveWorkersOf(child.pid!));
      for (const [name, text] of Object.entries(changed)) writeFileSync(path.join(dir, name), text);
      child.kill("SIGHUP");
      // The master starts new workers, then asks the old ones to finish what they serve and go.
      const started = Date.now();
      for (;;) {
        const live = liveWorkersOf(child.pid!);
        if (live.length && live.every((pid) => !before.has(pid))) break;
        if (Date.now() - started > 10_000) throw new Error(`nginx did not reload in 10 s:\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PrometheusServer = {
  url: string;
  /** A PromQL expression's values over the last `seconds`, one per series (an empty list when it has none). */
  range(expr: string, seconds: number): Promise<{ metric: Record<string, string>; values: [number, string][] }[]>;
  /** The alert rules as Prometheus evaluates them: each rule's name and health ("ok" once evaluated without error). */
  rules(): Promise<{ name: string; health: string; lastError?: string }[]>;
  stop(): Promise<void>;
};

/** Prometheus on a free loopback port with `config` (and files beside it), keeping its data in a temporary folder. */
export async function startPrometheus(files: Record<string, string>): Promise<PrometheusServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-prometheus-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const port = await freePort();
  const { child, exited, output } = track(process.env.PROMETHEUS_PATH ?? "prometheus", [
    `--config.file=${path.join(dir, "prometheus.yml")}`,
    `--storage.tsdb.path=${path.join(dir, "data")}`,
    `--web.listen-address=127.0.0.1:${port}`,
  ]);
  await waitForPort(port, child, output, 20_000);
  const url = `http://127.0.0.1:${port}`;
  const api = async (route: string, query: Record<string, string> = {}) => {
    const response = await fetch(`${url}/api/v1/${route}?${new URLSearchParams(query)}`);
    const body = (await response.json()) as { status: string; data: unknown; error?: string };
    if (body.status !== "success") throw new Error(`Prometheus ${route}: ${body.error}`);
    return body.data as Record<string, unknown>;
  };
  return {
    url,
    async range(expr, seconds) {
      const end = Date.now() / 1000;
      const data = await api("query_range", { query: expr, start: String(end - seconds), end: String(end), step: "1" });
      return data.result as { metric: Record<string, string>; values: [number, string][] }[];
    },
    async rules() {
      const data = await api("rules");
      return (data.groups as { rules: { name: string; health: string; lastError?: string }[] }[]).flatMap((group) => group.rules);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
