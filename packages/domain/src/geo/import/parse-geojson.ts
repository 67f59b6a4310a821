/**
 * GeoJSON in WGS84 (Feature, FeatureCollection or a bare geometry), also the output of
 * togeojson for GPX, KML and TCX, whose per-point times sit in
 * `properties.coordinateProperties.times` (one list per part of a multi-line or gx:MultiTrack).
 * Lines become tracks, points waypoints, polygons polygons.
 */
import type { ParsedFile, TrackPoint } from './tracks.ts';

type Coords = unknown;
interface GeoObject {
  type?: string;
  coordinates?: Coords;
  geometry?: GeoObject | null;
  geometries?: GeoObject[];
  features?: GeoObject[];
  properties?: { coordinateProperties?: { times?: unknown } } | null;
}

const toSeconds = (t: unknown): number | undefined => {
  const ms = typeof t === 'number' ? t : typeof t === 'string' ? Date.parse(t) : NaN;
  return Number.isFinite(ms) ? Math.round(ms / 1000) : undefined;
};

function toPoint(c: unknown, time?: unknown): TrackPoint {
  const [lon, lat, ele] = Array.isArray(c) ? (c as unknown[]) : [];
  const t = toSeconds(time);
  return {
    lon: typeof lon === 'number' ? lon : NaN,
    lat: typeof lat === 'number' ? lat : NaN,
    ...(typeof ele === 'number' ? { ele } : {}),
    ...(t !== undefined ? { time: t } : {}),
  };
}

const line = (coords: unknown, times: unknown): TrackPoint[] =>
  Array.isArray(coords) ? coords.map((c, i) => toPoint(c, Array.isArray(times) ? times[i] : undefined)) : [];

const rings = (coords: unknown): TrackPoint[][] =>
  Array.isArray(coords) ? coords.map((ring) => line(ring, undefined)) : [];

/** Adds one geometry's lines and points to `out`. */
function addGeometry(g: GeoObject | null | undefined, times: unknown, out: ParsedFile): void {
  if (!g) return;
  const multiTimes = (i: number): unknown => (Array.isArray(times) ? times[i] : undefined);
  switch (g.type) {
    case 'Point':
      out.waypoints.push(toPoint(g.coordinates));
      break;
    case 'MultiPoint':
      if (Array.isArray(g.coordinates)) out.waypoints.push(...g.coordinates.map((c) => toPoint(c)));
      break;
    case 'LineString':
      out.tracks.push(line(g.coordinates, times));
      break;
    case 'MultiLineString':
      if (Array.isArray(g.coordinates))
        g.coordinates.forEach((l, i) => out.tracks.push(line(l, multiTimes(i))));
      break;
    case 'Polygon':
      (out.polygons ??= []).push(rings(g.coordinates));
      break;
    case 'MultiPolygon':
      if (Array.isArray(g.coordinates)) (out.polygons ??= []).push(...g.coordinates.map(rings));
      break;
    case 'GeometryCollection':
      g.geometries?.forEach((sub, i) => addGeometry(sub, multiTimes(i), out));
      break;
    case 'Feature':
      addGeometry(g.geometry, g.properties?.coordinateProperties?.times, out);
      break;
    case 'FeatureCollection':
      g.features?.forEach((f) => addGeometry(f, undefined, out));
      break;
  }
}

/** Tracks and waypoints of a parsed GeoJSON object. */
export function fromGeoJson(value: unknown): ParsedFile {
  const out: ParsedFile = { tracks: [], waypoints: [] };
  if (value && typeof value === 'object') addGeometry(value as GeoObject, undefined, out);
  return out;
}
