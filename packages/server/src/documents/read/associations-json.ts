/**
 * The `associations` object of a full document (api.md §5.3) and its `maps`, written by
 * PostgreSQL (issue 16 §4): one statement finds the links of the document, the paged
 * `all_routes` (waypoints) and `recent_outings` (waypoints and routes), and writes the listing
 * item of every document they name (`listing-json.ts`), so that a document get reads no linked
 * record into objects and presents nothing of them on the server. Here the items are put under
 * their keys, in the schema's order, and their areas put in from the area cache.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  ASSOCIATION_KEY_TYPES,
  DOCUMENT_TYPES,
  LETTER_TYPES,
  TYPE_LETTERS,
  type DocumentLetter,
  type DocumentType,
} from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { PREPARED_GENERIC } from '../../db/prepared.ts';
import { shapedQuery } from '../../db/shaped-query.ts';
import { tableOf } from '../../db/type-tables.ts';
import type { AreaCache } from '../cache/area-cache.ts';
import { listingColumns, listingTexts } from './listing-json.ts';

/** The association keys each type shows (api.md §5.3). */
const KEYS: Record<DocumentType, readonly string[]> = {
  waypoint: ['waypoints', 'waypoint_children', 'images', 'articles', 'books', 'xreports'],
  route: ['waypoints', 'routes', 'images', 'articles', 'books', 'xreports'],
  outing: ['routes', 'users', 'images', 'articles', 'xreports'],
  image: ['waypoints', 'routes', 'images', 'users', 'outings', 'articles', 'areas', 'books', 'xreports'],
  article: ['waypoints', 'routes', 'images', 'users', 'outings', 'articles', 'books', 'xreports'],
  book: ['routes', 'articles', 'images', 'waypoints'],
  xreport: ['waypoints', 'users', 'routes', 'outings', 'articles', 'images'],
  area: ['images'],
  profile: ['images'],
  map: [],
};

const ASSOCIATION_KEYS = Object.keys(ASSOCIATION_KEY_TYPES);

/** Which key a link of a document of `type` goes under, if any. */
export function keyOf(type: DocumentType, letter: DocumentLetter, isParent: boolean): string | undefined {
  const otherType = LETTER_TYPES[letter];
  if (type === 'waypoint' && otherType === 'waypoint') return isParent ? 'waypoints' : 'waypoint_children';
  // `images` are those where the document is the parent (api.md §5.3).
  if (otherType === 'image' && type !== 'image' && isParent) return undefined;
  const key = otherType === 'profile' ? 'users' : `${otherType}s`;
  return KEYS[type].includes(key) ? key : undefined;
}

/** The letters of the linked documents a type shows, as parents and as children. */
function shownLetters(type: DocumentType, isParent: boolean): DocumentLetter[] {
  return DOCUMENT_TYPES.filter((other) => keyOf(type, TYPE_LETTERS[other], isParent)).map(
    (other) => TYPE_LETTERS[other],
  );
}

const letters = (list: readonly string[]) => sql.lit(`{${list.join(',')}}`);

interface Shape {
  type: DocumentType;
  /** The best locale of each item in a language (a `cook` or `l`), or all locales. */
  lang: boolean;
}

/**
 * What a row of the statement is: a link (`l`: the other document, its letter, whether it is the
 * parent), one of `all_routes` (`a`) or `recent_outings` (`o`) with its place and the list's
 * total, or the listing item of a shown document (`i`; a map's entry is `m`).
 */
interface Row {
  part: 'l' | 'a' | 'o' | 'i' | 'm';
  id: number | string;
  letter: DocumentLetter;
  is_parent: boolean | null;
  place: number | null;
  total: number | string | null;
  head: string | null;
  tail: string | null;
  area_ids: (number | string)[] | null;
  time: string | Date | null;
}

const NO_ITEM = sql`NULL::text, NULL::text, NULL::bigint[], NULL::timestamptz`;

