// Rate-limit counts in Redis (REDIS_URL), shared by every instance. Redis down or slow: the limits
// fail open, so a Redis outage never becomes a login outage (decision 027).
import type { Store } from "express-rate-limit";
import type { Logger } from "pino";
import { RedisStore, type RedisReply, type SendCommandFn } from "rate-limit-redis";
import { createClient } from "redis";

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;

export type SharedCounts = {
  storeOf(name: string): Store;
  /** "pass", or why Redis cannot be used now. */
  check(): Promise<string>;
  close(): Promise<void>;
};

/** Reloads a script whose loading failed; rate-limit-redis would otherwise fail open for ever. */
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

/** `onState`: told each time the connection is ready or lost. */
export function connectRedis(url: string, logger: Logger, onState?: (connected: boolean) => void): SharedCounts {
  const client = createClient({
    url,
    // A command while disconnected fails at once instead of queueing until Redis is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  let down = false;
  onState?.(false);
  client.on("error", (error: Error) => {
    onState?.(false);
    if (down) return;
    down = true;
    logger.warn({ err: { message: error.message } }, "redis unreachable: rate limits let submissions through until it is back");
  });
  client.on("ready", () => {
    onState?.(true);
    if (down) logger.info("redis reachable again: rate limits shared again");
    down = false;
  });
  // Not awaited: a Redis down at start must not stop the portal starting.
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
