/** Masking and unmasking a version (api.md §11, spec 2 §4): the latest version cannot be masked. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import type { VersionBody } from '@cairn/domain';
import { recordModeration } from './log.ts';

/** The version of the body and whether it is the latest of its locale; 400 when unknown. */
export async function findVersion(db: Kysely<DB>, body: VersionBody) {
  const versions = await db
    .selectFrom('document_versions')
    .select(['version_id', 'document_archive_id', 'locale_archive_id'])
    .where('document_id', '=', body.document_id)
    .where('lang', '=', body.lang)
    .orderBy('version_id')
    .execute();
  const index = versions.findIndex((v) => Number(v.version_id) === body.version_id);
  if (index < 0) throw badRequest('Unknown version');
  return { version: versions[index]!, isLatest: index === versions.length - 1 };
}

export async function setMasked(
  db: Kysely<DB>,
  userId: number,
  body: VersionBody,
  masked: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { isLatest } = await findVersion(trx, body);
    if (masked && isLatest) throw badRequest('Cannot mask the latest version');
    await trx
      .updateTable('document_versions')
      .set({ masked })
      .where('version_id', '=', body.version_id)
      .execute();
    await trx
      .updateTable('documents')
      .set((eb) => ({ cache_version: eb('cache_version', '+', 1) }))
      .where('document_id', '=', body.document_id)
      .execute();
    await recordModeration(trx, {
      userId,
      action: masked ? 'mask' : 'unmask',
      documentId: body.document_id,
      lang: body.lang,
      versionId: body.version_id,
    });
  });
}
