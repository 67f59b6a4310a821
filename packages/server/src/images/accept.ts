/**
 * What an upload must be to be kept (issue 15): its kind read from its content only (sharp's
 * reading of the header and the first bytes, `sniff.ts`; never the file name or the type the
 * client gives), within the size and pixel limits of the configuration, and whole. Each refusal
 * is a 400 in the API's error shape whose description says what to do.
 */
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { imageRefusalText } from '@cairn/domain';
import { badRequest } from '../errors.ts';
import { SNIFF_LENGTH, sniffImage } from './sniff.ts';

/**
 * The kinds accepted, by sharp's name of the decoded format → stored extension. SVG is refused
 * rather than sanitised (issue 13): an SVG document may hold scripts, event handlers and
 * references to other addresses, and a sanitiser that misses one runs it on the guidebook's
 * origin where the web app keeps the session; photos and topos are raster images anyway.
 */
const ACCEPTED = new Map([
  ['jpeg', 'jpg'],
  ['png', 'png'],
  ['gif', 'gif'],
  ['webp', 'webp'],
]);
/** Names of the kinds sharp reads that are refused, for the message. */
const KNOWN = new Map([
  ['svg', 'SVG'],
  ['tiff', 'TIFF'],
  ['jp2k', 'JPEG 2000'],
  ['jxl', 'JPEG XL'],
  ['pdf', 'PDF'],
  ['heif', 'AVIF'],
]);
const MB = 1024 * 1024;

// The refusals' texts, each with a stable code the web app translates (`@cairn/domain`).
export const NOT_AN_IMAGE = imageRefusalText({ code: 'notAnImage' });
export const DAMAGED = imageRefusalText({ code: 'damaged' });
export const SVG_REFUSED = imageRefusalText({ code: 'svg' });
/**
 * Phones' HEIC photos are HEVC-coded HEIF. sharp's prebuilt libvips reads HEIF containers but
 * carries no HEVC decoder (patents), so they are converted to JPEG only where the installed
 * sharp can decode them, and refused with this message elsewhere.
 */
export const HEIC_REFUSED = imageRefusalText({ code: 'heic' });
export const notAccepted = (kind: string) => imageRefusalText({ code: 'kind', kind });
export const tooLarge = (maxBytes: number) =>
  imageRefusalText({ code: 'tooLarge', megabytes: maxBytes / MB });
export const tooManyPixels = (width: number, height: number, maxPixels: number) =>
  imageRefusalText({ code: 'tooManyPixels', width, height, megapixels: maxPixels / 1e6 });

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

/**
 * How sharp decodes stored and uploaded images: the first frame of an animation, no more
 * pixels than the limit, and a truncated or broken file is an error (not grey rows).
 */
export const decodeOptions = (maxPixels: number): SharpOptions => ({
  animated: false,
  failOn: 'error',
  limitInputPixels: maxPixels,
});

/** The header's facts (dimensions, format) without decoding the pixels, whatever their count. */
async function headerOf(data: Buffer): Promise<Metadata | undefined> {
  try {
    return await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}

/** HEIC converted to JPEG (metadata kept, as in an original), or refused if sharp cannot. */
async function convertHeic(data: Buffer, limits: ImageLimits): Promise<Buffer> {
  try {
    return await sharp(data, decodeOptions(limits.maxPixels)).keepMetadata().jpeg({ quality: 92 }).toBuffer();
  } catch {
    throw badRequest(HEIC_REFUSED);
  }
}

/**
 * The file to keep and its extension, or a 400 saying why not. Decoding of the pixels (which
 * finds truncated files) happens when the sizes are made, before anything is stored.
 */
export async function acceptUpload(
  data: Buffer,
  limits: ImageLimits,
): Promise<{ data: Buffer; ext: string }> {
  if (data.length > limits.maxBytes) throw badRequest(tooLarge(limits.maxBytes));
  const meta = await headerOf(data);
  const format = meta?.format as string | undefined;
  if (!meta || !format) throw badRequest(NOT_AN_IMAGE);
  if (format === 'svg') throw badRequest(SVG_REFUSED);
  const height = meta.pageHeight ?? meta.height;
  if (meta.width && height && meta.width * height > limits.maxPixels)
    throw badRequest(tooManyPixels(meta.width, height, limits.maxPixels));
  if (format === 'heif' && meta.compression === 'hevc')
    return { data: await convertHeic(data, limits), ext: 'jpg' };
  const ext = ACCEPTED.get(format);
  if (!ext) throw badRequest(KNOWN.has(format) ? notAccepted(KNOWN.get(format)!) : NOT_AN_IMAGE);
  if (sniffImage(data.subarray(0, SNIFF_LENGTH))?.ext !== ext) throw badRequest(NOT_AN_IMAGE);
  return { data, ext };
}
