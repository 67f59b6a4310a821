import { describe, expect, it } from 'vitest';
import { toMercator } from '@cairn/domain';
import {
  RISK_MAP_MAX_TILES,
  riskMapNoticeOf,
  terrainTilesOf,
  terrainTileUrl,
  tilePixelOf,
} from './risk-map.ts';

describe("the risk map's terrain tiles (issue 17)", () => {
  it('covers the view with the tiles of its zoom, up to 14', () => {
    const [x, y] = toMercator(6.8652, 45.8326);
    const tiles = terrainTilesOf([x - 100, y - 100, x + 100, y + 100], 14.2);
    // Mont Blanc is in tile 14/8504/5839 (the XYZ numbering).
    expect(tiles).toMatchObject({ zoom: 14, x0: 8504, x1: 8504, y0: 5839, y1: 5839 });
    if (tiles === 'tooLarge') throw new Error('tiles expected');
    const [minX, minY, maxX, maxY] = tiles.extent;
    expect(minX).toBeLessThan(x);
    expect(maxX).toBeGreaterThan(x);
    expect(minY).toBeLessThan(y);
    expect(maxY).toBeGreaterThan(y);
    expect(maxX - minX).toBeCloseTo(2445.98, 1);
    expect(terrainTilesOf([x - 100, y - 100, x + 100, y + 100], 17.6)).toMatchObject({ zoom: 14 });
  });

  it('says the area is too large below zoom 12 or beyond its tile budget', () => {
    const [x, y] = toMercator(6.8652, 45.8326);
    expect(terrainTilesOf([x - 10, y - 10, x + 10, y + 10], 11.5)).toBe('tooLarge');
    expect(terrainTilesOf([x - 10, y - 10, x + 10, y + 10], 12)).toMatchObject({ zoom: 12 });
    const side = Math.sqrt(RISK_MAP_MAX_TILES) + 2;
    expect(terrainTilesOf([x, y, x + side * 2446, y + side * 2446], 14)).toBe('tooLarge');
  });

  it('fills the template', () => {
    expect(terrainTileUrl('https://t.example/{z}/{x}/{y}.png', 14, 8504, 5850)).toBe(
      'https://t.example/14/8504/5850.png',
    );
  });

  it('finds the tile and pixel under a position', () => {
    const [x, y] = toMercator(6.8652, 45.8326);
    // x 8504.4429 and y 5839.7517 tiles at zoom 14: pixels 113 and 192 of 256.
    expect(tilePixelOf(x, y, 14, 256)).toEqual({ column: 8504, row: 5839, px: 113, py: 192 });
    expect(tilePixelOf(x, y, 14, 512)).toEqual({ column: 8504, row: 5839, px: 226, py: 384 });
  });
});

describe("the risk map's message (issue 17, spec 3 §8)", () => {
  it('says first that no terrain tiles are configured, then what input is missing, then the state', () => {
    expect(riskMapNoticeOf(false, true, 'ok')).toBe('notConfigured');
    expect(riskMapNoticeOf(false, false, undefined)).toBe('notConfigured');
    expect(riskMapNoticeOf(true, false, 'ok')).toBe('needInputs');
    for (const status of ['computing', 'tooLarge', 'notCovered', 'failed'] as const)
      expect(riskMapNoticeOf(true, true, status)).toBe(status);
    expect(riskMapNoticeOf(true, true, 'ok')).toBeNull();
    expect(riskMapNoticeOf(true, true, 'idle')).toBeNull();
  });
});
