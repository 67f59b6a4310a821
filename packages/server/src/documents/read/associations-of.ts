/**
 * The `associations` object of a full document (api.md §5.3): listing items of the linked
 * documents per key, plus the paged `all_routes` and `recent_outings` of waypoints and routes.
 */
import { sql, type Kysely } from 'kysely';
import { ASSOCIATION_KEY_TYPES, LETTER_TYPES, type DocumentLetter, type DocumentType } from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { PREPARED_GENERIC } from '../../db/prepared.ts';
import { idArray } from '../../db/sql-arrays.ts';
import { readDocuments, type DocumentRecord } from './read.ts';
import { presentContext, presentListing, type Json, type PresentContext } from './present.ts';
import type { AreaCache } from '../cache/area-cache.ts';

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

const KEY_LETTER: Record<string, DocumentLetter> = {
  waypoints: 'w',
  waypoint_children: 'w',
  routes: 'r',
  outings: 'o',
  images: 'i',
  articles: 'c',
  books: 'b',
  xreports: 'x',
  users: 'u',
  areas: 'a',
};

interface Link {
  other: number;
  letter: DocumentLetter;
  /** Whether the other document is the parent. */
  isParent: boolean;
}

async function linksOf(db: Kysely<DB>, id: number): Promise<Link[]> {
  const rows = await sql<{ other: number; letter: string; is_parent: boolean }>`${PREPARED_GENERIC}
    SELECT a.parent_document_id AS other, a.parent_type AS letter, true AS is_parent
      FROM associations a JOIN documents o ON o.document_id = a.parent_document_id
      WHERE a.child_document_id = ${id} AND o.redirects_to IS NULL
    UNION ALL
    SELECT a.child_document_id, a.child_type, false
      FROM associations a JOIN documents o ON o.document_id = a.child_document_id
      WHERE a.parent_document_id = ${id} AND o.redirects_to IS NULL`.execute(db);
  return rows.rows.map((r) => ({
    other: Number(r.other),
    letter: r.letter as DocumentLetter,
    isParent: r.is_parent,
  }));
}

/** Which links of a document go under which key. */
function keyOf(type: DocumentType, link: Link): string | undefined {
  const otherType = LETTER_TYPES[link.letter];
  if (type === 'waypoint' && otherType === 'waypoint')
    return link.isParent ? 'waypoints' : 'waypoint_children';
  // `images` are those where the document is the parent (api.md §5.3).
  if (otherType === 'image' && type !== 'image' && link.isParent) return undefined;
  const key = otherType === 'profile' ? 'users' : `${otherType}s`;
  return KEYS[type].includes(key) ? key : undefined;
}

/** Ids of the 10 newest outings (by date_end) of these routes, and their total. */
async function recentOutingIds(
  db: Kysely<DB>,
  routeIds: number[],
): Promise<{ ids: number[]; total: number }> {
  if (!routeIds.length) return { ids: [], total: 0 };
  const rows = await sql<{ id: number; total: number }>`${PREPARED_GENERIC}
    SELECT o.document_id AS id, count(*) OVER () AS total
    FROM outings o JOIN documents d ON d.document_id = o.document_id
    WHERE d.redirects_to IS NULL AND o.document_id IN (
      SELECT child_document_id FROM associations WHERE parent_document_id = ANY(${idArray(routeIds)}) AND child_type = 'o')
    ORDER BY o.date_end DESC NULLS LAST, o.document_id DESC LIMIT 10`.execute(db);
  return { ids: rows.rows.map((r) => Number(r.id)), total: Number(rows.rows[0]?.total ?? 0) };
}