const associationsQuery = shapedQuery<Shape, { id: number; lang: string }, Row>((v, { type, lang }) => {
  const parents = shownLetters(type, true);
  const children = shownLetters(type, false);
  const isWaypoint = type === 'waypoint';
  const withOutings = isWaypoint || type === 'route';
  const withMaps = isWaypoint || type === 'route';
  const ctes: RawBuilder<unknown>[] = [
    sql`links AS (
      SELECT a.parent_document_id AS id, a.parent_type AS letter, true AS is_parent
        FROM associations a JOIN documents o ON o.document_id = a.parent_document_id
        WHERE a.child_document_id = ${v.id} AND o.redirects_to IS NULL AND a.parent_type = ANY(${letters(parents)}::text[])
      UNION ALL
      SELECT a.child_document_id, a.child_type, false
        FROM associations a JOIN documents o ON o.document_id = a.child_document_id
        WHERE a.parent_document_id = ${v.id} AND o.redirects_to IS NULL AND a.child_type = ANY(${letters(children)}::text[]))`,
  ];
  if (isWaypoint)
    // The routes of the waypoint, its children and grand-children: the newest 400, and their total.
    ctes.push(sql`family AS (
      SELECT ${v.id}::bigint AS id
      UNION SELECT child_document_id FROM associations WHERE parent_document_id = ${v.id} AND child_type = 'w'
      UNION SELECT g.child_document_id FROM associations c JOIN associations g ON g.parent_document_id = c.child_document_id AND g.child_type = 'w'
        WHERE c.parent_document_id = ${v.id} AND c.child_type = 'w'),
    all_routes AS (
      SELECT id, count(*) OVER () AS total, row_number() OVER (ORDER BY id DESC) AS place FROM (
        SELECT DISTINCT a.child_document_id AS id
        FROM associations a JOIN documents d ON d.document_id = a.child_document_id
        WHERE a.parent_document_id IN (SELECT id FROM family) AND a.child_type = 'r' AND d.redirects_to IS NULL) r
      ORDER BY id DESC LIMIT 400)`);
  if (withOutings) {
    // The 10 newest outings (by date_end) of the route, or of the waypoint's routes, and their total.
    const routes = isWaypoint ? sql`SELECT id FROM all_routes` : sql`SELECT ${v.id}::bigint`;
    ctes.push(sql`recent AS (
      SELECT o.document_id AS id, count(*) OVER () AS total,
        row_number() OVER (ORDER BY o.date_end DESC NULLS LAST, o.document_id DESC) AS place
      FROM outings o JOIN documents d ON d.document_id = o.document_id
      WHERE d.redirects_to IS NULL AND o.document_id IN (
        SELECT child_document_id FROM associations WHERE parent_document_id IN (${routes}) AND child_type = 'o')
      ORDER BY o.date_end DESC NULLS LAST, o.document_id DESC LIMIT 10)`);
  }
  const shown = (other: DocumentType) => {
    const letter = TYPE_LETTERS[other];
    const from = [
      ...(parents.includes(letter) || children.includes(letter)
        ? [sql`SELECT id FROM links WHERE letter = ${sql.lit(letter)}`]
        : []),
      ...(isWaypoint && other === 'route' ? [sql`SELECT id FROM all_routes`] : []),
      ...(withOutings && other === 'outing' ? [sql`SELECT id FROM recent`] : []),
    ];
    return from.length ? sql.join(from, sql` UNION `) : undefined;
  };
  const parts: RawBuilder<unknown>[] = [
    sql`SELECT 'l' AS part, id, letter, is_parent, NULL::bigint AS place, NULL::bigint AS total, NULL::text AS head,
      NULL::text AS tail, NULL::bigint[] AS area_ids, NULL::timestamptz AS time FROM links`,
  ];
  if (isWaypoint) parts.push(sql`SELECT 'a', id, 'r', NULL, place, total, ${NO_ITEM} FROM all_routes`);
  if (withOutings) parts.push(sql`SELECT 'o', id, 'o', NULL, place, total, ${NO_ITEM} FROM recent`);
  const itemLang = lang ? v.lang : undefined;
  for (const other of DOCUMENT_TYPES) {
    const ids = shown(other);
    if (!ids) continue;
    parts.push(sql`SELECT 'i', d.document_id, d.type, NULL, NULL, NULL, ${listingColumns(other, itemLang)},
        ${other === 'image' ? sql`t.date_time` : sql`NULL`}
      FROM documents d JOIN ${sql.table(tableOf(other))} t ON t.document_id = d.document_id
      WHERE d.document_id IN (${ids}) AND d.type = ${sql.lit(TYPE_LETTERS[other])} AND d.redirects_to IS NULL`);
  }
  if (withMaps)
    parts.push(sql`SELECT 'm', d.document_id, d.type, NULL, NULL, NULL,
        ${listingColumns('map', itemLang, { nullLangs: true })}, NULL
      FROM documents d JOIN ${sql.table(tableOf('map'))} t ON t.document_id = d.document_id
      WHERE d.document_id IN (SELECT unnest(map_ids) FROM documents WHERE document_id = ${v.id})
        AND d.type = 'm' AND d.redirects_to IS NULL`);
  return sql<Row>`${PREPARED_GENERIC}
    WITH ${sql.join(ctes, sql`, `)}
    ${sql.join(parts, sql` UNION ALL `)}`;
});

