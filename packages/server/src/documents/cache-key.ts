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
import type { DB } from '../db/schema.ts';

export interface KeyOptions {
  /** Also hash the documents shown in the `associations` object (full document, not versions). */
  withAssociations: boolean;
  /** What else the body depends on: query languages, the caller's role… */
  variant?: readonly (string | number | undefined | null)[];
}

/** The key of document `id` as a document of type `letter`, or null when there is no such document. */
export async function documentCacheKey(db: Kysely<DB>, id: number, letter: DocumentLetter | undefined, options: KeyOptions): Promise<string | null> {
  const row = await db
    .selectFrom('documents')
    .select(['type', 'cache_version', 'redirects_to'])
    .where('document_id', '=', id)
    .executeTakeFirst();
  if (!row || (letter && row.type !== letter)) return null;
  const shown = options.withAssociations || row.redirects_to !== null ? await shownDocumentsHash(db, id, row.type === 'w') : '';
  const variant = (options.variant ?? []).map((v) => v ?? '').join('.');
  return `${row.cache_version}-${shown.slice(0, 16)}-${variant}`;
}

/** md5 of `id:cache_version` of the documents a full document shows, in id order. */
async function shownDocumentsHash(db: Kysely<DB>, id: number, isWaypoint: boolean): Promise<string> {
  // A waypoint also shows the routes of its children and grandchildren and their recent outings.
  const waypointParts = isWaypoint
    ? sql`
      UNION SELECT r.child_document_id FROM associations r WHERE r.child_type = 'r' AND r.parent_document_id IN (SELECT id FROM family)
      UNION SELECT o.child_document_id FROM associations o WHERE o.child_type = 'o' AND o.parent_document_id IN (
        SELECT r.child_document_id FROM associations r WHERE r.child_type = 'r' AND r.parent_document_id IN (SELECT id FROM family))`
    : sql``;
  const result = await sql<{ h: string | null }>`
    WITH family AS (
      SELECT ${id}::bigint AS id
      UNION SELECT child_document_id FROM associations WHERE parent_document_id = ${id} AND child_type = 'w'
      UNION SELECT g.child_document_id FROM associations c JOIN associations g ON g.parent_document_id = c.child_document_id AND g.child_type = 'w'
        WHERE c.parent_document_id = ${id} AND c.child_type = 'w'
    ), shown AS (
      SELECT child_document_id AS id FROM associations WHERE parent_document_id = ${id}
      UNION SELECT parent_document_id FROM associations WHERE child_document_id = ${id}
      UNION SELECT unnest(area_ids || map_ids) FROM documents WHERE document_id = ${id}
      UNION SELECT redirects_to FROM documents WHERE document_id = ${id} AND redirects_to IS NOT NULL
      ${waypointParts}
    )
    SELECT md5(string_agg(d.document_id::text || ':' || d.cache_version::text, ',' ORDER BY d.document_id)) AS h
    FROM documents d JOIN shown ON shown.id = d.document_id`.execute(db);
  return result.rows[0]?.h ?? '0';
}
