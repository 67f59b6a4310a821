/** The queries of recent changes and of the associations history (`routes.ts`). */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export function createChangesRepository(db: Kysely<DB>) {
  return {
    /** Versions of every document except outings and profiles, newest first, older than `token`. */
    async recentVersions({
      limit,
      token,
      user,
    }: {
      limit: number;
      token: number | undefined;
      user: number | undefined;
    }) {
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
      return rows.rows;
    },

    /** One page of the association log (of document `d`, by user `u`), its total, and the titles and names of its documents. */
    async associationLog({
      d,
      u,
      limit,
      offset,
    }: {
      d: number | undefined;
      u: number | undefined;
      limit: number;
      offset: number;
    }) {
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
      const ids = [
        ...new Set(rows.rows.flatMap((r) => [Number(r.parent_document_id), Number(r.child_document_id)])),
      ];
      const [locales, users] = await Promise.all([
        ids.length
          ? db
              .selectFrom('document_locales')
              .select(['document_id', 'lang', 'title'])
              .where('document_id', 'in', ids)
              .execute()
          : Promise.resolve([]),
        ids.length
          ? db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
          : Promise.resolve([]),
      ]);
      return { count: count.rows[0]?.n ?? 0, rows: rows.rows, locales, users };
    },
  };
}
