/**
 * EXIF of a chosen photo with exifr's light build (JPEG and HEIC; its TIFF, EXIF and GPS
 * blocks): the tags `fieldsFromExif` maps, dates left as written. A file without EXIF, or not
 * readable, gives no fields.
 */
import exifr from 'exifr/dist/lite.esm.mjs';
import { fieldsFromExif, type ImageFields } from './exif-fields.ts';

/**
 * The blocks read: the image's (make, model), EXIF's (date, exposure…) and GPS. The light build
 * has no dictionary for the others, and its `pick` option needs them all: blocks it is.
 */
const OPTIONS: Parameters<typeof exifr.parse>[1] = {
  // ifd0, exif and gps are on by default.
  ifd1: false,
  interop: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  reviveValues: false,
  translateValues: false,
};

export async function readExif(file: Blob): Promise<ImageFields> {
  try {
    const tags = (await exifr.parse(file, OPTIONS)) as Record<string, unknown> | undefined;
    return fieldsFromExif(tags);
  } catch {
    return {};
  }
}
