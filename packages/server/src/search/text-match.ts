/**
 * Which search titles match a text (quick search and the `q` filter of lists, api.md §6.2 and
 * §13): every word of the text must match a word of the title, either exactly, or — for words
 * of three letters or more — a known title word that looks like it (trigram similarity, for
 * typing mistakes: "chamonx" finds "chamonix"); the last word may also be the beginning of a
 * title word (search as you type). Titles containing the whole text as typed match too.
 *
 * The similar words come from `search_words` (migration 0005), a small table of the distinct
 * title words; the titles are then found through the full-text index of their words.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema.ts';
import { PREPARED } from '../db/prepared.ts';

/** Lowest trigram similarity of a title word to a typed word (`lacs` ~ `lac` is 0.5). */
export const MIN_SIMILARITY = 0.5;
/** Similar words kept per typed word, most similar first. */
export const MAX_VARIANTS = 12;
/** Typed words shorter than this are matched exactly (or as a prefix when last). */
export const MIN_FUZZY_LENGTH = 3;

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** The words of a normalised text as the full-text parser cuts them (letters and digits). */
export function textWords(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

type Expression = RawBuilder<unknown> | ReturnType<typeof sql.ref>;

export interface TextMatch {
  /**
   * The condition on a locale's `search_title`, e.g. `condition(sql.ref('l.search_title'))`;
   * `vector` is the title's stored `to_tsvector('simple', …)` where there is one.
   */
  condition(title: Expression, vector?: Expression): RawBuilder<boolean>;
  /** Only the word-by-word part of the condition (the full-text index alone). */
  words(title: Expression, vector?: Expression): RawBuilder<boolean>;
}

/**
 * SQL: the title words typed word `word` (a text expression) matches exactly, as `textMatch`
 * reads them: itself, and for a word of three letters or more its similar words, most similar
 * first (a `text[]`).
 */
export const exactWords = (word: Expression) =>
  sql`ARRAY[${word}] || CASE WHEN length(${word}) >= ${sql.lit(MIN_FUZZY_LENGTH)} THEN ARRAY(
    SELECT s.word FROM search_words s
    WHERE s.word % ${word} AND similarity(s.word, ${word}) >= ${sql.lit(MIN_SIMILARITY)} AND s.word <> ${word}
    ORDER BY similarity(s.word, ${word}) DESC, s.word LIMIT ${sql.lit(MAX_VARIANTS)}) ELSE '{}'::text[] END`;

/**
 * SQL: the tsquery `textMatch` makes, from the rows of `table` (`i` the word's position, `last`
 * whether it is the last one, `exact` from `exactWords`): every typed word, each one of the words
 * it matches, the last one also as a prefix.
 */
export const tsqueryOf = (table: string) =>
  sql`to_tsquery('simple', string_agg('(' || (
    SELECT string_agg('''' || replace(x.word, '''', '''''') || '''' || CASE WHEN x.o = 1 AND ${sql.raw(table)}.last THEN ':*' ELSE '' END, ' | ' ORDER BY x.o)
    FROM unnest(${sql.raw(table)}.exact) WITH ORDINALITY AS x(word, o)) || ')', ' & ' ORDER BY ${sql.raw(table)}.i))`;

/** Prepares the match of `normalized` (text already passed through `normalizeForSearch`). */
export async function textMatch(db: Kysely<DB>, normalized: string): Promise<TextMatch> {
  const words = textWords(normalized);
  // The similar title words of every typed word long enough, in one query (one round trip).
  const fuzzy = [...new Set(words.filter((w) => w.length >= MIN_FUZZY_LENGTH))];
  const similar = new Map<string, string[]>();
  if (fuzzy.length) {
    const rows = await sql<{ typed: string; word: string }>`${PREPARED}
      SELECT t.typed, v.word FROM unnest(${fuzzy}::text[]) AS t(typed) CROSS JOIN LATERAL (
        SELECT word FROM search_words
        WHERE word % t.typed AND similarity(word, t.typed) >= ${MIN_SIMILARITY} AND word <> t.typed
        ORDER BY similarity(word, t.typed) DESC, word LIMIT ${MAX_VARIANTS}) v`.execute(db);
    for (const r of rows.rows) similar.set(r.typed, [...(similar.get(r.typed) ?? []), r.word]);
  }
  const alternatives = words.map((word, i) => [
    i === words.length - 1 ? `'${word}':*` : `'${word}'`,
    ...(similar.get(word) ?? []).map((w) => `'${w.replace(/'/g, "''")}'`),
  ]);
  const tsquery = alternatives.map((alts) => `(${alts.join(' | ')})`).join(' & ');
  const contains = `%${escapeLike(normalized)}%`;
  const wordsOf = (title: Expression, vector?: Expression) => vector ?? sql`to_tsvector('simple', ${title})`;
  return {
    condition: (title, vector) =>
      tsquery
        ? sql<boolean>`(${wordsOf(title, vector)} @@ to_tsquery('simple', ${tsquery}) OR ${title} LIKE ${contains})`
        : sql<boolean>`${title} LIKE ${contains}`,
    words: (title, vector) =>
      tsquery
        ? sql<boolean>`${wordsOf(title, vector)} @@ to_tsquery('simple', ${tsquery})`
        : sql<boolean>`${title} LIKE ${contains}`,
  };
}
