import { describe, expect, it } from 'vitest';
import {
  bboxOf,
  meetsPolygon,
  midpointOf,
  parseGeometry,
  polygonContains,
  toLonLat,
  toMercator,
  type Geometry,
} from './geojson.ts';

const square = parseGeometry(
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
      [
        [4, 4],
        [6, 4],
        [6, 6],
        [4, 6],
        [4, 4],
      ],
    ],
  }),
)!;

describe('geometry helpers', () => {
  it('parses only stored geometry types', () => {
    expect(parseGeometry('{"type":"Point","coordinates":[1,2]}')).toEqual({
      type: 'Point',
      coordinates: [1, 2],
    });
    expect(parseGeometry('{"type":"Feature"}')).toBeUndefined();
    expect(parseGeometry('not json')).toBeUndefined();
  });
  it('finds points inside polygons, outside holes', () => {
    expect(polygonContains(square, [1, 1])).toBe(true);
    expect(polygonContains(square, [5, 5])).toBe(false);
    expect(polygonContains(square, [11, 5])).toBe(false);
  });
  it('computes bounding boxes and midpoints', () => {
    expect(bboxOf(square)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
    expect(
      midpointOf({
        type: 'LineString',
        coordinates: [
          [0, 0, 5],
          [1, 1, 6],
          [2, 2, 7],
        ],
      }),
    ).toEqual([1, 1]);
  });
  it('projects to EPSG:3857 and back', () => {
    const [x, y] = toMercator(6.8652, 45.8326); // Mont Blanc
    expect(x).toBeCloseTo(764229, -1);
    expect(y).toBeCloseTo(5753564, -1);
    const [lon, lat] = toLonLat(x, y);
    expect(lon).toBeCloseTo(6.8652, 6);
    expect(lat).toBeCloseTo(45.8326, 6);
  });
  it('projects like the reference values of EPSG:3857', () => {
    expect(toMercator(6.8652, 45.8326)[0]).toBeCloseTo(764230.6, 0);
    expect(toMercator(10, 45)[1]).toBeCloseTo(5621521.49, 1);
    const [x0, y0] = toMercator(0, 0);
    expect(x0).toBe(0);
    expect(y0).toBeCloseTo(0, 6);
    expect(toMercator(180, 0)[0]).toBeCloseTo(20037508.34, 1);
  });
  it('clamps latitudes to the square world of the projection', () => {
    expect(toMercator(0, 90)[1]).toBeCloseTo(20037508.34, 1);
    expect(toMercator(0, -90)[1]).toBeCloseTo(-20037508.34, 1);
    expect(toMercator(0, 89)).toEqual(toMercator(0, 86));
  });
  it('round-trips lon/lat', () => {
    for (const [lon, lat] of [
      [6.8652, 45.8326],
      [-0.1474, 42.7743],
      [12.3044, 46.6189],
    ] as const) {
      const [lon2, lat2] = toLonLat(...toMercator(lon, lat));
      expect(lon2).toBeCloseTo(lon, 9);
      expect(lat2).toBeCloseTo(lat, 9);
    }
  });
});

describe('meetsPolygon (api.md §4.4: areas meeting a document geometry)', () => {
  const area = square!;
  const line = (...coordinates: number[][]): Geometry => ({ type: 'LineString', coordinates });
  it('a line with a position inside', () => {
    expect(meetsPolygon(line([-5, -5], [2, 2]), area)).toBe(true);
  });
  it('a line crossing the polygon with no position inside', () => {
    expect(meetsPolygon(line([-5, 1], [15, 1]), area)).toBe(true);
    expect(
      meetsPolygon(
        {
          type: 'MultiLineString',
          coordinates: [
            [
              [20, 20],
              [30, 30],
            ],
            [
              [5, -5],
              [5, 15],
            ],
          ],
        },
        area,
      ),
    ).toBe(true);
  });
  it('a line passing beside it, or only through its hole', () => {
    expect(meetsPolygon(line([-5, 11], [15, 11]), area)).toBe(false);
    expect(meetsPolygon(line([4.5, 5], [5.5, 5]), area)).toBe(false);
  });
  it('a polygon around it', () => {
    const around: Geometry = {
      type: 'Polygon',
      coordinates: [
        [
          [-20, -20],
          [20, -20],
          [20, 20],
          [-20, 20],
          [-20, -20],
        ],
      ],
    };
    expect(meetsPolygon(around, area)).toBe(true);
  });
  it('a point inside or out', () => {
    expect(meetsPolygon({ type: 'Point', coordinates: [1, 1] }, area)).toBe(true);
    expect(meetsPolygon({ type: 'Point', coordinates: [5, 5] }, area)).toBe(false);
  });
});
