// What the benches (bench.mjs, bench-live.mjs, bench-metrics.mjs) read of a running server: its CPU time, memory
// and open-files limit from /proc, its speed under autocannon, and event-stream clients that stay open; a free port.
import { once } from "node:events";
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import autocannon from "autocannon";
import { pathTo } from "../app/paths.ts";

/**
 * A loopback port free right now (the benches' and the integration tests' services listen on it).
 * @returns {Promise<number>}
 */
export async function freePort() {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** CPU time (user + system, every thread) a process has used so far, in ms; null off Linux. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks (USER_HZ, 100).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export function rssKb(pid) {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
  } catch {
    return null;
  }
}

/** A process's soft and hard limits on open files (`ulimit -n`, `ulimit -Hn`); null off Linux. */
export function openFilesLimits(pid = "self") {
  try {
    const [, soft, hard] = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/limits`, "utf8"));
    const number = (value) => (value === "unlimited" ? Infinity : Number(value));
    return { soft: number(soft), hard: number(hard) };
  } catch {
    return null;
  }
}

/** autocannon after a 2-second warm-up (unless `warm` is false): req/s, p99 ms, `pid`'s CPU ms per request, and what failed. */
export async function load(url, { pid, connections, seconds, headers = {}, warm = true }) {
  if (warm) await autocannon({ url, headers, connections: 2, duration: 2 });
  const before = cpuMs(pid);
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const after = cpuMs(pid);
  const requests = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    requests,
    cpu: before !== null && after !== null && requests ? (after - before) / requests : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** `count` event streams, at most `parallel` connecting at once; resolves with close() once each has had
 * its first bytes (rejects after `timeoutMs`). `onData(index, text)` gets what each stream receives. */
export async function openStreams(url, count, { headers = {}, onData, parallel = 200, timeoutMs = 60_000 } = {}) {
  const requests = [];
  let connected = 0;
  const close = () => requests.forEach((request) => request.destroy());
  const openOne = (index) =>
    new Promise((resolve, reject) => {
      const request = http.get(url, { agent: false, headers: { accept: "text/event-stream", ...headers } }, (response) => {
        response.on("error", () => {}); // a stream cut when the server stops
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`${url} answered ${response.statusCode} with ${connected} of ${count} streams connected`));
          return;
        }
        response.setEncoding("utf8");
        response.once("data", () => {
          connected += 1;
          resolve();
        });
        if (onData) response.on("data", (text) => onData(index, text));
        else response.resume();
      });
      request.on("error", reject);
      requests.push(request);
    });
  let next = 0;
  const opener = async () => {
    while (next < count) await openOne(next++);
  };
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${connected} of ${count} event streams connected within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([Promise.all(Array.from({ length: Math.min(parallel, count) }, opener)), late]);
  } catch (error) {
    next = count; // no more openers
    close();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return close;
}

const sessionOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .find((cookie) => /^(__Host-session|__session)=./.test(cookie));

/** A demo account's session cookie, as a browser gets it: the login form, then the first page (which takes the login's toast). */
export async function logIn(base, email, password = "Demo-2026!") {
  const timeout = () => AbortSignal.timeout(10_000);
  const login = await fetch(base + pathTo("login"), {
    method: "POST",
    redirect: "manual",
    signal: timeout(),
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ intent: "login", email, password, website: "" }).toString(),
  });
  const cookie = sessionOf(login);
  if (!cookie) throw new Error(`logging in as ${email} answered ${login.status} without a session cookie`);
  return sessionOf(await fetch(base + pathTo("home"), { headers: { cookie }, signal: timeout() })) ?? cookie;
}
