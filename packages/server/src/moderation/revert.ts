/**
 * POST /documents/revert (api.md §11): a new version whose content equals an older one, with
 * the comment `Revert to version N`. The stored document is rewritten through the update
 * writer, so only the parts that differ get new counters and archives.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import type { CurrentUser } from '../plugins/auth.ts';
import { currentLinks } from '../associations/targets.ts';
import { sameGeometry } from '../documents/write/geometry.ts';
import type { PolygonIndex } from '../documents/write/polygon-index.ts';
import { readDocuments } from '../documents/read/read.ts';
import { figuresChanged, localeChanges } from '../documents/write/update-diff.ts';
import { writeUpdate } from '../documents/write/update-write.ts';
import { findVersion } from './mask.ts';
import type { VersionBody } from '@cairn/domain';
import { recordModeration } from './log.ts';

const LOCALE_META = new Set(['version', 'topic_id', 'title_prefix']);

export async function revertDocument(
  db: Kysely<DB>,
  polygons: PolygonIndex,
  user: CurrentUser,
  body: VersionBody,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('documents')
      .select('redirects_to')
      .where('document_id', '=', body.document_id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw notFound('document not found');
    const { version, isLatest } = await findVersion(trx, body);
    if (isLatest) throw badRequest('Version is already the latest one');
    const record = (await readDocuments(trx, [body.document_id])).get(body.document_id)!;
    await recordModeration(trx, {
      userId: user.id,
      action: 'revert',
      documentId: body.document_id,
      lang: body.lang,
      versionId: body.version_id,
    });
    const [docArchive, localeArchive] = await Promise.all([
      trx
        .selectFrom('document_archives')
        .select('data')
        .where('archive_id', '=', version.document_archive_id)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('locale_archives')
        .select('data')
        .where('archive_id', '=', version.locale_archive_id)
        .executeTakeFirstOrThrow(),
    ]);
    const {
      version: _v,
      quality,
      geometry,
      ...attributes
    } = docArchive.data as Record<string, unknown> & {
      geometry: { geom: string | null; geom_detail: string | null } | null;
    };
    const locale = Object.fromEntries(
      Object.entries(localeArchive.data).filter(([k]) => !LOCALE_META.has(k)),
    );
    const doc = {
      type: record.typeName,
      attributes,
      locales: [{ ...locale, lang: body.lang }],
      geom: geometry?.geom ?? null,
      geom_detail: geometry?.geom_detail ?? null,
    };
    const current = await currentLinks(trx, body.document_id, record.typeName);
    const changes = {
      figures: figuresChanged(
        record.typeName,
        { quality: record.row.quality, attributes: record.attributes },
        { quality: String(quality), attributes },
      ),
      geometry:
        !sameGeometry(doc.geom, record.row.geom) || !sameGeometry(doc.geom_detail, record.row.geom_detail),
      locales: localeChanges(body.document_id, record.locales, doc.locales),
      plan: { added: [], removed: [], final: current.lists },
    };
    if (!changes.figures && !changes.geometry && !changes.locales.length) return false;
    return writeUpdate(
      trx,
      { db: trx, polygons, user },
      {
        record,
        doc,
        quality: String(quality),
        final: current.lists,
        changes,
        message: `Revert to version ${body.version_id}`,
      },
    );
  });
}
