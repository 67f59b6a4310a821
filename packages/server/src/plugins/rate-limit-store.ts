/**
 * Rate-limit counters in the database (`rate_limits`, migration 0008), so that every API node
 * of one PostgreSQL counts the same hits: a client spreading its calls over several nodes meets
 * one limit, not one per node. PGlite uses the same table (one process, one code path).
 *
 * A counter is a key with a fixed window that starts at its first hit; a hit is one atomic
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so concurrent hits on several nodes each get
 * their own count. Ended windows are deleted every few minutes (`startCleanup`).
 *
 * `fastifyRateLimitStore(counters)` adapts it to @fastify/rate-limit's `store` option, for any
 * of its registrations (login limits, the cooker…).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DB } from '../db/schema.ts';

export interface Hit {
  /** Hits of this key in its current window, this one included. */
  count: number;
  /** When the current window ends (epoch ms; Infinity for a window without end). */
  resetAt: number;
}

const CLEANUP_EVERY_MS = 5 * 60_000;

export function createCounterStore(db: Kysely<DB>) {
  return {
    /**
     * Counts one hit of `key` in a window of `windowMs` (Infinity: a window that never ends,
     * for counts kept until `reset`). `now` is this node's clock.
     */
    async hit(key: string, windowMs: number, now = Date.now()): Promise<Hit> {
      const start = new Date(now).toISOString();
      const end = Number.isFinite(windowMs) ? new Date(now + windowMs).toISOString() : 'infinity';
      const { rows } = await sql<{ count: number; reset_at: number }>`
        INSERT INTO rate_limits AS r (key, window_start, window_end, count)
        VALUES (${key}, ${start}::timestamptz, ${end}::timestamptz, 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.window_end <= ${start}::timestamptz THEN 1 ELSE r.count + 1 END,
          window_start = CASE WHEN r.window_end <= ${start}::timestamptz THEN excluded.window_start ELSE r.window_start END,
          window_end = CASE WHEN r.window_end <= ${start}::timestamptz THEN excluded.window_end ELSE r.window_end END
        RETURNING r.count, (extract(epoch FROM r.window_end) * 1000)::float8 AS reset_at`.execute(db);
      const row = rows[0]!;
      return { count: Number(row.count), resetAt: Number(row.reset_at) };
    },

    /** The current count of `key` without counting a hit (0 when its window has ended). */
    async read(key: string, now = Date.now()): Promise<Hit> {
      const { rows } = await sql<{ count: number; reset_at: number }>`
        SELECT count, (extract(epoch FROM window_end) * 1000)::float8 AS reset_at
        FROM rate_limits WHERE key = ${key} AND window_end > ${new Date(now).toISOString()}::timestamptz`.execute(
        db,
      );
      const row = rows[0];
      return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : { count: 0, resetAt: now };
    },

    /** Forgets these keys' counters. */
    async reset(keys: readonly string[]): Promise<void> {
      if (!keys.length) return;
      await sql`DELETE FROM rate_limits WHERE key IN (${sql.join(keys)})`.execute(db);
    },

    /** Deletes the counters whose window has ended. */
    async deleteEnded(now = Date.now()): Promise<void> {
      await sql`DELETE FROM rate_limits WHERE window_end <= ${new Date(now).toISOString()}::timestamptz`.execute(
        db,
      );
    },

    /** Deletes ended windows every few minutes; returns the stop function. */
    startCleanup(onError: (error: unknown) => void): () => void {
      const timer = setInterval(() => {
        this.deleteEnded().catch(onError);
      }, CLEANUP_EVERY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type CounterStore = ReturnType<typeof createCounterStore>;

/**
 * A @fastify/rate-limit `store` class counting in `counters`. Keys of a route's own limit are
 * prefixed with its method and address, as the plugin's in-memory store keeps one map per route;
 * limiters made with `createRateLimit` use their keys as given.
 */
export function fastifyRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    /** The plugin passes its options, which the counters do not need. */
    constructor(
      _options?: object,
      private readonly prefix = 'rl:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      counters.hit(this.prefix + key, timeWindow, now).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ): void {
      const now = Date.now();
      counters.read(this.prefix + key, now).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    /** Gets the registration's options merged with a route's, its own under `routeInfo`. */
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return route?.url ? new SharedStore({}, `rl:${String(route.method)} ${route.url}:`) : new SharedStore();
    }
  }
  return SharedStore;
}
