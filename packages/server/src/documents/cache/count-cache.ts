/**
 * Totals of list queries and of searches, kept for a short while: counting every match of a
 * broad filter over a million documents costs far more than the page itself, and people page
 * through the same filters. A total may be up to LIFETIME_MS old; the page itself is always
 * fresh. Writers empty the cache, so their own new documents count at once.
 */
const LIFETIME_MS = 30_000;
const MAX_ENTRIES = 2000;

export function createCountCache(lifetimeMs = LIFETIME_MS) {
  const entries = new Map<string, { value: unknown; at: number }>();
  // Requests arriving while a total is being counted share that count instead of starting their own.
  const pending = new Map<string, Promise<unknown>>();
  return {
    async get<T = number>(key: string, count: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < lifetimeMs) return hit.value as T;
      let running = pending.get(key) as Promise<T> | undefined;
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
