import { describe, expect, it } from 'vitest';
import { toMercator, type Position } from './geojson.ts';
import { MAX_SIMPLIFIED_POINTS, simplifyLine } from './simplify.ts';

const T0 = 1_700_000_000;

/** A straight line east at 45° N with a tiny zigzag (cm), positions [x, y, z, t]. */
function noisyLine(count: number, stepMetres = 2): Position[] {
  const [x0, y0] = toMercator(6, 45);
  // Map units per ground metre at 45°.
  const scale = 1 / Math.cos(Math.PI / 4);
  return Array.from({ length: count }, (_, i) => [
    x0 + i * stepMetres * scale,
    y0 + (i % 2) * 0.01,
    1000 + i,
    T0 + i,
  ]);
}

/** A zigzag whose every point lies `amplitude` ground metres off the middle line. */
function zigzag(count: number, amplitude: number): Position[] {
  const [x0, y0] = toMercator(6, 45);
  const scale = 1 / Math.cos(Math.PI / 4);
  return Array.from({ length: count }, (_, i) => [
    x0 + i * 20 * scale,
    y0 + (i % 2 ? 1 : -1) * amplitude * scale,
    0,
  ]);
}

describe('simplifyLine (spec 3 §4, at most 3000 points per line)', () => {
  it('drops the points of a straight line and keeps the ends with their elevation and time', () => {
    const line = noisyLine(500);
    const { geometry, before, after } = simplifyLine({ type: 'LineString', coordinates: line });
    expect(before).toBe(500);
    expect(after).toBe(2);
    expect(geometry.coordinates).toEqual([line[0], line[499]]);
    // The original position arrays: elevation and time kept.
    expect(geometry.coordinates[1]).toBe(line[499]);
    expect(geometry.coordinates[1]).toEqual([line[499]![0], line[499]![1], 1499, T0 + 499]);
  });

  it('keeps deviations above about 5 m on the ground and drops those below (scaled by latitude)', () => {
    // 4 m on the ground is 5.7 map units at 45°: still dropped, the tolerance being in ground metres.
    expect(simplifyLine({ type: 'LineString', coordinates: zigzag(50, 2) }).after).toBe(2);
    expect(simplifyLine({ type: 'LineString', coordinates: zigzag(50, 4) }).after).toBe(50);
  });

  it('raises the tolerance until a line has at most 3000 points', () => {
    const { geometry, before, after } = simplifyLine({ type: 'LineString', coordinates: zigzag(10_000, 10) });
    expect(before).toBe(10_000);
    expect(after).toBeLessThanOrEqual(MAX_SIMPLIFIED_POINTS);
    expect(after).toBeGreaterThan(2);
    expect(geometry.coordinates[0]).toEqual(zigzag(1, 10)[0]);
  });

  it('simplifies a long line in pieces of 2000 points, each keeping its ends', () => {
    const line = noisyLine(5000);
    const { geometry } = simplifyLine({ type: 'LineString', coordinates: line });
    expect(geometry.coordinates).toEqual([line[0], line[2000], line[4000], line[4999]]);
  });

  it('simplifies each line of a multi-line and counts every point', () => {
    const result = simplifyLine({ type: 'MultiLineString', coordinates: [noisyLine(100), noisyLine(3)] });
    expect(result.before).toBe(103);
    expect(result.after).toBe(4);
    expect(result.geometry.coordinates.map((line) => line.length)).toEqual([2, 2]);
  });

  it('leaves a short line as it is', () => {
    const line = noisyLine(2);
    expect(simplifyLine({ type: 'LineString', coordinates: line })).toEqual({
      geometry: { type: 'LineString', coordinates: line },
      before: 2,
      after: 2,
    });
  });

  it('keeps polygon rings closed, closing an open one, and keeps a ring that would collapse', () => {
    const [x, y] = toMercator(6, 45);
    // A square of 1 km with many points on its sides.
    const side = (from: Position, to: Position) =>
      Array.from({ length: 100 }, (_, i) => [
        from[0]! + ((to[0]! - from[0]!) * i) / 100,
        from[1]! + ((to[1]! - from[1]!) * i) / 100,
      ]);
    const corners = [
      [x, y],
      [x + 1414, y],
      [x + 1414, y + 1414],
      [x, y + 1414],
    ];
    const open = corners.flatMap((corner, i) => side(corner, corners[(i + 1) % 4]!));
    const { geometry, before, after } = simplifyLine({ type: 'Polygon', coordinates: [open] });
    expect(before).toBe(400);
    expect(after).toBe(5);
    const ring = geometry.coordinates[0]!;
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(ring.slice(0, 4)).toEqual(corners);

    // A sliver narrower than the tolerance would keep three points: it stays as it was.
    const sliver = [
      [x, y],
      [x + 1000, y + 1],
      [x + 2000, y],
      [x, y],
    ];
    expect(simplifyLine({ type: 'MultiPolygon', coordinates: [[sliver]] }).geometry.coordinates[0]![0]).toBe(
      sliver,
    );
  });
});
