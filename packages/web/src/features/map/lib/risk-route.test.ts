import { describe, expect, it } from 'vitest';
import { importGeometry, toMercator } from '@cairn/domain';
import { routeGpx, routeLineOf, routeSegments, simplifiedRoute } from './risk-route.ts';

const [x, y] = toMercator(6.975, 45.9);
const scale = 1 / Math.cos((45.9 * Math.PI) / 180);

describe("the risk tool's drawn line (issue 17)", () => {
  it('gives each segment its ground length, slope and load-shedding spacing', () => {
    // 100 m north (on the ground), then 100 m east, then 200 m south.
    const line = [
      [x, y],
      [x, y + 100 * scale],
      [x + 100 * scale, y + 100 * scale],
      [x + 100 * scale, y - 100 * scale],
    ];
    const segments = routeSegments(line, [2000, 2100, 2100, 2000]);
    expect(segments.map((segment) => Math.round(segment.length))).toEqual([100, 100, 200]);
    expect(segments[0]!.slope).toBeCloseTo(45, 2);
    expect(segments[0]).toMatchObject({ climb: 100, spacing: 10 });
    expect(segments[1]).toMatchObject({ climb: 0, slope: 0, spacing: null });
    expect(segments[2]!.slope).toBeCloseTo(26.565, 2);
    expect(segments[2]).toMatchObject({ climb: -100, spacing: 50 });
    expect(routeSegments(line, [2000, null])[0]).toMatchObject({ slope: null, spacing: null });
  });

  it('keeps at most 3000 points (the domain simplification)', () => {
    // A zigzag of 10 000 points, 20 m wide: nothing to drop at 5 m, so the tolerance grows.
    const zigzag = Array.from({ length: 10_000 }, (_, i) => [x + i * 10, y + (i % 2) * 20]);
    const simplified = simplifiedRoute(zigzag);
    expect(simplified.length).toBeLessThanOrEqual(3000);
    expect(simplified[0]).toEqual(zigzag[0]);
    expect(simplified.at(-1)).toEqual(zigzag.at(-1));
    expect(simplifiedRoute([[x, y, 1200]])).toEqual([[x, y]]);
  });

  it("reads a route's detail line, joining the parts of a multi-line", () => {
    const line = JSON.stringify({
      type: 'MultiLineString',
      coordinates: [
        [
          [x, y],
          [x + 1000, y],
        ],
        [
          [x + 1000, y + 1000],
          [x + 2000, y + 1000],
        ],
      ],
    });
    expect(routeLineOf(line)).toHaveLength(4);
    expect(routeLineOf(JSON.stringify({ type: 'Point', coordinates: [x, y] }))).toBeNull();
    expect(routeLineOf(null)).toBeNull();
  });

  it('exports a GPX track with the elevations, read back by the GPS import', () => {
    const line = Array.from({ length: 10 }, (_, i) => [x + i * 100, y + i * 100]);
    const elevations = line.map((_, i) => (i === 9 ? 2250.5 : 2000 + i * 20));
    const gpx = routeGpx(line, elevations, 'Yeti');
    expect(gpx).toContain(
      '<trk><name>Yeti</name><trkseg><trkpt lat="45.9" lon="6.975"><ele>2000</ele></trkpt>',
    );
    const imported = importGeometry({ name: 'yeti.gpx', data: gpx });
    expect(imported.geomDetail?.type).toBe('LineString');
    const back = imported.geomDetail?.coordinates as number[][];
    expect(back).toHaveLength(10);
    expect(back[9]![2]).toBe(2250.5);
    expect(back[9]![0]).toBeCloseTo(x + 900, 0);
  });
});
