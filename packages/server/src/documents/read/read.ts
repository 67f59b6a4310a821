/**
 * Reads documents by id: the common row, the type attributes and the locales, in one query
 * whatever the number and types of the documents (lists, associations and feeds read in bulk).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  catalogOf,
  DOCUMENT_TYPES,
  listingOf,
  LETTER_TYPES,
  TYPE_LETTERS,
  type DocumentLetter,
  type DocumentType,
} from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { storedFields, tableOf } from '../../db/type-tables.ts';
import { PREPARED, PREPARED_GENERIC } from '../../db/prepared.ts';
import { shapedQuery } from '../../db/shaped-query.ts';
import { codeArrayText, idArrayText } from '../../db/sql-arrays.ts';

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
  /** All ids are of this type (lists): others are left out, and only its table is read. */
  type?: DocumentType;
  /**
   * Only what listings show (`presentListing`): their attributes and what decides which of them
   * are visible, not the whole type row; no detail geometry (`withDetail` is then false).
   */
  listing?: boolean;
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

/** Stored timestamp attributes per type: they come back as text from JSON and are made Dates again. */
const DATETIME_FIELDS = new Map<DocumentType, string[]>(
  DOCUMENT_TYPES.map((type) => [
    type,
    storedFields(catalogOf(type))
      .filter((f) => f.kind === 'datetime')
      .map((f) => f.name),
  ]),
);

/**
 * The attributes a listing reads: its fields kept in the type's table, what decides their
 * visibility (`isFieldVisible`), and an image's time (linked images are sorted by it).
 */
const LISTING_COLUMNS = new Map<DocumentType, string[]>(
  DOCUMENT_TYPES.map((type) => {
    const shown = new Set<string>(listingOf(type).fields.map((f) => f.name));
    for (const name of ['activities', 'waypoint_type', 'climbing_outdoor_type', 'date_time']) shown.add(name);
    return [
      type,
      storedFields(catalogOf(type))
        .filter((f) => shown.has(f.name))
        .map((f) => f.name),
    ];
  }),
);

const LOCALE_COLUMNS = sql.raw(
  'document_id, lang, version, title, title_prefix, summary, description, texts, topic_id',
);
// Of the other texts, listings show only a waypoint's access period: the texts of other types are
// not read (a locale's `texts` can be long).
const SHORT_LOCALE_COLUMNS = sql.raw(
  "document_id, lang, version, title, title_prefix, summary, topic_id, CASE WHEN d.type = 'w' THEN json_build_object('access_period', texts->'access_period') ELSE '{}' END AS texts",
);

/** The type row of a document (or its listing's columns) as JSON. */
const typeRow = (type: DocumentType, listing: boolean) =>
  listing
    ? sql`(SELECT to_json(t) FROM (SELECT ${sql.join(LISTING_COLUMNS.get(type)!.map((c) => sql.ref(`t.${c}`)))} FROM ${sql.table(tableOf(type))} t WHERE t.document_id = d.document_id) t)`
    : sql`(SELECT to_json(t) FROM ${sql.table(tableOf(type))} t WHERE t.document_id = d.document_id)`;

/** The type attributes of a document as JSON: only the branch of its own type runs. */
const attributesColumn = (types: readonly DocumentType[], listing: boolean) =>
  types.length === 1
    ? typeRow(types[0]!, listing)
    : sql`CASE d.type ${sql.join(
        types.map((type) => sql`WHEN ${sql.lit(TYPE_LETTERS[type])} THEN ${typeRow(type, listing)}`),
        sql` `,
      )} END`;

/** A document row as `documentColumns` selects it. */
export type JoinedRow = Record<string, unknown> & {
  attributes: Record<string, unknown> | null;
  locales: LocaleRow[];
};

/**
 * The select list of a document read, from the `documents` row `d`: the common row, the type
 * attributes and the locales (`recordOf` makes the record of such a row). Also used inside
 * other statements (the quick search reads its page's documents in its own query).
 */
