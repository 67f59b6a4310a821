import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff.ts';

describe('image kinds by their first bytes (issue 13)', () => {
  const solid = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a7' } });

  it('tells the stored kinds apart', async () => {
    expect(sniffImage(await solid().jpeg().toBuffer())?.mime).toBe('image/jpeg');
    expect(sniffImage(await solid().png().toBuffer())?.mime).toBe('image/png');
    expect(sniffImage(await solid().gif().toBuffer())?.mime).toBe('image/gif');
    expect(sniffImage(await solid().webp().toBuffer())?.mime).toBe('image/webp');
    expect(sniffImage(await solid().avif({ effort: 0 }).toBuffer())?.mime).toBe('image/avif');
  });

  it('knows no SVG, HTML or text, nor a file too short to say', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><svg/>',
      '<html>',
      'GIF',
      '',
    ])
      expect(sniffImage(Buffer.from(text))).toBeUndefined();
  });
});
