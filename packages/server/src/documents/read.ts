/**
 * Reads documents by id: the common row, the type attributes and the locales, in three
 * queries whatever the number of documents (lists, associations and feeds read in bulk).
 */
import { sql, type Kysely } from 'kysely';
import { LETTER_TYPES, type DocumentLetter, type DocumentType } from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import { tableOf } from '../db/type-tables.ts';

export interface DocumentRow {
  document_id: number;
  type: DocumentLetter;
  version: number;
  quality: string;
  protected: boolean;
  redirects_to: number | null;
  geometry_version: number | null;
  geom: string | null;
  geom_detail: string | null;
  area_ids: number[];
  map_ids: number[];
  available_langs: string[];
  creator_id: number | null;
  created_at: Date;
  cache_version: number;
}

export interface LocaleRow {
  document_id: number;
  lang: string;
  version: number;
  title: string;
  title_prefix: string | null;
  summary: string | null;
  description: string | null;
  texts: Record<string, unknown>;
  topic_id: number | null;
}

export interface DocumentRecord {
  row: DocumentRow;
  typeName: DocumentType;
  attributes: Record<string, unknown>;
  locales: LocaleRow[];
}

export interface ReadOptions {
  /** Skip the detail geometry (listings only need the point and whether a track exists). */
  withDetail?: boolean;
  /** Only these languages' locales (all when absent). */
  langs?: readonly string[];
  /** All ids are of this type (lists): the common row and the attributes come in one query. */
  type?: DocumentType;
}

const COMMON_COLUMNS = [
  'document_id',
  'type',
  'version',
  'quality',
  'protected',
  'redirects_to',
  'geometry_version',
  'geom',
  'area_ids',
  'map_ids',
  'available_langs',
  'creator_id',
  'created_at',
  'cache_version',
] as const;

/** Splits a joined row into the common part and the type attributes. */
function splitRow(joined: Record<string, unknown>, withDetail: boolean): { row: DocumentRow; attributes: Record<string, unknown> } {
  const row = {} as Record<string, unknown>;
  const attributes: Record<string, unknown> = { document_id: joined.document_id };
  for (const [k, v] of Object.entries(joined)) {
    if ((COMMON_COLUMNS as readonly string[]).includes(k)) row[k] = v;
    else if (k !== 'geom_detail' && k !== 'has_detail') attributes[k] = v;
  }
  row.geom_detail = withDetail ? joined.geom_detail : joined.has_detail ? '' : null;
  row.document_id = Number(joined.document_id);
  return { row: row as unknown as DocumentRow, attributes };
}

/** One query for the common rows and attributes of documents of a known type. */
async function readTyped(db: Kysely<DB>, type: DocumentType, ids: number[], withDetail: boolean) {
  const detail = withDetail ? sql`d.geom_detail` : sql`(d.geom_detail IS NOT NULL) AS has_detail`;
  const rows = await sql<Record<string, unknown>>`
    SELECT t.*, ${sql.join(COMMON_COLUMNS.map((c) => sql.ref(`d.${c}`)))}, ${detail}
    FROM documents d JOIN ${sql.table(tableOf(type))} t ON t.document_id = d.document_id
    WHERE d.document_id IN (${sql.join(ids)})`.execute(db);
  return rows.rows.map((r) => splitRow(r, withDetail));
}

/** Documents by id, keyed by id (unknown ids are absent). */
export async function readDocuments(
  db: Kysely<DB>,
  ids: readonly number[],
  options: ReadOptions = {},
): Promise<Map<number, DocumentRecord>> {
  const result = new Map<number, DocumentRecord>();
  const unique = [...new Set(ids)];
  if (!unique.length) return result;
  const withDetail = options.withDetail ?? true;
  // Listings need only the short locale fields: leave the long texts in the database.
  let localeQuery = withDetail
    ? db.selectFrom('document_locales').selectAll().where('document_id', 'in', unique)
    : db
        .selectFrom('document_locales')
        .select([
          'document_id',
          'lang',
          'version',
          'title',
          'title_prefix',
          'summary',
          'topic_id',
          sql<Record<string, unknown>>`jsonb_build_object('access_period', texts->'access_period')`.as('texts'),
        ])
        .where('document_id', 'in', unique);
  if (options.langs) localeQuery = localeQuery.where('lang', 'in', [...options.langs]);
  if (options.type) {
    const [typed, locales] = await Promise.all([readTyped(db, options.type, unique, withDetail), localeQuery.execute()]);
    for (const { row, attributes } of typed) {
      result.set(row.document_id, { row, typeName: options.type, attributes, locales: [] });
    }
    addLocales(result, locales);
    return result;
  }
  const rows = await db
    .selectFrom('documents')
    .select([
      'document_id',
      'type',
      'version',
      'quality',
      'protected',
      'redirects_to',
      'geometry_version',
      'geom',
      withDetail ? 'geom_detail' : sql<string | null>`CASE WHEN geom_detail IS NULL THEN NULL ELSE '' END`.as('geom_detail'),
      'area_ids',
      'map_ids',
      'available_langs',
      'creator_id',
      'created_at',
      'cache_version',
    ])
    .where('document_id', 'in', unique)
    .execute();
  const byType = new Map<DocumentType, number[]>();
  for (const r of rows) {
    const typeName = LETTER_TYPES[r.type as DocumentLetter];
    result.set(Number(r.document_id), {
      row: { ...(r as unknown as DocumentRow), document_id: Number(r.document_id) },
      typeName,
      attributes: {},
      locales: [],
    });
    byType.set(typeName, [...(byType.get(typeName) ?? []), Number(r.document_id)]);
  }
  const attributeQueries = [...byType].map(async ([type, typeIds]) => {
    const attrs = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(tableOf(type))} WHERE document_id IN (${sql.join(typeIds)})`.execute(db);
    for (const a of attrs.rows) {
      const record = result.get(Number(a.document_id));
      if (record) record.attributes = a;
    }
  });
  const [locales] = await Promise.all([localeQuery.execute(), ...attributeQueries]);
  addLocales(result, locales);
  return result;
}

function addLocales(result: Map<number, DocumentRecord>, locales: unknown[]): void {
  for (const l of locales as LocaleRow[]) {
    result.get(Number(l.document_id))?.locales.push({ ...l, document_id: Number(l.document_id) });
  }
}
