/**
 * Automatic area and map links (api.md §4.4, §8.6): every area (resp. map) whose polygon
 * contains the document's point or meets its detail geometry (a track crossing it). The polygons are loaded once per database and kept in
 * memory; area and map writes mark them stale so the next lookup reloads them, on every API
 * node of one PostgreSQL (`documents/cache/shared-invalidation.ts`).
 */
import { sql, type Kysely } from 'kysely';
import {
  bboxOf,
  meetsPolygon,
  parseGeometry,
  polygonContains,
  type BBox,
  type Geometry,
  type Position,
} from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { representativePoint } from './geometry.ts';

interface Polygon {
  id: number;
  letter: 'a' | 'm';
  geometry: Geometry;
  bbox: BBox;
}

const caches = new WeakMap<object, { polygons: Promise<Polygon[]> | null; changedHere: number }>();

function cacheOf(key: object) {
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = { polygons: null, changedHere: 0 }));
  return cache;
}

async function loadPolygons(db: Kysely<DB>): Promise<Polygon[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['document_id', 'type', 'geom_detail'])
    .where('type', 'in', ['a', 'm'])
    .where('redirects_to', 'is', null)
    .where('geom_detail', 'is not', null)
    .execute();
  const polygons: Polygon[] = [];
  for (const r of rows) {
    const geometry = parseGeometry(r.geom_detail);
    if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') continue;
    polygons.push({
      id: Number(r.document_id),
      letter: r.type as 'a' | 'm',
      geometry,
      bbox: bboxOf(geometry),
    });
  }
  return polygons;
}

const inBox = (b: BBox, [x = 0, y = 0]: Position) => x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY;
const boxesMeet = (a: BBox, b: BBox) =>
  a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** A document's geometry as the links read it: its point and its detail with the detail's bbox. */
interface Located {
  point: Position | undefined;
  detail: { geometry: Geometry; bbox: BBox } | undefined;
}

function located(geom: string | null, geomDetail: string | null): Located {
  const detail = parseGeometry(geomDetail);
  return {
    point: representativePoint(geom),
    detail: detail && detail.type !== 'Point' ? { geometry: detail, bbox: bboxOf(detail) } : undefined,
  };
}

/** Whether a polygon holds the point or meets the detail geometry. */
function linked(p: Pick<Polygon, 'geometry' | 'bbox'>, doc: Located): boolean {
  if (doc.point && inBox(p.bbox, doc.point) && polygonContains(p.geometry, doc.point)) return true;
  return (
    !!doc.detail &&
    boxesMeet(p.bbox, doc.detail.bbox) &&
    meetsPolygon(doc.detail.geometry, p.geometry, p.bbox)
  );
}

export interface PolygonIndex {
  /** Area and map ids whose polygon holds the point of `geom` or meets `geomDetail`. */
  linksOf(
    db: Kysely<DB>,
    geom: string | null,
    geomDetail: string | null,
  ): Promise<{ area_ids: number[]; map_ids: number[] }>;
  /** Marks the polygons stale (after an area or map write). */
  invalidate(): void;
  /** How many times `invalidate()` was called: other API nodes are told when it moved. */
  readonly changedHere: number;
  /** Marks the polygons stale after an area or map write on another API node. */
  forget(): void;
}

/** The index of one database (`key` is its handle, so every test app has its own). */
export function polygonIndex(key: object): PolygonIndex {
  const cache = cacheOf(key);
  return {
    async linksOf(db, geom, geomDetail) {
      const doc = located(geom, geomDetail);
      if (!doc.point && !doc.detail) return { area_ids: [], map_ids: [] };
      // Loaded with the caller's executor (a transaction on PGlite holds the only connection).
      cache.polygons ??= loadPolygons(db).catch((e: unknown) => {
        cache.polygons = null;
        throw e;
      });
      const hits = (await cache.polygons).filter((p) => linked(p, doc));
      return {
        area_ids: hits.filter((p) => p.letter === 'a').map((p) => p.id),
        map_ids: hits.filter((p) => p.letter === 'm').map((p) => p.id),
      };
    },
    invalidate() {
      cache.polygons = null;
      cache.changedHere++;
    },
    get changedHere() {
      return cache.changedHere;
    },
    forget() {
      cache.polygons = null;
    },
  };
}

/**
 * After an area or map polygon changed: relinks the documents whose point lies in its
 * bounding box (before or after) and those linked to it, so lists filtered by area stay right
 * (api.md §4.4). A document whose track crosses the new polygon while its point lies outside
 * both boxes is not found here (there is no index of detail extents); its next save links it.
 */
export async function relinkPolygon(
  db: Kysely<DB>,
  id: number,
  letter: 'a' | 'm',
  oldDetail: string | null,
  newDetail: string | null,
): Promise<number[]> {
  const column = letter === 'a' ? 'area_ids' : 'map_ids';
  const geometry = parseGeometry(newDetail);
  const polygon =
    geometry?.type === 'Polygon' || geometry?.type === 'MultiPolygon'
      ? { geometry, bbox: bboxOf(geometry) }
      : undefined;
  const boxes = [oldDetail, newDetail]
    .map((t) => parseGeometry(t))
    .filter((g): g is Geometry => !!g)
    .map((g) => bboxOf(g));
  if (!boxes.length) return [];
  const candidates = await sql<{
    document_id: number;
    geom: string | null;
    geom_detail: string | null;
    linked: boolean;
  }>`
    SELECT document_id, geom, geom_detail, ${id}::bigint = ANY(${sql.ref(column)}) AS linked FROM documents
    WHERE redirects_to IS NULL AND type NOT IN ('a', 'm') AND (${sql.join(
      [
        ...boxes.map((b) => sql`box && ${`(${b.minX},${b.minY}),(${b.maxX},${b.maxY})`}::box`),
        sql`${sql.ref(column)} @> ARRAY[${id}::bigint]`,
      ],
      sql` OR `,
    )})`.execute(db);
  const changed: number[] = [];
  for (const c of candidates.rows) {
    const inside = !!polygon && linked(polygon, located(c.geom, c.geom_detail));
    if (inside === c.linked) continue;
    changed.push(Number(c.document_id));
    await sql`UPDATE documents SET ${sql.ref(column)} = ${
      inside
        ? sql`array_append(${sql.ref(column)}, ${id}::bigint)`
        : sql`array_remove(${sql.ref(column)}, ${id}::bigint)`
    }, cache_version = cache_version + 1 WHERE document_id = ${c.document_id}`.execute(db);
  }
  return changed;
}
