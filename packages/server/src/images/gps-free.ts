/**
 * Personal originals without their GPS position (issue 15 §5, privacy). The derived sizes carry
 * no metadata at all (`variants.ts`); an original keeps its EXIF, GPS included, for the
 * collaborative images whose place is public anyway. When the image is personal — or not yet an
 * image document (an upload never saved) — the original is served from a copy without the GPS
 * tags, made on the first request and kept in the media store beside it as `<base>-nogps.<ext>`.
 *
 * Why at serve time, from a kept copy: the image type can change after the upload (its form
 * offers it), so the stored original stays whole and the type is read on each request of an
 * original (by the `/media/` route and the proxy), while the copy is made once, not per request.
 * Why ExifTool (`exiftool-vendored`): it removes the GPS block and the XMP GPS tags in place,
 * without decoding or encoding the pixels (sharp can only write a new JPEG, losing quality on
 * every photo), for JPEG, PNG and WebP alike; one ExifTool process per API process, started on
 * first use and ended with the app.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp, { type Metadata } from 'sharp';
import { ExifTool } from 'exiftool-vendored';
import { readMedia, type MediaStore } from './media-store.ts';
import { gpsFreeName, mediaTypeOf } from './variants.ts';

export { isDerivedName } from './variants.ts';

/**
 * Whether a file's EXIF or XMP holds a GPS position. sharp finds the blocks in every kind it
 * reads (exifr alone reads no WebP), exifr reads the EXIF block; an EXIF block it cannot read
 * counts as holding one (it is then stripped).
 */
export async function hasGps(data: Buffer): Promise<boolean> {
  let meta: Metadata | undefined;
  try {
    meta = await sharp(data).metadata();
  } catch {
    return false;
  }
  if (meta?.xmp && /GPS(Latitude|Longitude)/.test(meta.xmp.toString('latin1'))) return true;
  if (!meta?.exif) return false;
  const exif = meta.exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? meta.exif.subarray(6) : meta.exif;
  try {
    const tags = (await exifr.parse(exif, { gps: true, mergeOutput: true })) as
      Record<string, unknown> | undefined;
    return !!tags && Object.keys(tags).some((key) => /^GPS(Latitude|Longitude|Altitude)/.test(key));
  } catch {
    return true;
  }
}

let exiftool: ExifTool | undefined;
const exiftoolOf = () => (exiftool ??= new ExifTool({ maxProcs: 1, taskTimeoutMillis: 20_000 }));

/** Ends the ExifTool process, if one was started (the app's close). */
export async function endGpsStripper(): Promise<void> {
  const running = exiftool;
  exiftool = undefined;
  await running?.end();
}

/** The file without its EXIF GPS block and XMP GPS tags; pixels and other tags untouched. */
export async function stripGps(data: Buffer, filename: string): Promise<Buffer> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'cairn-gps-'));
  const file = path.join(dir, `${randomBytes(6).toString('hex')}${path.extname(filename)}`);
  try {
    await fs.promises.writeFile(file, data);
    await exiftoolOf().write(
      file,
      {},
      { writeArgs: ['-gps:all=', '-xmp-exif:gps*=', '-overwrite_original'] },
    );
    return await fs.promises.readFile(file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Which name serves each original without GPS (itself when it has none), by store: one look at each file. */
const served = new WeakMap<MediaStore, Map<string, Promise<string | undefined>>>();
const SERVED_MAX = 20_000;

/**
 * The media name to serve for `filename` so that no GPS position leaves: the original itself
 * when it carries none, else its GPS-free copy (made and stored on the first request).
 * Undefined when the original is not stored.
 */
export async function gpsFreeOriginal(store: MediaStore, filename: string): Promise<string | undefined> {
  let names = served.get(store);
  if (!names) served.set(store, (names = new Map()));
  let job = names.get(filename);
  if (!job) {
    if (names.size >= SERVED_MAX) names.clear();
    job = (async () => {
      const copy = gpsFreeName(filename);
      if (await store.head(copy)) return copy;
      const data = await readMedia(store, filename);
      if (!data) return undefined;
      if (!(await hasGps(data))) return filename;
      await store.put(copy, await stripGps(data, filename), mediaTypeOf(filename));
      return copy;
    })();
    names.set(filename, job);
    // A failure or a missing file is not remembered: the next request tries again.
    job.then(
      (name) => name === undefined && names.delete(filename),
      () => names.delete(filename),
    );
  }
  return job;
}

/** Whether an original may go out whole, GPS included: a collaborative or copyright image's. */
export const keepsGps = (imageType: string | null | undefined): boolean =>
  imageType === 'collaborative' || imageType === 'copyright';
