/** The queries of the quick search (`routes.ts`): matching documents per type and matching users. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  isIdText,
  LANGS,
  LETTER_TYPES,
  SEARCH_TOTAL_CAP,
  type DocumentLetter,
  type DocumentType,
} from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import { PREPARED_GENERIC } from '../db/prepared.ts';
import { shapedQuery } from '../db/shaped-query.ts';
import { exactWords, textWords, tsqueryOf } from './text-match.ts';
import { tableOf } from '../db/type-tables.ts';
import type { AreaCache } from '../documents/cache/area-cache.ts';
import { listingColumns, listingTexts, type ListingRow } from '../documents/read/listing-json.ts';
import type { TitleSearch } from './title-sync.ts';
import { rankCandidates } from './title-index.ts';

/**
 * Bounds of one search's work per type, whatever the number of matches (tests lower them):
 * `total` documents counted at most (below it a total is exact, unless the first 2 × `total`
 * title entries read hold fewer documents: a document is read once per language and matching
 * word); `candidates` ranked beyond the page's own size; with several typed words, `checked`
 * titles holding the rarest one read at most to find those holding all of them.
 */
export const searchLimits = { total: SEARCH_TOTAL_CAP, candidates: 20, checked: 200 };

/**
 * Title words of a typed word counted at most, to pick the rarest typed word of several (two
 * common words tie, and the longer one is read: counting further costs more than it saves).
 */
const DRIVER_COUNT = 250;

/** A text as the literal part of a `LIKE` pattern. */
const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);
const likePattern = (q: string) => `%${escapeLike(q)}%`;

/**
 * `titles`: the node's title index (`title-sync.ts`), which finds the candidates of a text in
 * memory; PostgreSQL finds them itself while it loads, or without one.
 */
export function createSearchRepository(db: Kysely<DB>, areaCache: AreaCache, titles?: TitleSearch) {
  return {
    /**
     * Ids of matching documents per type, best first, and the totals: from the node's titles in
     * memory, or else one query for all types, which also writes the listing items of a text's
     * matches (`texts`, as lists write them; the route writes those it lacks).
     */
    async documents(letters: DocumentLetter[], q: string, limit: number, pl?: string) {
      const found = new Map<DocumentLetter, { ids: number[]; total: number }>(
        letters.map((l) => [l, { ids: [], total: 0 }]),
      );
      let texts = new Map<number, string>();
      if (!letters.length) return { found, texts };
      const typeList = sql.join(letters.map((l) => sql.lit(l)));
      if (isIdText(q)) {
        // An integer finds the document with that id, in its own type (api.md §13).
        const rows = (
          await sql<{ id: number; type: DocumentLetter }>`
            SELECT document_id AS id, type FROM documents
            WHERE document_id = ${Number(q)} AND type IN (${typeList}) AND redirects_to IS NULL`.execute(db)
        ).rows;
        for (const r of rows) found.set(r.type, { ids: [Number(r.id)], total: 1 });
        return { found, texts };
      }
      const matches = await titles?.match(letters, q, limit + searchLimits.candidates, searchLimits, pl);
      if (matches) {
        // Found and ranked in memory; the route writes their listing items (one statement).
        for (const [letter, page] of rankCandidates(matches, q, limit)) found.set(letter, page);
        return { found, texts };
      }
      const items: (ListingRow & { type: DocumentType })[] = [];
      for (const r of await rankedPage(db, letters, q, limit, pl))
        if (r.page_id === null) found.get(r.page_type)!.total = Number(r.page_total);
        else {
          found.get(r.page_type)!.ids.push(Number(r.page_id));
          items.push({ ...r, id: r.page_id, type: LETTER_TYPES[r.page_type] });
        }
      texts = await listingTexts(areaCache, items, undefined, pl);
      return { found, texts };
    },

    /** Profiles are found by the account's name and forum name (api.md §6.2). */
    async users(q: string, limit: number) {
      if (isIdText(q)) {
        const row = await db
          .selectFrom('users')
          .select('id')
          .where('id', '=', Number(q))
          .where('email_validated', '=', true)
          .executeTakeFirst();
        return { ids: row ? [Number(row.id)] : [], total: row ? 1 : 0 };
      }
      const like = likePattern(q);
      const rows = await sql<{ id: number; total: number }>`
        SELECT u.id, count(*) OVER () AS total FROM users u JOIN documents d ON d.document_id = u.id
        WHERE u.email_validated AND d.redirects_to IS NULL
          AND (lower(u.name) LIKE ${like} OR lower(u.forum_username) LIKE ${like} OR lower(u.username) LIKE ${like})
        ORDER BY (lower(u.name) LIKE ${`${q}%`}) DESC, u.name LIMIT ${limit}`.execute(db);
      return { ids: rows.rows.map((r) => Number(r.id)), total: Number(rows.rows[0]?.total ?? 0) };
    },
  };
}