/** Ids of the routes of a waypoint, its children and grand-children (newest 400), and their total. */
async function allRouteIds(db: Kysely<DB>, waypointId: number): Promise<{ ids: number[]; total: number }> {
  const rows = await sql<{ id: number; total: number }>`${PREPARED_GENERIC}
    WITH family AS (
      SELECT ${waypointId}::bigint AS id
      UNION SELECT child_document_id FROM associations WHERE parent_document_id = ${waypointId} AND child_type = 'w'
      UNION SELECT g.child_document_id FROM associations c JOIN associations g ON g.parent_document_id = c.child_document_id AND g.child_type = 'w'
        WHERE c.parent_document_id = ${waypointId} AND c.child_type = 'w'),
    routes AS (
      SELECT DISTINCT a.child_document_id AS id
      FROM associations a JOIN documents d ON d.document_id = a.child_document_id
      WHERE a.parent_document_id IN (SELECT id FROM family) AND a.child_type = 'r' AND d.redirects_to IS NULL)
    SELECT id, count(*) OVER () AS total FROM routes ORDER BY id DESC LIMIT 400`.execute(db);
  return { ids: rows.rows.map((r) => Number(r.id)), total: Number(rows.rows[0]?.total ?? 0) };
}

const imageTime = (r: DocumentRecord | undefined) => {
  const t = r?.attributes.date_time;
  return t ? new Date(t as string).getTime() : Infinity;
};

export interface FullDocumentParts {
  associations: Json;
  /** The linked documents and `extraIds` that exist, by id. */
  records: Map<number, DocumentRecord>;
  /** Users, areas and image counts of the document and of everything read with it. */
  ctx: PresentContext;
}

/** The links of a document and the ids of its paged lists, before the documents are read. */
export interface LinkedIds {
  links: Link[];
  routes: { ids: number[]; total: number } | undefined;
  outings: { ids: number[]; total: number } | undefined;
}

/**
 * Finds the links and paged lists of document `id` of `type` (concurrently): needs only the
 * id, so a caller may start it while it reads the document itself.
 */
export async function linkedIdsOf(db: Kysely<DB>, type: DocumentType, id: number): Promise<LinkedIds> {
  const paged = async () => {
    const routes = type === 'waypoint' ? await allRouteIds(db, id) : undefined;
    const outings =
      type === 'waypoint'
        ? await recentOutingIds(db, routes!.ids)
        : type === 'route'
          ? await recentOutingIds(db, [id])
          : undefined;
    return { routes, outings };
  };
  const [links, { routes, outings }] = await Promise.all([linksOf(db, id), paged()]);
  return { links, routes, outings };
}

/**
 * The associations object of a full document, and the presentation context of the document
 * itself. Every linked document (lists, all_routes, recent_outings) and `extraIds` (maps) are
 * read and presented in one batch; the links and the paged lists are found concurrently (or
 * were, `linked`, while the document was read).
 */
export async function associationsOf(
  db: Kysely<DB>,
  areaCache: AreaCache,
  record: DocumentRecord,
  lang?: string,
  extraIds: readonly number[] = [],
  linked?: Promise<LinkedIds>,
): Promise<FullDocumentParts> {
  const type = record.typeName;
  const { links, routes, outings } = await (linked ?? linkedIdsOf(db, type, record.row.document_id));
  const grouped = new Map<string, number[]>(KEYS[type].map((k) => [k, []]));
  for (const link of links) {
    const key = keyOf(type, link);
    if (key && KEY_LETTER[key] === link.letter) grouped.get(key)?.push(link.other);
  }
  const records = await readDocuments(
    db,
    [...[...grouped.values()].flat(), ...(routes?.ids ?? []), ...(outings?.ids ?? []), ...extraIds],
    { listing: true },
  );
  const ctx = await presentContext(db, areaCache, [record, ...records.values()], lang);
  const items = (ids: number[]) =>
    ids
      .map((i) => records.get(i))
      .filter((r): r is DocumentRecord => !!r && !r.row.redirects_to)
      .map((r) => presentListing(r, ctx));
  // Keys in the order of the associations schema (`present.ts`).
  const out: Json = {};
  for (const key of ASSOCIATION_KEYS) {
    const ids = grouped.get(key);
    if (!ids) continue;
    const sorted =
      key === 'images' ? [...ids].sort((a, b) => imageTime(records.get(a)) - imageTime(records.get(b))) : ids;
    out[key] = items(sorted);
  }
  if (routes) out.all_routes = { documents: items(routes.ids), total: routes.total };
  if (outings) out.recent_outings = { documents: items(outings.ids), total: outings.total };
  return { associations: out, records, ctx };
}
