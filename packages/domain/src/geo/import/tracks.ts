/**
 * Tracks read from a GPS file before projection: WGS84 points with optional elevation (metres)
 * and time (seconds since the epoch), and the repair rules of spec 3 §5 "Files and geometry".
 */
import { toMercator, type Position } from '../geojson.ts';

export interface TrackPoint {
  lon: number;
  lat: number;
  ele?: number;
  time?: number;
}

/** What one file yields: tracks (lines), standalone waypoints and polygons (lists of rings). */
export interface ParsedFile {
  tracks: TrackPoint[][];
  waypoints: TrackPoint[];
  polygons?: TrackPoint[][][];
}

/** The message of spec 3 §5 when nothing usable is left. */
export const NO_GPS_DATA = 'No data could be extracted from GPS file';

/** Thrown when a file yields no track and no waypoint. */
export class GpsImportError extends Error {
  constructor(message: string = NO_GPS_DATA) {
    super(message);
    this.name = 'GpsImportError';
  }
}

const validPoint = (p: TrackPoint): boolean =>
  Number.isFinite(p.lon) && Number.isFinite(p.lat) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180;

/** Tracks keep only when every point has lat/lon and they have at least two points. */
export const usableTracks = (tracks: TrackPoint[][]): TrackPoint[][] =>
  tracks.filter((t) => t.length >= 2 && t.every(validPoint));

/**
 * Polygons keep the rings that have at least four points, all with lat/lon (closed when the
 * file left them open), and only when their outer ring is kept.
 */
export function usablePolygons(polygons: TrackPoint[][][]): TrackPoint[][][] {
  const closed = (ring: TrackPoint[]): TrackPoint[] => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    return first && last && (first.lon !== last.lon || first.lat !== last.lat) ? [...ring, first] : ring;
  };
  const usable = (ring: TrackPoint[]) => ring.length >= 4 && ring.every(validPoint);
  return polygons
    .map((rings) => rings.map(closed))
    .filter((rings) => rings[0] !== undefined && usable(rings[0]))
    .map((rings) => rings.filter(usable));
}

/** A projected polygon position: [x, y] in EPSG:3857, with z when the file has an elevation. */
export const projectRing = (p: TrackPoint): Position => {
  const [x, y] = toMercator(p.lon, p.lat);
  return p.ele === undefined ? [x, y] : [x, y, p.ele];
};

/** A projected point: [x, y, z, t?] in EPSG:3857, z in metres (0 when unknown), t in seconds when known. */
export const project = (p: TrackPoint): Position => {
  const [x, y] = toMercator(p.lon, p.lat);
  return p.time === undefined ? [x, y, p.ele ?? 0] : [x, y, p.ele ?? 0, p.time];
};

/** Distance in map units between two projected positions. */
const dist = (a: Position, b: Position): number => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

/** Max distance (map units) to the nearest non-zero elevation used to fill a zero one. */
export const ELEVATION_FILL_DISTANCE = 100;

/**
 * Replaces zero elevations of a projected line with the nearest non-zero elevation (before or
 * after, by distance along the line); a zero stays when both nearest non-zero points are more
 * than 100 map units away.
 */
export function fillZeroElevations(line: Position[]): Position[] {
  // Distance along the line from the start, to compare both neighbours.
  const along: number[] = [0];
  for (let i = 1; i < line.length; i++) along.push(along[i - 1]! + dist(line[i - 1]!, line[i]!));
  const prev: number[] = [];
  let last = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i]![2]) last = i;
    prev.push(last);
  }
  const next: number[] = new Array<number>(line.length).fill(-1);
  last = -1;
  for (let i = line.length - 1; i >= 0; i--) {
    if (line[i]![2]) last = i;
    next[i] = last;
  }
  return line.map((p, i) => {
    if (p[2]) return p;
    const candidates = [prev[i]!, next[i]!]
      .filter((j) => j >= 0)
      .map((j) => ({ j, d: Math.abs(along[j]! - along[i]!) }))
      .filter(({ d }) => d <= ELEVATION_FILL_DISTANCE)
      .sort((a, b) => a.d - b.d);
    const best = candidates[0];
    return best ? [p[0]!, p[1]!, line[best.j]![2]!, ...p.slice(3)] : p;
  });
}
