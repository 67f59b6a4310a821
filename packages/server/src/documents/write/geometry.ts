/**
 * Geometry helpers of the write side (api.md §4.1, §8.2, §8.6) on top of the domain's GeoJSON
 * helpers: coordinate sanity, change detection with a tolerance, the representative point.
 */
import {
  midpointOf,
  parseGeometry,
  pointText,
  positionsOf,
  type Geometry,
  type Position,
} from '@cairn/domain';
import type { ErrorEntry } from '../../errors.ts';

/** Coordinates closer than this (metres, EPSG:3857) are the same (api.md §8.2 "small tolerance"). */
const TOLERANCE = 0.01;

/**
 * Half the width of the EPSG:3857 world (metres): x and y of a position lie within ±this. The
 * third and fourth numbers of a track's positions (elevation, time) only need to be finite.
 */
const MERCATOR_EXTENT = 20037508.3427892;

const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) &&
  p.length >= 2 &&
  p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(p[0] as number) <= MERCATOR_EXTENT &&
  Math.abs(p[1] as number) <= MERCATOR_EXTENT;

/**
 * Errors for geometries whose coordinates are not numbers, or lie outside the EPSG:3857 world
 * (`[1e300, -1e300]`): the domain checks only the type.
 */
export function coordinateErrors(
  geometry: { geom: string | null; geom_detail: string | null } | undefined,
): ErrorEntry[] {
  if (!geometry) return [];
  const errors: ErrorEntry[] = [];
  for (const key of ['geom', 'geom_detail'] as const) {
    const text = geometry[key];
    if (!text) continue;
    const g = parseGeometry(text);
    let ok = false;
    try {
      ok = !!g && positionsOf(g).length > 0 && positionsOf(g).every(isPosition);
    } catch {
      ok = false;
    }
    if (!ok) errors.push({ location: 'body', name: `geometry.${key}`, description: 'Invalid geometry' });
  }
  return errors;
}

/** Whether two GeoJSON texts describe the same geometry within the tolerance. */
export function sameGeometry(a: string | null | undefined, b: string | null | undefined): boolean {
  const ga = parseGeometry(a);
  const gb = parseGeometry(b);
  if (!ga || !gb) return !ga && !gb;
  if (ga.type !== gb.type) return false;
  const pa = positionsOf(ga);
  const pb = positionsOf(gb);
  if (pa.length !== pb.length || JSON.stringify(shape(ga)) !== JSON.stringify(shape(gb))) return false;
  return pa.every(
    (p, i) => p.every((v, k) => Math.abs(v - (pb[i]![k] ?? NaN)) <= TOLERANCE) && p.length === pb[i]!.length,
  );
}

/** Nesting lengths of a geometry (rings and parts), to compare structures. */
function shape(g: Geometry): unknown {
  const walk = (c: unknown): unknown => (Array.isArray(c) && Array.isArray(c[0]) ? c.map(walk) : 0);
  return walk(g.coordinates);
}

/** The point of a point geometry text. */
export function pointOf(text: string | null | undefined): Position | undefined {
  const g = parseGeometry(text);
  return g?.type === 'Point' ? g.coordinates.slice(0, 2) : undefined;
}

/** GeoJSON text of the midpoint of a track (api.md §8.6). */
export function midpointText(detail: string | null | undefined): string | null {
  const g = parseGeometry(detail);
  const mid = g ? midpointOf(g) : undefined;
  return mid ? pointText(mid[0]!, mid[1]!) : null;
}

/**
 * Centroid of points as GeoJSON text. api.md §8.6 asks for the centroid of the convex hull of
 * the associated waypoints; the mean of the points is used, which is the same for one or two points.
 */
export function centroidText(points: Position[]): string | null {
  if (!points.length) return null;
  const x = points.reduce((s, p) => s + p[0]!, 0) / points.length;
  const y = points.reduce((s, p) => s + p[1]!, 0) / points.length;
  return pointText(x, y);
}

/** A point inside or near a polygon (its bounding-box centre), to link maps to their areas. */
export function representativePoint(text: string | null | undefined): Position | undefined {
  const g = parseGeometry(text);
  if (!g) return undefined;
  if (g.type === 'Point') return g.coordinates.slice(0, 2);
  const all = positionsOf(g);
  const xs = all.map((p) => p[0]!);
  const ys = all.map((p) => p[1]!);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}
