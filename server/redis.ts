// Rate-limit counts in Redis (REDIS_URL), shared by every instance: rate-limit-redis as
// express-rate-limit's store, over node-redis.
//
// Redis down, or slow: the limits FAIL OPEN. Every command gives up after COMMAND_TIMEOUT_MS (and at
// once while disconnected), and express-rate-limit lets the request through (`passOnStoreError`),
// so login, sign-up and the contact form keep working. Failing closed would turn a Redis outage into
// a login outage for every visitor; failing open leaves, for that time, the backend's own checks
// and the forms' honeypot and challenge. The log says when Redis goes and comes back, and readiness
// reports it (`redis:reachable`) without failing.
import type { Store } from "express-rate-limit";
import type { Logger } from "pino";
import { RedisStore, type RedisReply, type SendCommandFn } from "rate-limit-redis";
import { createClient } from "redis";

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;

export type SharedCounts = {
  /** A store for one limiter (its own key prefix). */
  storeOf(name: string): Store;
  /** "pass", or why Redis cannot be used now. */
  check(): Promise<string>;
  close(): Promise<void>;
};

/**
 * A RedisStore that survives Redis being down when it starts or when its scripts are flushed: a
 * script whose loading failed is loaded again on next use (rate-limit-redis keeps the failure
 * otherwise, and would fail open for ever after Redis comes back).
 */
class ResilientRedisStore extends RedisStore {
  override async init(options: Parameters<RedisStore["init"]>[0]) {
    try {
      await super.init(options);
    } catch {
      // Redis down at start: loaded on first use.
    }
  }
  override async increment(key: string) {
    this.incrementScriptSha = this.incrementScriptSha.catch(() => this.loadIncrementScript());
    return super.increment(key);
  }
  override async get(key: string) {
    this.getScriptSha = this.getScriptSha.catch(() => this.loadGetScript());
    return super.get(key);
  }
}

export function connectRedis(url: string, logger: Logger): SharedCounts {
  const client = createClient({
    url,
    // A command while disconnected fails at once instead of queueing until Redis is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: { message: error.message } }, "redis unreachable: rate limits let submissions through until it is back");
  });
  client.on("ready", () => {
    if (down) logger.info("redis reachable again: rate limits shared again");
    down = false;
  });
  // Not awaited: a Redis that is down at start leaves the portal starting, failing open, reconnecting.
  client.connect().catch(() => {});

  const sendCommand: SendCommandFn = (...args) => withTimeout(client.sendCommand(args) as Promise<RedisReply>, COMMAND_TIMEOUT_MS);
  return {
    storeOf: (name) => new ResilientRedisStore({ sendCommand, prefix: `portal:rl:${name}:` }),
    async check() {
      try {
        await withTimeout(client.ping(), COMMAND_TIMEOUT_MS);
        return "pass";
      } catch (error) {
        return `redis unreachable (${(error as Error).message})`;
      }
    },
    async close() {
      await client.close().catch(() => client.destroy());
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
