/**
 * Translates a list query (api.md §6, fields.md §13) into SQL conditions and an order, from
 * the catalog's filter definitions: one code path for every filter of every type.
 * Unknown keys and unusable values are ignored, as the reference says; bad meta parameters
 * (offset, limit, sort fields) are refused with a field-named 400.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { literalIdArray, literalTextArray } from '../../db/sql-arrays.ts';
import {
  catalogOf,
  enumValues,
  filtersOf,
  isValidDate,
  LIST_WINDOW,
  MAX_ID,
  MAX_INT4,
  rankOrder,
  TYPE_LETTERS,
  type DocumentType,
  type ListFilter,
} from '@cairn/domain';
import { fieldError } from '../../errors.ts';
import { normalizeForSearch } from '../../search/normalize.ts';
import { textMatch } from '../../search/text-match.ts';
import type { DB } from '../../db/schema.ts';

type Cond = RawBuilder<unknown>;
export type Query = Record<string, string | undefined>;

export interface ListPlan {
  where: Cond[];
  orderBy: Cond;
  /** Relevance ordering needs the search text. */
  offset: number;
  limit: number;
}

const col = (name: string) => sql.ref(`t.${name}`);
const split = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
const isArrayField = (type: DocumentType, name: string) => {
  const f = catalogOf(type).fields.find((x) => x.name === name && x.level === 'document');
  return f?.kind === 'enum[]' || f?.kind === 'string[]';
};

/** `field ∈ values`, or overlap for array fields. */
function matchAny(type: DocumentType, field: string, values: readonly string[]): Cond {
  return isArrayField(type, field)
    ? sql`${col(field)} && ${literalTextArray(values)}`
    : sql`${col(field)} IN (${sql.join(values.map((v) => sql.lit(v)))})`;
}

/**
 * A bound of a number filter, clamped to the range of an SQL `integer`: no stored value lies
 * beyond it, and a larger parameter would overflow the column's type.
 */
function parseInt10(v: string | undefined): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? Math.max(-MAX_INT4, Math.min(MAX_INT4, Math.trunc(n))) : undefined;
}

/** Values of an ordered enum between two bounds (one bound = lower bound only). */
function rankRange(enumName: string, from?: string, to?: string): string[] | undefined {
  const order = rankOrder(enumName);
  const lo = from !== undefined ? order.indexOf(from) : 0;
  const hi = to !== undefined ? order.indexOf(to) : order.length - 1;
  if (from !== undefined && lo < 0) return to !== undefined && hi >= 0 ? order.slice(0, hi + 1) : undefined;
  if (to !== undefined && hi < 0) return order.slice(lo);
  return lo <= hi ? order.slice(lo, hi + 1) : order.slice(hi, lo + 1);
}

/** Area (m², EPSG:3857) from which a bbox filter stops leading the query plan. */
const WIDE_EXTENT = 1e10;

function dateFilter(f: ListFilter, value: string): Cond | undefined {
  // Impossible dates (`2024-99-99`) are unusable values like any other text: ignored.
  const dates = split(value).filter(isValidDate);
  if (!dates.length) return undefined;
  const [d1, d2 = dates[0]] = dates as [string, string?];
  if (f.fields.length === 2) {
    const [start, end] = f.fields as [string, string];
    if (f.ignoreYear) {
      // Year ignored: compare month-day, the period may wrap the year end.
      const a = d1.slice(5);
      const b = (d2 ?? d1).slice(5);
      const s = sql`to_char(${col(start)}, 'MM-DD')`;
      const e = sql`to_char(${col(end)}, 'MM-DD')`;
      return a <= b
        ? sql`(${s} <= ${b} AND ${e} >= ${a} OR ${col(end)} - ${col(start)} >= 365)`
        : sql`(${s} <= ${b} OR ${e} >= ${a} OR ${s} > ${e})`;
    }
    return sql`(${col(start)} <= ${d2}::date AND ${col(end)} >= ${d1}::date)`;
  }
  return sql`${col(f.fields[0]!)} BETWEEN ${d1}::date AND ${d2}::date`;
}