/** A paged list of a full document: its items' ids in order, and its total. */
interface Paged {
  ids: number[];
  total: number;
}

function pagedText(paged: Paged, texts: Map<number, string>): string {
  const items = paged.ids.map((id) => texts.get(id)).filter((t) => t !== undefined);
  return `{"documents":[${items.join(',')}],"total":${paged.total}}`;
}

/** The `associations` and `maps` of a full document as JSON texts. */
export interface AssociationTexts {
  associations: string;
  /** Waypoints and routes: their maps, in the order of the document's `map_ids`. */
  maps?: (mapIds: readonly number[]) => string;
}

/**
 * The `associations` (and `maps`) of document `id` of `type`, with the best locale of each item
 * in `lang` (all locales when absent). Needs only the id: a caller runs it while it reads the
 * document itself.
 */
export async function associationTexts(
  db: Kysely<DB>,
  areaCache: AreaCache,
  type: DocumentType,
  id: number,
  lang?: string,
): Promise<AssociationTexts> {
  const rows = await associationsQuery(
    db,
    `${type} ${!!lang}`,
    { type, lang: !!lang },
    { id, lang: lang ?? '' },
  );
  const links: { id: number; letter: DocumentLetter; isParent: boolean }[] = [];
  const routes: Paged | undefined = type === 'waypoint' ? { ids: [], total: 0 } : undefined;
  const outings: Paged | undefined =
    type === 'waypoint' || type === 'route' ? { ids: [], total: 0 } : undefined;
  const placed = { a: [] as [number, number][], o: [] as [number, number][] };
  // The listing items, maps included (no key lists maps: a map's id is never an item's).
  const items: {
    id: number;
    head: string;
    tail: string;
    area_ids: (number | string)[];
    type: DocumentType;
  }[] = [];
  const mapIds = new Set<number>();
  const times = new Map<number, number>();
  for (const row of rows) {
    const rowId = Number(row.id);
    if (row.part === 'l') links.push({ id: rowId, letter: row.letter, isParent: row.is_parent === true });
    else if (row.part === 'a' || row.part === 'o') {
      placed[row.part].push([Number(row.place), rowId]);
      (row.part === 'a' ? routes! : outings!).total = Number(row.total);
    } else {
      items.push({
        id: rowId,
        head: row.head!,
        tail: row.tail!,
        area_ids: row.area_ids ?? [],
        type: LETTER_TYPES[row.letter],
      });
      if (row.part === 'm') mapIds.add(rowId);
      else if (row.time !== null) times.set(rowId, new Date(row.time).getTime());
    }
  }
  const texts = await listingTexts(areaCache, items, undefined, lang);
  // Links in a fixed order: parents first, each side by id.
  links.sort((a, b) => Number(b.isParent) - Number(a.isParent) || a.id - b.id);
  const grouped = new Map<string, number[]>(KEYS[type].map((k) => [k, []]));
  for (const link of links) {
    const key = keyOf(type, link.letter, link.isParent);
    if (key) grouped.get(key)?.push(link.id);
  }
  if (routes) routes.ids = placed.a.sort((a, b) => a[0] - b[0]).map(([, i]) => i);
  if (outings) outings.ids = placed.o.sort((a, b) => a[0] - b[0]).map(([, i]) => i);
  // Keys in the order of the associations schema; images by their time, those without last.
  const imageTime = (i: number) => times.get(i) ?? Infinity;
  const parts: string[] = [];
  for (const key of ASSOCIATION_KEYS) {
    const ids = grouped.get(key);
    if (!ids) continue;
    const sorted = key === 'images' ? [...ids].sort((a, b) => imageTime(a) - imageTime(b)) : ids;
    const listed = sorted.map((i) => texts.get(i)).filter((t) => t !== undefined);
    parts.push(`${JSON.stringify(key)}:[${listed.join(',')}]`);
  }
  if (routes) parts.push(`"all_routes":${pagedText(routes, texts)}`);
  if (outings) parts.push(`"recent_outings":${pagedText(outings, texts)}`);
  const out: AssociationTexts = { associations: `{${parts.join(',')}}` };
  if (type === 'waypoint' || type === 'route')
    out.maps = (ids) =>
      `[${ids
        .filter((i) => mapIds.has(Number(i)))
        .map((i) => texts.get(Number(i)))
        .filter((t) => t !== undefined)
        .join(',')}]`;
  return out;
}
