/**
 * Cache keys of the weak ETags (api.md §1.6). A document's presented JSON is made of its own
 * rows and of the listings of other documents (associations, a waypoint's routes and their
 * recent outings, areas, maps, a redirect's target). Every write bumps the `cache_version` of
 * the documents it changes, so the key is the document's cache version plus a hash of the
 * (id, cache version) of every document its response shows: it changes whenever one of them
 * changes, or is linked or unlinked.
 */
import { sql, type Kysely } from 'kysely';
import type { DocumentLetter } from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { PREPARED_GENERIC } from '../../db/prepared.ts';

export interface KeyOptions {
  /** Also hash the documents shown in the `associations` object (full document, not versions). */
  withAssociations: boolean;
  /** What else the body depends on: query languages, the caller's role… */
  variant?: readonly (string | number | undefined | null)[];
}

/** The key of document `id` as a document of type `letter`, or null when there is no such document. */
export async function documentCacheKey(
  db: Kysely<DB>,
  id: number,
  letter: DocumentLetter | undefined,
  options: KeyOptions,
): Promise<string | null> {
  const variant = (options.variant ?? []).map((v) => v ?? '').join('.');
  if (!options.withAssociations) {
    const row = await db
      .selectFrom('documents')
      .select(['type', 'cache_version', 'redirects_to'])
      .where('document_id', '=', id)
      .executeTakeFirst();
    if (!row || (letter && row.type !== letter)) return null;
    const shown = row.redirects_to !== null ? await shownDocumentsHash(db, id) : '';
    return `${row.cache_version}-${shown.slice(0, 16)}-${variant}`;
  }
  // One round trip: the document's own row and the hash of everything its response shows. The
  // waypoint parts are only planned for waypoints (or when the type is not known beforehand).
  const row = (
    await sql<{ type: string; cache_version: number; h: string | null }>`${PREPARED_GENERIC}
      SELECT d.type, d.cache_version, (${shownHashQuery(id, letter === undefined ? 'maybe' : letter === 'w')}) AS h
      FROM documents d WHERE d.document_id = ${id}`.execute(db)
  ).rows[0];
  if (!row || (letter && row.type !== letter)) return null;
  return `${row.cache_version}-${(row.h ?? '0').slice(0, 16)}-${variant}`;
}

/** md5 of `id:cache_version` of the documents a full document shows, in id order. */
async function shownDocumentsHash(db: Kysely<DB>, id: number): Promise<string> {
  const result = await sql<{ h: string | null }>`SELECT (${shownHashQuery(id, 'maybe')}) AS h`.execute(db);
  return result.rows[0]?.h ?? '0';
}

/**
 * The hash as a scalar subquery. A waypoint also shows the routes of its children and
 * grandchildren and their recent outings: those parts only run when the document is one
 * (the planner evaluates the type test once).
 */
function shownHashQuery(id: number, waypoint: boolean | 'maybe') {
  if (!waypoint)
    return sql`
    WITH shown AS (
      SELECT child_document_id AS id FROM associations WHERE parent_document_id = ${id}
      UNION SELECT parent_document_id FROM associations WHERE child_document_id = ${id}
      UNION SELECT unnest(area_ids || map_ids) FROM documents WHERE document_id = ${id}
      UNION SELECT redirects_to FROM documents WHERE document_id = ${id} AND redirects_to IS NOT NULL
    )
    SELECT md5(string_agg(d.document_id::text || ':' || d.cache_version::text, ',' ORDER BY d.document_id))
    FROM documents d JOIN shown ON shown.id = d.document_id`;
  const isWaypoint =
    waypoint === 'maybe' ? sql`(SELECT type FROM documents WHERE document_id = ${id}) = 'w'` : sql`true`;
  return sql`
    WITH family AS (
      SELECT ${id}::bigint AS id
      UNION SELECT child_document_id FROM associations WHERE ${isWaypoint} AND parent_document_id = ${id} AND child_type = 'w'
      UNION SELECT g.child_document_id FROM associations c JOIN associations g ON g.parent_document_id = c.child_document_id AND g.child_type = 'w'
        WHERE ${isWaypoint} AND c.parent_document_id = ${id} AND c.child_type = 'w'
    ), family_routes AS (
      SELECT r.child_document_id AS id FROM associations r
      WHERE ${isWaypoint} AND r.child_type = 'r' AND r.parent_document_id IN (SELECT id FROM family)
    ), shown AS (
      SELECT child_document_id AS id FROM associations WHERE parent_document_id = ${id}
      UNION SELECT parent_document_id FROM associations WHERE child_document_id = ${id}
      UNION SELECT unnest(area_ids || map_ids) FROM documents WHERE document_id = ${id}
      UNION SELECT redirects_to FROM documents WHERE document_id = ${id} AND redirects_to IS NOT NULL
      UNION SELECT id FROM family_routes
      UNION SELECT o.child_document_id FROM associations o
        WHERE ${isWaypoint} AND o.child_type = 'o' AND o.parent_document_id IN (SELECT id FROM family_routes)
    )
    SELECT md5(string_agg(d.document_id::text || ':' || d.cache_version::text, ',' ORDER BY d.document_id))
    FROM documents d JOIN shown ON shown.id = d.document_id`;
}
