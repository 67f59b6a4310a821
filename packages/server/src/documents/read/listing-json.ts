/**
 * Listing items written by PostgreSQL (issue 16 §4): the JSON text of a list page's items, made
 * in the statement that reads them, so that a list's answer is not read into objects, presented
 * and serialised again on the server. The text is the very one `presentListing` (`present.ts`)
 * gives once serialised: the same keys in the same order (its schema's), the same visibility
 * rules from the catalog (`isFieldVisible`: activities, waypoint types, the rock-climbing rule),
 * the same best locale (`locales.ts`); a test holds the two equal on every demo document in every
 * language (`listing-json.test.ts`). Only the areas are added here, from the area cache.
 *
 * Each item comes as two texts around its `areas`, which the server puts in from its area cache
 * (`AreaCache`: areas change rarely, and the same few are shown by most items of a page). A full
 * document's linked documents are written with its links (`associations-json.ts`).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  catalogOf,
  DOCUMENT_TYPES,
  LANGS,
  LETTER_TYPES,
  TYPE_LETTERS,
  type DocumentLetter,
  type DocumentType,
  type FieldDef,
} from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { PREPARED } from '../../db/prepared.ts';
import { shapedQuery } from '../../db/shaped-query.ts';
import { storedFields, tableOf } from '../../db/type-tables.ts';
import { idArrayText } from '../../db/sql-arrays.ts';
import type { AreaCache } from '../cache/area-cache.ts';
import { LANG_PRIORITY } from './locales.ts';
import { areaEntryJson, listingPlanOf, type ListingPlan } from './present.ts';

/** A JSON text, concatenated from parts that may be NULL (`coalesce(…, 'null')`). */
const json = (value: RawBuilder<unknown>) => sql`coalesce(to_json(${value})::text, 'null')`;
const lit = (text: string) => sql.lit(text);

/** Whether field `f` shows for the document `t` (the type row), as `isFieldVisible` decides. */
function visibleSql(type: DocumentType, f: FieldDef): RawBuilder<unknown> | undefined {
  const tests: RawBuilder<unknown>[] = [];
  if (f.activities) {
    const wanted = sql`${sql.lit(`{${f.activities.join(',')}}`)}::text[]`;
    // Routes without activities show the fields of every route activity (`present.ts`).
    tests.push(
      type === 'route'
        ? sql`(coalesce(cardinality(t.activities), 0) = 0 OR t.activities && ${wanted})`
        : sql`coalesce(t.activities && ${wanted}, false)`,
    );
  }
  if (f.waypointTypes)
    tests.push(
      sql`coalesce(t.waypoint_type = ANY(${sql.lit(`{${f.waypointTypes.join(',')}}`)}::text[]), false)`,
    );
  if (f.climbingOutdoorTypes && type === 'route')
    tests.push(
      sql`(t.activities IS DISTINCT FROM '{rock_climbing}'::text[] OR coalesce(t.climbing_outdoor_type = ANY(${sql.lit(
        `{${f.climbingOutdoorTypes.join(',')}}`,
      )}::text[]), false))`,
    );
  if (type === 'waypoint' && f.name === 'elevation')
    tests.push(sql`t.waypoint_type IS DISTINCT FROM 'climbing_indoor'`);
  return tests.length ? sql.join(tests, sql` AND `) : undefined;
}

/** `,"name":value` of a type-row field, as `wireValue` writes it. */
function fieldSql(type: DocumentType, f: FieldDef, stored: Set<string>): RawBuilder<unknown> {
  const list = f.kind === 'enum[]' || f.kind === 'string[]';
  const column = sql.ref(`t.${f.name}`);
  const value = !stored.has(f.name)
    ? lit(list ? '[]' : 'null')
    : list
      ? sql`coalesce(to_json(${column})::text, '[]')`
      : json(column);
  const piece = sql`${lit(`,${JSON.stringify(f.name)}:`)} || ${value}`;
  const visible = visibleSql(type, f);
  return visible ? sql`CASE WHEN ${visible} THEN ${piece} ELSE '' END` : piece;
}

