/**
 * The `associations` object of a full document (api.md §5.3): listing items of the linked
 * documents per key, plus the paged `all_routes` and `recent_outings` of waypoints and routes.
 */
import { sql, type Kysely } from 'kysely';
import { LETTER_TYPES, type DocumentLetter, type DocumentType } from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import { readDocuments, type DocumentRecord } from './read.ts';
import { presentContext, presentListing, type Json } from './present.ts';

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
  const rows = await sql<{ other: number; letter: string; is_parent: boolean }>`
    SELECT a.parent_document_id AS other, a.parent_type AS letter, true AS is_parent
      FROM associations a JOIN documents o ON o.document_id = a.parent_document_id
      WHERE a.child_document_id = ${id} AND o.redirects_to IS NULL
    UNION ALL
    SELECT a.child_document_id, a.child_type, false
      FROM associations a JOIN documents o ON o.document_id = a.child_document_id
      WHERE a.parent_document_id = ${id} AND o.redirects_to IS NULL`.execute(db);
  return rows.rows.map((r) => ({ other: Number(r.other), letter: r.letter as DocumentLetter, isParent: r.is_parent }));
}

/** Which links of a document go under which key. */
function keyOf(type: DocumentType, link: Link): string | undefined {
  const otherType = LETTER_TYPES[link.letter];
  if (type === 'waypoint' && otherType === 'waypoint') return link.isParent ? 'waypoints' : 'waypoint_children';
  // `images` are those where the document is the parent (api.md §5.3).
  if (otherType === 'image' && type !== 'image' && link.isParent) return undefined;
  const key = otherType === 'profile' ? 'users' : `${otherType}s`;
  return KEYS[type].includes(key) ? key : undefined;
}

async function listings(db: Kysely<DB>, ids: number[], lang?: string): Promise<Map<number, Json>> {
  const records = await readDocuments(db, ids, { withDetail: false });
  const ctx = await presentContext(db, records.values(), lang);
  return new Map([...records].map(([id, r]) => [id, presentListing(r, ctx)]));
}

/** Outings of these routes, newest first (date_end), at most `limit`, with the total. */
async function recentOutings(db: Kysely<DB>, routeIds: number[], lang?: string): Promise<Json> {
  if (!routeIds.length) return { documents: [], total: 0 };
  const rows = await sql<{ id: number; total: number }>`
    SELECT o.document_id AS id, count(*) OVER () AS total
    FROM outings o JOIN documents d ON d.document_id = o.document_id
    WHERE d.redirects_to IS NULL AND o.document_id IN (
      SELECT child_document_id FROM associations WHERE parent_document_id = ANY(${`{${routeIds.join(',')}}`}::bigint[]) AND child_type = 'o')
    ORDER BY o.date_end DESC NULLS LAST, o.document_id DESC LIMIT 10`.execute(db);
  const items = await listings(db, rows.rows.map((r) => Number(r.id)), lang);
  return {
    documents: rows.rows.map((r) => items.get(Number(r.id))).filter(Boolean),
    total: Number(rows.rows[0]?.total ?? 0),
  };
}

/** Routes of a waypoint, its children and grand-children, newest 400 by id. */
async function allRoutes(db: Kysely<DB>, waypointId: number, lang?: string): Promise<{ json: Json; ids: number[] }> {
  const rows = await sql<{ id: number; total: number }>`
    WITH family AS (
      SELECT ${waypointId}::bigint AS id
      UNION SELECT child_document_id FROM associations WHERE parent_document_id = ${waypointId} AND child_type = 'w'
      UNION SELECT g.child_document_id FROM associations c JOIN associations g ON g.parent_document_id = c.child_document_id AND g.child_type = 'w'
        WHERE c.parent_document_id = ${waypointId} AND c.child_type = 'w')
    SELECT DISTINCT a.child_document_id AS id, count(*) OVER () AS total
    FROM associations a JOIN documents d ON d.document_id = a.child_document_id
    WHERE a.parent_document_id IN (SELECT id FROM family) AND a.child_type = 'r' AND d.redirects_to IS NULL
    ORDER BY a.child_document_id DESC LIMIT 400`.execute(db);
  const ids = rows.rows.map((r) => Number(r.id));
  const items = await listings(db, ids, lang);
  return {
    json: { documents: ids.map((id) => items.get(id)).filter(Boolean), total: Number(rows.rows[0]?.total ?? 0) },
    ids,
  };
}

/** The associations object of a full document. */
export async function associationsOf(db: Kysely<DB>, record: DocumentRecord, lang?: string): Promise<Json> {
  const type = record.typeName;
  const id = record.row.document_id;
  const links = await linksOf(db, id);
  const grouped = new Map<string, number[]>(KEYS[type].map((k) => [k, []]));
  for (const link of links) {
    const key = keyOf(type, link);
    if (key && KEY_LETTER[key] === link.letter) grouped.get(key)?.push(link.other);
  }
  const items = await listings(db, [...grouped.values()].flat(), lang);
  const out: Json = {};
  for (const [key, ids] of grouped) {
    let docs = ids.map((i) => items.get(i)).filter((x): x is Json => !!x);
    if (key === 'images') {
      const dates = await sql<{ id: number; date_time: Date | null }>`
        SELECT document_id AS id, date_time FROM images WHERE document_id = ANY(${`{${ids.join(',') || '0'}}`}::bigint[])`.execute(db);
      const at = new Map(dates.rows.map((r) => [Number(r.id), r.date_time ? new Date(r.date_time).getTime() : Infinity]));
      docs = docs.sort((a, b) => (at.get(Number(a.document_id)) ?? 0) - (at.get(Number(b.document_id)) ?? 0));
    }
    out[key] = docs;
  }
  if (type === 'waypoint') {
    const routes = await allRoutes(db, id, lang);
    out.all_routes = routes.json;
    out.recent_outings = await recentOutings(db, routes.ids, lang);
  }
  if (type === 'route') out.recent_outings = await recentOutings(db, [id], lang);
  return out;
}
