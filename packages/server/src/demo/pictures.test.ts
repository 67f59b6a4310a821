import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PICTURE_COUNT,
  DEMO_PICTURE_FILENAMES,
  demoPictureFilename,
  demoPictureIndex,
  demoPictureSize,
  demoPictureSvg,
  renderDemoPicture,
} from './pictures.ts';

describe('demo pictures', () => {
  it('names the files', () => {
    expect(DEMO_PICTURE_FILENAMES).toHaveLength(DEMO_PICTURE_COUNT);
    expect(demoPictureFilename(0)).toBe('demo-0001.jpg');
    expect(demoPictureIndex('demo-0042.jpg')).toBe(41);
    expect(demoPictureIndex('other.jpg')).toBeNull();
    expect(new Set(DEMO_PICTURE_FILENAMES).size).toBe(DEMO_PICTURE_COUNT);
  });

  it('is deterministic and varies by index', () => {
    expect(demoPictureSvg(3)).toBe(demoPictureSvg(3));
    expect(demoPictureSvg(3)).not.toBe(demoPictureSvg(4));
  });

  it('renders JPEGs of the announced size', async () => {
    for (const index of [0, 4]) {
      const bytes = await renderDemoPicture(index);
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect({ width: meta.width, height: meta.height }).toEqual(demoPictureSize(index));
      expect(bytes.length).toBeGreaterThan(10000);
    }
  });
});