/** A listing locale `l` of the document, as `listingLocale` writes it. */
function localeSql(plan: ListingPlan): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`'{"lang":' || to_json(l.lang)::text || ',"version":' || l.version`,
  ];
  for (const { name } of plan.localeFields) {
    const key = lit(`,${JSON.stringify(name)}:`);
    if (name === 'title') parts.push(sql`${key} || to_json(l.title)::text`);
    else if (name === 'title_prefix') parts.push(sql`${key} || to_json(coalesce(l.title_prefix, ''))::text`);
    else if (name === 'summary' || name === 'description')
      parts.push(sql`${key} || ${json(sql.ref(`l.${name}`))}`);
    else if (name === 'access_period')
      parts.push(
        sql`CASE WHEN t.waypoint_type = 'climbing_outdoor' THEN ${key} || coalesce((l.texts -> 'access_period')::text, 'null') ELSE '' END`,
      );
    else parts.push(sql`${key} || coalesce((l.texts -> ${name})::text, 'null')`);
  }
  return sql`${sql.join(parts, sql` || `)} || '}'`;
}

/** The derived values of a listing before its areas (`presentListing`'s order). */
function derivedSql(plan: ListingPlan): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  for (const name of plan.derived) {
    if (name === 'name' || name === 'forum_username')
      out.push(
        sql`${lit(`,${JSON.stringify(name)}:`)} || to_json(coalesce((SELECT u.${sql.raw(name)} FROM users u WHERE u.id = d.document_id), ''))::text`,
      );
    else if (name === 'author')
      out.push(
        sql`',"author":' || coalesce((SELECT '{"user_id":' || u.id || ',"name":' || to_json(u.name)::text || '}' FROM users u WHERE u.id = d.creator_id), 'null')`,
      );
    else if (name === 'img_count')
      out.push(
        sql`',"img_count":' || (SELECT count(*) FROM associations a WHERE a.parent_document_id = d.document_id AND a.child_type = 'i')`,
      );
  }
  return out;
}

/** Everything after the areas: the geometry, as `presentListing` writes it, and the closing brace. */
function tailSql(plan: ListingPlan): RawBuilder<unknown> {
  if (plan.geometry === 'none') return sql`'}'`;
  const detail =
    plan.geometry === 'detail' ? sql` || ',"has_geom_detail":' || (d.geom_detail IS NOT NULL)::text` : sql``;
  return sql`',"geometry":{"version":' || coalesce(d.geometry_version, 1) || ',"geom":' || ${json(sql`d.geom`)}${detail} || '}}'`;
}

const PRIORITY = `{${LANG_PRIORITY.join(',')}}`;

/**
 * The select list of a listing, from the `documents` row `d` and the type row `t` of `type`:
 * `head` (its text before the areas), `tail` (after them) and `area_ids`. `lang` is the language
 * whose best locale it shows (a text parameter), or all locales when absent. `nullLangs` writes
 * `available_langs` as null (the `maps` of a full document, api.md §5.3).
 */
export function listingColumns(
  type: DocumentType,
  lang: unknown,
  options: { nullLangs?: boolean } = {},
): RawBuilder<unknown> {
  const plan = listingPlanOf(type);
  const stored = new Set(storedFields(catalogOf(type)).map((f) => f.name));
  const locales =
    lang !== undefined
      ? sql`(SELECT ${localeSql(plan)} FROM document_locales l WHERE l.document_id = d.document_id
        ORDER BY l.lang = ${lang} DESC, array_position(${lit(PRIORITY)}::text[], l.lang::text) NULLS LAST LIMIT 1)`
      : sql`(SELECT string_agg(${localeSql(plan)}, ',') FROM document_locales l WHERE l.document_id = d.document_id)`;
  const head = [
    sql`'{"document_id":' || d.document_id || ',"version":' || d.version || ',"type":' || to_json(d.type)::text
      || ',"protected":' || d.protected::text || ${
        options.nullLangs
          ? lit(',"available_langs":null')
          : sql`',"available_langs":' || to_json(d.available_langs)::text`
      }`,
    ...(plan.quality ? [sql`',"quality":' || to_json(d.quality)::text`] : []),
    ...plan.fields.map((f) => fieldSql(type, f, stored)),
    sql`',"locales":[' || coalesce(${locales}, '') || ']'`,
    ...derivedSql(plan),
  ];
  return sql`${sql.join(head, sql` || `)} AS head, ${tailSql(plan)} AS tail,
    ${plan.derived.includes('areas') ? sql`d.area_ids` : sql`'{}'::bigint[]`} AS area_ids`;
}

/**
 * The listing items of some ids of one type, in one language (a code of `LANGS`, written into the
 * text) or all: built and compiled once per type and language, prepared once per connection.
 */
