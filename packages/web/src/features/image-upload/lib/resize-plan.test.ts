import { describe, expect, it } from 'vitest';
import { drawPlan, MAX_HEIGHT, outputName, outputType, RESIZE_BYTES } from './resize-plan.ts';

describe('drawPlan (spec 2 §5, §9)', () => {
  it('leaves small files and short images as they are', () => {
    expect(drawPlan(4000, 3000, RESIZE_BYTES, 0)).toBeNull();
    expect(drawPlan(6000, MAX_HEIGHT, RESIZE_BYTES + 1, 0)).toBeNull();
  });

  it('brings a file over 2 MB and 2048 px high down to 2048 px high', () => {
    // An upright 3000 × 4000 photo (a 4000 × 3000 one with EXIF orientation 6).
    expect(drawPlan(3000, 4000, 3_000_000, 0)).toEqual({
      drawWidth: 1536,
      drawHeight: 2048,
      width: 1536,
      height: 2048,
      rotation: 0,
    });
  });

  it('turns the drawing, swapping the sides at 90° and 270°', () => {
    expect(drawPlan(400, 300, 1000, 90)).toEqual({
      drawWidth: 400,
      drawHeight: 300,
      width: 300,
      height: 400,
      rotation: 90,
    });
    expect(drawPlan(400, 300, 1000, 180)).toMatchObject({ width: 400, height: 300 });
    // Resized first, from its upright height, then turned.
    expect(drawPlan(3000, 4000, 3_000_000, 270)).toMatchObject({ width: 2048, height: 1536 });
  });

  it('writes JPEG and WebP as they were, anything else as PNG, and names the file after its type', () => {
    expect(outputType('image/jpeg')).toBe('image/jpeg');
    expect(outputType('image/webp')).toBe('image/webp');
    expect(outputType('image/gif')).toBe('image/png');
    expect(outputName('summit.JPEG', 'image/jpeg')).toBe('summit.jpg');
    expect(outputName('anim.gif', 'image/png')).toBe('anim.png');
    expect(outputName('noext', 'image/webp')).toBe('noext.webp');
  });
});
