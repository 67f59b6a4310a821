/**
 * Cooking with a cache by value: the same markdown always gives the same HTML, so unchanged
 * texts are rendered once. Least recently used entries go first once the cached markdown
 * exceeds the cap (spec 2 §9: 250000 characters).
 */
import { cook } from '@cairn/markdown';

export const COOK_CACHE_CAP = 250_000;

export function createCookCache(cap = COOK_CACHE_CAP) {
  const cache = new Map<string, string>();
  let size = 0;
  return {
    cook(markdown: string): string {
      const hit = cache.get(markdown);
      if (hit !== undefined) {
        cache.delete(markdown);
        cache.set(markdown, hit);
        return hit;
      }
      const html = cook(markdown);
      if (markdown.length <= cap) {
        cache.set(markdown, html);
        size += markdown.length;
        for (const key of cache.keys()) {
          if (size <= cap) break;
          cache.delete(key);
          size -= key.length;
        }
      }
      return html;
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

/** Cooks every markdown value of an object, echoing the uncooked keys and empty values. */
export function cookObject(
  input: Record<string, unknown>,
  cookOne: (md: string) => string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    out[k] = UNCOOKED_KEYS.has(k) || typeof v !== 'string' || v === '' ? v : cookOne(v);
  }
  return out;
}
