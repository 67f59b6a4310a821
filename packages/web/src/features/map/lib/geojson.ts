import type { Geometry, Position } from '@cairn/domain';
import { exportPosition, type ExportFeature } from './export-feature.ts';

/** RFC 7946 position: WGS84 longitude and latitude (6 decimals), then the elevation if known. */
function position(p: Position): number[] {
  const { lon, lat, ele } = exportPosition(p);
  return ele === undefined ? [Number(lon), Number(lat)] : [Number(lon), Number(lat), ele];
}

/** ISO times of a line, or undefined unless every position has one. */
function timesOf(line: Position[]): string[] | undefined {
  const times = line.map((p) => exportPosition(p).time);
  return times.every((t): t is string => t !== undefined) ? times : undefined;
}

/** The geometry in WGS84 and, for a line whose every position has a time, those times. */
function converted(geometry: Geometry): { geometry: unknown; times?: string[] | string[][] } {
  switch (geometry.type) {
    case 'Point':
      return { geometry: { type: 'Point', coordinates: position(geometry.coordinates) } };
    case 'LineString': {
      const times = timesOf(geometry.coordinates);
      return {
        geometry: { type: 'LineString', coordinates: geometry.coordinates.map(position) },
        ...(times ? { times } : {}),
      };
    }
    case 'MultiLineString': {
      const times = geometry.coordinates.map(timesOf);
      return {
        geometry: { type: 'MultiLineString', coordinates: geometry.coordinates.map((l) => l.map(position)) },
        ...(times.every((t): t is string[] => t !== undefined) ? { times } : {}),
      };
    }
    case 'Polygon':
      return { geometry: { type: 'Polygon', coordinates: geometry.coordinates.map((r) => r.map(position)) } };
    case 'MultiPolygon':
      return {
        geometry: {
          type: 'MultiPolygon',
          coordinates: geometry.coordinates.map((p) => p.map((r) => r.map(position))),
        },
      };
  }
}

/**
 * GeoJSON (RFC 7946) of the features, beside GPX and KML (spec 3 §1 "Download of traces"): a
 * FeatureCollection in WGS84 with each feature's name; the times of a track go in
 * `properties.coordinateProperties.times` as ISO texts (one list per line part), the
 * convention of togeojson, which the GPS import reads back.
 */
export function toGeoJson(features: ExportFeature[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: features.map(({ name, geometry }) => {
      const { geometry: wgs84, times } = converted(geometry);
      return {
        type: 'Feature',
        properties: { name, ...(times ? { coordinateProperties: { times } } : {}) },
        geometry: wgs84,
      };
    }),
  });
}