/**
 * The first text after every text starting with `text`, in the byte order of the
 * `text_pattern_ops` indexes (UTF-8's order of code points): `text` with its last character
 * raised by one. A range `[text, after(text))` is the texts starting with `text`, which an index
 * reads as such even in a prepared statement's generic plan (a `LIKE` parameter is not).
 */
export function after(text: string): string {
  const chars = [...text];
  const last = chars.pop()!.codePointAt(0)!;
  // No code point is a lone surrogate: past U+D7FF comes U+E000.
  return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
}

/**
 * One query for every type: the page of each, ranked, and its total, capped (issue 16 §3).
 * Each type's matches are read from btree indexes, in order, and no further than needed, so
 * that a common word costs about what a rare one does:
 * - first the titles starting with the text, in title order (the title itself, then the text
 *   as a whole first word), from migration 0015's `(lang, search_title)` index;
 * - then the titles whose words match the typed ones (`text-match.ts`: the last typed word as
 *   the beginning of a title word, a similar word for a typing mistake), from
 *   `search_title_words`: the entries of one typed word, and with several typed words, the
 *   rarest one's first `searchLimits.checked` entries whose titles hold all the others —
 *   not read at all when the titles starting with the text are `searchLimits.total` documents;
 * the distinct documents among the first 2 × `searchLimits.total` entries read are counted, up to
 * `searchLimits.total` (the total); the first entries are ranked as
 * before: title prefix, then containing the text, then word matches; then trigram word
 * similarity, shorter titles, newer documents.
 */
// One prepared statement (`db/prepared.ts`), the similar words of the typed ones and the choice of
// the rarest typed word included: a search has one of a few shapes (types, language or not, no,
// one or several typed words), built once (`db/shaped-query.ts`), planned once per connection (its
// generic plan: `PREPARED_GENERIC`), and makes one round trip. Its bounds are constants in its
// text, which that plan can count on.
async function rankedPage(db: Kysely<DB>, letters: DocumentLetter[], q: string, limit: number, pl?: string) {
  const words = textWords(q);
  const last = words.at(-1) ?? '';
  const shape: PageShape = {
    letters,
    pl: pl !== undefined,
    words: words.length > 1 ? 'several' : words.length === 1 ? 'one' : 'none',
    cap: searchLimits.total,
    checked: searchLimits.checked,
  };
  const key = `${letters.join('')} ${shape.pl} ${shape.words} ${shape.cap} ${shape.checked}`;
  return pageQuery(db, key, shape, {
    q,
    qAfter: after(q),
    prefix: `${escapeLike(q)}%`,
    like: likePattern(q),
    words,
    wordCount: words.length,
    last,
    lastAfter: after(last || ' '),
    langs: pl ? [pl] : [...LANGS],
    pl: pl ?? null,
    letters,
    k: limit + searchLimits.candidates,
    limit,
  });
}

/** What the text of a search's statement depends on (`rankedPage`). */
interface PageShape {
  letters: DocumentLetter[];
  pl: boolean;
  words: 'none' | 'one' | 'several';
  cap: number;
  checked: number;
}

