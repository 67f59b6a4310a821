/**
 * How a file is drawn again before its upload (spec 2 §5, §9): a file over 2 MB whose upright
 * height is over 2048 px is brought down to 2048 px high, and a turned one is drawn turned.
 * Anything else goes as chosen.
 */
import type { Rotation } from './upload-items.ts';

/** spec 2 §9: the resize threshold, 2 MB. */
export const RESIZE_BYTES = 2_097_152;
/** spec 2 §9: the height a resized image gets. */
export const MAX_HEIGHT = 2048;

export interface DrawPlan {
  /** Size of the upright source scaled, before the turn. */
  drawWidth: number;
  drawHeight: number;
  /** Size of the output, after the turn. */
  width: number;
  height: number;
  rotation: Rotation;
}

/**
 * The drawing of an upright image of `width` × `height` (EXIF orientation applied) and `bytes`,
 * turned by `rotation`; null when the file can go unchanged. The height compared is the upright
 * one, before the user's turn.
 */
export function drawPlan(width: number, height: number, bytes: number, rotation: Rotation): DrawPlan | null {
  const resize = bytes > RESIZE_BYTES && height > MAX_HEIGHT;
  if (!resize && rotation === 0) return null;
  const scale = resize ? MAX_HEIGHT / height : 1;
  const drawWidth = Math.max(1, Math.round(width * scale));
  const drawHeight = resize ? MAX_HEIGHT : height;
  const sideways = rotation === 90 || rotation === 270;
  return {
    drawWidth,
    drawHeight,
    width: sideways ? drawHeight : drawWidth,
    height: sideways ? drawWidth : drawHeight,
    rotation,
  };
}

/** The type a drawn file is written in: JPEG and WebP stay so, anything else becomes PNG. */
export const outputType = (mimeType: string): 'image/jpeg' | 'image/webp' | 'image/png' =>
  mimeType === 'image/jpeg' || mimeType === 'image/webp' ? mimeType : 'image/png';

/** The file name of a drawn file, its extension following its new type. */
export function outputName(name: string, type: string): string {
  const ext = type === 'image/jpeg' ? 'jpg' : type === 'image/webp' ? 'webp' : 'png';
  const base = name.replace(/\.[^./]*$/, '') || 'image';
  return `${base}.${ext}`;
}
