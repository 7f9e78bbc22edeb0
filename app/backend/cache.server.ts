// The portal's cache of public catalogue answers: per tenant + locale + path and query, a short
// lifetime, stale-while-revalidate, bounded by entries and by size. Calls carrying a customer's
// token never come here (see client.server.ts).
import { LRUCache } from "lru-cache";

export type CatalogueCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** Counted as the answers' JSON text length. */
  maxBytes: number;
  /** Told of each look-up's result (server/metrics.ts). */
  onLookup?: (result: "hit" | "stale" | "miss") => void;
};

type Entry = { value: unknown; size: number };
type Loader = () => Promise<Entry>;

export type CatalogueCache = {
  /** `ttlMs`: a shorter life for a live answer (questions, seats). */
  get<T>(key: string, load: () => Promise<{ value: T; size: number }>, ttlMs?: number): Promise<T>;
  /** 0: stale or gone. */
  remainingMs(key: string): number;
  forget(key: string): void;
  readonly size: number;
  clear(): void;
};

export function createCatalogueCache(options: CatalogueCacheOptions): CatalogueCache {
  const lru = new LRUCache<string, Entry, Loader>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.size),
    ttl: options.ttlMs,
    // Stale-while-revalidate; a failed refresh keeps the stale answer.
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get<T>(key: string, load: () => Promise<{ value: T; size: number }>, ttlMs?: number) {
      let failure: unknown;
      const loader: Loader = async () => {
        try {
          return await load();
        } catch (error) {
          failure = error;
          throw error;
        }
      };
      const status: LRUCache.Status<string, Entry, Loader> = {};
      const entry = await lru.fetch(key, {
        context: loader,
        ttl: ttlMs === undefined ? undefined : Math.min(ttlMs, options.ttlMs),
        status: options.onLookup ? status : undefined,
      });
      options.onLookup?.(status.fetch === "hit" ? "hit" : status.fetch === "stale" ? "stale" : "miss");
      if (entry !== undefined) return entry.value as T;
      // A caller that joined another's failed fetch has no error of its own: it asks the backend itself.
      if (failure !== undefined) throw failure;
      return (await load()).value;
    },
    remainingMs: (key) => Math.max(0, lru.getRemainingTTL(key)),
    forget: (key) => void lru.delete(key),
    get size() {
      return lru.size;
    },
    clear: () => lru.clear(),
  };
}

export function cacheKey(tenantToken: string, locale: string, pathAndQuery: string, group?: string): string {
  return `${tenantToken}\u0000${locale}\u0000${pathAndQuery}${group ? `\u0000${group}` : ""}`;
}
