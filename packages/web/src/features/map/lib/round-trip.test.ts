import { describe, expect, it } from 'vitest';
import { importGeometry, toMercator, type Geometry, type Position } from '@cairn/domain';
import type { ExportFeature } from './export-feature.ts';
import { toGeoJson } from './geojson.ts';
import { toGpx } from './gpx.ts';
import { toKml } from './kml.ts';

/**
 * Issue 14: what the map box downloads, the GPS import reads back (with the browser's
 * DOMParser, here jsdom's): the same positions within 1 m, elevations within 1 m, times
 * within 1 s, compared in EPSG:3857.
 */
const T0 = Date.UTC(2024, 6, 1, 6, 30, 0) / 1000;

/** A climb of `n` points from (lon, lat), one every 7 s, with elevation and time. */
const climb = (n: number, lon: number, lat: number, start = T0): Position[] =>
  Array.from({ length: n }, (_, i) => [
    ...toMercator(lon + i * 0.00037, lat + i * 0.00021 + Math.sin(i / 5) * 0.0001),
    1200 + i * 3.7,
    start + i * 7,
  ]);

const line: Geometry = { type: 'LineString', coordinates: climb(60, 6.87, 45.9) };
const multi: Geometry = {
  type: 'MultiLineString',
  coordinates: [climb(40, 6.87, 45.9), climb(25, 6.9, 45.93, T0 + 3600)],
};
const area: Geometry = {
  type: 'Polygon',
  coordinates: [
    [
      [6.8, 45.8],
      [7.1, 45.8],
      [7.1, 46.05],
      [6.95, 46.1],
      [6.8, 45.8],
    ].map(([lon, lat]) => [...toMercator(lon!, lat!)]),
    [
      [6.9, 45.9],
      [6.95, 45.9],
      [6.95, 45.95],
      [6.9, 45.9],
    ].map(([lon, lat]) => [...toMercator(lon!, lat!)]),
  ],
};

const writers = { gpx: toGpx, kml: toKml, geojson: toGeoJson };

const roundTrip = (format: keyof typeof writers, geometry: Geometry) => {
  const features: ExportFeature[] = [{ name: 'Pointe Percée', geometry }];
  return importGeometry({ name: `trace.${format}`, data: writers[format](features) });
};

/** Each position within 1 m in x, y and elevation, and 1 s in time; the same nesting. */
function expectSamePositions(got: Position[], want: Position[], dimensions: number) {
  expect(got).toHaveLength(want.length);
  got.forEach((p, i) => {
    const w = want[i]!;
    expect(p).toHaveLength(dimensions);
    expect(Math.abs(p[0]! - w[0]!)).toBeLessThan(1);
    expect(Math.abs(p[1]! - w[1]!)).toBeLessThan(1);
    if (dimensions > 2) expect(Math.abs(p[2]! - w[2]!)).toBeLessThan(1);
    if (dimensions > 3) expect(Math.abs(p[3]! - w[3]!)).toBeLessThanOrEqual(1);
  });
}

describe('download → GPS import round trips (issue 14)', () => {
  describe.each(['gpx', 'kml', 'geojson'] as const)('%s', (format) => {
    it('a LineString with elevation and time', () => {
      const got = roundTrip(format, line);
      expect(got.geomDetail?.type).toBe('LineString');
      expectSamePositions(got.geomDetail!.coordinates as Position[], line.coordinates as Position[], 4);
      expect(got.points).toBe(60);
    });

    it('a MultiLineString with elevation and time, part by part', () => {
      const got = roundTrip(format, multi);
      expect(got.geomDetail?.type).toBe('MultiLineString');
      const parts = got.geomDetail!.coordinates as Position[][];
      const want = multi.coordinates as Position[][];
      expect(parts).toHaveLength(2);
      parts.forEach((part, i) => expectSamePositions(part, want[i]!, 4));
    });
  });

  describe.each(['kml', 'geojson'] as const)('%s', (format) => {
    it('a polygon with a hole (an area outline)', () => {
      const got = roundTrip(format, area);
      expect(got.geomDetail?.type).toBe('Polygon');
      const rings = got.geomDetail!.coordinates as Position[][];
      const want = area.coordinates as Position[][];
      expect(rings).toHaveLength(2);
      rings.forEach((ring, i) => expectSamePositions(ring, want[i]!, 2));
    });
  });
});
