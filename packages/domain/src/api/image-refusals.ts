/**
 * The upload's refusals (issue 15 §5): one stable code each, the English description the server
 * sends in the API's error shape (`imageRefusalText`), and the way back from a description to its
 * code and figures (`parseImageRefusal`), with which the web app words it in the user's language.
 * The server builds every refusal here, so the two sides cannot drift apart.
 */

export type ImageRefusal =
  /** Not an image sharp can read (spec 2 §8's words, which the uploader already translates). */
  | { code: 'notAnImage' }
  /** The header reads but the pixels do not: truncated or damaged. */
  | { code: 'damaged' }
  /** SVG: refused rather than sanitised (scripts, references to other addresses). */
  | { code: 'svg' }
  /** A phone's HEIC photo this server's sharp cannot decode. */
  | { code: 'heic' }
  /** Another image kind sharp reads but the guidebook does not keep (TIFF, JPEG 2000…). */
  | { code: 'kind'; kind: string }
  /** Over `IMAGE_MAX_BYTES`, in megabytes. */
  | { code: 'tooLarge'; megabytes: number }
  /** More pixels than `IMAGE_MAX_PIXELS` (a decompression bomb), in megapixels. */
  | { code: 'tooManyPixels'; width: number; height: number; megapixels: number };

export type ImageRefusalCode = ImageRefusal['code'];

const ACCEPTED_KINDS = 'upload a JPEG, PNG, GIF or WebP image';
const NOT_AN_IMAGE = 'Image could not be processed';
const DAMAGED = `${NOT_AN_IMAGE}: the file is truncated or damaged`;
const SVG = `SVG images are not accepted: ${ACCEPTED_KINDS}`;
const HEIC =
  'HEIC/HEIF photos cannot be converted on this server: export the photo as JPEG ' +
  '(or set the camera to "Most compatible") and upload it again';

/** A figure as the descriptions write it: one decimal at most. */
const figure = (value: number) => +value.toFixed(1);

/** The English description of a refusal, as the server sends it. */
export function imageRefusalText(refusal: ImageRefusal): string {
  switch (refusal.code) {
    case 'notAnImage':
      return NOT_AN_IMAGE;
    case 'damaged':
      return DAMAGED;
    case 'svg':
      return SVG;
    case 'heic':
      return HEIC;
    case 'kind':
      return `${refusal.kind} images are not accepted: ${ACCEPTED_KINDS}`;
    case 'tooLarge':
      return `The file is larger than ${figure(refusal.megabytes)} MB: upload a smaller image`;
    case 'tooManyPixels':
      return (
        `The image is ${refusal.width} × ${refusal.height} pixels, more than the ` +
        `${figure(refusal.megapixels)} megapixels accepted: upload a smaller image`
      );
  }
}

const PATTERNS: Array<[RegExp, (m: RegExpMatchArray) => ImageRefusal]> = [
  [
    /^The file is larger than ([\d.]+) MB: upload a smaller image$/,
    (m) => ({ code: 'tooLarge', megabytes: +m[1]! }),
  ],
  [
    /^The image is (\d+) × (\d+) pixels, more than the ([\d.]+) megapixels accepted: upload a smaller image$/,
    (m) => ({ code: 'tooManyPixels', width: +m[1]!, height: +m[2]!, megapixels: +m[3]! }),
  ],
  [
    /^(.+) images are not accepted: upload a JPEG, PNG, GIF or WebP image$/,
    (m) => ({ code: 'kind', kind: m[1]! }),
  ],
];

/** The refusal a description of the upload call says, or undefined for any other text. */
export function parseImageRefusal(description: string): ImageRefusal | undefined {
  for (const fixed of ['notAnImage', 'damaged', 'svg', 'heic'] as const)
    if (description === imageRefusalText({ code: fixed })) return { code: fixed };
  for (const [pattern, refusal] of PATTERNS) {
    const match = description.match(pattern);
    if (match) return refusal(match);
  }
  return undefined;
}
