import { describe, expect, it } from 'vitest';
import { Random } from '../demo/random.ts';
import { wordSimilarity } from './similar-words.ts';

/**
 * The measure as first written, over trigrams as texts (`pg_trgm`'s cut: each word of letters and
 * digits padded with two spaces before and one after): the fast path, which numbers trigrams in
 * buffers, must give exactly the same for every text.
 */
function reference(typed: string, title: string): number {
  const sequenceOf = (text: string) =>
    text
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .flatMap((word) => {
        const chars = [' ', ' ', ...word, ' '];
        return chars.slice(2).map((_, i) => chars[i]! + chars[i + 1]! + chars[i + 2]!);
      });
  const wanted = new Set(sequenceOf(typed));
  if (!wanted.size) return 0;
  const measure = (count: number, a: number, b: number) => Math.fround(count / (a + b - count));
  const sequence = sequenceOf(title);
  const at = sequence.map((t) => sequence.indexOf(t));
  const lastSeen = new Map<number, number>();
  let [start, distinct, common, best] = [-1, 0, 0, 0];
  for (let i = 0; i < at.length; i++) {
    const id = at[i]!;
    const shared = wanted.has(sequence[id]!);
    if (start >= 0 || shared) {
      if ((lastSeen.get(id) ?? -1) < 0) {
        distinct++;
        if (shared) common++;
      }
      lastSeen.set(id, i);
    }
    if (!shared) continue;
    if (start < 0) [start, distinct] = [i, 1];
    let current = measure(common, wanted.size, distinct);
    let [tryCommon, tryDistinct] = [common, distinct];
    const before = start;
    for (let from = start; from <= i; from++) {
      const tried = measure(tryCommon, wanted.size, tryDistinct);
      if (tried > current) [current, distinct, common, start] = [tried, tryDistinct, tryCommon, from];
      const leaving = at[from]!;
      if (lastSeen.get(leaving) === from) {
        tryDistinct--;
        if (wanted.has(sequence[leaving]!)) tryCommon--;
      }
    }
    best = Math.max(best, current);
    for (let from = before; from < start; from++)
      if (lastSeen.get(at[from]!) === from) lastSeen.set(at[from]!, -1);
  }
  return best;
}

// Letters and digits of one and two code units, separators of both kinds, lone surrogates.
const PIECES = [
  'a',
  'b',
  'la',
  'lac',
  'c',
  '4',
  'é',
  'ö',
  'ß',
  '峰',
  'д',
  ' ',
  '-',
  "'",
  '’',
  '𝔄',
  '😀',
  '\ud800',
  '\udc00',
  ':',
];

describe('word similarity', () => {
  it('gives the measure of the texts as trigram texts, for every kind of character', () => {
    // Seeded, so that a failure comes back on every run.
    const rng = new Random(16);
    const random = () => rng.next();
    const text = (max: number) =>
      Array.from(
        { length: 1 + Math.floor(random() * max) },
        () => PIECES[Math.floor(random() * PIECES.length)],
      ).join('');
    for (let n = 0; n < 3000; n++) {
      const typed = text(6);
      const title = text(24);
      expect([typed, title, wordSimilarity(typed, title)]).toEqual([typed, title, reference(typed, title)]);
    }
  });

  it('measures long titles as short ones (its buffers grow)', () => {
    const title = `${'aiguille '.repeat(300)}blanche`;
    expect(wordSimilarity('blanche', title)).toBe(reference('blanche', title));
    expect(wordSimilarity('aiguile', title)).toBe(reference('aiguile', title));
    expect(wordSimilarity('lac', 'lac')).toBe(1);
  });
});
