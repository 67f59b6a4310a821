/**
 * The server's in-memory caches, one set per app (`app.deps.caches`), so that two apps, such as
 * two test files, never share one. `invalidateAfterWrite()` is what the write hook of `app.ts`
 * calls before a successful write's answer leaves; on PostgreSQL the other nodes call it too
 * when they hear of the write (`shared-invalidation.ts`).
 *
 * Across nodes: lists, totals, area entries and document keys describe the database as it was
 * and go stale after a write elsewhere, so every write empties them on every node (and a node
 * hears of the writes of others before each read: `shared-invalidation.ts`). Document bodies are
 * kept by their key and cooked markdown by value: neither is stale on another node. The polygon index of automatic links (`write/polygon-index.ts`) is
 * reloaded after area and map writes only.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { createCookCache } from '../../cooker/cook-cache.ts';
import { createAreaCache } from './area-cache.ts';
import { createCountCache } from './count-cache.ts';
import { createReadCache } from './read-cache.ts';
import { createListingCache } from './listing-cache.ts';
import type { EncodedBody } from './encoded-body.ts';
import { createResponseCache } from './response-cache.ts';

export function createCaches(db: Kysely<DB>, options: { readCacheSeconds: number }) {
  const enabled = options.readCacheSeconds > 0;
  const caches = {
    /** Every area's embedded entry (`area-cache.ts`). */
    areas: createAreaCache(db),
    /** Totals of lists and searches (`count-cache.ts`). */
    counts: createCountCache(),
    /** Answers of lists, search and feeds (`read-cache.ts`), emptied by every write. */
    reads: createReadCache<EncodedBody>({ lifetimeMs: options.readCacheSeconds * 1000, enabled }),
    /**
     * ETag keys of `GET /{type}s/{id}` (`cache-key.ts`) by document and variant: read from the
     * database once, then kept like lists until the next write (one round trip less per get).
     */
    keys: createReadCache<string>({
      lifetimeMs: options.readCacheSeconds * 1000,
      maxBytes: 4 * 1024 * 1024,
      enabled,
    }),
    /** Listing items by document and language, for the search box (`listing-cache.ts`). */
    listings: createListingCache({ lifetimeMs: options.readCacheSeconds * 1000, enabled }),
    /** Bodies of `GET /{type}s/{id}` by ETag key (`response-cache.ts`). */
    responses: createResponseCache({ enabled }),
    /** Cooked markdown by value (`cooker/cook-cache.ts`). */
    cook: createCookCache(),
    /** Drops what a write may change: lists, totals, feeds, listing items, area entries and document keys. */
    invalidateAfterWrite() {
      caches.counts.clear();
      caches.keys.invalidate();
      caches.areas.invalidate();
      caches.reads.invalidate();
      caches.listings.invalidate();
    },
    /** Drops everything that was read from the database (notifications may have been missed). */
    invalidateAll() {
      caches.invalidateAfterWrite();
      caches.responses.clear();
    },
  };
  return caches;
}

export type Caches = ReturnType<typeof createCaches>;
