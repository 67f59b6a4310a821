/**
 * Geometry helpers of the write side (api.md §4.1, §8.2, §8.6) on top of the domain's GeoJSON
 * helpers: the number of positions, change detection with a tolerance, the representative point.
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

/** `GEOMETRY_MAX_POINTS` by default. */
export const DEFAULT_MAX_POINTS = 50_000;

/**
 * The server's own limit on a geometry (issue 14): at most `maxPoints` positions in the detail
 * geometry (`GEOMETRY_MAX_POINTS`). The shape of each geometry (type per document type,
 * nesting, finite coordinates inside the EPSG:3857 world) is the domain's `validateGeometry`.
 * `prefix` is `document.` inside PUT bodies (api.md §1.4), as for the domain's errors.
 */
export function geometryLimitErrors(
  geometry: { geom_detail?: string | null } | null | undefined,
  maxPoints = DEFAULT_MAX_POINTS,
  prefix = '',
): ErrorEntry[] {
  const detail = parseGeometry(geometry?.geom_detail);
  if (!detail) return [];
  const count = positionsOf(detail).length;
  return count > maxPoints
    ? [
        {
          location: 'body',
          name: `${prefix}geometry.geom_detail`,
          description: `Too many points: ${count} positions, at most ${maxPoints} per document`,
        },
      ]
    : [];
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
