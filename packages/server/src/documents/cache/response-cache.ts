/**
 * Serialised bodies of `GET /{type}s/{id}`, keyed by the document's ETag cache key
 * (`cache-key.ts`). The key changes whenever the document or anything its response shows
 * changes, so an entry is never stale in a way a 304 answer would not already be; entries
 * of superseded keys simply age out. Bounded by total size, least recently used out first.
 * A body is kept with its compressed variants (`encoded-body.ts`): a hit is not compressed again.
 */
import { EncodedBody } from './encoded-body.ts';

/** Memory held at most: with the read cache's and the page renderer's, a node stays under 400 MB. */
const DEFAULT_MAX_BYTES = 40 * 1024 * 1024;

export function createResponseCache({ maxBytes = DEFAULT_MAX_BYTES, enabled = true } = {}) {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest first.
  const entries = new Map<string, EncodedBody>();
  let bytes = 0;
  // The text as UTF-16 and room for its variants, smaller than the text.
  const sizeOf = (key: string, body: EncodedBody) => key.length * 2 + body.text.length * 3;

  return {
    get(key: string): EncodedBody | undefined {
      const body = entries.get(key);
      if (body === undefined) return undefined;
      entries.delete(key);
      entries.set(key, body);
      return body;
    },
    /** Keeps `text` under `key`; returns the kept body (a new one when the cache is off). */
    set(key: string, text: string): EncodedBody {
      const body = new EncodedBody(text);
      if (!enabled) return body;
      const size = sizeOf(key, body);
      if (size > maxBytes / 8) return body; // one huge document must not empty the cache
      const previous = entries.get(key);
      if (previous !== undefined) {
        bytes -= sizeOf(key, previous);
        entries.delete(key);
      }
      entries.set(key, body);
      bytes += size;
      for (const [oldKey, oldBody] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= sizeOf(oldKey, oldBody);
      }
      return body;
    },
    /** Forgets every body (the shared invalidation lost its connection: anything may be stale). */
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    /** Whether bodies are kept at all (READ_CACHE_SECONDS > 0). */
    enabled,
    get bytes() {
      return bytes;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
