import { describe, expect, it } from 'vitest';
import { bboxParam, fitOf, parseBbox, unionOf, zoomForExtent } from './fit.ts';
import { DEFAULT_EXTENT } from './map-constants.ts';

describe('fitting the view (spec 3 §9 "Map")', () => {
  it('a 256 px viewport fits the whole world at zoom 0', () => {
    const half = Math.PI * 6378137;
    expect(zoomForExtent([-half, -half, half, half], [256, 256])).toBeCloseTo(0, 6);
    expect(zoomForExtent([-half, -half, half, half], [512, 512])).toBeCloseTo(1, 6);
  });

  it.each([
    { name: 'no extent: western Europe', extent: undefined, center: [400_000, 5_600_000], zoom: 5.98 },
    {
      name: 'a point: buffered by 10000, zoom 95%',
      extent: [1000, 2000, 1000, 2000],
      center: [1000, 2000],
      zoom: 11.59,
    },
    { name: 'a tiny extent: capped at 14', extent: [0, 0, 100, 100], center: [50, 50], zoom: 14 },
    { name: 'a 20 km route', extent: [0, 0, 20_000, 5_000], center: [10_000, 2500], zoom: 11.98 },
  ] as const)('$name', ({ extent, center, zoom }) => {
    const fit = fitOf(extent ? [...extent] : undefined, [800, 600]);
    expect(fit.center).toEqual(center);
    expect(fit.zoom).toBeCloseTo(zoom, 2);
  });

  it('the default extent is western Europe in EPSG:3857', () => {
    expect(DEFAULT_EXTENT).toEqual([-400_000, 5_200_000, 1_200_000, 6_000_000]);
  });

  it('unites extents', () => {
    expect(unionOf([])).toBeUndefined();
    expect(
      unionOf([
        [0, 0, 1, 1],
        [-5, 2, 0, 9],
      ]),
    ).toEqual([-5, 0, 1, 9]);
  });

  it.each([
    { extent: [1.4, -2.6, 1000.5, 2000.49], text: '1,-3,1001,2000' },
    { extent: [618324.11, 5596776.02, 700000, 5700000], text: '618324,5596776,700000,5700000' },
  ] as const)('bbox of $extent is $text', ({ extent, text }) => {
    expect(bboxParam([...extent])).toBe(text);
    expect(parseBbox(text)).toEqual(text.split(',').map(Number));
  });

  it.each(['', '1,2,3', 'a,b,c,d', '1,2,3,4,5'])('"%s" is no bbox', (text) => {
    expect(parseBbox(text)).toBeUndefined();
  });
});
