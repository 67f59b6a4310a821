/**
 * What kind of raster image a file holds, from its first bytes (its "magic number"), never from
 * its name or what a client says it is (issue 13). Only the kinds the guidebook stores: uploads
 * in JPEG, PNG, GIF or WebP and the WebP and AVIF sizes made from them; anything else (SVG, HTML,
 * text) is none of them.
 */
export interface ImageKind {
  /** The extension of stored files of this kind. */
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'avif';
  mime: string;
}

/** Bytes needed to tell the kinds apart. */
export const SNIFF_LENGTH = 16;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

export function sniffImage(head: Uint8Array): ImageKind | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return { ext: 'png', mime: 'image/png' };
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return { ext: 'gif', mime: 'image/gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { ext: 'webp', mime: 'image/webp' };
  if (ascii(head, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(head, 8, 12)))
    return { ext: 'avif', mime: 'image/avif' };
  return undefined;
}
