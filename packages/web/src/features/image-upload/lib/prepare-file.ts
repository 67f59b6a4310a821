/**
 * The browser side of `drawPlan`: the file decoded upright (`createImageBitmap` applies the
 * EXIF orientation), drawn scaled and turned on a canvas, written again. A file the browser
 * cannot decode throws `UnreadableImage` ('Image could not be processed').
 */
import { drawPlan, outputName, outputType } from './resize-plan.ts';
import type { Rotation } from './upload-items.ts';

export class UnreadableImage extends Error {
  override readonly name = 'UnreadableImage';
}

/** JPEG and WebP quality of a drawn file. */
const QUALITY = 0.92;

/** `file` as it is to be uploaded, with `rotation` applied. */
export async function prepareFile(file: File, rotation: Rotation): Promise<File> {
  if (rotation === 0 && file.size <= 2_097_152) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImage(file.name);
  }
  try {
    const plan = drawPlan(bitmap.width, bitmap.height, file.size, rotation);
    if (!plan) return file;
    const canvas = document.createElement('canvas');
    canvas.width = plan.width;
    canvas.height = plan.height;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableImage(file.name);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.translate(plan.width / 2, plan.height / 2);
    context.rotate((plan.rotation * Math.PI) / 180);
    context.drawImage(bitmap, -plan.drawWidth / 2, -plan.drawHeight / 2, plan.drawWidth, plan.drawHeight);
    const type = outputType(file.type);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
    if (!blob) throw new UnreadableImage(file.name);
    return new File([blob], outputName(file.name, blob.type || type), {
      type: blob.type || type,
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}

/** The longest side of a preview, in CSS pixels at twice the density. */
const PREVIEW_SIZE = 240;

/**
 * A small upright preview of `file` as a `data:` address (the app's images policy allows no
 * `blob:`), or undefined when the browser cannot decode it.
 */
export async function previewOf(file: File): Promise<string | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  try {
    const scale = Math.min(1, PREVIEW_SIZE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.8);
  } finally {
    bitmap.close();
  }
}
