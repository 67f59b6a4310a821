/**
 * Cooked texts kept by value: the same markdown always gives the same HTML, so unchanged texts
 * are rendered once (and a cached value can never be stale, on any node). Least recently used
 * entries go first once the cached markdown exceeds the cap (spec 2 §9: 250000 characters).
 */
export const COOK_CACHE_CAP = 250_000;

export interface CookCache {
  get(markdown: string): string | undefined;
  set(markdown: string, html: string): void;
  readonly size: number;
}

export function createCookCache(cap = COOK_CACHE_CAP): CookCache {
  const cache = new Map<string, string>();
  let size = 0;
  return {
    get(markdown) {
      const hit = cache.get(markdown);
      if (hit !== undefined) {
        cache.delete(markdown);
        cache.set(markdown, hit);
      }
      return hit;
    },
    set(markdown, html) {
      if (markdown.length > cap || cache.has(markdown)) return;
      cache.set(markdown, html);
      size += markdown.length;
      for (const key of cache.keys()) {
        if (size <= cap) break;
        cache.delete(key);
        size -= key.length;
      }
    },
    get size() {
      return size;
    },
  };
}

/** Keys the cooker echoes instead of rendering (api.md §14.2). */
export const UNCOOKED_KEYS = new Set([
  'lang',
  'version',
  'title',
  'title_prefix',
  'slope',
  'conditions_levels',
  'topic_id',
  'participants',
]);
