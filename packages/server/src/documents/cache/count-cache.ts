/**
 * Totals of list queries and of searches, kept for a short while: counting every match of a
 * broad filter over a million documents costs far more than the page itself, and people page
 * through the same filters. A total may be up to LIFETIME_MS old; the page itself is always
 * fresh. Writers empty the cache, so their own new documents count at once.
 *
 * Past its lifetime a total is counted again in the background while callers still get the
 * kept one: no page waits for a slow count but the very first one of its filters (without this,
 * every caller of a popular list waited for its recount twice a minute).
 *
 * A write drops the totals that were quick to count (the next caller waits for the new one, a
 * few milliseconds), and makes the slow ones stale: those of the broad lists, such as the whole
 * outing list of the home page, which take most of a second at a million documents. They are
 * answered once more and recounted in the background, so that the readers of a busy guidebook
 * do not wait for a recount after every contribution; their page itself is fresh, and their total
 * is the new one once the recount is in (within the lifetime of the read caches that hold the
 * answers made meanwhile).
 */
const LIFETIME_MS = 30_000;
const MAX_ENTRIES = 2000;
/** A count this long (ms) or longer is a slow one: a write makes it stale rather than dropping it. */
const SLOW_MS = 100;

export function createCountCache(lifetimeMs = LIFETIME_MS, slowMs = SLOW_MS) {
  const entries = new Map<string, { value: unknown; at: number; slow: boolean }>();
  // Requests arriving while a total is being counted share that count instead of starting their own.
  const pending = new Map<string, Promise<unknown>>();
  // Bumped by `clear()`: a count started before a write is not kept after it.
  let generation = 0;

  function start<T>(key: string, count: () => Promise<T>): Promise<T> {
    const startedIn = generation;
    const startedAt = performance.now();
    const running = count()
      .then((value) => {
        if (generation === startedIn) {
          entries.delete(key);
          entries.set(key, { value, at: Date.now(), slow: performance.now() - startedAt >= slowMs });
          if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        }
        return value;
      })
      .finally(() => {
        if (pending.get(key) === running) pending.delete(key);
      });
    pending.set(key, running);
    return running;
  }

  return {
    async get<T = number>(key: string, count: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < lifetimeMs) return hit.value as T;
      const running = (pending.get(key) as Promise<T> | undefined) ?? start(key, count);
      if (hit) {
        // Stale: answered at once, recounted in the background (a failure is retried next time).
        running.catch(() => undefined);
        return hit.value as T;
      }
      return running;
    },
    /** After a write: drops the quick totals, makes the slow ones stale. */
    clear() {
      generation++;
      pending.clear();
      for (const [key, entry] of entries) {
        if (entry.slow) entry.at = -Infinity;
        else entries.delete(key);
      }
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;
