/**
 * Texts typed in the search box, as people type them (issue 16 §3): the beginning of a real
 * title or one of its words, 3 to 12 characters, with the title's accents or without them, now
 * and then a typing mistake, and never the same text twice, so that no answer cache can help.
 * Seeded: the same titles and seed give the same texts.
 */
import { Random } from '../src/demo/random.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ACCENTED: Record<string, string> = { e: 'é', a: 'à', o: 'ô', u: 'ü', i: 'î', c: 'ç' };
const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');

/** Shortest and longest text typed. */
export const QUERY_LENGTH = { min: 3, max: 12 } as const;

/**
 * A generator of distinct texts from `titles` (real titles, as written). Throws when it cannot
 * find a new text any more (too few titles for the number of texts asked).
 */
export function searchQueries(titles: readonly string[], seed = 16): () => string {
  if (!titles.length) throw new Error('no titles to make search texts from');
  const random = new Random(seed);
  const next = () => random.next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const seen = new Set<string>();

  /** One text: a beginning of the title or of one of its words, cut at 3 to 12 characters. */
  function typed(): string {
    const title = titles[int(0, titles.length - 1)]!.trim();
    const words = title.split(/\s+/).filter((w) => w.length >= QUERY_LENGTH.min);
    const source = next() < 0.5 || !words.length ? title : words[int(0, words.length - 1)]!;
    let text = source.slice(0, int(QUERY_LENGTH.min, QUERY_LENGTH.max)).trimEnd();
    if (next() < 0.3) text = stripAccents(text);
    else if (next() < 0.2) {
      // An accent where the title has none (a phone's keyboard suggestion).
      const i = int(1, text.length - 1);
      const accented = ACCENTED[text[i]!];
      if (accented) text = text.slice(0, i) + accented + text.slice(i + 1);
    }
    if (next() < 0.35) {
      // A typing mistake after the first letter: a letter replaced, left out, doubled or swapped.
      const i = int(1, Math.max(1, text.length - 1));
      const letter = LETTERS[int(0, LETTERS.length - 1)]!;
      const kind = int(0, 3);
      if (kind === 0) text = text.slice(0, i) + letter + text.slice(i + 1);
      else if (kind === 1 && text.length > QUERY_LENGTH.min) text = text.slice(0, i) + text.slice(i + 1);
      else if (kind === 2 && text.length < QUERY_LENGTH.max)
        text = text.slice(0, i) + text[i] + text.slice(i);
      else if (i < text.length - 1) text = text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
    }
    if (next() < 0.5) text = text.toLowerCase();
    return text;
  }

  return () => {
    for (let attempt = 0; attempt < 10_000; attempt++) {
      const text = typed();
      if (text.trim().length < QUERY_LENGTH.min || text.length > QUERY_LENGTH.max || seen.has(text)) continue;
      seen.add(text);
      return text;
    }
    throw new Error(`no new search text after ${seen.size} texts: more titles are needed`);
  };
}