export function documentColumns(
  options: Omit<ReadOptions, 'withDetail' | 'langs'> & {
    withDetail: boolean;
    /** Only the locales of some languages: none, or those of a `text[]` expression. */
    langs?: 'none' | RawBuilder<unknown>;
  },
) {
  const listing = options.listing ?? false;
  const langFilter =
    options.langs === undefined
      ? sql``
      : options.langs === 'none'
        ? sql`AND false`
        : sql`AND l.lang = ANY(${options.langs})`;
  // Listings need only the short locale fields: leave the long texts in the database.
  const localeColumns = options.withDetail ? LOCALE_COLUMNS : SHORT_LOCALE_COLUMNS;
  return sql`${sql.join(COMMON_COLUMNS.map((c) => sql.ref(`d.${c}`)))},
      ${options.withDetail ? sql`d.geom_detail` : sql`CASE WHEN d.geom_detail IS NULL THEN NULL ELSE '' END AS geom_detail`},
      ${attributesColumn(options.type ? [options.type] : DOCUMENT_TYPES, listing)} AS attributes,
      (SELECT coalesce(json_agg(l), '[]') FROM (SELECT ${localeColumns} FROM document_locales l
        WHERE l.document_id = d.document_id ${langFilter}) l) AS locales`;
}

/** The record of a row read with `documentColumns`. */
export function recordOf(joined: JoinedRow): DocumentRecord {
  const typeName = LETTER_TYPES[joined.type as DocumentLetter];
  const attributes = joined.attributes ?? {};
  for (const name of DATETIME_FIELDS.get(typeName) ?? []) {
    if (typeof attributes[name] === 'string') attributes[name] = new Date(attributes[name] as string);
  }
  const row = {} as Record<string, unknown>;
  for (const c of COMMON_COLUMNS) row[c] = joined[c];
  row.geom_detail = joined.geom_detail;
  row.document_id = Number(joined.document_id);
  return { row: row as unknown as DocumentRow, typeName, attributes, locales: joined.locales };
}

/** What the text of a read depends on (`readDocuments`). */
interface ReadShape {
  listing: boolean;
  withDetail: boolean;
  type: DocumentType | undefined;
  langs: 'all' | 'some' | 'none';
}

// Built once per shape (`db/shaped-query.ts`). A list's page of one type runs in the mode of its
// list query (`db/prepared.ts`); the other reads (a document, the linked documents of all types)
// run their generic plan.
const readQuery = shapedQuery<ReadShape, { ids: string; langs: string; letter: string }, JoinedRow>(
  (v, shape) => sql`${shape.type && !shape.withDetail ? PREPARED : PREPARED_GENERIC}
    SELECT ${documentColumns({
      ...shape,
      langs: shape.langs === 'all' ? undefined : shape.langs === 'none' ? 'none' : sql`${v.langs}::text[]`,
    })}
    FROM documents d
    WHERE d.document_id = ANY(${v.ids}::bigint[])
      ${shape.type ? sql`AND d.type = ${v.letter}` : sql``}`,
);

/**
 * Documents by id, keyed by id (unknown ids are absent): the common row, the type attributes
 * and the locales of every document in one query, whatever their types.
 */
export async function readDocuments(
  db: Kysely<DB>,
  ids: readonly number[],
  options: ReadOptions = {},
): Promise<Map<number, DocumentRecord>> {
  const result = new Map<number, DocumentRecord>();
  const unique = [...new Set(ids)];
  if (!unique.length) return result;
  const withDetail = !options.listing && (options.withDetail ?? true);
  const shape: ReadShape = {
    listing: options.listing ?? false,
    withDetail,
    type: options.type,
    langs: options.langs === undefined ? 'all' : options.langs.length ? 'some' : 'none',
  };
  const rows = await readQuery(db, `${shape.listing} ${withDetail} ${shape.type} ${shape.langs}`, shape, {
    ids: idArrayText(unique),
    langs: codeArrayText(options.langs ?? []),
    letter: options.type ? TYPE_LETTERS[options.type] : '',
  });
  for (const joined of rows) {
    const record = recordOf(joined);
    result.set(record.row.document_id, record);
  }
  return result;
}
