/**
 * Totals of list queries, kept for a short while: counting every match of a broad filter
 * over a million documents costs far more than the page itself, and people page through
 * the same filters. A total may be up to LIFETIME_MS old; the page itself is always fresh.
 */
const LIFETIME_MS = 30_000;
const MAX_ENTRIES = 2000;

export function createCountCache(lifetimeMs = LIFETIME_MS) {
  const entries = new Map<string, { value: number; at: number }>();
  // Requests arriving while a total is being counted share that count instead of starting their own.
  const pending = new Map<string, Promise<number>>();
  return {
    async get(key: string, count: () => Promise<number>): Promise<number> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < lifetimeMs) return hit.value;
      let running = pending.get(key);
      if (!running) {
        running = count().finally(() => pending.delete(key));
        pending.set(key, running);
      }
      const value = await running;
      entries.delete(key);
      entries.set(key, { value, at: Date.now() });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;
const caches = new WeakMap<object, CountCache>();

/** The count cache of a database handle; writers clear it so new documents count at once. */
export function countCacheFor(db: object): CountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCountCache();
    caches.set(db, cache);
  }
  return cache;
}
