// The backtick matcher must find exactly what BACKTICK_RE finds.
import { describe, expect, it } from 'vitest';
import { BACKTICK_SOURCE, BacktickRegExp, findBacktick } from './backtick.ts';

const native = new RegExp(BACKTICK_SOURCE, 'gsu');

function nativeAt(s: string, from: number): (string | number | undefined)[] | null {
  native.lastIndex = from;
  const m = native.exec(s);
  return m ? [m.index, ...m] : null;
}

function oursAt(s: string, from: number): (string | number | undefined)[] | null {
  const m = findBacktick(s, from);
  return m ? [m.index, ...m] : null;
}

describe('backtick matcher', () => {
  it('is the Python-Markdown regex', () => {
    expect(BACKTICK_SOURCE).toBe(
      String.raw`(?:(?<!\\)((?:\\{2})+)(?=` +
        '`' +
        String.raw`+)|(?<!\\)(` +
        '`' +
        String.raw`+)(.+?)(?<!` +
        '`' +
        String.raw`)\2(?!` +
        '`' +
        '))',
    );
  });

  it('finds what the regex finds, from every start, on random strings', () => {
    const alphabet = ['`', '`', '`', '\\', '\\', 'a', ' ', '\n', '\u{1F600}', '\ud800'];
    let seed = 42;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let k = 0; k < 3000; k++) {
      let s = '';
      const len = rnd(24);
      for (let j = 0; j < len; j++) s += alphabet[rnd(alphabet.length)];
      for (let from = 0; from <= s.length; from++)
        expect(oursAt(s, from), JSON.stringify([s, from])).toEqual(nativeAt(s, from));
    }
  });

  it('keeps exec/lastIndex semantics of a global regex', () => {
    const re = new BacktickRegExp();
    const s = 'a `x` b ``y`` \\\\`z`';
    const ours: string[] = [];
    for (let m = re.exec(s); m; m = re.exec(s)) ours.push(`${m.index}:${m[0]}`);
    const theirs: string[] = [];
    native.lastIndex = 0;
    for (let m = native.exec(s); m; m = native.exec(s)) theirs.push(`${m.index}:${m[0]}`);
    expect(ours).toEqual(theirs);
    expect(re.lastIndex).toBe(0);
  });

  it('is fast on long runs without a closing run', () => {
    // The native regex takes minutes on 5000 backticks.
    const s = `${'`'.repeat(20000)}x`;
    const t = performance.now();
    expect(findBacktick(s, 0)).toBeNull();
    const m = findBacktick(`${s}${'`'.repeat(19999)}`, 0);
    expect([m?.index, m?.[2]?.length, m?.[3]?.length]).toEqual([0, 19999, 2]);
    expect(performance.now() - t).toBeLessThan(1000);
  });
});
