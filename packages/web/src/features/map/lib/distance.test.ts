import { describe, expect, it } from 'vitest';
import { toMercator } from '@cairn/domain';
import { greatCircleKm, mercatorDistanceKm } from './distance.ts';

describe('great-circle distance (spec 3 §9: earth radius 6371 km)', () => {
  it.each([
    { from: [0, 0], to: [0, 0], km: 0 },
    { from: [0, 0], to: [1, 0], km: 111.195 },
    { from: [0, 0], to: [0, 90], km: 10007.543 },
    { from: [0, 0], to: [180, 0], km: 20015.087 },
    // Paris → Chamonix
    { from: [2.3522, 48.8566], to: [6.8694, 45.9237], km: 471.0 },
  ] as { from: [number, number]; to: [number, number]; km: number }[])(
    '$from → $to is $km km',
    ({ from, to, km }) => {
      expect(greatCircleKm(from, to)).toBeCloseTo(km, 0);
    },
  );

  it('measures EPSG:3857 points on the ground, not in map units', () => {
    const a = toMercator(6.8694, 45.9237);
    const b = toMercator(6.8694, 45.9337);
    // 0.01° of latitude ≈ 1.112 km, while the Mercator y difference is ≈ 1.6 km at 46° N.
    expect(mercatorDistanceKm(a, b)).toBeCloseTo(1.112, 2);
    expect(b[1] - a[1]).toBeGreaterThan(1500);
  });
});
