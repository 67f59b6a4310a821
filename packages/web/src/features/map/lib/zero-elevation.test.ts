import { describe, expect, it } from 'vitest';
import { repairZeroElevations } from './zero-elevation.ts';

describe('zero-elevation repair (spec 3 §5, threshold 100 map units)', () => {
  it.each([
    {
      name: 'takes the nearest non-zero neighbour',
      line: [
        [0, 0, 500],
        [10, 0, 0],
        [200, 0, 900],
      ],
      z: [500, 500, 900],
    },
    {
      name: 'nearest may be after',
      line: [
        [0, 0, 500],
        [150, 0, 0],
        [160, 0, 900],
      ],
      z: [500, 900, 900],
    },
    {
      name: 'looks past other zeros',
      line: [
        [0, 0, 0],
        [20, 0, 0],
        [40, 0, 700],
      ],
      z: [700, 700, 700],
    },
    {
      name: 'both neighbours over 100 units: stays 0',
      line: [
        [0, 0, 500],
        [150, 0, 0],
        [300, 0, 900],
      ],
      z: [500, 0, 900],
    },
    {
      name: 'no non-zero at all: stays 0',
      line: [
        [0, 0, 0],
        [10, 0, 0],
      ],
      z: [0, 0],
    },
  ])('$name', ({ line, z }) => {
    expect(repairZeroElevations(line).map((p) => p[2])).toEqual(z);
  });

  it('keeps the time and leaves positions without elevation alone', () => {
    expect(
      repairZeroElevations([
        [0, 0, 0, 17],
        [5, 0, 300, 18],
        [9, 9],
      ]),
    ).toEqual([
      [0, 0, 300, 17],
      [5, 0, 300, 18],
      [9, 9],
    ]);
  });
});
