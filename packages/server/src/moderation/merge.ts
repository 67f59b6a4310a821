/**
 * Merging a document into another (api.md §11, spec 2 §4): its associations and tags move to
 * the target, it becomes a redirect to the target, and its feed entries are removed.
 */
import { sql, type Kysely } from 'kysely';
import { canMerge } from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import { fieldError, forbidden } from '../errors.ts';
import type { CurrentUser } from '../plugins/auth.ts';
import {
  refreshTitlePrefixes,
  refreshTransportRatings,
  routesOfWaypoint,
} from '../documents/write/computed-fields.ts';
import { readDocuments } from '../documents/read/read.ts';
import { recordModeration } from './log.ts';

export async function mergeDocuments(
  db: Kysely<DB>,
  user: CurrentUser,
  sourceId: number,
  targetId: number,
): Promise<{ polygons: boolean }> {
  if (sourceId === targetId)
    throw fieldError('target_document_id', 'source and target documents are the same');
  return db.transaction().execute(async (trx) => {
    const docs = await readDocuments(trx, [sourceId, targetId], { withDetail: false });
    const source = docs.get(sourceId);
    const target = docs.get(targetId);
    if (!source) throw fieldError('source_document_id', 'document does not exist');
    if (!target) throw fieldError('target_document_id', 'document does not exist');
    if (source.row.redirects_to) throw fieldError('source_document_id', 'document is already redirected');
    if (target.row.redirects_to) throw fieldError('target_document_id', 'document is already redirected');
    if (source.typeName !== target.typeName) throw fieldError('types', 'documents must have the same type');
    if (source.typeName === 'profile') throw fieldError('types', 'profiles can not be merged');
    if (!canMerge(user, { type: source.typeName })) throw forbidden('No permission to merge');

    // Links of the source move to the target, unless the target already has one with that
    // document (either direction, api.md §10.1) or it would link the target to itself.
    await sql`
      DELETE FROM associations a WHERE (a.parent_document_id = ${sourceId} AND (a.child_document_id = ${targetId} OR EXISTS (
          SELECT 1 FROM associations b WHERE (b.parent_document_id = ${targetId} AND b.child_document_id = a.child_document_id)
            OR (b.child_document_id = ${targetId} AND b.parent_document_id = a.child_document_id))))
        OR (a.child_document_id = ${sourceId} AND (a.parent_document_id = ${targetId} OR EXISTS (
          SELECT 1 FROM associations b WHERE (b.parent_document_id = ${targetId} AND b.child_document_id = a.parent_document_id)
            OR (b.child_document_id = ${targetId} AND b.parent_document_id = a.parent_document_id))))`.execute(
      trx,
    );
    const moved = await sql<{ other: number }>`
      SELECT child_document_id AS other FROM associations WHERE parent_document_id = ${sourceId}
      UNION SELECT parent_document_id FROM associations WHERE child_document_id = ${sourceId}`.execute(trx);
    await sql`UPDATE associations SET parent_document_id = ${targetId} WHERE parent_document_id = ${sourceId}`.execute(
      trx,
    );
    await sql`UPDATE associations SET child_document_id = ${targetId} WHERE child_document_id = ${sourceId}`.execute(
      trx,
    );
    await sql`INSERT INTO tags (user_id, document_id) SELECT user_id, ${targetId} FROM tags WHERE document_id = ${sourceId}
      ON CONFLICT DO NOTHING`.execute(trx);
    await trx.deleteFrom('tags').where('document_id', '=', sourceId).execute();
    await trx.deleteFrom('feed_changes').where('document_id', '=', sourceId).execute();
    await trx
      .updateTable('documents')
      .set({ redirects_to: targetId })
      .where('redirects_to', '=', sourceId)
      .execute();
    await trx
      .updateTable('documents')
      .set((eb) => ({ redirects_to: targetId, cache_version: eb('cache_version', '+', 1) }))
      .where('document_id', '=', sourceId)
      .execute();
    const others = moved.rows.map((r) => Number(r.other));
    await trx
      .updateTable('documents')
      .set((eb) => ({ cache_version: eb('cache_version', '+', 1) }))
      .where('document_id', 'in', [targetId, ...others])
      .execute();
    if (source.typeName === 'waypoint') {
      // Routes keep a main waypoint: the target takes the source's place (api.md §8.6 prefixes follow).
      const routes = await sql<{ id: number }>`UPDATE routes SET main_waypoint_id = ${targetId}
        WHERE main_waypoint_id = ${sourceId} RETURNING document_id AS id`.execute(trx);
      await refreshTitlePrefixes(
        trx,
        routes.rows.map((r) => Number(r.id)),
      );
      await refreshTransportRatings(trx, await routesOfWaypoint(trx, targetId));
    }
    await recordModeration(trx, {
      userId: user.id,
      action: 'merge',
      documentId: sourceId,
      details: { type: source.typeName, target_document_id: targetId },
    });
    const polygons = source.typeName === 'area' || source.typeName === 'map';
    if (polygons) {
      const column = source.typeName === 'area' ? sql.ref('area_ids') : sql.ref('map_ids');
      await sql`UPDATE documents SET ${column} = array_remove(${column}, ${sourceId}::bigint) WHERE ${sourceId}::bigint = ANY(${column})`.execute(
        trx,
      );
    }
    return { polygons };
  });
}
