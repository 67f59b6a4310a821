// Issue 13: cooking must grow about linearly with the input. Each family of
// bench/pathological.ts is cooked at two sizes, 4× apart: linear code takes
// about 4× longer, the quadratic paths this guards against took 16× and more
// (and seconds to minutes at 300 KB). After a warm-up, each size is timed
// best of three in CPU time of this process (a test file runs in a process of
// its own: other processes of a loaded machine do not count, wall time did),
// and 150 ms of slack keeps GC noise on tiny inputs from failing the test
// (the old code took seconds at the large size).
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../bench/pathological.ts';
import { cook } from './index.ts';

const SMALL = 12_000;
const LARGE = 4 * SMALL;

/** The least CPU time (ms, user and system) of `runs` cooks of `text`. */
function bestTime(text: string, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    cook(text);
    const { user, system } = process.cpuUsage(start);
    best = Math.min(best, (user + system) / 1000);
  }
  return best;
}

describe('cooking time grows about linearly (issue 13)', () => {
  cook('warm *up* [a](b) L# | x <b>x</b> &amp;');
  for (const [name, make] of Object.entries(FAMILIES)) {
    it(name, () => {
      cook(make(SMALL)); // warm-up: the first cook of a family compiles its paths
      const small = bestTime(make(SMALL), 3);
      const large = bestTime(make(LARGE), 3);
      expect(large, `${name}: ${small.toFixed(1)} ms → ${large.toFixed(1)} ms`).toBeLessThan(8 * small + 150);
    });
  }

  it('the 48 KB pipe table of the issue (8,000 rows) cooks in well under a second', () => {
    const text = Array.from({ length: 8000 }, (_, i) => `|${i % 10}|x|`).join('\n');
    expect(text.length).toBeGreaterThan(40_000);
    expect(bestTime(text, 1)).toBeLessThan(1000);
  });

  it('a 300 KB pipe table cooks in under 2 s (it took 7 s)', () => {
    expect(bestTime((FAMILIES['pipe table'] as (s: number) => string)(300_000), 1)).toBeLessThan(2000);
  });
});
