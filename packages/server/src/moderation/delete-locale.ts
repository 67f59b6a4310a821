/**
 * DELETE /documents/delete/{id}/{lang} (api.md §11): removes one locale with its versions and
 * archives; deleting the only locale deletes the document (spec 2 §5 canDeleteLocale).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import type { CurrentUser } from '../plugins/auth.ts';
import {
  checkDeletion,
  checkStructure,
  deletionEntry,
  removeDocument,
  removeImageFiles,
  type ImageFiles,
} from './delete-document.ts';
import { recordModeration } from './log.ts';

export async function deleteLocale(
  db: Kysely<DB>,
  user: CurrentUser,
  id: number,
  lang: string,
  files: ImageFiles,
  now = new Date(),
): Promise<void> {
  const filename = await db.transaction().execute(async (trx) => {
    const record = await checkDeletion(trx, user, id, now);
    if (!record.locales.some((l) => l.lang === lang)) throw badRequest('locale not found');
    await recordModeration(trx, deletionEntry(user.id, record, lang));
    if (record.locales.length === 1) {
      await checkStructure(trx, record);
      return removeDocument(trx, user.id, record);
    }
    await trx
      .deleteFrom('document_versions')
      .where('document_id', '=', id)
      .where('lang', '=', lang)
      .execute();
    await trx.deleteFrom('locale_archives').where('document_id', '=', id).where('lang', '=', lang).execute();
    await trx.deleteFrom('document_locales').where('document_id', '=', id).where('lang', '=', lang).execute();
    const langs = record.locales.map((l) => l.lang).filter((l) => l !== lang);
    await trx
      .updateTable('documents')
      .set((eb) => ({ available_langs: langs, cache_version: eb('cache_version', '+', 1) }))
      .where('document_id', '=', id)
      .execute();
    await trx.updateTable('feed_changes').set({ langs }).where('document_id', '=', id).execute();
    return null;
  });
  if (filename) await removeImageFiles(files, filename);
}
