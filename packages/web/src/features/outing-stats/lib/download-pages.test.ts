import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../lib/list-query.ts';
import {
  nextOffset,
  pageQuery,
  progressPercent,
  STATS_CAP,
  STATS_PAGE_SIZE,
  targetCountOf,
} from './download-pages.ts';

/** The offsets the page reads for a list of `total` outings, pages answering in full. */
function offsetsFor(total: number): number[] {
  const offsets: number[] = [];
  let offset: number | undefined = 0;
  let loaded = 0;
  while (offset !== undefined) {
    offsets.push(offset);
    const size = Math.max(0, Math.min(STATS_PAGE_SIZE, total - offset));
    loaded += size;
    offset = nextOffset(total, loaded, size);
  }
  return offsets;
}

describe('statistics download', () => {
  it('spec 3 §9: reads pages of 100 until the total', () => {
    expect(offsetsFor(250)).toEqual([0, 100, 200]);
    expect(offsetsFor(100)).toEqual([0]);
    expect(offsetsFor(0)).toEqual([0]);
  });

  it('spec 3 §9: statistics cap is 2000 outings', () => {
    const offsets = offsetsFor(5000);
    expect(offsets).toHaveLength(20);
    expect(offsets.at(-1)).toBe(1900);
    expect(targetCountOf(5000)).toBe(STATS_CAP);
    expect(targetCountOf(340)).toBe(340);
  });

  it('stops on an empty page (the list shrank while being read)', () => {
    expect(nextOffset(500, 200, 0)).toBeUndefined();
  });

  it('spec 3 §9: progress is computed against min(total, 2000)', () => {
    expect(progressPercent(100, 250)).toBe(40);
    expect(progressPercent(1000, 5000)).toBe(50);
    expect(progressPercent(2000, 5000)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it('spec 3: a page takes the list query, its filters and sort, not its offset and limit', () => {
    const query = parseListQuery(
      new URLSearchParams('u=42&act=hiking,skitouring&offset=60&limit=30&sort=-date_end'),
    );
    expect(pageQuery(query, 300, 'fr')).toEqual({
      u: '42',
      act: 'hiking,skitouring',
      offset: 300,
      limit: 100,
      pl: 'fr',
      sort: '-date_end',
    });
  });
});
