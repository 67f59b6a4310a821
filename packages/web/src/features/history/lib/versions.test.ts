import { describe, expect, it } from 'vitest';
import { diffPlanOf, newestFirst, parseDiffEnd } from './versions.ts';

describe('diff address (spec 2 §2: defaults prev and next)', () => {
  it.each([
    ['12', 12],
    ['prev', 'prev'],
    ['next', 'next'],
    [undefined, undefined],
    ['', undefined],
  ] as const)('reads %s', (raw, expected) => {
    expect(parseDiffEnd(raw)).toBe(expected);
  });

  it('compares a numbered version with its previous one by default', () => {
    expect(diffPlanOf('prev', 7)).toEqual({ anchor: 'to', to: 7, from: 'prev' });
    expect(diffPlanOf(undefined, 7)).toEqual({ anchor: 'to', to: 7, from: 'prev' });
    expect(diffPlanOf(3, 7)).toEqual({ anchor: 'to', to: 7, from: 3 });
  });

  it('compares a numbered first version with its next one', () => {
    expect(diffPlanOf(3, 'next')).toEqual({ anchor: 'from', from: 3 });
    expect(diffPlanOf(3, undefined)).toEqual({ anchor: 'from', from: 3 });
  });

  it('without numbers, compares the latest version with its previous one', () => {
    expect(diffPlanOf(undefined, undefined)).toEqual({ anchor: 'latest' });
    expect(diffPlanOf('prev', 'next')).toEqual({ anchor: 'latest' });
  });
});

it('lists versions newest first', () => {
  const v = (version_id: number) => ({
    version_id,
    user_id: 1,
    name: '',
    comment: '',
    written_at: '',
    masked: false,
  });
  expect(newestFirst([v(1), v(5), v(3)]).map((x) => x.version_id)).toEqual([5, 3, 1]);
});
