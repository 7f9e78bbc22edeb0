// Rate limits shared by three instances through Redis; with Redis hanging or gone they fail open,
// readiness says so, and the counts are shared again once it is back.
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathTo } from "../../app/paths";
import { TEST_SESSION_SECRET, get, sleep, startPortal, stopAllPortals, type Portal } from "./harness";
import { startRedis, type RedisServer } from "./services";

let redis: RedisServer;
let portals: Portal[];

beforeAll(async () => {
  redis = await startRedis();
  const env = {
    REDIS_URL: redis.url,
    RATE_LIMIT_MAX: "6",
    LOGIN_ADDRESS_FAILURES: "6",
    LOGIN_ACCOUNT_FAILURES: "1000",
    SESSION_SECRET: TEST_SESSION_SECRET,
  };
  portals = await Promise.all([startPortal(env), startPortal(env), startPortal(env)]);
  // Each connects to Redis after it listens: counting starts once all three are connected.
  for (const portal of portals) {
    for (let tries = 0; (await readiness(portal)).redis?.status !== "pass"; tries += 1) {
      if (tries > 100) throw new Error(`${portal.url} did not connect to Redis in 10 s`);
      await sleep(100);
    }
  }
});
afterAll(async () => {
  await stopAllPortals();
  await redis?.stop();
});

let nextClient = 100;
const agents: Agent[] = [];
/** A fresh loopback address, so that counts do not mix between tests. */
function newClient() {
  nextClient += 1;
  const agent = new Agent({ localAddress: `127.0.0.${nextClient}` });
  agents.push(agent);
  return agent;
}
afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.close()));
});

const LOGIN = pathTo("login");
const RESET = pathTo("passwordResetRequest");

async function post(agent: Agent, url: string, form: Record<string, string>) {
  const started = Date.now();
  const response = await request(url, {
    dispatcher: agent,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", connection: "close" },
    body: new URLSearchParams({ website: "", ...form }).toString(),
  });
  await response.body.dump();
  return { status: response.statusCode, ms: Date.now() - started };
}
const wrongLogin = { intent: "login", email: "ana@example.com", password: "wrong-password" };

async function readiness(portal: Portal) {
  const response = await get(portal.url + "/health-check?ready=1");
  return { status: response.status, redis: JSON.parse(response.text).checks?.["redis:reachable"]?.[0] };
}

describe("three instances on one Redis", () => {
  it("allow the limit together, not three times it: login failures and password resets", async () => {
    const client = newClient();
    const logins = [];
    for (let i = 0; i < 9; i += 1) logins.push((await post(client, portals[i % 3]!.url + LOGIN, wrongLogin)).status);
    expect(logins).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429]);

    const resets = [];
    for (let i = 0; i < 9; i += 1)
      resets.push((await post(client, portals[i % 3]!.url + encodeURI(RESET), { email: "ana@example.com" })).status);
    expect(resets.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(resets.slice(6)).toEqual([429, 429, 429]);
  });

  it("readiness reports Redis", async () => {
    expect(await readiness(portals[0]!)).toEqual({ status: 200, redis: { status: "pass" } });
  });
});

describe("Redis hanging, then gone, then back", () => {
  it("every submission is answered at once and let through; readiness stays 200 and says why; counts are shared again after", async () => {
    redis.pause();
    const client = newClient();
    for (let i = 0; i < 8; i += 1) {
      const answer = await post(client, portals[i % 3]!.url + LOGIN, wrongLogin);
      expect(answer.status, `attempt ${i + 1} with Redis hanging`).toBe(401);
      // Two store calls at most, each given up after 500 ms.
      expect(answer.ms).toBeLessThan(2500);
    }
    const hanging = await readiness(portals[1]!);
    expect(hanging.status).toBe(200);
    expect(hanging.redis.status).toBe("warn");

    const port = redis.port;
    await redis.kill();
    for (let i = 0; i < 8; i += 1) {
      const answer = await post(client, portals[i % 3]!.url + LOGIN, wrongLogin);
      expect(answer.status, `attempt ${i + 1} with Redis gone`).toBe(401);
      expect(answer.ms).toBeLessThan(1500);
    }
    expect((await readiness(portals[2]!)).status).toBe(200);
    expect(portals.every((portal) => portal.jsonLogs().some((line) => /^redis unreachable/.test(String(line.msg))))).toBe(true);

    // Back (empty, as after a restart): each instance reconnects and the count is shared again.
    redis = await startRedis(port);
    for (const portal of portals) {
      const started = Date.now();
      while ((await readiness(portal)).redis.status !== "pass") {
        if (Date.now() - started > 15_000) throw new Error("the portal did not reconnect to Redis in 15 s");
        await sleep(200);
      }
    }
    const again = newClient();
    const logins = [];
    for (let i = 0; i < 7; i += 1) logins.push((await post(again, portals[i % 3]!.url + LOGIN, wrongLogin)).status);
    expect(logins).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});
