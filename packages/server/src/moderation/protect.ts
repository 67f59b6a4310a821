/**
 * Protecting and unprotecting a document (api.md §11, spec 2 §4): sets the flag and writes a
 * version `Protected document` / `Unprotected document` for every locale.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { fieldError } from '../errors.ts';
import { writeSnapshotVersions } from '../documents/versions/archives.ts';
import { readDocuments } from '../documents/read/read.ts';
import { recordModeration } from './log.ts';

export async function setProtected(
  db: Kysely<DB>,
  userId: number,
  id: number,
  value: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('documents')
      .select('document_id')
      .where('document_id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw fieldError('document_id', 'document does not exist');
    await trx
      .updateTable('documents')
      .set((eb) => ({ protected: value, cache_version: eb('cache_version', '+', 1) }))
      .where('document_id', '=', id)
      .execute();
    const record = (await readDocuments(trx, [id])).get(id)!;
    await writeSnapshotVersions(trx, record, userId, value ? 'Protected document' : 'Unprotected document');
    await recordModeration(trx, {
      userId,
      action: value ? 'protect' : 'unprotect',
      documentId: id,
      details: { type: record.typeName },
    });
  });
}
