/**
 * The read caches of several API nodes on one PostgreSQL, kept in step with PostgreSQL's
 * LISTEN/NOTIFY: after a successful write, its node empties its own caches and sends
 * `NOTIFY cairn_cache, '<node id>'` (after the write's transaction has committed); every node
 * LISTENs on a connection of its own and empties the same caches when it hears another node.
 * A write that changed area or map polygons says so (`'<node id> polygons'`): the others reload
 * their polygon index of automatic links (`polygon-index.ts`) before their next such link.
 *
 * A notification reaches the other nodes a moment after the writer answers: a client that
 * writes on one node and reads on another at once could be served from the second's cache
 * before it hears. So before a read (`sync`), a node makes one round trip on its listening
 * connection — PostgreSQL sends pending notifications ahead of the answer —, shared by the
 * reads that arrive meanwhile. While that connection is lost, the caches are emptied on every
 * read, and once more when listening again (notifications sent meanwhile are lost).
 * PGlite serves one process: nothing to share.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { polygonIndex } from '../write/polygon-index.ts';
import type { Caches } from './caches.ts';

export const CACHE_CHANNEL = 'cairn_cache';

export interface SharedInvalidation {
  /** Tells the other nodes that a write happened; never fails the write (it is committed). */
  publish(): Promise<void>;
  /** Resolves once every write committed before the call has emptied this node's caches. */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

export async function shareCacheInvalidation(
  caches: Caches,
  database: Database,
  log: FastifyBaseLogger,
): Promise<SharedInvalidation> {
  if (!database.listen) return { publish: async () => {}, sync: async () => {}, stop: async () => {} };
  const nodeId = randomUUID();
  const polygons = polygonIndex(database);
  let polygonsPublished = polygons.changedHere;
  const listener = await database.listen(CACHE_CHANNEL, {
    onNotification(payload) {
      const [from, what] = payload.split(' ');
      // Its own writes already emptied this node's caches.
      if (from === nodeId) return;
      caches.invalidateAfterWrite();
      if (what === 'polygons') polygons.forget();
    },
    onReconnect() {
      caches.invalidateAll();
      polygons.forget();
      log.info('cache notifications: listening again, caches emptied');
    },
    onError(error) {
      log.warn({ err: error }, 'cache notifications: connection lost, listening again in a second');
    },
  });

  // One round trip at a time; callers arriving during one share the next, which starts after
  // their call (the running one may have been sent before the write they must see).
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const roundTrip = (): Promise<void> =>
    (running = listener
      .roundTrip()
      .catch(() => caches.invalidateAll())
      .finally(() => (running = undefined)));
  return {
    async publish() {
      try {
        const changed = polygons.changedHere !== polygonsPublished;
        polygonsPublished = polygons.changedHere;
        const payload = changed ? `${nodeId} polygons` : nodeId;
        await sql`SELECT pg_notify(${CACHE_CHANNEL}, ${payload})`.execute(database.db);
      } catch (error) {
        log.error({ err: error }, 'cache notification not sent: other nodes may serve stale lists');
      }
    },
    sync() {
      if (!running) return roundTrip();
      next ??= running.then(() => {
        next = undefined;
        return roundTrip();
      });
      return next;
    },
    stop: () => listener.stop(),
  };
}
