/**
 * Simplification of a detail geometry before it is stored (spec 3 §4 "Geometry editing": the
 * user confirms it; "Maximum 3000 points per simplified line"): Douglas–Peucker (simplify-js,
 * high quality) on the EPSG:3857 positions. Kept points are the original position arrays, so
 * their elevation and time stay.
 */
import simplify from 'simplify-js';
import { toLonLat, type Position } from './geojson.ts';

/** Geometries simplification applies to: lines and polygons (rings stay closed). */
export type SimplifiableGeometry =
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

/** Spec 3: at most this many points in each simplified line (or ring). */
export const MAX_SIMPLIFIED_POINTS = 3000;

/**
 * Tolerance on the ground, in metres: points closer than this to the simplified line go. About
 * the accuracy of a consumer GPS, so a track loses its noise and keeps its shape.
 */
export const SIMPLIFY_TOLERANCE_METRES = 5;

/** Each further try multiplies the tolerance by this, until the line fits in the maximum. */
const TOLERANCE_STEP = 1.5;

export interface SimplifiedGeometry<G extends SimplifiableGeometry = SimplifiableGeometry> {
  geometry: G;
  /** Points of the geometry before and after (every line or ring counted). */
  before: number;
  after: number;
}

type Indexed = { x: number; y: number; position: Position };

/**
 * simplify-js recurses once per kept split: on a long line whose farthest point keeps falling
 * near an end (a steady zigzag), the depth nears the point count and overflows the stack. The
 * line is simplified in pieces of this many points (each piece keeps its ends: one forced
 * point every 2000, nothing next to the 3000 allowed); beyond 2 million points, in 1000 pieces,
 * so the pieces' ends alone never exceed the maximum.
 */
const PIECE = 2000;
const MAX_PIECES = 1000;

/** Douglas–Peucker of a line at one tolerance, piece by piece. */
function simplifyAt(points: Indexed[], tolerance: number): Indexed[] {
  const size = Math.max(PIECE, Math.ceil(points.length / MAX_PIECES));
  if (points.length <= size) return simplify(points, tolerance, true) as Indexed[];
  const kept: Indexed[] = [];
  for (let start = 0; start < points.length - 1; start += size) {
    const piece = simplify(points.slice(start, start + size + 1), tolerance, true) as Indexed[];
    // Each piece starts with the last point of the one before.
    kept.push(...(start === 0 ? piece : piece.slice(1)));
  }
  return kept;
}

/**
 * Map units per ground metre at a line's latitude: EPSG:3857 stretches distances by
 * 1 / cos(latitude) (a ground metre at 45° is about 1.41 map units).
 */
function scaleOf(line: Position[]): number {
  let sum = 0;
  for (const [, y = 0] of line) sum += y;
  const [, lat] = toLonLat(0, sum / Math.max(line.length, 1));
  return 1 / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
}

const isClosed = (ring: Position[]): boolean => {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return !!first && !!last && first[0] === last[0] && first[1] === last[1];
};

/** One line: the sensible tolerance, raised until the line has at most the maximum of points. */
function simplifyPositions(line: Position[], minimum: number): Position[] {
  if (line.length <= minimum) return line;
  const points: Indexed[] = line.map((position) => ({ x: position[0] ?? 0, y: position[1] ?? 0, position }));
  let tolerance = SIMPLIFY_TOLERANCE_METRES * scaleOf(line);
  let kept = simplifyAt(points, tolerance);
  while (kept.length > MAX_SIMPLIFIED_POINTS) {
    tolerance *= TOLERANCE_STEP;
    kept = simplifyAt(points, tolerance);
  }
  // A line keeps its two ends; a ring too few points to stay a surface stays as it was.
  return kept.length < minimum ? line : kept.map((point) => point.position);
}

/** A ring: closed first (polygon types close their rings, spec 3 §4), then simplified. */
function simplifyRing(ring: Position[]): Position[] {
  const closed = ring.length > 0 && !isClosed(ring) ? [...ring, ring[0]!] : ring;
  return simplifyPositions(closed, 4);
}

const countOf = (lines: Position[][]): number => lines.reduce((n, line) => n + line.length, 0);

/**
 * The simplified geometry and its point counts before and after. Each line (or ring) is
 * simplified on its own with a tolerance of about 5 m on the ground, raised as needed so that
 * none keeps more than 3000 points.
 */
export function simplifyLine<G extends SimplifiableGeometry>(geometry: G): SimplifiedGeometry<G> {
  switch (geometry.type) {
    case 'LineString': {
      const line = simplifyPositions(geometry.coordinates, 2);
      return {
        geometry: { ...geometry, coordinates: line },
        before: geometry.coordinates.length,
        after: line.length,
      };
    }
    case 'MultiLineString': {
      const lines = geometry.coordinates.map((line) => simplifyPositions(line, 2));
      return {
        geometry: { ...geometry, coordinates: lines },
        before: countOf(geometry.coordinates),
        after: countOf(lines),
      };
    }
    case 'Polygon': {
      const rings = geometry.coordinates.map(simplifyRing);
      return {
        geometry: { ...geometry, coordinates: rings },
        before: countOf(geometry.coordinates),
        after: countOf(rings),
      };
    }
    case 'MultiPolygon': {
      const polygons = geometry.coordinates.map((rings) => rings.map(simplifyRing));
      return {
        geometry: { ...geometry, coordinates: polygons },
        before: geometry.coordinates.reduce((n, rings) => n + countOf(rings), 0),
        after: polygons.reduce((n, rings) => n + countOf(rings), 0),
      };
    }
  }
}
