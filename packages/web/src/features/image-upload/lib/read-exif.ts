/**
 * EXIF of a chosen photo with exifr's light build (JPEG and HEIC; its TIFF, EXIF and GPS
 * blocks): the tags `fieldsFromExif` maps, dates left as written. A file without EXIF, or not
 * readable, gives no fields.
 */
import exifr from 'exifr/dist/lite.esm.mjs';
import { fieldsFromExif, type ImageFields } from './exif-fields.ts';

const TAGS = [
  'DateTimeOriginal',
  'CreateDate',
  'DateTime',
  'OffsetTimeOriginal',
  'OffsetTime',
  'ExposureTime',
  'ISO',
  'FocalLength',
  'FNumber',
  'Make',
  'Model',
  'GPSLatitude',
  'GPSLatitudeRef',
  'GPSLongitude',
  'GPSLongitudeRef',
  'GPSAltitude',
  'GPSAltitudeRef',
];

export async function readExif(file: Blob): Promise<ImageFields> {
  try {
    const tags = (await exifr.parse(file, { pick: TAGS, reviveValues: false, translateValues: false })) as
      Record<string, unknown> | undefined;
    return fieldsFromExif(tags);
  } catch {
    return {};
  }
}
