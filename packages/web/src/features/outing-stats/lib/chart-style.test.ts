import { describe, expect, it } from 'vitest';
import { distanceLabel, ratingColor } from './chart-style.ts';

describe('chart style', () => {
  it('spec 3 §9: rating colours run from green (hue 120) to red (hue 0); orange for one category', () => {
    expect(ratingColor(0, 5)).toBe('hsl(120 70% 42%)');
    expect(ratingColor(4, 5)).toBe('hsl(0 70% 42%)');
    expect(ratingColor(2, 5)).toBe('hsl(60 70% 42%)');
    expect(ratingColor(0, 1)).toBe('hsl(30 90% 50%)');
  });

  it('spec 3 §9: distance labels under 1000 in m, otherwise in km rounded', () => {
    const format = (value: number) => String(value);
    expect(distanceLabel(800, format)).toBe('800 m');
    expect(distanceLabel(1000, format)).toBe('1 km');
    expect(distanceLabel(12_600, format)).toBe('13 km');
  });
});