async function associationIds(key: string, ids: number[], type: DocumentType): Promise<Cond | undefined> {
  const list = literalIdArray(ids);
  const me = sql.ref('d.document_id');
  switch (key) {
    case 'a':
      return sql`d.area_ids && ${list}`;
    case 'u':
      // Outings: participants; routes: users who marked the route "to do" (api.md §6.5).
      return type === 'route'
        ? sql`EXISTS (SELECT 1 FROM tags g WHERE g.document_id = ${me} AND g.user_id = ANY(${list}))`
        : sql`EXISTS (SELECT 1 FROM associations x WHERE x.child_document_id = ${me} AND x.parent_document_id = ANY(${list}) AND x.parent_type = 'u')`;
    case 'w': {
      // The waypoints given, their children and grand-children (a sector finds routes of its sub-sectors).
      const family = sql`(SELECT unnest(${list}) UNION SELECT c.child_document_id FROM associations c WHERE c.parent_document_id = ANY(${list}) AND c.child_type = 'w'
        UNION SELECT g.child_document_id FROM associations c JOIN associations g ON g.parent_document_id = c.child_document_id AND g.child_type = 'w'
        WHERE c.parent_document_id = ANY(${list}) AND c.child_type = 'w')`;
      if (type === 'outing') {
        return sql`EXISTS (SELECT 1 FROM associations ro JOIN associations wr ON wr.child_document_id = ro.parent_document_id AND wr.parent_type = 'w'
          WHERE ro.child_document_id = ${me} AND ro.parent_type = 'r' AND wr.parent_document_id IN ${family})`;
      }
      return sql`EXISTS (SELECT 1 FROM associations x WHERE x.child_document_id = ${me} AND x.parent_type = 'w' AND x.parent_document_id IN ${family})`;
    }
    default: {
      // Other letters: documents associated, in either direction, with one of the ids.
      return sql`EXISTS (SELECT 1 FROM associations x WHERE (x.child_document_id = ${me} AND x.parent_document_id = ANY(${list}))
        OR (x.parent_document_id = ${me} AND x.child_document_id = ANY(${list})))`;
    }
  }
}

/** The SQL condition of one filter, or undefined when its value is unusable (ignored). */
async function condition(
  db: Kysely<DB>,
  type: DocumentType,
  f: ListFilter,
  value: string,
  lang?: string,
): Promise<Cond | undefined> {
  const field = f.fields[0];
  switch (f.kind) {
    case 'text': {
      const q = normalizeForSearch(value);
      if (!q) return undefined;
      const langCond = lang ? sql`AND l.lang = ${lang}` : sql``;
      const match = await textMatch(db, q);
      return sql`EXISTS (SELECT 1 FROM document_locales l WHERE l.document_id = d.document_id ${langCond}
        AND ${match.condition(sql.ref('l.search_title'))})`;
    }
    case 'bbox': {
      const n = split(value).map(Number);
      // api.md §6.2 quirk: exactly four non-zero numbers with a real extent, else ignored.
      if (n.length !== 4 || n.some((x) => !Number.isFinite(x) || x === 0)) return undefined;
      const [x1, y1, x2, y2] = n as [number, number, number, number];
      if (x1 === x2 || y1 === y2) return undefined;
      // PostgreSQL estimates every box search as very selective (a fixed constant), so a wide
      // extent would drive the plan through the GiST index and visit most documents. Past
      // ~100 km × 100 km the containment is written on the box's corners instead (box[1] is the
      // lower-left one, box[0] the upper-right one), which the statistics of migration 0006
      // estimate well: the type's own indexes, or its newest-first order, then lead.
      if (Math.abs((x2 - x1) * (y2 - y1)) > WIDE_EXTENT) {
        const [left, right] = [Math.min(x1, x2), Math.max(x1, x2)];
        const [bottom, top] = [Math.min(y1, y2), Math.max(y1, y2)];
        return sql`(d.box[1])[0] >= ${left} AND (d.box[1])[1] >= ${bottom} AND (d.box[0])[0] <= ${right} AND (d.box[0])[1] <= ${top}`;
      }
      return sql`d.box <@ box(point(${x1}, ${y1}), point(${x2}, ${y2}))`;
    }
    case 'ids': {
      const given = split(value)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      if (!given.length) return undefined;
      const ids = given.filter((n) => n <= MAX_ID);
      // An id past MAX_ID names no document: it matches nothing, as an unknown id does.
      return ids.length ? associationIds(f.key, ids, type) : sql`false`;
    }
    case 'multi':
    case 'act':
    case 'orient': {
      if (f.key === 'l') {
        const langs = split(value).filter((v) => enumValues('langs').includes(v));
        return langs.length ? sql`d.available_langs && ${literalTextArray(langs)}` : undefined;
      }
      const allowed = f.enum
        ? enumValues(f.enum)
        : f.kind === 'act'
          ? enumValues('activities')
          : enumValues('orientation_types');
      const values = split(value).filter((v) => allowed.length === 0 || allowed.includes(v));
      return values.length && field ? matchAny(type, field, values) : undefined;
    }
    case 'erange': {
      const [from, to] = split(value);
      if (!f.enum) return undefined;
      if (f.overlap && f.fields.length === 2) {
        if (from === undefined || to === undefined) return undefined;
        const below = rankRange(f.enum, undefined, to);
        const above = rankRange(f.enum, from, undefined);
        if (!below || !above) return undefined;
        const [lo, hi] = f.fields as [string, string];
        return sql`(${col(lo)} IS NOT NULL OR ${col(hi)} IS NOT NULL) AND (${col(lo)} IS NULL OR ${col(lo)} IN (${sql.join(below.map((v) => sql.lit(v)))}))
          AND (${col(hi)} IS NULL OR ${col(hi)} IN (${sql.join(above.map((v) => sql.lit(v)))}))`;
      }
      const values = rankRange(f.enum, from, to);
      if (!values?.length || !field) return undefined;
      if (field === 'quality') return sql`d.quality IN (${sql.join(values.map((v) => sql.lit(v)))})`;
      return matchAny(type, field, values);
    }
    case 'nrange': {
      const [a, b] = value.split(',');
      const min = parseInt10(a);
      const max = parseInt10(b);
      if (min === undefined && max === undefined) return undefined;
      if (f.overlap && f.fields.length === 2) {
        if (min === undefined || max === undefined) return undefined;
        const [lo, hi] = f.fields as [string, string];
        return sql`(${col(lo)} IS NOT NULL OR ${col(hi)} IS NOT NULL) AND (${col(lo)} IS NULL OR ${col(lo)} <= ${max}) AND (${col(hi)} IS NULL OR ${col(hi)} >= ${min})`;
      }
      if (!field) return undefined;
      if (min !== undefined && max !== undefined) return sql`${col(field)} BETWEEN ${min} AND ${max}`;
      return min !== undefined ? sql`${col(field)} >= ${min}` : sql`${col(field)} <= ${max}`;
    }
    case 'num_min': {
      const min = parseInt10(split(value)[0]);
      return min !== undefined && field ? sql`${col(field)} >= ${min}` : undefined;
    }
    case 'tri':
    case 'check': {
      const v = value.trim();
      if (['true', 'True', '1'].includes(v)) return sql`${col(field!)} = true`;
      if (['false', 'False', '0'].includes(v))
        return f.kind === 'check' ? undefined : sql`${col(field!)} = false`;
      // fields.md §16 item 13: tristate "no info" means the value is unset.
      if (v === 'null' && f.kind === 'tri') return sql`${col(field!)} IS NULL`;
      return undefined;
    }
    case 'date':
      return dateFilter(f, value);
    default:
      return undefined;
  }
}

