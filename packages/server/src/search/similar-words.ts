/**
 * The similar words of a typed word among the distinct title words, as PostgreSQL's `pg_trgm`
 * `similarity()` measures them (`text-match.ts`'s `exactWords` asks `search_words` the same): the
 * share of trigrams two words have in common, each word padded with two spaces before and one
 * after, trigrams counted once. Kept in the memory of an API node with its title index
 * (`title-index.ts`), so that a keystroke asks PostgreSQL nothing to find its typing mistakes.
 */
import { MAX_VARIANTS, MIN_FUZZY_LENGTH, MIN_SIMILARITY } from './text-match.ts';

/**
 * The trigrams of a text in the order they come, as `pg_trgm` cuts them: each word (letters and
 * digits) padded with two spaces before and one after; duplicates kept.
 */
function trigramSequence(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

/** The distinct trigrams of a text. */
export const trigramsOf = (text: string): Set<string> => new Set(trigramSequence(text));

/** `count / (a + b - count)` in single precision, as `pg_trgm` computes its measures. */
const measure = (count: number, a: number, b: number) => Math.fround(count / (a + b - count));

/** `pg_trgm`'s `similarity()` of two texts, in its single precision. */
export function similarity(a: string, b: string): number {
  const ta = trigramsOf(a);
  const tb = trigramsOf(b);
  let common = 0;
  for (const t of ta) if (tb.has(t)) common++;
  return ta.size + tb.size === 0 ? 0 : measure(common, ta.size, tb.size);
}

/** Code point order, as PostgreSQL's "C" collation and `text_pattern_ops` compare. */
export const byCodePoint = (a: string, b: string) => {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
};

/** Words added one by one (never removed: a word no title holds any more is skipped by `isUsed`). */
export class SimilarWords {
  private readonly words: string[] = [];
  private readonly sizes: number[] = [];
  private readonly postings = new Map<string, number[]>();
  private counts = new Uint16Array(0);

  add(word: string): void {
    const id = this.words.length;
    const trigrams = trigramsOf(word);
    this.words.push(word);
    this.sizes.push(trigrams.size);
    for (const t of trigrams) {
      const list = this.postings.get(t);
      if (list) list.push(id);
      else this.postings.set(t, [id]);
    }
  }

  /**
   * The words at least `MIN_SIMILARITY` similar to `typed` (itself left out), most similar
   * first, then in code point order, at most `MAX_VARIANTS`; `isUsed` leaves out words no title
   * holds any more.
   */
  similarTo(typed: string, isUsed: (word: string) => boolean): string[] {
    if ([...typed].length < MIN_FUZZY_LENGTH) return [];
    const trigrams = trigramsOf(typed);
    if (this.counts.length < this.words.length) this.counts = new Uint16Array(this.words.length * 2);
    const counts = this.counts;
    const touched: number[] = [];
    for (const t of trigrams)
      for (const id of this.postings.get(t) ?? []) if (counts[id]!++ === 0) touched.push(id);
    const found: { word: string; score: number }[] = [];
    for (const id of touched) {
      const common = counts[id]!;
      counts[id] = 0;
      const score = measure(common, trigrams.size, this.sizes[id]!);
      const word = this.words[id]!;
      if (score >= MIN_SIMILARITY && word !== typed && isUsed(word)) found.push({ word, score });
    }
    found.sort((a, b) => b.score - a.score || byCodePoint(a.word, b.word));
    return found.slice(0, MAX_VARIANTS).map((f) => f.word);
  }
}

/**
 * `pg_trgm`'s `word_similarity(typed, title)`: how well the typed text matches the best stretch of
 * the title, found as `pg_trgm` finds it. The title's trigrams are walked in order; each one the
 * typed text also has closes a stretch, which starts at the first such trigram and is then
 * shortened from its start while that raises the measure (trigrams of the typed text in the
 * stretch, over the typed text's and the stretch's distinct trigrams, shared ones counted once).
 * The quick search ranks its candidates by it (`title-index.ts`: `rankCandidates`).
 */
export function wordSimilarity(typed: string, title: string): number {
  return wordSimilarityTo(typed)(title);
}

/** `wordSimilarity` of `typed` to the titles it is called with (the typed text's trigrams made once). */
export function wordSimilarityTo(typed: string): (title: string) => number {
  const wanted = trigramsOf(typed);
  return (title) => (wanted.size ? measureStretches(wanted, title) : 0);
}

function measureStretches(wanted: Set<string>, title: string): number {
  const sequence = trigramSequence(title);
  // Each distinct trigram of the title numbered; whether the typed text has it.
  const ids = new Map<string, number>();
  const at = sequence.map((t) => {
    let id = ids.get(t);
    if (id === undefined) ids.set(t, (id = ids.size));
    return id;
  });
  const shared = new Uint8Array(ids.size);
  for (const [t, id] of ids) shared[id] = wanted.has(t) ? 1 : 0;
  const lastSeen = new Int32Array(ids.size).fill(-1);
  let start = -1;
  let distinct = 0;
  let common = 0;
  let best = 0;
  for (let i = 0; i < at.length; i++) {
    const id = at[i]!;
    if (start >= 0 || shared[id]) {
      if (lastSeen[id]! < 0) {
        distinct++;
        if (shared[id]) common++;
      }
      lastSeen[id] = i;
    }
    if (!shared[id]) continue;
    if (start < 0) {
      start = i;
      distinct = 1;
    }
    let current = measure(common, wanted.size, distinct);
    // The stretch's start moved right, one trigram at a time, while that raises the measure.
    let tryCommon = common;
    let tryDistinct = distinct;
    const before = start;
    for (let from = start; from <= i; from++) {
      const tried = measure(tryCommon, wanted.size, tryDistinct);
      if (tried > current) {
        current = tried;
        distinct = tryDistinct;
        common = tryCommon;
        start = from;
      }
      const leaving = at[from]!;
      if (lastSeen[leaving] === from) {
        tryDistinct--;
        if (shared[leaving]) tryCommon--;
      }
    }
    if (current > best) best = current;
    // Trigrams now before the stretch are forgotten.
    for (let from = before; from < start; from++) {
      const leaving = at[from]!;
      if (lastSeen[leaving] === from) lastSeen[leaving] = -1;
    }
  }
  return best;
}
