/**
 * Serialised bodies of `GET /{type}s/{id}`, keyed by the document's ETag cache key
 * (`cache-key.ts`). The key changes whenever the document or anything its response shows
 * changes, so an entry is never stale in a way a 304 answer would not already be; entries
 * of superseded keys simply age out. Bounded by total size, least recently used out first.
 */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export function createResponseCache({ maxBytes = DEFAULT_MAX_BYTES, enabled = true } = {}) {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest first.
  const entries = new Map<string, string>();
  let bytes = 0;
  const sizeOf = (key: string, body: string) => (key.length + body.length) * 2;

  return {
    get(key: string): string | undefined {
      const body = entries.get(key);
      if (body === undefined) return undefined;
      entries.delete(key);
      entries.set(key, body);
      return body;
    },
    set(key: string, body: string): void {
      if (!enabled) return;
      const size = sizeOf(key, body);
      if (size > maxBytes / 8) return; // one huge document must not empty the cache
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
    },
    /** Forgets every body (the shared invalidation lost its connection: anything may be stale). */
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
