/**
 * Deleting a document or one of its locales (api.md §11; spec 2 §4, §6): the rules of who may
 * delete come from the domain (canDelete, canDeleteLocale); removal takes the versions,
 * archives, associations, tags and feed entries along, and the files of an image.
 */
import { sql, type Kysely } from 'kysely';
import { canDelete, type DocumentType } from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { CurrentUser } from '../plugins/auth.ts';
import { permissionDocs } from '../associations/targets.ts';
import { readDocuments, type DocumentRecord } from '../documents/read/read.ts';
import { refreshTransportRatings } from '../documents/write/computed-fields.ts';
import { isMediaName, type MediaStore } from '../images/media-store.ts';
import { allVariantNames } from '../images/variants.ts';
import { recordModeration } from './log.ts';

const DELETABLE: readonly DocumentType[] = [
  'waypoint',
  'route',
  'outing',
  'image',
  'article',
  'book',
  'xreport',
];

/** Loads the document and applies the type rule of api.md §11 and the domain's canDelete. */
export async function checkDeletion(
  trx: Kysely<DB>,
  user: CurrentUser,
  id: number,
  now: Date,
): Promise<DocumentRecord> {
  const record = (await readDocuments(trx, [id], { withDetail: false })).get(id);
  if (!record) throw notFound('document not found');
  if (!DELETABLE.includes(record.typeName)) throw badRequest('Unsupported type when deleting document');
  const doc = (await permissionDocs(trx, [record])).get(id)!;
  if (!canDelete(user, doc, now)) {
    // spec 2 §4: only documents under 24 hours old can be deleted by non-moderators.
    if (canDelete(user, { ...doc, created_at: now }, now))
      throw forbidden('Only documents under 24 hours old can be deleted');
    throw forbidden('No permission to delete this document');
  }
  return record;
}

/** api.md §11 refusals (400): a route's main or only waypoint, an outing's only route. */
export async function checkStructure(trx: Kysely<DB>, record: DocumentRecord): Promise<void> {
  const id = record.row.document_id;
  if (record.typeName === 'waypoint') {
    const main = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM routes WHERE main_waypoint_id = ${id}`.execute(trx);
    if (Number(main.rows[0]?.n)) throw badRequest('The waypoint is the main waypoint of a route');
    const only = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM associations a WHERE a.parent_document_id = ${id}
      AND a.child_type = 'r' AND NOT EXISTS (SELECT 1 FROM associations b WHERE b.child_document_id = a.child_document_id
        AND b.parent_type = 'w' AND b.parent_document_id <> ${id})`.execute(trx);
    if (Number(only.rows[0]?.n)) throw badRequest('The waypoint is the only waypoint of a route');
  }
  if (record.typeName === 'route') {
    const only = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM associations a WHERE a.parent_document_id = ${id}
      AND a.child_type = 'o' AND NOT EXISTS (SELECT 1 FROM associations b WHERE b.child_document_id = a.child_document_id
        AND b.parent_type = 'r' AND b.parent_document_id <> ${id})`.execute(trx);
    if (Number(only.rows[0]?.n)) throw badRequest('The route is the only route of an outing');
  }
}

/** Removes a document and everything that hangs on it; returns the image file to remove, if any. */
export async function removeDocument(
  trx: Kysely<DB>,
  userId: number,
  record: DocumentRecord,
): Promise<string | null> {
  const id = record.row.document_id;
  // Merged documents that redirect here go with it (they only exist as redirects).
  const shells = await trx
    .selectFrom('documents')
    .select('document_id')
    .where('redirects_to', '=', id)
    .execute();
  for (const s of shells) {
    const shell = (await readDocuments(trx, [Number(s.document_id)], { withDetail: false })).get(
      Number(s.document_id),
    );
    if (shell) await removeDocument(trx, userId, shell);
  }
  const links = await trx
    .selectFrom('associations')
    .selectAll()
    .where((eb) => eb.or([eb('parent_document_id', '=', id), eb('child_document_id', '=', id)]))
    .execute();
  if (links.length) {
    const now = new Date();
    await trx
      .insertInto('association_log')
      .values(
        links.map((l) => ({
          parent_document_id: l.parent_document_id,
          parent_type: l.parent_type,
          child_document_id: l.child_document_id,
          child_type: l.child_type,
          user_id: userId,
          is_creation: false,
          written_at: now,
        })),
      )
      .execute();
    const others = links.map((l) =>
      Number(Number(l.parent_document_id) === id ? l.child_document_id : l.parent_document_id),
    );
    await trx
      .updateTable('documents')
      .set((eb) => ({ cache_version: eb('cache_version', '+', 1) }))
      .where('document_id', 'in', others)
      .execute();
  }
  await trx.deleteFrom('document_versions').where('document_id', '=', id).execute();
  await trx.deleteFrom('document_archives').where('document_id', '=', id).execute();
  await trx.deleteFrom('locale_archives').where('document_id', '=', id).execute();
  await trx
    .deleteFrom('associations')
    .where((eb) => eb.or([eb('parent_document_id', '=', id), eb('child_document_id', '=', id)]))
    .execute();
  await trx.deleteFrom('tags').where('document_id', '=', id).execute();
  await trx.deleteFrom('feed_changes').where('document_id', '=', id).execute();
  await trx.deleteFrom('documents').where('document_id', '=', id).execute();
  // api.md §8.6: routes that lost an access waypoint get their public transportation rating again.
  if (record.typeName === 'waypoint') {
    const routes = links
      .filter((l) => l.child_type === 'r' && Number(l.parent_document_id) === id)
      .map((l) => Number(l.child_document_id));
    await refreshTransportRatings(trx, routes);
  }
  const filename = record.typeName === 'image' ? record.attributes.filename : null;
  return typeof filename === 'string' && filename ? filename : null;
}

/** Where a deletion removes image files, and whom it tells when the store fails. */
export interface ImageFiles {
  media: MediaStore;
  warn(details: object, message: string): void;
}

/**
 * Removes an image's original and its sizes from the media store, after the commit: the
 * document is gone whatever happens here, so a store that fails is logged, not answered.
 */
export async function removeImageFiles(files: ImageFiles, filename: string): Promise<void> {
  if (!isMediaName(filename)) return;
  try {
    await files.media.delete([filename, ...allVariantNames(filename)]);
  } catch (error) {
    files.warn({ err: error, filename }, 'the files of a deleted image could not be removed');
  }
}

/**
 * The log entry of a deletion, by a moderator or by a document's author: once the document is
 * gone the log is its only trace, so it keeps the type and the titles.
 */
export function deletionEntry(userId: number, record: DocumentRecord, lang?: string) {
  return {
    userId,
    action: lang ? ('delete_locale' as const) : ('delete_document' as const),
    documentId: record.row.document_id,
    ...(lang ? { lang } : {}),
    details: {
      type: record.typeName,
      titles: Object.fromEntries(
        record.locales.filter((l) => !lang || l.lang === lang).map((l) => [l.lang, l.title]),
      ),
    },
  };
}

/** DELETE /documents/delete/{id}. */
export async function deleteDocument(
  db: Kysely<DB>,
  user: CurrentUser,
  id: number,
  files: ImageFiles,
  now = new Date(),
): Promise<void> {
  const filename = await db.transaction().execute(async (trx) => {
    const record = await checkDeletion(trx, user, id, now);
    await checkStructure(trx, record);
    await recordModeration(trx, deletionEntry(user.id, record));
    return removeDocument(trx, user.id, record);
  });
  if (filename) await removeImageFiles(files, filename);
}
