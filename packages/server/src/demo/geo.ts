/**
 * Geometry helpers for the generators: GeoJSON text builders in the wire format of api.md §4.1
 * (a JSON string holding a GeoJSON geometry in EPSG:3857 metres), projected with the domain's
 * `toMercator`/`toLonLat`.
 */
import { toLonLat, toMercator } from '@cairn/domain';

/** Earth radius of the spherical Mercator projection, in metres. */
export const EARTH_RADIUS = 6378137;

export type LonLat = readonly [lon: number, lat: number];
/** Projected position: [x, y] or with elevation and epoch seconds [x, y, z, t]. */
export type Position = readonly number[];

/** Mercator scale factor at a latitude: projected metres per ground metre. */
export function mercatorScale(lat: number): number {
  return 1 / Math.cos((lat * Math.PI) / 180);
}

/** Ground distance in metres between two lon/lat points (haversine). */
export function distanceMetres(a: LonLat, b: LonLat): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Moves a lon/lat point by ground metres east and north. */
export function offsetLonLat(p: LonLat, east: number, north: number): [number, number] {
  const lat = p[1] + (north / EARTH_RADIUS) * (180 / Math.PI);
  const lon = p[0] + (east / (EARTH_RADIUS * Math.cos((p[1] * Math.PI) / 180))) * (180 / Math.PI);
  return [lon, lat];
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Rounds x/y to centimetres, z to decimetres, t to whole seconds. */
function roundPosition(p: Position): number[] {
  return p.map((v, i) => (i < 2 ? round(v, 2) : i === 2 ? round(v, 1) : Math.round(v)));
}

/** GeoJSON Point text in EPSG:3857 from a lon/lat pair. */
export function pointGeoJson(lon: number, lat: number): string {
  const [x, y] = toMercator(lon, lat);
  return JSON.stringify({ type: 'Point', coordinates: roundPosition([x, y]) });
}

/** GeoJSON LineString text from projected positions (2D, 3D or 4D). */
export function lineGeoJson(positions: readonly Position[]): string {
  if (positions.length < 2) throw new Error('a line needs at least two positions');
  return JSON.stringify({ type: 'LineString', coordinates: positions.map(roundPosition) });
}

/** GeoJSON LineString text from lon/lat pairs (with optional extra z, t). */
export function lineGeoJsonFromLonLat(points: readonly Position[]): string {
  return lineGeoJson(points.map(([lon, lat, ...rest]) => [...toMercator(lon ?? 0, lat ?? 0), ...rest]));
}

/** Closes a ring (first position repeated at the end) if it is open. */
export function closeRing<T extends Position>(ring: readonly T[]): T[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last) return [];
  const closed = first[0] === last[0] && first[1] === last[1];
  return closed ? ring.slice() : [...ring, first];
}

/** GeoJSON Polygon text (single outer ring) in EPSG:3857 from a lon/lat ring. */
export function polygonGeoJson(ring: readonly LonLat[]): string {
  if (ring.length < 3) throw new Error('a polygon needs at least three positions');
  const projected = closeRing(ring).map(([lon, lat]) => roundPosition(toMercator(lon, lat)));
  return JSON.stringify({ type: 'Polygon', coordinates: [projected] });
}

/** Lon/lat rectangle as a ring, counter-clockwise from the south-west corner. */
export function bboxRing(west: number, south: number, east: number, north: number): LonLat[] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ];
}

/** Ring of a rectangle of the given ground size (metres) centred on a point. */
export function rectangleAround(center: LonLat, widthMetres: number, heightMetres: number): LonLat[] {
  const sw = offsetLonLat(center, -widthMetres / 2, -heightMetres / 2);
  const ne = offsetLonLat(center, widthMetres / 2, heightMetres / 2);
  return bboxRing(sw[0], sw[1], ne[0], ne[1]);
}

/** Even-odd ray casting; the ring may be open or closed. */
export function pointInRing(point: LonLat, ring: readonly LonLat[]): boolean {
  let inside = false;
  const [px, py] = point;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as LonLat;
    const [xj, yj] = ring[j] as LonLat;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** [west, south, east, north] of a ring. */
export function ringBbox(ring: readonly LonLat[]): [number, number, number, number] {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [lon, lat] of ring) {
    w = Math.min(w, lon);
    e = Math.max(e, lon);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  return [w, s, e, n];
}

/** Every projected position of a GeoJSON geometry text, converted back to lon/lat (+ extra dims). */
export function positionsOf(geoJsonText: string): number[][] {
  const geometry = JSON.parse(geoJsonText) as { type: string; coordinates: unknown };
  const out: number[][] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === 'number') {
      const [x, y, ...rest] = value as number[];
      out.push([...toLonLat(x ?? 0, y ?? 0), ...rest]);
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v);
    }
  };
  walk(geometry.coordinates);
  return out;
}
