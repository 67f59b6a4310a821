/**
 * Derived sizes of uploaded images (api.md §14.3, spec 2 §7): SI (small, square thumbnail),
 * MI (medium) and BI (big), as JPEG (PNG, GIF and WebP originals keep their format) made once
 * at upload time; WebP and AVIF copies are made on first request and kept in the media store.
 * A variant is named `<base><size>.<ext>` next to the original
 * (`1700000000_123456.jpg` → `1700000000_123456MI.webp`).
 *
 * Derived sizes carry no metadata: sharp writes none unless asked (`withMetadata`,
 * `keepMetadata`), so the EXIF of a photo — its GPS position above all, private for personal
 * images — stays in the original and the document's fields, never in the served sizes (a
 * personal image's original is served without it: `gps-free.ts`). The
 * orientation is applied to the pixels first (`rotate()`). sharp decodes and encodes on libuv's
 * threads: the event loop is free meanwhile.
 */
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { decodeOptions } from './accept.ts';
import { readMedia, type MediaStore } from './media-store.ts';

export const IMAGE_SIZES = ['SI', 'MI', 'BI'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const IMAGE_EXTENSIONS = ['jpg', 'webp', 'avif'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

const GEOMETRY: Record<ImageSize, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  SI: { width: 200, height: 200, fit: 'cover' },
  MI: { width: 400, height: 400, fit: 'inside' },
  BI: { width: 1500, height: 1500, fit: 'inside' },
};

/** Content type of a stored file by its extension. */
export const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};
export const mediaTypeOf = (name: string) =>
  MEDIA_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** File name of a variant; SVG originals (stored before SVG was refused) get raster thumbnails. */
export function variantName(filename: string, size: ImageSize, extension?: ImageExtension): string {
  const ext = path.extname(filename);
  const base = filename.slice(0, filename.length - ext.length);
  const original = ext.slice(1).toLowerCase();
  const target = extension ?? (original === 'svg' || original === 'jpeg' ? 'jpg' : original);
  return `${base}${size}.${target}`;
}

/** Name of the GPS-free copy of an original: `1700000000_123456.jpg` → `1700000000_123456-nogps.jpg`. */
export function gpsFreeName(filename: string): string {
  const ext = path.extname(filename);
  return `${filename.slice(0, filename.length - ext.length)}-nogps${ext}`;
}

/** The media names that are not originals: derived sizes and GPS-free copies, all without GPS. */
export const isDerivedName = (name: string): boolean => /(?:SI|MI|BI|-nogps)\.[a-z]+$/.test(name);

/** Every name a variant of `filename` may have, its GPS-free copy included (to delete them all). */
export const allVariantNames = (filename: string): string[] => [
  ...new Set(
    IMAGE_SIZES.flatMap((size) => [
      variantName(filename, size),
      ...IMAGE_EXTENSIONS.map((ext) => variantName(filename, size, ext)),
    ]),
  ),
  gpsFreeName(filename),
];

/** Output format by file extension; other raster kinds (png, gif) keep their own format. */
type OutputFormat = ImageExtension | 'png' | 'gif';

/** One size of `source` (an original's bytes) in the format of `name`'s extension. */
export async function renderVariant(
  source: Buffer,
  size: ImageSize,
  name: string,
  maxPixels: number,
): Promise<Buffer> {
  return encode(sharp(source, decodeOptions(maxPixels)).rotate(), size, name);
}

/** `image` resized to `size` and encoded in the format of `name`'s extension. */
function encode(image: Sharp, size: ImageSize, name: string): Promise<Buffer> {
  const g = GEOMETRY[size];
  const format = path.extname(name).slice(1) as OutputFormat;
  const resized = image.resize({ width: g.width, height: g.height, fit: g.fit, withoutEnlargement: true });
  const encoded =
    format === 'webp'
      ? resized.webp({ quality: 80 })
      : format === 'avif'
        ? resized.avif({ quality: 55, effort: 2 })
        : format === 'jpg'
          ? resized.jpeg({ quality: 85, mozjpeg: true })
          : resized.toFormat(format);
  return encoded.toBuffer();
}

/**
 * The SI, MI and BI sizes of an original, made in memory (nothing is stored if one fails:
 * a truncated or broken file fails here). The original is decoded once, to the BI bounds; MI and
 * SI are made from those pixels when they hold enough of them (not a very long panorama, whose
 * square thumbnail needs the original's short side).
 */
export async function renderSizes(
  source: Buffer,
  filename: string,
  maxPixels: number,
): Promise<Array<{ name: string; data: Buffer }>> {
  const bi = GEOMETRY.BI;
  const { data: pixels, info } = await sharp(source, decodeOptions(maxPixels))
    .rotate()
    .resize({ width: bi.width, height: bi.height, fit: bi.fit, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = { width: info.width, height: info.height, channels: info.channels };
  const fromPixels = Math.min(info.width, info.height) >= GEOMETRY.SI.height;
  const sizes = [];
  for (const size of IMAGE_SIZES) {
    const name = variantName(filename, size);
    sizes.push({
      name,
      data:
        fromPixels || size === 'BI'
          ? await encode(sharp(pixels, { raw: decoded }), size, name)
          : await renderVariant(source, size, name, maxPixels),
    });
  }
  return sizes;
}

/** Variants being made in this process, by store and name: two requests make one file once. */
const making = new WeakMap<MediaStore, Map<string, Promise<void>>>();

/**
 * Names this process has seen stored, by store: the proxy then skips the store's look-up (a
 * round trip to S3). A name only goes away with its image, which the proxy no longer finds.
 */
const seen = new WeakMap<MediaStore, Set<string>>();
const SEEN_MAX = 50_000;

/** Whether `name` is stored, from what this process saw or else the store. */
export async function isStored(store: MediaStore, name: string): Promise<boolean> {
  let names = seen.get(store);
  if (!names) seen.set(store, (names = new Set()));
  if (names.has(name)) return true;
  if (!(await store.head(name))) return false;
  if (names.size >= SEEN_MAX) names.clear();
  names.add(name);
  return true;
}

/**
 * Ensures a variant exists in the store (made on its first request, then kept) and returns its
 * file name; undefined when the original is not there.
 */
export async function ensureVariant(
  store: MediaStore,
  filename: string,
  size: ImageSize,
  extension: ImageExtension | undefined,
  maxPixels: number,
): Promise<string | undefined> {
  const name = variantName(filename, size, extension);
  if (await isStored(store, name)) return name;
  let pending = making.get(store);
  if (!pending) making.set(store, (pending = new Map()));
  let job = pending.get(name);
  if (!job) {
    job = (async () => {
      const source = await readMedia(store, filename);
      if (!source) throw new MissingOriginal();
      await store.put(name, await renderVariant(source, size, name, maxPixels), mediaTypeOf(name));
    })().finally(() => pending.delete(name));
    pending.set(name, job);
  }
  try {
    await job;
  } catch (error) {
    if (error instanceof MissingOriginal) return undefined;
    throw error;
  }
  return name;
}

class MissingOriginal extends Error {}
