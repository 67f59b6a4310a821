import { describe, expect, it } from 'vitest';
import { enumRank, isInRankRange, rankOrder } from './enum-rank.ts';

describe('enumRank (api.md §15)', () => {
  it.each([
    ['quality_types', 'empty', 0],
    ['quality_types', 'great', 4],
    ['global_ratings', 'AD', 6],
    ['ski_ratings', '5.6', 17],
    ['avalanche_levels', 'level_na', 0],
    ['avalanche_levels', 'level_1', 1],
    ['avalanche_levels', 'level_5', 5],
    ['public_transportation_ratings', 'unknown service', 4],
    ['public_transportation_ratings', 'no service', 5],
    ['global_ratings', 'Z', undefined],
    ['nope', 'F', undefined],
  ])('%s %s → %s', (name, value, rank) => {
    expect(enumRank(name, value)).toBe(rank);
  });
  it('ranks level_na lowest for avalanche levels', () => {
    expect(rankOrder('avalanche_levels')[0]).toBe('level_na');
  });
  it.each([
    ['global_ratings', 'AD', 'PD', 'D', true],
    ['global_ratings', 'TD', 'PD', 'D', false],
    ['global_ratings', 'TD', 'PD', undefined, true],
    ['global_ratings', 'F', 'PD', 'bogus', false],
    ['global_ratings', 'ED7', 'bogus', 'bogus', true],
  ])('%s %s in [%s, %s] → %s', (name, value, from, to, expected) => {
    expect(isInRankRange(name, value, from, to)).toBe(expected);
  });
});
