import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  clampLimit,
  clampOffset,
  isCustomSort,
  parseListQuery,
  toggleSort,
  unsupportedKeys,
  withFilter,
  withLimit,
  withSort,
} from './list-query.ts';

const q = (search: string) => parseListQuery(new URLSearchParams(search));

describe('list query (spec 1 §2.5)', () => {
  it.each([
    [null, 30],
    ['abc', 30],
    ['5', 30],
    ['30', 30],
    ['50', 50],
    ['100', 100],
    ['500', 100],
  ])('page size %s is clamped to %i', (raw, limit) => {
    expect(clampLimit(raw)).toBe(limit);
  });

  it.each([
    [null, 0],
    ['-30', 0],
    ['x', 0],
    ['60', 60],
  ])('offset %s reads as %i (never below 0)', (raw, offset) => {
    expect(clampOffset(raw)).toBe(offset);
  });

  it('reads filters apart from offset, limit and sort', () => {
    expect(q('act=skitouring&offset=30&limit=50&sort=-elevation_max&hdif=100,900')).toEqual({
      offset: 30,
      limit: 50,
      sort: '-elevation_max',
      filters: { act: 'skitouring', hdif: '100,900' },
    });
  });

  it('changing a filter clears offset; an empty value removes the key', () => {
    const search = new URLSearchParams('act=hiking&offset=60&limit=50');
    expect(withFilter(search, 'act', 'skitouring').toString()).toBe('act=skitouring&limit=50');
    expect(withFilter(search, 'act', undefined).toString()).toBe('limit=50');
    expect(withLimit(search, 1000).toString()).toBe('act=hiking&limit=100');
  });

  it('sort: field ascending, -field descending, choosing the active one clears it', () => {
    expect(toggleSort(undefined, 'elevation', false)).toBe('elevation');
    expect(toggleSort(undefined, 'elevation', true)).toBe('-elevation');
    expect(toggleSort('-elevation', 'elevation', true)).toBeUndefined();
    expect(toggleSort('elevation', 'elevation', true)).toBe('-elevation');
    expect(isCustomSort('global_rating,-date_end')).toBe(true);
    expect(isCustomSort('-date_end')).toBe(false);
    expect(withSort(new URLSearchParams('sort=a,b&offset=30'), undefined).toString()).toBe('');
  });

  it('sends the sort only for sortable types, with the preferred language', () => {
    expect(apiQueryOf('route', q('sort=-elevation_max'), 'en')).toEqual({
      offset: 0,
      limit: 30,
      pl: 'en',
      sort: '-elevation_max',
    });
    expect(apiQueryOf('book', q('sort=-elevation_max'), 'fr')).toEqual({ offset: 0, limit: 30, pl: 'fr' });
  });

  it('finds filter keys the type has no query mode for', () => {
    expect(unsupportedKeys('route', q('act=hiking&walt=100,200&zz=1&bbox=1,2,3,4&w=3'))).toEqual([
      'walt',
      'zz',
    ]);
    expect(unsupportedKeys('waypoint', q('walt=100,200'))).toEqual([]);
  });
});
