import { describe, expect, it } from 'vitest';
import { actionKey, columnCount, intoColumns } from './feed-rules.ts';

describe('feed rules', () => {
  it.each([
    [375, 1],
    [799, 1],
    [800, 2],
    [1199, 2],
    [1200, 3],
    [1599, 3],
    [1600, 4],
    [2000, 5],
    [2399, 5],
    [2400, 6],
    [4000, 6],
  ])('spec 1 §2.4: %i px wide gives %i column(s) of 400 px', (width, count) => {
    expect(columnCount(width)).toBe(count);
  });

  it('deals items round-robin so the newest fill the first row', () => {
    expect(intoColumns([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
    expect(intoColumns([], 3)).toEqual([[], [], []]);
  });

  it('spec 1 §2.4: the action line is chosen from the pair (change type, document type)', () => {
    expect(actionKey('created', 'outing')).toBe('feed.action.created.outing');
    expect(actionKey('updated', 'route')).toBe('feed.action.updated.route');
    expect(actionKey('added_photos', 'waypoint')).toBe('feed.action.added_photos.waypoint');
    expect(actionKey('created', undefined)).toBe('feed.action.created.other');
  });
});
