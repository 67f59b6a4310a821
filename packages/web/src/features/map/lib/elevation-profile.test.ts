import { describe, expect, it } from 'vitest';
import { toMercator, type Geometry } from '@cairn/domain';
import {
  formatDuration,
  hasElevation,
  hasTimes,
  nearestOf,
  profileOf,
  seriesOf,
} from './elevation-profile.ts';

// Three points 0.01° of latitude apart (≈ 1.112 km each) at 6.87° E.
const at = (lat: number, z?: number, t?: number) => {
  const [x, y] = toMercator(6.87, lat);
  return [x, y, ...(z === undefined ? [] : [z]), ...(t === undefined ? [] : [t])];
};
const timed: Geometry = {
  type: 'LineString',
  coordinates: [
    at(45.9, 1000, 1_700_000_000),
    at(45.91, 1100, 1_700_000_600),
    at(45.92, 1250, 1_700_001_800),
  ],
};

describe('elevation profile (spec 3 §2 "Elevation profile")', () => {
  it('cumulates great-circle distances along the track', () => {
    const points = profileOf(timed);
    expect(points.map((p) => p.distance.toFixed(3))).toEqual(['0.000', '1.112', '2.224']);
    expect(points.map((p) => p.elevation)).toEqual([1000, 1100, 1250]);
  });

  it.each([
    { name: 'distance mode: x in km', mode: 'distance' as const, xs: ['0.000', '1.112', '2.224'] },
    {
      name: 'time mode: x in ms since the epoch',
      mode: 'time' as const,
      xs: ['1700000000000', '1700000600000', '1700001800000'],
    },
  ])('$name', ({ mode, xs }) => {
    const series = seriesOf(profileOf(timed), mode);
    expect(series.map((s) => (mode === 'time' ? String(s.x) : s.x.toFixed(3)))).toEqual(xs);
    expect(series.map((s) => s.y)).toEqual([1000, 1100, 1250]);
  });

  it('chains the parts of a multi-line without counting the gap', () => {
    const multi: Geometry = {
      type: 'MultiLineString',
      coordinates: [
        [at(45.9, 1), at(45.91, 1)],
        [at(46.5, 1), at(46.51, 1)],
      ],
    };
    expect(profileOf(multi).map((p) => p.distance.toFixed(3))).toEqual(['0.000', '1.112', '1.112', '2.224']);
  });

  it.each([
    { name: 'a timed track with elevations', geometry: timed, elevation: true, times: true },
    {
      name: 'elevations all zero',
      geometry: { type: 'LineString', coordinates: [at(45.9, 0), at(45.91, 0)] } as Geometry,
      elevation: false,
      times: false,
    },
    {
      name: 'no elevation at all',
      geometry: { type: 'LineString', coordinates: [at(45.9), at(45.91)] } as Geometry,
      elevation: false,
      times: false,
    },
    {
      name: 'one point without time',
      geometry: { type: 'LineString', coordinates: [at(45.9, 10, 1), at(45.91, 20)] } as Geometry,
      elevation: true,
      times: false,
    },
    {
      name: 'a point',
      geometry: { type: 'Point', coordinates: at(45.9, 10) } as Geometry,
      elevation: false,
      times: false,
    },
  ])('$name: profile shown $elevation, time mode $times', ({ geometry, elevation, times }) => {
    const points = profileOf(geometry);
    expect(hasElevation(points)).toBe(elevation);
    expect(hasTimes(points)).toBe(times);
  });

  it.each([
    { x: -5, index: 0 },
    { x: 0.5, index: 0 },
    { x: 0.6, index: 1 },
    { x: 2, index: 2 },
    { x: 99, index: 2 },
  ])('the point nearest to x=$x is #$index', ({ x, index }) => {
    const series = seriesOf(profileOf(timed), 'distance');
    expect(nearestOf(series, x)).toBe(series[index]);
  });

  it.each([
    { seconds: 0, text: '0:00' },
    { seconds: 600, text: '0:10' },
    { seconds: 3900, text: '1:05' },
    { seconds: 36_000, text: '10:00' },
  ])('duration $seconds s reads $text', ({ seconds, text }) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
