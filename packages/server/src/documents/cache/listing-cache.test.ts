import { describe, expect, it, vi } from 'vitest';
import { createListingCache } from './listing-cache.ts';

describe('the listing items kept for the search box', () => {
  it('gives back an item by document and language until its lifetime ends', () => {
    vi.useFakeTimers();
    const cache = createListingCache({ lifetimeMs: 15_000, enabled: true });
    cache.set(new Map([[7, '{"document_id":7}']]), 'fr', cache.generation);
    expect(cache.get(7, 'fr')).toBe('{"document_id":7}');
    expect(cache.get(7, 'de')).toBeUndefined();
    expect(cache.get(7, undefined)).toBeUndefined();
    vi.advanceTimersByTime(15_000);
    expect(cache.get(7, 'fr')).toBeUndefined();
    vi.useRealTimers();
  });

  it('forgets everything at a write, and keeps nothing read while one happened', () => {
    const cache = createListingCache({ lifetimeMs: 15_000, enabled: true });
    cache.set(new Map([[1, 'a']]), 'fr', cache.generation);
    const startedIn = cache.generation;
    cache.invalidate();
    expect(cache.get(1, 'fr')).toBeUndefined();
    cache.set(new Map([[2, 'b']]), 'fr', startedIn);
    expect(cache.get(2, 'fr')).toBeUndefined();
  });

  it('keeps the newest items only, and nothing when the read caches are off', () => {
    const cache = createListingCache({ lifetimeMs: 15_000, enabled: true, maxEntries: 2 });
    cache.set(
      new Map([
        [1, 'a'],
        [2, 'b'],
      ]),
      'fr',
      cache.generation,
    );
    cache.set(new Map([[3, 'c']]), 'fr', cache.generation);
    expect([1, 2, 3].map((id) => cache.get(id, 'fr'))).toEqual([undefined, 'b', 'c']);
    const off = createListingCache({ lifetimeMs: 0, enabled: false });
    off.set(new Map([[1, 'a']]), 'fr', off.generation);
    expect(off.get(1, 'fr')).toBeUndefined();
  });
});
