/** The queries of the quick search (`routes.ts`): matching documents per type and matching users. */
import { sql, type Kysely } from 'kysely';
import { isIdText, type DocumentLetter } from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import type { CountCache } from '../documents/cache/count-cache.ts';
import { textMatch } from './text-match.ts';

/** Locales ranked per search and kind of match at most (all matches below that); tests lower it. */
export const searchLimits = { candidates: 1000 };

const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export function createSearchRepository(db: Kysely<DB>, counts: CountCache) {
  return {
    /** Ids of matching documents per type, best first, and the totals: one query for all types. */
    async documents(letters: DocumentLetter[], q: string, limit: number, pl?: string) {
      const found = new Map<DocumentLetter, { ids: number[]; total: number }>(
        letters.map((l) => [l, { ids: [], total: 0 }]),
      );
      if (!letters.length) return found;
      const typeList = sql.join(letters.map((l) => sql.lit(l)));
      let rows: { id: number; type: string; total?: number }[];
      if (isIdText(q)) {
        // An integer finds the document with that id, in its own type (api.md §13).
        rows = (
          await sql<{ id: number; type: string; total: number }>`
            SELECT document_id AS id, type, 1 AS total FROM documents
            WHERE document_id = ${Number(q)} AND type IN (${typeList}) AND redirects_to IS NULL`.execute(db)
        ).rows;
      } else {
        const escaped = q.replace(/[%_\\]/g, (c) => `\\${c}`);
        const like = `%${escaped}%`;
        const langCond = pl ? sql`AND s.lang = ${pl}` : sql``;
        const match = await textMatch(db, q);
        // Migration 0012's compact titles of documents that are not redirects, one partition per
        // type: the literal type list lets the planner read only the partitions asked for.
        const matching = (types: readonly DocumentLetter[]) =>
          sql`FROM search_titles s WHERE s.type IN (${sql.join(types.map((l) => sql.lit(l)))}) ${langCond}`;
        const cap = searchLimits.candidates;
        // The page ranks a bounded set of candidates of each type: the titles starting with the text
        // as typed (in title order), those containing it, and those matching it word by word (`k`
        // 0, 1, 2), each up to `searchLimits.candidates` locales (all of them below that), so that a
        // type with few matches is never crowded out by the many matches of another. A type none of
        // whose kinds reached that bound has all its matches among the candidates: its total is
        // counted there, and only the other types' totals need a count of their own.
        const candidates = sql.join(
          letters.flatMap((letter) =>
            [
              sql`s.search_title LIKE ${`${escaped}%`}`,
              sql`s.search_title LIKE ${like}`,
              match.words(sql.ref('s.search_title'), sql.ref('s.words')),
            ].map(
              (kind, k) =>
                sql`(SELECT s.document_id, s.type, s.search_title, ${sql.lit(k)} AS k ${matching([letter])} AND ${kind} LIMIT ${cap})`,
            ),
          ),
          sql` UNION ALL `,
        );
        const page = await sql<{ id: number | null; type: string; total: number | null }>`
          WITH candidates AS (${candidates}),
          capped AS (SELECT DISTINCT type FROM candidates GROUP BY type, k HAVING count(*) >= ${cap})
          SELECT id, type, NULL::int AS total, rank FROM (
            SELECT m.*, row_number() OVER (PARTITION BY m.type ORDER BY m.kind DESC, m.score DESC, m.shortest, m.id DESC) AS rank
            FROM (
              SELECT c.document_id AS id, c.type,
                max(CASE WHEN c.search_title LIKE ${`${escaped}%`} THEN 3 WHEN c.search_title LIKE ${like} THEN 2 ELSE 1 END) AS kind,
                max(word_similarity(${q}, c.search_title)) AS score,
                min(length(c.search_title)) AS shortest
              FROM candidates c GROUP BY c.document_id, c.type) m) ranked
          WHERE rank <= ${limit}
          UNION ALL
          -- Per type with candidates: its total, or none when a kind reached the bound.
          SELECT NULL, c.type,
            CASE WHEN c.type IN (SELECT type FROM capped) THEN NULL ELSE count(DISTINCT c.document_id)::int END, NULL
          FROM candidates c GROUP BY c.type
          ORDER BY type, rank`.execute(db);
        rows = page.rows.flatMap((r) => (r.id === null ? [] : [{ id: r.id, type: r.type }]));
        const uncounted: DocumentLetter[] = [];
        for (const r of page.rows) {
          if (r.id !== null) continue;
          if (r.total === null) uncounted.push(r.type as DocumentLetter);
          else found.get(r.type as DocumentLetter)!.total = Number(r.total);
        }
        // Types with candidates of a kind up to the bound: their totals count every match, kept
        // a short while, as list totals are. (A type without candidates has none.)
        if (uncounted.length) {
          const countQuery = sql<{ type: string; n: number }>`
            SELECT s.type, ${pl ? sql`count(*)` : sql`count(DISTINCT s.document_id)`}::int AS n ${matching(uncounted)} AND ${match.condition(sql.ref('s.search_title'), sql.ref('s.words'))}
            GROUP BY s.type`;
          const compiled = countQuery.compile(db);
          const totals = await counts.get(
            `${compiled.sql}\n${JSON.stringify(compiled.parameters)}`,
            async () => (await countQuery.execute(db)).rows.map((r) => [r.type, Number(r.n)] as const),
          );
          for (const [type, n] of totals) found.get(type as DocumentLetter)!.total = n;
        }
      }
      for (const r of rows) {
        const entry = found.get(r.type as DocumentLetter)!;
        entry.ids.push(Number(r.id));
        if (r.total !== undefined) entry.total = Number(r.total);
      }
      return found;
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