/** The values of a search's statement, bound at each call. */
type PageValues = {
  q: string;
  qAfter: string;
  prefix: string;
  like: string;
  words: string[];
  wordCount: number;
  last: string;
  lastAfter: string;
  langs: string[];
  pl: string | null;
  letters: DocumentLetter[];
  k: number;
  limit: number;
};

const pageQuery = shapedQuery<
  PageShape,
  PageValues,
  | (ListingRow & { page_id: null; page_type: DocumentLetter; page_total: number })
  | (ListingRow & { page_id: number; page_type: DocumentLetter; page_total: null })
>((v, { letters, pl, words, cap, checked }) => {
  // Each type's own partition of `search_titles` (migration 0012), named: no partition to prune.
  const titlesOf = (letter: DocumentLetter) => sql.table(`search_titles_${letter}`);
  const each = (part: (letter: DocumentLetter) => RawBuilder<unknown>) =>
    sql.join(
      letters.map((letter) => sql`(${part(letter)})`),
      sql` UNION ALL `,
    );
  // The title words matching typed word `term` (a row of `typed`: the word, whether it is the
  // last one, the words it matches exactly), in word order, of the types `typeCond` selects.
  const entriesOf = (term: string, typeCond: RawBuilder<unknown>) => {
    const from = sql`FROM search_title_words w WHERE ${typeCond} AND w.lang = ANY(${v.langs}::text[])`;
    return sql`(SELECT w.document_id, w.lang ${from} AND ${sql.raw(term)}.last
        AND w.word ~>=~ ${v.last} AND w.word ~<~ ${v.lastAfter})
      UNION ALL (SELECT w.document_id, w.lang ${from} AND w.word = ANY(${sql.raw(term)}.exact))`;
  };
  const prefixed = (letter: DocumentLetter) =>
    sql`SELECT s.document_id, s.lang, s.search_title FROM ${titlesOf(letter)} s WHERE ${pl ? sql`s.lang = ${v.pl} AND` : sql``}
      s.search_title ~>=~ ${v.q} AND s.search_title ~<~ ${v.qAfter} ORDER BY s.search_title USING ~<~ LIMIT ${sql.lit(cap)}`;
  const worded = (letter: DocumentLetter) => {
    const entries = sql`SELECT w.* FROM driver d, LATERAL (${entriesOf('d', sql`w.type = ${sql.lit(letter)}`)}) w`;
    // The title itself is read later, for the ranked few (`candidates`).
    if (words === 'one') return sql`SELECT e.*, NULL::text AS search_title FROM (${entries}) e`;
    // Each entry's own title, read by its key, must hold every typed word (a LIMIT keeps the
    // planner from reading every title matching all the words through the full-text index).
    return sql`SELECT e.document_id, e.lang, checked.search_title FROM (${entries} LIMIT ${sql.lit(checked)}) e
      CROSS JOIN LATERAL (SELECT t.search_title FROM ${titlesOf(letter)} t WHERE t.document_id = e.document_id
        AND t.lang = e.lang AND t.words @@ (SELECT query FROM query) LIMIT 1) checked`;
  };
  // Titles starting with the text first (`prefixed_<letter>`): when they are `cap` documents, the
  // total is the cap and the page comes from them, so the words are not read at all (the words'
  // part does not run: its condition holds no column).
  const prefixedOf = (letter: DocumentLetter) => sql.table(`prefixed_${letter}`);
  const matching = (letter: DocumentLetter) => {
    const ways =
      words !== 'none'
        ? sql`(SELECT * FROM ${prefixedOf(letter)}) UNION ALL (SELECT * FROM (${worded(letter)}) w
          WHERE (SELECT count(DISTINCT p.document_id) FROM ${prefixedOf(letter)} p) < ${sql.lit(cap)})`
        : sql`SELECT * FROM ${prefixedOf(letter)}`;
    return sql`SELECT m.document_id, m.lang, m.search_title, ${sql.lit(letter)}::char(1) AS type, row_number() OVER () AS n
      FROM (${ways}) m LIMIT ${sql.lit(2 * cap)}`;
  };
  const prefixes = sql.join(
    letters.map((letter) => sql`${prefixedOf(letter)} AS MATERIALIZED (${prefixed(letter)}),`),
    sql` `,
  );
  // The typed words with the words they match exactly (themselves and their similar words), the
  // tsquery of them all, and the one whose title words are read: with several, the one with the
  // fewest (counted up to a bound in every type searched), the longer, then the later one.
  const typedWords = sql`typed AS MATERIALIZED (
      SELECT t.i, t.word, t.i = ${v.wordCount} AS last, ${exactWords(sql.ref('t.word'))} AS exact
      FROM unnest(${v.words}::text[]) WITH ORDINALITY AS t(word, i)),
    query AS MATERIALIZED (SELECT ${tsqueryOf('typed')} AS query FROM typed),
    driver AS MATERIALIZED (
      SELECT t.* FROM typed t ORDER BY ${
        words === 'several'
          ? sql`(SELECT count(*) FROM (${entriesOf('t', sql`w.type = ANY(${v.letters}::char(1)[])`)} LIMIT ${sql.lit(DRIVER_COUNT)}) e),`
          : sql``
      } length(t.word) DESC, t.i DESC LIMIT 1),`;
  return sql`${PREPARED_GENERIC}
      WITH ${words !== 'none' ? typedWords : sql``} ${prefixes} matched AS (${each(matching)}),
      candidates AS (${each(
        // The titles read on the way in, those of single word matches read now.
        (letter) => sql`SELECT m.document_id, m.type, coalesce(m.search_title, (SELECT t.search_title
            FROM ${titlesOf(letter)} t WHERE t.document_id = m.document_id AND t.lang = m.lang)) AS search_title
          FROM matched m WHERE m.type = ${sql.lit(letter)} AND m.n <= ${v.k}`,
      )}),
      page AS (
      SELECT id, type, NULL::int AS total, rank FROM (
        SELECT c.*, row_number() OVER (PARTITION BY c.type ORDER BY c.kind DESC, c.score DESC, c.shortest, c.id DESC) AS rank
        FROM (
          SELECT c.document_id AS id, c.type,
            max(CASE WHEN c.search_title LIKE ${v.prefix} THEN 3 WHEN c.search_title LIKE ${v.like} THEN 2 ELSE 1 END) AS kind,
            max(word_similarity(${v.q}, c.search_title)) AS score,
            min(length(c.search_title)) AS shortest
          FROM candidates c GROUP BY c.document_id, c.type) c) ranked
      WHERE rank <= ${v.limit}
      UNION ALL
      -- A title is read once per way in and per matching word, a document once per language:
      -- the distinct documents among the first 2 × cap entries read, at most cap.
      SELECT NULL, m.type,
        CASE WHEN count(*) >= ${sql.lit(2 * cap)} THEN ${sql.lit(cap)} ELSE least(count(DISTINCT m.document_id), ${sql.lit(cap)}) END::int, NULL
      FROM matched m GROUP BY m.type)
      -- The totals, then the listing items of the page (documents/read/listing-json.ts).
      SELECT NULL::bigint AS page_id, p.type AS page_type, p.total AS page_total, NULL::bigint AS page_rank,
        NULL::bigint AS id, NULL::text AS head, NULL::text AS tail, NULL::bigint[] AS area_ids
      FROM page p WHERE p.id IS NULL
      UNION ALL ${each(
        (letter) => sql`SELECT p.id, p.type, NULL, p.rank, d.document_id,
            ${listingColumns(LETTER_TYPES[letter], pl ? v.pl : undefined)}
          FROM page p JOIN documents d ON d.document_id = p.id
            JOIN ${sql.table(tableOf(LETTER_TYPES[letter]))} t ON t.document_id = d.document_id
          WHERE p.type = ${sql.lit(letter)}`,
      )}
      ORDER BY page_type, page_rank`;
});