const listingQuery = shapedQuery<
  { type: DocumentType; lang: string | undefined },
  { ids: string },
  ListingRow
>(
  (v, { type, lang }) => sql<ListingRow>`${PREPARED}
    SELECT d.document_id AS id, ${listingColumns(type, lang === undefined ? undefined : lit(lang))}
    FROM documents d JOIN ${sql.table(tableOf(type))} t ON t.document_id = d.document_id
    WHERE d.document_id = ANY(${v.ids}::bigint[]) AND d.type = ${lit(TYPE_LETTERS[type])}`,
);

/**
 * The listing items of documents of any types, in one language or all: one branch per type, each
 * reading the ids given for its type (an empty list reads nothing); built and compiled once per
 * language, prepared once per connection.
 */
const listingsQuery = shapedQuery<
  { lang: string | undefined },
  Record<DocumentType, string>,
  ListingRow & { letter: DocumentLetter }
>((v, { lang }) => {
  const branches = DOCUMENT_TYPES.map(
    (type) => sql`SELECT d.document_id AS id, d.type AS letter,
        ${listingColumns(type, lang === undefined ? undefined : lit(lang))}
      FROM documents d JOIN ${sql.table(tableOf(type))} t ON t.document_id = d.document_id
      WHERE d.document_id = ANY(${v[type]}::bigint[]) AND d.type = ${lit(TYPE_LETTERS[type])}`,
  );
  return sql`${PREPARED} ${sql.join(branches, sql` UNION ALL `)}`;
});

/**
 * The JSON text of the listing items of documents of several types (`ids` of each type) in
 * `lang` (all locales when absent), keyed by id, in one statement; ids of no document of the type
 * given are absent.
 */
export async function listingsJson(
  db: Kysely<DB>,
  areaCache: AreaCache,
  ids: ReadonlyMap<DocumentType, Iterable<number>>,
  lang?: string,
): Promise<Map<number, string>> {
  const sets = DOCUMENT_TYPES.map((type) => new Set(ids.get(type) ?? []));
  if (sets.every((set) => !set.size)) return new Map();
  if (lang !== undefined && !(LANGS as readonly string[]).includes(lang))
    throw new Error(`not a language: ${lang}`);
  const values = Object.fromEntries(DOCUMENT_TYPES.map((type, i) => [type, idArrayText(sets[i]!)])) as Record<
    DocumentType,
    string
  >;
  const rows = await listingsQuery(db, lang ?? '', { lang }, values);
  return listingTexts(
    areaCache,
    rows.map((row) => Object.assign(row, { type: LETTER_TYPES[row.letter] })),
    undefined,
    lang,
  );
}

export interface ListingRow {
  id: number;
  head: string;
  tail: string;
  area_ids: (number | string)[];
}

/**
 * The JSON text of the listing items of documents `ids` of `type` in `lang` (all locales when
 * absent), keyed by id; ids of other types or of no document are absent.
 */
export async function listingJson(
  db: Kysely<DB>,
  areaCache: AreaCache,
  type: DocumentType,
  ids: readonly number[],
  lang?: string,
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  if (lang !== undefined && !(LANGS as readonly string[]).includes(lang))
    throw new Error(`not a language: ${lang}`);
  const rows = await listingQuery(
    db,
    `${type} ${lang ?? ''}`,
    { type, lang },
    { ids: idArrayText(new Set(ids)) },
  );
  return listingTexts(areaCache, rows, type, lang);
}

/**
 * The texts of listing rows (`listingColumns`), keyed by id: each row's head and tail around its
 * areas, from the area cache (read once for all the rows). The rows are of `type`, or each of its
 * own `type`.
 */
export async function listingTexts(
  areaCache: AreaCache,
  rows: readonly (ListingRow & { type?: DocumentType })[],
  type: DocumentType | undefined,
  lang: string | undefined,
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const withAreas = (row: { type?: DocumentType }) =>
    listingPlanOf((row.type ?? type)!).derived.includes('areas');
  const areaIds = new Set<number>();
  for (const row of rows) if (withAreas(row)) for (const a of row.area_ids) areaIds.add(Number(a));
  const areas = areaIds.size ? await areaCache.get([...areaIds]) : new Map();
  for (const row of rows) {
    const middle = withAreas(row) ? `,"areas":${areaEntryJson(row.area_ids.map(Number), areas, lang)}` : '';
    out.set(Number(row.id), row.head + middle + row.tail);
  }
  return out;
}
