/**
 * Writes new documents: the common row, the type attributes, the locales, and the first
 * immutable version of each locale (document and locale archives). Works on batches so that
 * the demo loader and the benchmark seeder insert thousands of documents per statement group;
 * creating one document through the API is a batch of one.
 */
import { sql, type Kysely } from 'kysely';
import { catalogOf, parseGeometry, TYPE_LETTERS, type DocumentType } from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { storedFields, tableOf } from '../../db/type-tables.ts';
import { normalizeForSearch } from '../../search/normalize.ts';

export type LocaleInput = { lang: string } & Record<string, unknown>;

export interface NewDocument {
  /** Pre-assigned id (demo data, profiles); taken from the sequence when absent. */
  document_id?: number;
  type: DocumentType;
  quality?: string;
  protected?: boolean;
  attributes: Record<string, unknown>;
  locales: LocaleInput[];
  geometry?: { geom?: string | null; geom_detail?: string | null } | null;
  area_ids?: number[];
  map_ids?: number[];
  creator_id: number;
  /** Time of the creation version (defaults to now). */
  written_at?: Date;
  /** Comment of the creation version (api.md §8.1: `creation`). */
  comment?: string;
}

const LOCALE_COLUMNS = new Set([
  'lang',
  'version',
  'title',
  'title_prefix',
  'summary',
  'description',
  'topic_id',
]);

/** Postgres `box` literal of a point geometry, for the bbox index. */
export function boxOf(geomText: string | null | undefined): string | null {
  const g = parseGeometry(geomText);
  if (!g || g.type !== 'Point') return null;
  const [x, y] = g.coordinates;
  return `(${x},${y}),(${x},${y})`;
}

/** Rows per INSERT statement: stays well under PostgreSQL's 65535 bind parameters. */
const chunkSize = (columns: number) => Math.max(1, Math.floor(20000 / Math.max(columns, 1)));

async function insertChunked<T extends Record<string, unknown>>(
  db: Kysely<DB>,
  table: string,
  rows: T[],
): Promise<void> {
  if (!rows.length) return;
  const size = chunkSize(Object.keys(rows[0]!).length);
  for (let i = 0; i < rows.length; i += size) {
    // Dynamic table names (type tables): the rows are shaped by the catalog, not by DB types.
    await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

async function insertReturningIds(
  db: Kysely<DB>,
  table: 'document_archives' | 'locale_archives',
  rows: Record<string, unknown>[],
): Promise<number[]> {
  const ids: number[] = [];
  const size = chunkSize(5);
  for (let i = 0; i < rows.length; i += size) {
    const res = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .returning('archive_id')
      .execute();
    ids.push(...res.map((r) => Number(r.archive_id)));
  }
  return ids;
}

/** The type attributes kept for a type, with absent values as null (arrays as []). */
export function typeRow(type: DocumentType, attributes: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of storedFields(catalogOf(type))) {
    const v = attributes[f.name];
    if (f.kind === 'enum[]' || f.kind === 'string[]') row[f.name] = Array.isArray(v) ? v : [];
    else if (f.kind === 'bool') row[f.name] = typeof v === 'boolean' ? v : f.default === true;
    else if (f.kind === 'json' && v != null && typeof v !== 'string') row[f.name] = JSON.stringify(v);
    else row[f.name] = v ?? null;
  }
  return row;
}

/** Splits a wire locale into its columns and the `texts` bag of other sections. */
export function localeRow(documentId: number, locale: LocaleInput) {
  const texts: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(locale))
    if (!LOCALE_COLUMNS.has(k) && v != null && v !== '') texts[k] = v;
  const title = typeof locale.title === 'string' ? locale.title : '';
  const prefix = typeof locale.title_prefix === 'string' ? locale.title_prefix : null;
  return {
    document_id: documentId,
    lang: locale.lang,
    version: 1,
    title,
    title_prefix: prefix,
    summary: (locale.summary as string | undefined) ?? null,
    description: (locale.description as string | undefined) ?? null,
    texts: JSON.stringify(texts),
    search_title: normalizeForSearch(prefix ? `${prefix} : ${title}` : title),
  };
}

