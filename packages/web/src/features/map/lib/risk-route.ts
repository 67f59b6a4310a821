import {
  parseGeometry,
  simplifyLine,
  SPACING_ASCENT_M,
  SPACING_DESCENT_M,
  toLonLat,
  type Position,
} from '@cairn/domain';
import { toGpx } from './gpx.ts';

/**
 * The line drawn on the risk tool's map (issue 17): its segments' slopes from the terrain's
 * elevations, the load-shedding spacing each asks for, its GPX. Positions are EPSG:3857.
 */

/** One segment between two vertices of the line. */
export interface RouteSegment {
  /** Ground length, metres. */
  length: number;
  /** Height difference from its start to its end, metres; null without both elevations. */
  climb: number | null;
  /** Mean slope, degrees (always positive); null without both elevations. */
  slope: number | null;
  /**
   * Spec 3 §9 "load shedding": the distance to keep between people on it, 10 m going up,
   * 50 m going down (the line is followed from its first vertex); null when flat or unknown.
   */
  spacing: number | null;
}

/** Ground metres per EPSG:3857 metre at a Mercator y (the projection's scale is 1/cos(lat)). */
function groundScale(y: number): number {
  return Math.cos((toLonLat(0, y)[1] * Math.PI) / 180);
}

/** The segments of a line, with the elevations of its vertices (null where unknown). */
export function routeSegments(line: Position[], elevations: readonly (number | null)[]): RouteSegment[] {
  return line.slice(1).map((end, index) => {
    const start = line[index]!;
    const [x0 = 0, y0 = 0] = start;
    const [x1 = 0, y1 = 0] = end;
    const length = Math.hypot(x1 - x0, y1 - y0) * groundScale((y0 + y1) / 2);
    const z0 = elevations[index];
    const z1 = elevations[index + 1];
    if (z0 == null || z1 == null || length === 0) return { length, climb: null, slope: null, spacing: null };
    const climb = z1 - z0;
    return {
      length,
      climb,
      slope: (Math.atan(Math.abs(climb) / length) * 180) / Math.PI,
      spacing: climb > 0 ? SPACING_ASCENT_M : climb < 0 ? SPACING_DESCENT_M : null,
    };
  });
}

/**
 * A line as the risk tool keeps it: simplified by the domain's `simplifyLine` (about 5 m, at
 * most 3000 points), on plain [x, y] positions.
 */
export function simplifiedRoute(line: Position[]): Position[] {
  if (line.length < 2) return line.map(([x = 0, y = 0]) => [x, y]);
  return simplifyLine({ type: 'LineString', coordinates: line }).geometry.coordinates.map(
    ([x = 0, y = 0]) => [x, y],
  );
}

/**
 * The line of a document's geometry (the route's detail line, else none): a LineString, or the
 * parts of a MultiLineString one after the other.
 */
export function routeLineOf(geomDetail: string | null | undefined): Position[] | null {
  const geometry = parseGeometry(geomDetail);
  if (geometry?.type === 'LineString') return simplifiedRoute(geometry.coordinates);
  if (geometry?.type === 'MultiLineString') return simplifiedRoute(geometry.coordinates.flat());
  return null;
}

/** The GPX of the drawn line (a track of one segment), with the elevations known. */
export function routeGpx(line: Position[], elevations: readonly (number | null)[], name: string): string {
  const coordinates = line.map(([x = 0, y = 0], index) => {
    const z = elevations[index];
    return z == null ? [x, y] : [x, y, z];
  });
  return toGpx([{ name, geometry: { type: 'LineString', coordinates } }]);
}
