// Starts the production server on the embedded demo API on a free port, for the scripts that measure
// it (npm run lighthouse; npm run bench can use it too). Builds first when there is no production build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Resolves once the server logs "listening on": base URL, pid, the demo API's URL and stop(). `root`:
 * another checkout to run; `args`: another script that logs "listening on" the same way. */
export async function startServer({ env = {}, root = here, args = portalArgs(root), stderr = "inherit" } = {}) {
  const portal = args.join(" ") === portalArgs(root).join(" ");
  if (portal && !existsSync(path.join(root, "build/server/index.js"))) {
    console.log("No production build found: building (npm run build)…");
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: root });
    if (built.status !== 0) throw new Error(`build failed with ${built.status}`);
  }
  // The demo on purpose: a production start without API_BASE_URL refuses otherwise.
  const demo = env.API_BASE_URL ? {} : { DEMO_API: "true" };
  const server = spawn(process.execPath, args, {
    cwd: root,
    // Metrics on any free port, so that measured instances never share one.
    env: { ...process.env, NODE_ENV: "production", PORT: "0", METRICS_PORT: "0", LOG_LEVEL: "info", ...demo, ...env },
    stdio: ["ignore", "pipe", stderr],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  let demoApiUrl = null;
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill("SIGTERM");
      reject(new Error("server did not start in 60 s"));
    }, 60_000);
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
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
  // Logging would otherwise measure the disk: the per-request log lines are drained but not kept.
  server.stdout.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    pid: server.pid,
    demoApiUrl,
    stderr: server.stderr,
    stop: () => terminate(server, exited),
  };
}

/** A portal measured on a demo API in its own process: loopback only, no limit in the way, no drain delay. */
export function measuredPortalEnv(root, apiBaseUrl) {
  return {
    HOST: "127.0.0.1",
    API_BASE_URL: apiBaseUrl,
    TENANTS_FILE: path.join(root, "demo-api/tenants.json"),
    SESSION_SECRET: "bench-session-secret-0123456789abcdefghijklmnop",
    RATE_LIMIT_MAX: "100000",
    LOGIN_ADDRESS_FAILURES: "100000",
    LOGIN_ACCOUNT_FAILURES: "100000",
    DRAIN_DELAY_MS: "0",
  };
}

/** The compiled server as `npm start` runs it; an older checkout without build-host.mjs through tsx. */
function portalArgs(root) {
  return existsSync(path.join(root, "scripts/build-host.mjs"))
    ? ["--enable-source-maps", "--max-old-space-size=384", "build/host/server.js"]
    : ["--import", "tsx", "server.ts"];
}

/** The standalone demo API on a free loopback port, chat delay off: its URL, pid and stop(). */
export async function startDemoApiProcess({ root = here } = {}) {
  const compiled = existsSync(path.join(root, "build/host/demo-api.js"));
  const child = spawn(process.execPath, compiled ? ["build/host/demo-api.js"] : ["--import", "tsx", "demo-api/server.ts"], {
    cwd: root,
    env: { ...process.env, DEMO_API_PORT: "0", DEMO_API_HOST: "127.0.0.1", DEMO_CHAT_MIN_DELAY_MS: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error("the demo API did not start in 60 s"));
    }, 60_000);
    child.stdout.on("data", (chunk) => {
      const found = /listening on (\S+)/.exec(String(chunk))?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`demo API exited with ${code}`));
    });
  });
  return {
    url,
    pid: child.pid,
    stop: () => terminate(child, exited),
  };
}

async function terminate(child, exited) {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  await exited;
  clearTimeout(timer);
}
