/**
 * The image viewer's info panel lines (spec 1 §2.2 "camera settings, resolution"), from the
 * image document's EXIF fields (fields.md §5, api.md §7.7). `number` formats in the interface
 * language (decimal comma in French).
 */

export type NumberFormat = (value: number, digits?: number) => string;

/** The fields read, on any document-shaped object (a full image document). */
export type CameraFields = {
  [field: string]: unknown;
  camera_name?: unknown;
  exposure_time?: unknown;
  fnumber?: unknown;
  focal_length?: unknown;
  iso_speed?: unknown;
  width?: unknown;
  height?: unknown;
};

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Reciprocals within this share of a whole number read as a fraction (1/250 s). */
const FRACTION_TOLERANCE = 0.05;

/**
 * Exposure time as photographers write it: fast speeds as a fraction of a second (0.004 →
 * "1/250 s"), slow ones in seconds (0.8 → "0.8 s", 2 → "2 s"). Null for no usable value.
 */
export function exposureText(seconds: unknown, number: NumberFormat): string | null {
  if (!positive(seconds)) return null;
  if (seconds < 1) {
    const denominator = Math.round(1 / seconds);
    if (denominator >= 2 && Math.abs(1 / seconds - denominator) <= denominator * FRACTION_TOLERANCE)
      return `1/${denominator} s`;
  }
  return `${number(seconds, 1)} s`;
}

/** Camera, exposure, aperture, focal length and sensitivity, in that order, those present. */
export function cameraSettings(doc: CameraFields, number: NumberFormat): string[] {
  const parts: string[] = [];
  if (typeof doc.camera_name === 'string' && doc.camera_name.trim()) parts.push(doc.camera_name.trim());
  const exposure = exposureText(doc.exposure_time, number);
  if (exposure) parts.push(exposure);
  if (positive(doc.fnumber)) parts.push(`f/${number(doc.fnumber, 1)}`);
  if (positive(doc.focal_length)) parts.push(`${number(doc.focal_length, 1)} mm`);
  if (positive(doc.iso_speed)) parts.push(`ISO ${number(doc.iso_speed)}`);
  return parts;
}

/** "4000 × 3000 px" (width × height), or null unless both are known. */
export function resolutionText(doc: CameraFields, number: NumberFormat): string | null {
  if (!positive(doc.width) || !positive(doc.height)) return null;
  return `${number(doc.width)} × ${number(doc.height)} px`;
}
