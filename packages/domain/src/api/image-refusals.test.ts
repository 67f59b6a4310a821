import { describe, expect, it } from 'vitest';
import { imageRefusalText, parseImageRefusal, type ImageRefusal } from './image-refusals.ts';

describe('upload refusals: English descriptions and their codes (issue 15)', () => {
  const refusals: ImageRefusal[] = [
    { code: 'notAnImage' },
    { code: 'damaged' },
    { code: 'svg' },
    { code: 'heic' },
    { code: 'kind', kind: 'TIFF' },
    { code: 'kind', kind: 'JPEG 2000' },
    { code: 'tooLarge', megabytes: 20 },
    { code: 'tooLarge', megabytes: 0.5 },
    { code: 'tooManyPixels', width: 20000, height: 20000, megapixels: 100 },
  ];

  it('reads each description back to its code and figures', () => {
    for (const refusal of refusals) expect(parseImageRefusal(imageRefusalText(refusal))).toEqual(refusal);
  });

  it('writes the descriptions the API documents', () => {
    expect(imageRefusalText({ code: 'tooLarge', megabytes: 20 })).toBe(
      'The file is larger than 20 MB: upload a smaller image',
    );
    expect(imageRefusalText({ code: 'tooManyPixels', width: 20000, height: 20000, megapixels: 100 })).toBe(
      'The image is 20000 × 20000 pixels, more than the 100 megapixels accepted: upload a smaller image',
    );
    expect(imageRefusalText({ code: 'svg' })).toBe(
      'SVG images are not accepted: upload a JPEG, PNG, GIF or WebP image',
    );
  });

  it('knows no other text', () => {
    expect(parseImageRefusal('Required')).toBeUndefined();
    expect(parseImageRefusal('Image could not be processed!')).toBeUndefined();
  });
});
