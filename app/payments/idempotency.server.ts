// "Money is never charged twice": every purchase form carries an idempotency key; a repeat gets the
// first submission's answer, even while it runs. The backend keeps the promise across instances.
import { randomUUID } from "node:crypto";

type Entry<T> = { expires: number; result: Promise<T> };

export type IdempotencyStore = {
  /** The answer of the first run with `key`; `run` only when there is none (or it was forgotten). */
  once<T>(key: string, run: () => Promise<T>, forget?: (error: unknown) => boolean): Promise<T>;
  size(): number;
};

export function newIdempotencyKey(): string {
  return randomUUID();
}

/** Anything else is refused before any call. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export function createIdempotencyStore(options: { ttlMs?: number; max?: number; now?: () => number } = {}): IdempotencyStore {
  const ttlMs = options.ttlMs ?? 60 * 60_000;
  const max = options.max ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<unknown>>();

  function sweep(at: number) {
    for (const [key, entry] of entries) {
      if (entry.expires > at && entries.size < max) break;
      entries.delete(key);
    }
  }

  return {
    once<T>(key: string, run: () => Promise<T>, forget: (error: unknown) => boolean = () => false): Promise<T> {
      const at = now();
      const found = entries.get(key);
      if (found && found.expires > at) return found.result as Promise<T>;
      sweep(at);
      const result = run();
      entries.set(key, { expires: at + ttlMs, result });
      result.catch((error: unknown) => {
        if (forget(error) && entries.get(key)?.result === result) entries.delete(key);
      });
      return result;
    },
    size: () => entries.size,
  };
}
