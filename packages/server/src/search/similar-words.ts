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

/**
 * `wordSimilarity` of `typed` to the titles it is called with (the typed text's trigrams made
 * once). A keystroke measures a few hundred titles: each is read into numbered trigrams in
 * buffers kept between calls, so that measuring allocates nothing.
 */
export function wordSimilarityTo(typed: string): (title: string) => number {
  const count = trigramKeys(typed);
  if (count < 0) return wordSimilarityOfTexts(trigramsOf(typed));
  const wanted = new Set(keys.subarray(0, count));
  if (!wanted.size) return () => 0;
  let byText: ((title: string) => number) | undefined;
  return (title) => {
    const n = trigramKeys(title);
    if (n < 0) return (byText ??= wordSimilarityOfTexts(trigramsOf(typed)))(title);
    for (let i = 0; i < n; i++) if (firstOf[i] === i) shared[i] = wanted.has(keys[i]!) ? 1 : 0;
    return measureStretches(wanted.size, n);
  };
}

/** The same measure over trigrams as texts: for texts with letters beyond 16 bits. */
function wordSimilarityOfTexts(wanted: Set<string>): (title: string) => number {
  return (title) => {
    if (!wanted.size) return 0;
    const sequence = trigramSequence(title);
    grow(sequence.length);
    for (let i = 0; i < sequence.length; i++) {
      const first = sequence.indexOf(sequence[i]!);
      firstOf[i] = first;
      if (first === i) shared[i] = wanted.has(sequence[i]!) ? 1 : 0;
    }
    return measureStretches(wanted.size, sequence.length);
  };
}

/**
 * Buffers of the title being measured, grown as needed and kept between calls: its trigrams in
 * order as numbers, the first place of each, and for each first place whether the typed text has
 * that trigram and where the trigram was seen last.
 */
let keys = new Float64Array(256);
let firstOf = new Int32Array(256);
let shared = new Uint8Array(256);
let lastSeen = new Int32Array(256);

function grow(n: number) {
  if (n <= firstOf.length) return;
  const size = Math.max(n, firstOf.length * 2);
  keys = new Float64Array(size);
  firstOf = new Int32Array(size);
  shared = new Uint8Array(size);
  lastSeen = new Int32Array(size);
}

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;
/** Whether each character of 16 bits is a letter or digit: 0 not known yet, 1 yes, 2 no. */
const wordCharacters = new Uint8Array(0x10000);

function isWordCharacter(code: number): boolean {
  if (code < 0x80)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  let kind = wordCharacters[code]!;
  if (kind === 0) wordCharacters[code] = kind = WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 2;
  return kind === 1;
}

const SPACE = 32;

/**
 * The places of the trigrams seen in the text being read, by hash (open addressing), each slot
 * valid while its stamp is the current text's: nothing is cleared between texts.
 */
let slots = new Int32Array(1024);
let stamps = new Uint32Array(1024);
let stamp = 0;

/** Writes trigram `a b c` at place `n` of `keys`, and its first place in the text into `firstOf`. */
function addTrigram(n: number, a: number, b: number, c: number) {
  const key = a * 0x100000000 + b * 0x10000 + c;
  const mask = slots.length - 1;
  let slot = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b) ^ Math.imul(c, 0xc2b2ae35)) & mask;
  while (stamps[slot] === stamp && keys[slots[slot]!] !== key) slot = (slot + 1) & mask;
  if (stamps[slot] !== stamp) {
    stamps[slot] = stamp;
    slots[slot] = n;
  }
  keys[n] = key;
  firstOf[n] = slots[slot]!;
}

/**
 * Writes the trigrams of `text` in order into `keys` (as `trigramSequence` cuts them, each of three
 * characters of 16 bits as one exact number) and the first place of each into `firstOf`; their
 * count, or -1 when a letter of the text lies beyond 16 bits (a pair of surrogates: the text is
 * measured through `trigramSequence` then).
 */
function trigramKeys(text: string): number {
  grow(2 * text.length + 2);
  if (slots.length < 4 * text.length + 4) {
    slots = new Int32Array(2 ** Math.ceil(Math.log2(4 * text.length + 4)));
    stamps = new Uint32Array(slots.length);
  }
  stamp = (stamp + 1) >>> 0 || 1;
  let n = 0;
  let a = SPACE;
  let b = SPACE;
  let inWord = false;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : SPACE;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        if (WORD_CHARACTER.test(String.fromCharCode(code, low))) return -1;
        i++;
        if (inWord) addTrigram(n++, a, b, SPACE);
        a = b = SPACE;
        inWord = false;
        continue;
      }
    }
    if (i < text.length && isWordCharacter(code)) {
      addTrigram(n++, a, b, code);
      a = b;
      b = code;
      inWord = true;
    } else {
      if (inWord) addTrigram(n++, a, b, SPACE);
      a = b = SPACE;
      inWord = false;
    }
  }
  return n;
}

/**
 * The best stretch's measure over the `n` trigrams of the buffers (`firstOf`, and `shared` at the
 * first places), against a typed text of `wantedSize` distinct trigrams.
 */
function measureStretches(wantedSize: number, n: number): number {
  for (let i = 0; i < n; i++) if (firstOf[i] === i) lastSeen[i] = -1;
  let start = -1;
  let distinct = 0;
  let common = 0;
  let best = 0;
  for (let i = 0; i < n; i++) {
    const id = firstOf[i]!;
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
    let current = measure(common, wantedSize, distinct);
    // The stretch's start moved right, one trigram at a time, while that raises the measure.
    let tryCommon = common;
    let tryDistinct = distinct;
    const before = start;
    for (let from = start; from <= i; from++) {
      const tried = measure(tryCommon, wantedSize, tryDistinct);
      if (tried > current) {
        current = tried;
        distinct = tryDistinct;
        common = tryCommon;
        start = from;
      }
      const leaving = firstOf[from]!;
      if (lastSeen[leaving] === from) {
        tryDistinct--;
        if (shared[leaving]) tryCommon--;
      }
    }
    if (current > best) best = current;
    // Trigrams now before the stretch are forgotten.
    for (let from = before; from < start; from++) {
      const leaving = firstOf[from]!;
      if (lastSeen[leaving] === from) lastSeen[leaving] = -1;
    }
  }
  return best;
}
