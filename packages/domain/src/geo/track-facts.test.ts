import { describe, expect, it } from 'vitest';
import { toMercator, type Position } from './geojson.ts';
import { HEIGHT_DIFF_HYSTERESIS, trackFacts } from './track-facts.ts';

/** 2026-07-14 22:30 UTC: the 15th already in Paris (UTC+2 in summer). */
const LATE_EVENING_UTC = Date.UTC(2026, 6, 14, 22, 30) / 1000;

const at = (lon: number, lat: number, z?: number, t?: number): Position => {
  const [x, y] = toMercator(lon, lat);
  return t === undefined ? (z === undefined ? [x, y] : [x, y, z]) : [x, y, z ?? 0, t];
};

describe('trackFacts (spec 3 §4: an outing takes its dates and figures from its track)', () => {
  it('takes the dates of the first and last timestamps in the time zone asked for', () => {
    const track = {
      type: 'LineString' as const,
      coordinates: [at(6, 45, 1000, LATE_EVENING_UTC), at(6.01, 45, 1000, LATE_EVENING_UTC + 3600 * 24 * 2)],
    };
    expect(trackFacts(track, { timeZone: 'UTC' })).toMatchObject({
      date_start: '2026-07-14',
      date_end: '2026-07-16',
    });
    expect(trackFacts(track, { timeZone: 'Europe/Paris' })).toMatchObject({
      date_start: '2026-07-15',
      date_end: '2026-07-17',
    });
  });

  it('takes the earliest and latest times whatever their order, across the lines of a multi-line', () => {
    const t = Date.UTC(2026, 0, 10, 12) / 1000;
    const facts = trackFacts(
      {
        type: 'MultiLineString',
        coordinates: [
          [at(6, 45, 1000, t + 86400), at(6.01, 45, 1000, t + 86400 + 60)],
          [at(6, 45, 1000, t), at(6.01, 45, 1000, t + 60)],
        ],
      },
      { timeZone: 'UTC' },
    );
    expect(facts.date_start).toBe('2026-01-10');
    expect(facts.date_end).toBe('2026-01-11');
  });

  it('gives the elevation range and the height differences, ignoring jitter under the hysteresis', () => {
    expect(HEIGHT_DIFF_HYSTERESIS).toBe(5);
    // Up 1000 → 1500 with ±2 m jitter, down to 1200.
    const elevations = [1000, 1002, 1000, 1002, 1100, 1098, 1300, 1500, 1498, 1500, 1400, 1200, 1202, 1200];
    const line = elevations.map((z, i) => at(6 + i * 0.001, 45, z));
    const facts = trackFacts({ type: 'LineString', coordinates: line }, { timeZone: 'UTC' });
    expect(facts).toMatchObject({
      elevation_min: 1000,
      elevation_max: 1500,
      height_diff_up: 500,
      height_diff_down: 300,
    });
    expect(facts.date_start).toBeUndefined();
  });

  it('counts the end of a climb smaller than the hysteresis', () => {
    const line = [1000, 1006, 1009].map((z, i) => at(6 + i * 0.001, 45, z));
    expect(trackFacts({ type: 'LineString', coordinates: line }, { timeZone: 'UTC' })).toMatchObject({
      height_diff_up: 9,
      height_diff_down: 0,
    });
  });

  it('counts each line of a multi-line on its own (the gap is not walked)', () => {
    const facts = trackFacts(
      {
        type: 'MultiLineString',
        coordinates: [
          [at(6, 45, 1000), at(6.01, 45, 1200)],
          [at(6.5, 45, 2000), at(6.51, 45, 1900)],
        ],
      },
      { timeZone: 'UTC' },
    );
    expect(facts).toMatchObject({
      height_diff_up: 200,
      height_diff_down: 100,
      elevation_min: 1000,
      elevation_max: 2000,
    });
  });

  it('measures the length on the ground, not in map units', () => {
    // 0.1° of latitude is about 11.1 km; at 45° that is some 15.7 km in EPSG:3857 units.
    const facts = trackFacts(
      { type: 'LineString', coordinates: [at(6, 45), at(6, 45.05), at(6, 45.1)] },
      { timeZone: 'UTC' },
    );
    expect(facts.length_total).toBeGreaterThan(11_100);
    expect(facts.length_total).toBeLessThan(11_140);
  });

  it('gives only what the track has: no elevation (0 means unknown), no time', () => {
    const facts = trackFacts(
      { type: 'LineString', coordinates: [at(6, 45, 0), at(6.01, 45, 0)] },
      { timeZone: 'UTC' },
    );
    expect(Object.keys(facts)).toEqual(['length_total']);
  });

  it('leaves out values beyond the fields bounds (0 to 9000 m)', () => {
    const facts = trackFacts(
      { type: 'LineString', coordinates: [at(35.5, 31.5, -400), at(35.51, 31.5, -390)] },
      { timeZone: 'UTC' },
    );
    expect(facts.elevation_min).toBeUndefined();
    expect(facts.elevation_max).toBeUndefined();
    expect(facts.height_diff_up).toBe(10);
  });
});
