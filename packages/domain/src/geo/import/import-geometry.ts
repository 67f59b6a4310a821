/**
 * Import of a GPS file (GPX, KML, TCX, FIT or GeoJSON, detected by content) into the stored
 * geometries: `geom` (a point) and `geom_detail` (a LineString or, for several tracks, a
 * MultiLineString), in EPSG:3857 with [x, y, z] or [x, y, z, t] positions (t when the file has times) (spec 3 §5 "Files and geometry").
 * A file with no track but polygons (an area or map outline, as our KML and GeoJSON downloads
 * write them) gives a Polygon or MultiPolygon.
 */
import type { Position } from '../geojson.ts';
import { isFit, parseFit } from './parse-fit.ts';
import { fromGeoJson } from './parse-geojson.ts';
import { browserParseXml, parseXmlTracks, type ParseXml } from './parse-xml.ts';
import {
  fillZeroElevations,
  GpsImportError,
  project,
  projectRing,
  usablePolygons,
  usableTracks,
  type ParsedFile,
} from './tracks.ts';

export interface GpsFile {
  name: string;
  data: Uint8Array | string;
}

export interface ImportOptions {
  /** XML parser for GPX, KML and TCX (default: the browser's DOMParser). */
  parseXml?: ParseXml;
}

export interface ImportedGeometry {
  geom: { type: 'Point'; coordinates: Position };
  geomDetail?:
    | { type: 'LineString'; coordinates: Position[] }
    | { type: 'MultiLineString'; coordinates: Position[][] }
    | { type: 'Polygon'; coordinates: Position[][] }
    | { type: 'MultiPolygon'; coordinates: Position[][][] };
  /** Number of points in the detail geometry. */
  points: number;
}

/** TextDecoder exists in browsers and Node; declared here as the domain builds without the DOM library. */
declare const TextDecoder: new () => { decode(data: Uint8Array): string };

function parseText(text: string, parseXml: ParseXml): ParsedFile {
  const start = text.trimStart();
  if (start.startsWith('<')) return parseXmlTracks(start, parseXml);
  if (start.startsWith('{')) {
    try {
      return fromGeoJson(JSON.parse(start));
    } catch {
      // Not JSON after all.
    }
  }
  return { tracks: [], waypoints: [] };
}

function parseFile(file: GpsFile, parseXml: ParseXml): ParsedFile {
  if (typeof file.data === 'string') return parseText(file.data, parseXml);
  if (isFit(file.data)) {
    try {
      return parseFit(file.data);
    } catch {
      return { tracks: [], waypoints: [] };
    }
  }
  return parseText(new TextDecoder().decode(file.data), parseXml);
}

/**
 * The point and detail geometry of a GPS file. The point is the first point of the first track
 * (or the first waypoint when there is no track). Throws GpsImportError when nothing is left.
 */
export function importGeometry(file: GpsFile, options: ImportOptions = {}): ImportedGeometry {
  const parsed = parseFile(file, options.parseXml ?? browserParseXml);
  const lines = usableTracks(parsed.tracks).map((t) => fillZeroElevations(t.map(project)));
  // Tracks first: polygons count only in a file without any.
  const polygons = lines.length
    ? []
    : usablePolygons(parsed.polygons ?? []).map((p) => p.map((r) => r.map(projectRing)));
  const waypoint = parsed.waypoints.find((p) => Number.isFinite(p.lon) && Number.isFinite(p.lat));
  const first = lines[0]?.[0] ?? polygons[0]?.[0]?.[0] ?? (waypoint && project(waypoint));
  if (!first) throw new GpsImportError();
  const geom = { type: 'Point' as const, coordinates: first.slice(0, 3) };
  if (polygons.length) {
    const points = polygons.flat(2).length;
    return polygons.length === 1
      ? { geom, geomDetail: { type: 'Polygon', coordinates: polygons[0]! }, points }
      : { geom, geomDetail: { type: 'MultiPolygon', coordinates: polygons }, points };
  }
  const points = lines.reduce((n, l) => n + l.length, 0);
  if (lines.length === 0) return { geom, points };
  const geomDetail =
    lines.length === 1
      ? { type: 'LineString' as const, coordinates: lines[0]! }
      : { type: 'MultiLineString' as const, coordinates: lines };
  return { geom, geomDetail, points };
}
