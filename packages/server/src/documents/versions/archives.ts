/**
 * Immutable archives and history versions (api.md §8.2, §9). A document archive holds the
 * figures and the geometry as they are after a save, a locale archive one locale; a version
 * row per affected language points to one of each. Unchanged parts reuse their latest archive.
 */
import { sql, type Kysely } from 'kysely';

import type { DB } from '../../db/schema.ts';
import { typeRow } from '../write/insert.ts';
import type { DocumentRecord, LocaleRow } from '../read/read.ts';

export type ArchiveData = Record<string, unknown>;

/** The figures archive of a document as stored now (same shape as insert.ts `documentArchive`). */
export function figuresArchive(record: DocumentRecord): ArchiveData {
  const { row } = record;
  return {
    version: row.version,
    quality: row.quality,
    ...typeRow(record.typeName, record.attributes),
    geometry:
      row.geometry_version === null
        ? null
        : { version: row.geometry_version, geom: row.geom, geom_detail: row.geom_detail },
  };
}

/** A locale as archived: its wire fields (the `texts` bag spread out). */
export function localeArchive(locale: LocaleRow): ArchiveData {
  return {
    ...locale.texts,
    lang: locale.lang,
    version: locale.version,
    title: locale.title,
    title_prefix: locale.title_prefix,
    summary: locale.summary,
    description: locale.description,
  };
}

export async function insertDocumentArchive(
  db: Kysely<DB>,
  documentId: number,
  data: ArchiveData,
): Promise<number> {
  const row = await db
    .insertInto('document_archives')
    .values({ document_id: documentId, version: Number(data.version), data: JSON.stringify(data) })
    .returning('archive_id')
    .executeTakeFirstOrThrow();
  return Number(row.archive_id);
}

export async function insertLocaleArchive(
  db: Kysely<DB>,
  documentId: number,
  data: ArchiveData,
): Promise<number> {
  const row = await db
    .insertInto('locale_archives')
    .values({
      document_id: documentId,
      lang: String(data.lang),
      version: Number(data.version),
      data: JSON.stringify(data),
    })
    .returning('archive_id')
    .executeTakeFirstOrThrow();
  return Number(row.archive_id);
}

/** The latest document archive and the latest archive of each locale of a document. */
export async function latestArchives(
  db: Kysely<DB>,
  documentId: number,
): Promise<{ document: number | undefined; locales: Map<string, number> }> {
  const [doc, locales] = await Promise.all([
    db
      .selectFrom('document_archives')
      .select(sql<number>`max(archive_id)`.as('id'))
      .where('document_id', '=', documentId)
      .executeTakeFirst(),
    db
      .selectFrom('locale_archives')
      .select(['lang', sql<number>`max(archive_id)`.as('id')])
      .where('document_id', '=', documentId)
      .groupBy('lang')
      .execute(),
  ]);
  return {
    document: doc?.id == null ? undefined : Number(doc.id),
    locales: new Map(locales.map((l) => [l.lang, Number(l.id)])),
  };
}

export interface NewVersion {
  lang: string;
  document_archive_id: number;
  locale_archive_id: number;
}

/** Writes one history version per entry, all with the same author, comment and time. */
export async function insertVersions(
  db: Kysely<DB>,
  documentId: number,
  userId: number,
  comment: string,
  versions: NewVersion[],
): Promise<void> {
  if (!versions.length) return;
  const written_at = new Date();
  await db
    .insertInto('document_versions')
    .values(versions.map((v) => ({ ...v, document_id: documentId, user_id: userId, comment, written_at })))
    .execute();
}

/**
 * A version of every locale pointing to the latest archives, after a change that is not a
 * content change (protect, unprotect: api.md §11); the figures archive is written anew so
 * that the version shows the state it records.
 */
export async function writeSnapshotVersions(
  db: Kysely<DB>,
  record: DocumentRecord,
  userId: number,
  comment: string,
): Promise<void> {
  const id = record.row.document_id;
  const docArchive = await insertDocumentArchive(db, id, figuresArchive(record));
  const latest = await latestArchives(db, id);
  const versions: NewVersion[] = [];
  for (const l of record.locales) {
    const localeArchiveId =
      latest.locales.get(l.lang) ?? (await insertLocaleArchive(db, id, localeArchive(l)));
    versions.push({ lang: l.lang, document_archive_id: docArchive, locale_archive_id: localeArchiveId });
  }
  await insertVersions(db, id, userId, comment, versions);
}
