import { describe, expect, it } from 'vitest';
import {
  bboxRing,
  closeRing,
  distanceMetres,
  lineGeoJson,
  offsetLonLat,
  pointGeoJson,
  pointInRing,
  polygonGeoJson,
  positionsOf,
  rectangleAround,
  ringBbox,
} from './geo.ts';

describe('geo', () => {
  it('writes point and line GeoJSON text', () => {
    const point = JSON.parse(pointGeoJson(6.8652, 45.8326)) as { type: string; coordinates: number[] };
    expect(point.type).toBe('Point');
    expect(point.coordinates).toHaveLength(2);
    const line = JSON.parse(
      lineGeoJson([
        [1.234, 2.345, 1000.04, 1700000000.4],
        [3, 4, 1001, 1700000010],
      ]),
    ) as { type: string; coordinates: number[][] };
    expect(line).toEqual({
      type: 'LineString',
      coordinates: [
        [1.23, 2.35, 1000, 1700000000],
        [3, 4, 1001, 1700000010],
      ],
    });
    expect(() => lineGeoJson([[0, 0]])).toThrow();
  });

  it('builds closed polygons and tests points against rings', () => {
    const ring = bboxRing(6, 45, 7, 46);
    expect(closeRing(ring)).toHaveLength(5);
    expect(closeRing(closeRing(ring))).toHaveLength(5);
    const polygon = JSON.parse(polygonGeoJson(ring)) as { type: string; coordinates: number[][][] };
    expect(polygon.type).toBe('Polygon');
    expect(polygon.coordinates[0]).toHaveLength(5);
    expect(polygon.coordinates[0]?.[0]).toEqual(polygon.coordinates[0]?.[4]);
    expect(pointInRing([6.5, 45.5], ring)).toBe(true);
    expect(pointInRing([7.5, 45.5], ring)).toBe(false);
    expect(ringBbox(ring)).toEqual([6, 45, 7, 46]);
  });

  it('measures and offsets on the ground', () => {
    const start = [6.8652, 45.8326] as const;
    const moved = offsetLonLat(start, 3000, 4000);
    expect(distanceMetres(start, moved)).toBeCloseTo(5000, -1);
    const rect = rectangleAround(start, 20000, 10000);
    const [w, s, e, n] = ringBbox(rect);
    expect(distanceMetres([w, s], [e, s])).toBeCloseTo(20000, -2);
    expect(distanceMetres([w, s], [w, n])).toBeCloseTo(10000, -1);
  });

  it('reads positions back from GeoJSON text', () => {
    const [p] = positionsOf(pointGeoJson(-0.1474, 42.7743));
    expect(p?.[0]).toBeCloseTo(-0.1474, 6);
    expect(p?.[1]).toBeCloseTo(42.7743, 6);
  });
});
