/**
 * Recent changes ("what's new", api.md §12.2) and the associations history (api.md §10.2).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { fieldError } from '../errors.ts';
import { getAssociationsHistory, getDocumentChanges } from '@cairn/domain';
import { schemaOf } from '../plugins/endpoint-schema.ts';

type Query = Record<string, string | undefined>;

function intParam(query: Query, name: string, fallback: number, max?: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw fieldError(name, `"${raw}" is not a number`, 'querystring');
  return max === undefined ? Number(raw) : Math.min(Number(raw), max);
}

const iso = (d: Date | string) => new Date(d).toISOString().replace('Z', '+00:00');

export async function changesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;

  // Versions of every document except outings and profiles, newest first.
  app.get(getDocumentChanges.path, { schema: schemaOf(getDocumentChanges) }, async (request: FastifyRequest<{ Querystring: Query }>) => {
    const limit = Math.max(1, intParam(request.query, 'limit', 30, 50));
    const token = request.query.token ? intParam(request.query, 'token', 0) : undefined;
    const user = request.query.u ? intParam(request.query, 'u', 0) : undefined;
    const rows = await sql<{
      version_id: number;
      written_at: Date;
      lang: string;
      comment: string;
      document_id: number;
      current_version: number;
      type: string;
      quality: string;
      title: string;
      user_id: number;
      name: string;
      username: string;
      user_lang: string;
    }>`
      SELECT v.version_id, v.written_at, v.lang, v.comment, v.document_id, d.version AS current_version, d.type, d.quality,
        la.data->>'title' AS title, u.id AS user_id, u.name, u.username, u.lang AS user_lang
      FROM document_versions v
      JOIN documents d ON d.document_id = v.document_id
      JOIN locale_archives la ON la.archive_id = v.locale_archive_id
      JOIN users u ON u.id = v.user_id
      WHERE d.type NOT IN ('o', 'u') AND d.redirects_to IS NULL
        ${token !== undefined ? sql`AND v.version_id < ${token}` : sql``}
        ${user !== undefined ? sql`AND v.user_id = ${user}` : sql``}
      ORDER BY v.version_id DESC LIMIT ${limit}`.execute(db);
    if (!rows.rows.length) return { feed: [] };
    return {
      feed: rows.rows.map((r) => ({
        written_at: iso(r.written_at),
        lang: r.lang,
        version_id: Number(r.version_id),
        comment: r.comment,
        document: {
          document_id: Number(r.document_id),
          version: r.current_version,
          title: r.title ?? '',
          type: r.type,
          quality: r.quality,
        },
        user: { user_id: Number(r.user_id), name: r.name, username: r.username, lang: r.user_lang },
      })),
      pagination_token: String(rows.rows.at(-1)!.version_id),
    };
  });

  app.get(getAssociationsHistory.path, { schema: schemaOf(getAssociationsHistory) }, async (request: FastifyRequest<{ Querystring: Query }>) => {
    const limit = intParam(request.query, 'limit', 50, 500);
    const offset = intParam(request.query, 'offset', 0);
    const d = request.query.d ? intParam(request.query, 'd', 0) : undefined;
    const u = request.query.u ? intParam(request.query, 'u', 0) : undefined;
    const where = [sql`true`];
    if (d !== undefined) where.push(sql`(a.parent_document_id = ${d} OR a.child_document_id = ${d})`);
    if (u !== undefined) where.push(sql`a.user_id = ${u}`);
    const cond = sql.join(where, sql` AND `);
    const [count, rows] = await Promise.all([
      sql<{ n: number }>`SELECT count(*)::int AS n FROM association_log a WHERE ${cond}`.execute(db),
      sql<{
        written_at: Date;
        is_creation: boolean;
        parent_document_id: number;
        parent_type: string;
        child_document_id: number;
        child_type: string;
        user_id: number;
        name: string;
        forum_username: string;
        robot: boolean;
        moderator: boolean;
        blocked: boolean;
      }>`SELECT a.written_at, a.is_creation, a.parent_document_id, a.parent_type, a.child_document_id, a.child_type,
          u.id AS user_id, u.name, u.forum_username, u.robot, u.moderator, u.blocked
        FROM association_log a JOIN users u ON u.id = a.user_id
        WHERE ${cond} ORDER BY a.written_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db),
    ]);
    const ids = [...new Set(rows.rows.flatMap((r) => [Number(r.parent_document_id), Number(r.child_document_id)]))];
    const [locales, users] = await Promise.all([
      ids.length
        ? db.selectFrom('document_locales').select(['document_id', 'lang', 'title']).where('document_id', 'in', ids).execute()
        : Promise.resolve([]),
      ids.length ? db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute() : Promise.resolve([]),
    ]);
    const names = new Map(users.map((x) => [Number(x.id), x.name]));
    const side = (id: number, type: string) => ({
      document_id: id,
      type,
      locales: locales.filter((l) => Number(l.document_id) === id).map((l) => ({ lang: l.lang, title: l.title })),
      ...(type === 'u' ? { name: names.get(id) ?? '' } : {}),
    });
    return {
      count: count.rows[0]?.n ?? 0,
      associations: rows.rows.map((r) => ({
        written_at: iso(r.written_at),
        is_creation: r.is_creation,
        user: {
          user_id: Number(r.user_id),
          name: r.name,
          forum_username: r.forum_username,
          robot: r.robot,
          moderator: r.moderator,
          blocked: r.blocked,
        },
        parent_document: side(Number(r.parent_document_id), r.parent_type),
        child_document: side(Number(r.child_document_id), r.child_type),
      })),
    };
  });
}