/** Inserts documents with their first version; returns their ids in input order. */
export async function insertDocuments(db: Kysely<DB>, docs: NewDocument[]): Promise<number[]> {
  if (!docs.length) return [];
  const missing = docs.filter((d) => d.document_id === undefined).length;
  const fresh = missing
    ? (
        await sql<{
          id: number;
        }>`SELECT nextval('document_ids') AS id FROM generate_series(1, ${missing})`.execute(db)
      ).rows.map((r) => Number(r.id))
    : [];
  const ids = docs.map((d) => d.document_id ?? fresh.shift()!);

  await insertChunked(
    db,
    'documents',
    docs.map((d, i) => {
      const written = d.written_at ?? new Date();
      const hasGeometry = Boolean(d.geometry?.geom || d.geometry?.geom_detail);
      return {
        document_id: ids[i]!,
        type: TYPE_LETTERS[d.type],
        version: 1,
        quality: d.quality ?? 'draft',
        protected: d.protected ?? false,
        geometry_version: hasGeometry ? 1 : null,
        geom: d.geometry?.geom ?? null,
        geom_detail: d.geometry?.geom_detail ?? null,
        box: boxOf(d.geometry?.geom),
        area_ids: d.area_ids ?? [],
        map_ids: d.map_ids ?? [],
        available_langs: d.locales.map((l) => l.lang),
        creator_id: d.creator_id,
        created_at: written,
        updated_at: written,
      };
    }),
  );

  const byType = new Map<DocumentType, Record<string, unknown>[]>();
  docs.forEach((d, i) => {
    const rows = byType.get(d.type) ?? [];
    rows.push({ document_id: ids[i]!, ...typeRow(d.type, d.attributes) });
    byType.set(d.type, rows);
  });
  for (const [type, rows] of byType) await insertChunked(db, tableOf(type), rows);

  const locales = docs.flatMap((d, i) => d.locales.map((l) => localeRow(ids[i]!, l)));
  await insertChunked(db, 'document_locales', locales);

  await writeCreationVersions(db, docs, ids);
  return ids;
}

/** The figures of a document as archived in versions (everything but the locales). */
export function documentArchive(d: NewDocument, version = 1): Record<string, unknown> {
  return {
    version,
    quality: d.quality ?? 'draft',
    ...typeRow(d.type, d.attributes),
    geometry: d.geometry
      ? { version: 1, geom: d.geometry.geom ?? null, geom_detail: d.geometry.geom_detail ?? null }
      : null,
  };
}

async function writeCreationVersions(db: Kysely<DB>, docs: NewDocument[], ids: number[]): Promise<void> {
  const docArchiveIds = await insertReturningIds(
    db,
    'document_archives',
    docs.map((d, i) => ({ document_id: ids[i]!, version: 1, data: JSON.stringify(documentArchive(d)) })),
  );
  const localeEntries = docs.flatMap((d, i) => d.locales.map((l) => ({ doc: d, i, locale: l })));
  const localeArchiveIds = await insertReturningIds(
    db,
    'locale_archives',
    localeEntries.map(({ i, locale }) => ({
      document_id: ids[i]!,
      lang: locale.lang,
      version: 1,
      data: JSON.stringify({ ...locale, version: 1 }),
    })),
  );
  await insertChunked(
    db,
    'document_versions',
    localeEntries.map(({ doc, i, locale }, k) => ({
      document_id: ids[i]!,
      lang: locale.lang,
      document_archive_id: docArchiveIds[i]!,
      locale_archive_id: localeArchiveIds[k]!,
      user_id: doc.creator_id,
      comment: doc.comment ?? 'creation',
      written_at: doc.written_at ?? new Date(),
    })),
  );
}
