import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache.ts';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('totals of lists and searches (count-cache.ts)', () => {
  it('counts once for callers arriving together, then answers from memory', async () => {
    const cache = createCountCache(60_000);
    let counts = 0;
    const count = async () => {
      counts++;
      await later();
      return 7;
    };
    expect(await Promise.all([cache.get('k', count), cache.get('k', count)])).toEqual([7, 7]);
    expect(await cache.get('k', count)).toBe(7);
    expect(counts).toBe(1);
  });

  it('past its lifetime, answers the kept total at once and recounts in the background', async () => {
    const cache = createCountCache(0);
    let value = 1;
    let counts = 0;
    const count = async () => {
      counts++;
      await later();
      return value;
    };
    expect(await cache.get('k', count)).toBe(1);
    value = 2;
    // Stale: the kept total, while one recount runs for both callers.
    expect(await Promise.all([cache.get('k', count), cache.get('k', count)])).toEqual([1, 1]);
    expect(counts).toBe(2);
    await later();
    await later();
    expect(await cache.get('k', count)).toBe(2);
  });

  it('after a write (clear), the next caller waits for a fresh count, and a count started before is not kept', async () => {
    const cache = createCountCache(60_000);
    let value = 1;
    const count = async () => {
      const seen = value;
      await later();
      return seen;
    };
    const before = cache.get('k', count);
    cache.clear();
    value = 2;
    expect(await before).toBe(1);
    expect(await cache.get('k', count)).toBe(2);
  });

  it('after a write, a slow total is answered once more while it is recounted; a quick one is waited for', async () => {
    const cache = createCountCache(60_000, 20);
    let value = 1;
    let counts = 0;
    const slowCount = async () => {
      counts++;
      const seen = value;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return seen;
    };
    const quickCount = async () => value * 10;
    expect(await cache.get('slow', slowCount)).toBe(1);
    expect(await cache.get('quick', quickCount)).toBe(10);
    cache.clear();
    value = 2;
    expect(await cache.get('quick', quickCount)).toBe(20);
    // The broad list's total of before the write, at once, and one recount for both callers.
    expect(await Promise.all([cache.get('slow', slowCount), cache.get('slow', slowCount)])).toEqual([1, 1]);
    expect(counts).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cache.get('slow', slowCount)).toBe(2);
    expect(counts).toBe(2);
  });

  it('a failed recount keeps the old total and is tried again', async () => {
    const cache = createCountCache(0);
    expect(await cache.get('k', async () => 5)).toBe(5);
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe(5);
    await later();
    expect(await cache.get('k', async () => 6)).toBe(5);
    await later();
    expect(await cache.get('k', async () => 7)).toBe(6);
  });
});