function metaInt(query: Query, name: 'offset' | 'limit', fallback: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw fieldError(name, `"${raw}" is not a number`, 'querystring');
  return Number(raw);
}

/** Default orders of fields.md §13.3. */
function defaultOrder(type: DocumentType): Cond {
  // Outing dates are required (never null): this order is the index (date_end DESC, document_id DESC).
  return type === 'outing' ? sql`t.date_end DESC, t.document_id DESC` : sql`d.document_id DESC`;
}

function orderBy(type: DocumentType, sort: string | undefined, relevance?: string): Cond {
  if (!sort) {
    if (relevance)
      return sql`(SELECT max(word_similarity(${relevance}, l.search_title)) FROM document_locales l WHERE l.document_id = d.document_id) DESC, d.document_id DESC`;
    return defaultOrder(type);
  }
  const fields = catalogOf(type).fields;
  const parts: Cond[] = [];
  for (const token of split(sort)) {
    const desc = token.startsWith('-');
    const name = desc ? token.slice(1) : token;
    const f = fields.find((x) => x.name === name && x.level === 'document');
    // Spec 1 §2.5: slackline lengths are not sortable; refuse cleanly instead of a 500.
    const sortable = name === 'document_id' || name === 'date_end' || name === 'date_start' || f?.sortable;
    if (!f && name !== 'document_id') throw fieldError('sort', `Unknown sort field "${name}"`, 'querystring');
    if (!sortable || (f && (f.kind === 'enum[]' || f.kind === 'string[]'))) {
      throw fieldError('sort', `Field "${name}" is not sortable`, 'querystring');
    }
    // Required outing dates are never null: a plain direction lets the date index serve the order.
    const neverNull = type === 'outing' && (name === 'date_end' || name === 'date_start');
    const direction = neverNull
      ? desc
        ? sql`DESC`
        : sql`ASC`
      : desc
        ? sql`DESC NULLS LAST`
        : sql`ASC NULLS LAST`;
    if (name === 'document_id') parts.push(sql`d.document_id ${direction}`);
    else if (f?.kind === 'enum' && f.enum) {
      parts.push(sql`array_position(${literalTextArray(rankOrder(f.enum))}, ${col(name)}) ${direction}`);
    } else parts.push(sql`${col(name)} ${direction}`);
  }
  // t.document_id equals d.document_id; on the type table it completes the type's indexes.
  parts.push(sql`t.document_id DESC`);
  return sql.join(parts);
}

/** Plans a list query of one type. */
export async function planList(db: Kysely<DB>, type: DocumentType, query: Query): Promise<ListPlan> {
  const offset = Math.max(0, metaInt(query, 'offset', 0));
  const limit = Math.min(100, Math.max(0, metaInt(query, 'limit', 30)));
  if (offset + limit > LIST_WINDOW)
    throw fieldError('offset', `offset + limit greater than ${LIST_WINDOW}`, 'querystring');
  const where: Cond[] = [sql`d.type = ${TYPE_LETTERS[type]}`, sql`d.redirects_to IS NULL`];
  if (type === 'profile')
    where.push(sql`EXISTS (SELECT 1 FROM users u WHERE u.id = d.document_id AND u.email_validated)`);
  const lang = query.pl;
  for (const f of filtersOf(type)) {
    const value = query[f.key];
    if (value === undefined || value === '') continue;
    const c = await condition(db, type, f, value, lang);
    if (c) where.push(c);
  }
  const q = query.q ? normalizeForSearch(query.q) : undefined;
  return { where, orderBy: orderBy(type, query.sort, q), offset, limit };
}
