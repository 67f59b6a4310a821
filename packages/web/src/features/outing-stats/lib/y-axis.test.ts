import { describe, expect, it } from 'vitest';
import { yAxisOf } from './y-axis.ts';

describe('value axis', () => {
  it('the value axis ends on a round number; counts take whole ticks', () => {
    expect(yAxisOf(37, 'outings')).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(yAxisOf(3, 'outings').ticks).toEqual([0, 1, 2, 3]);
    expect(yAxisOf(0, 'outings').top).toBe(1);
    expect(yAxisOf(700, 'metres')).toEqual({ top: 700, ticks: [0, 100, 200, 300, 400, 500, 600, 700] });
  });

  it('metres over 1000 tick on whole kilometres, as their labels are rounded km', () => {
    expect(yAxisOf(2000, 'metres')).toEqual({ top: 2000, ticks: [0, 1000, 2000] });
    expect(yAxisOf(12_345, 'metres')).toEqual({
      top: 14_000,
      ticks: [0, 2000, 4000, 6000, 8000, 10_000, 12_000, 14_000],
    });
  });
});
