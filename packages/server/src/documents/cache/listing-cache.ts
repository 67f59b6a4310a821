/**
 * Listing items (the JSON text of a document as lists show it) by document and language, kept
 * for a short while and emptied by every write, here or on another node (`caches.ts`): the search
 * box shows the same few documents keystroke after keystroke ("cham", "chamo", "chamon"…), so
 * most of each answer's items were written a moment before. An item written while a write
 * happened is not kept (it may predate the write).
 */
/** Items kept at most (about 1.5 KB each: a few MB, within a node's 400 MB). */
const MAX_ENTRIES = 3000;

export function createListingCache(options: { lifetimeMs: number; enabled: boolean; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  let entries = new Map<string, { text: string; at: number }>();
  let generation = 0;
  const keyOf = (id: number, lang: string | undefined) => `${id} ${lang ?? ''}`;
  return {
    /** Where the cache stands: pass it to `set` with the texts read from then on. */
    get generation() {
      return generation;
    },
    get(id: number, lang: string | undefined): string | undefined {
      const hit = entries.get(keyOf(id, lang));
      return hit && Date.now() - hit.at < options.lifetimeMs ? hit.text : undefined;
    },
    /** Keeps the texts read since `startedIn` (`generation`), unless a write happened since. */
    set(texts: ReadonlyMap<number, string>, lang: string | undefined, startedIn: number) {
      if (!options.enabled || startedIn !== generation) return;
      const at = Date.now();
      for (const [id, text] of texts) {
        const key = keyOf(id, lang);
        entries.delete(key);
        entries.set(key, { text, at });
      }
      // A Map iterates in insertion order: the oldest go first.
      for (const key of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(key);
      }
    },
    invalidate() {
      generation++;
      entries = new Map();
    },
  };
}
