import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

describe('response cache', () => {
  it('returns what was stored under the same key only', () => {
    const cache = createResponseCache({ maxBytes: 10_000 });
    cache.set('route/1/3-abc-', '{"a":1}');
    expect(cache.get('route/1/3-abc-')?.text).toBe('{"a":1}');
    expect(cache.get('route/1/4-abc-')).toBeUndefined();
  });

  it('stays within its size, dropping the least recently read entry first', () => {
    const body = 'y'.repeat(200);
    const size = 'k00'.length * 2 + body.length * 3; // the text and room for its compressed copies
    const cache = createResponseCache({ maxBytes: size * 32 }); // room for 32 entries
    const keys = Array.from({ length: 32 }, (_, i) => `k${String(i).padStart(2, '0')}`);
    for (const key of keys) cache.set(key, body);
    expect(cache.size).toBe(32);
    cache.get('k00');
    cache.set('new', body); // one entry must go: the oldest not read since, k01
    expect(cache.size).toBe(32);
    expect(cache.bytes).toBeLessThanOrEqual(size * 32);
    expect(cache.get('k00')?.text).toBe(body);
    expect(cache.get('k01')).toBeUndefined();
    expect(cache.get('new')?.text).toBe(body);
  });

  it('keeps nothing when turned off', () => {
    const cache = createResponseCache({ enabled: false });
    cache.set('k', '{}');
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not keep a body bigger than an eighth of its size', () => {
    const cache = createResponseCache({ maxBytes: 8000 });
    cache.set('big', 'z'.repeat(400));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
