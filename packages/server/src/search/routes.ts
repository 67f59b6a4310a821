/**
 * Quick search `GET /search?q=&t=&limit=&pl=` (api.md §13): per type `{documents, total}`,
 * accent-insensitive (titles are indexed lower-cased without accents), typo-tolerant
 * (trigram word similarity), ranked with title prefix and substring matches first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isLang, LETTER_TYPES, type DocumentLetter, type DocumentType } from '@cairn/domain';
import { fieldError } from '../errors.ts';
import { readDocuments } from '../documents/read.ts';
import { presentContext, presentListing, type Json } from '../documents/present.ts';
import { normalizeForSearch } from './normalize.ts';

/** Types in the response order of api.md §13, with their letters. */
const SEARCHED: readonly DocumentLetter[] = ['w', 'x', 'r', 'o', 'a', 'c', 'b', 'm', 'i', 'u'];

type Query = { q?: string; t?: string; limit?: string; pl?: string };

const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;

  /** Ids of matching documents of one type, best first, and the total. */
  async function searchType(letter: DocumentLetter, q: string, limit: number, pl?: string) {
    if (/^\d+$/.test(q)) {
      const row = await db
        .selectFrom('documents')
        .select('document_id')
        .where('document_id', '=', Number(q))
        .where('type', '=', letter)
        .where('redirects_to', 'is', null)
        .executeTakeFirst();
      return { ids: row ? [Number(row.document_id)] : [], total: row ? 1 : 0 };
    }
    const like = likePattern(q);
    if (letter === 'u') {
      // Profiles are found by the account's name and forum name (api.md §6.2).
      const rows = await sql<{ id: number; total: number }>`
        SELECT u.id, count(*) OVER () AS total FROM users u JOIN documents d ON d.document_id = u.id
        WHERE u.email_validated AND d.redirects_to IS NULL
          AND (lower(u.name) LIKE ${like} OR lower(u.forum_username) LIKE ${like} OR lower(u.username) LIKE ${like})
        ORDER BY (lower(u.name) LIKE ${`${q}%`}) DESC, u.name LIMIT ${limit}`.execute(db);
      return { ids: rows.rows.map((r) => Number(r.id)), total: Number(rows.rows[0]?.total ?? 0) };
    }
    const langCond = pl ? sql`AND l.lang = ${pl}` : sql``;
    const rows = await sql<{ id: number; total: number }>`
      SELECT m.id, count(*) OVER () AS total FROM (
        SELECT l.document_id AS id,
          max(CASE WHEN l.search_title LIKE ${`${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`} THEN 3
                   WHEN l.search_title LIKE ${like} THEN 2 ELSE 1 END) AS kind,
          max(word_similarity(${q}, l.search_title)) AS score
        FROM document_locales l JOIN documents d ON d.document_id = l.document_id
        WHERE d.type = ${letter} AND d.redirects_to IS NULL ${langCond}
          AND (l.search_title LIKE ${like} OR ${q} <% l.search_title)
        GROUP BY l.document_id) m
      ORDER BY m.kind DESC, m.score DESC, m.id DESC LIMIT ${limit}`.execute(db);
    return { ids: rows.rows.map((r) => Number(r.id)), total: Number(rows.rows[0]?.total ?? 0) };
  }

  app.get('/search', async (request: FastifyRequest<{ Querystring: Query }>) => {
    const { q: raw = '', t, limit: rawLimit, pl: rawPl } = request.query;
    const q = normalizeForSearch(raw);
    if (!q) throw fieldError('q', 'Required', 'querystring');
    const pl = rawPl === 'zh_CN' ? 'zh' : rawPl;
    if (pl !== undefined && pl !== '' && !isLang(pl)) throw fieldError('lang', 'invalid lang', 'querystring');
    const limit = rawLimit === undefined || rawLimit === '' ? 10 : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 0) throw fieldError('limit', `"${rawLimit}" is not a number`, 'querystring');
    const wanted = t ? new Set(t.split(',').map((x) => x.trim())) : undefined;
    const letters = SEARCHED.filter((l) => (!wanted || wanted.has(l)) && (l !== 'u' || request.user));
    const results = await Promise.all(letters.map((l) => searchType(l, q, Math.min(limit, 50), pl || undefined)));
    const records = await readDocuments(db, results.flatMap((r) => r.ids), { withDetail: false });
    const ctx = await presentContext(db, records.values(), pl || undefined);
    const out: Record<string, Json> = {};
    letters.forEach((letter, i) => {
      const type: DocumentType = LETTER_TYPES[letter];
      const key = type === 'profile' ? 'users' : `${type}s`;
      out[key] = {
        documents: results[i]!.ids.map((id) => records.get(id)).filter((r) => !!r).map((r) => presentListing(r!, ctx)),
        total: results[i]!.total,
      };
    });
    return out;
  });
}
