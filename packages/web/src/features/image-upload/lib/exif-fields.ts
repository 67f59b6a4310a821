/**
 * EXIF tags of a photo → the image document's fields (spec 2 §5, fields.md §5): date taken,
 * exposure time, ISO, focal length, f-number, camera make and model, the GPS point (in the
 * map projection, EPSG:3857) and its altitude as the elevation.
 */
import { pointText, toMercator } from '@cairn/domain';

export interface ImageFields {
  date_time?: string;
  exposure_time?: number;
  iso_speed?: number;
  focal_length?: number;
  fnumber?: number;
  camera_name?: string;
  elevation?: number;
  /** GeoJSON text of the point, EPSG:3857. */
  geom?: string;
}

/** The tags read, as exifr gives them with `reviveValues: false` (raw dates, numbers). */
export type ExifTags = Record<string, unknown>;

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** A byte tag may come as a number or as a one-byte array. */
const firstOf = (value: unknown): unknown =>
  Array.isArray(value) || value instanceof Uint8Array ? (value as ArrayLike<unknown>)[0] : value;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/\0/g, '').replace(/\s+/g, ' ').trim() : '';

/**
 * EXIF writes `YYYY:MM:DD HH:MM:SS` in the camera's local time, with an optional offset tag;
 * the field takes ISO 8601 (fields.md §5 `date_time`). A revived `Date` is read the same way.
 */
export function exifDateTime(value: unknown, offset?: unknown): string | undefined {
  let local: string | undefined;
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    const pad = (n: number) => String(n).padStart(2, '0');
    local = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}T${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
  } else {
    const match = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text(value));
    if (!match || match[1] === '0000') return undefined;
    local = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}`;
  }
  const zone = text(offset);
  return /^[+-]\d{2}:\d{2}$/.test(zone) ? local + zone : local;
}

/** Degrees of a GPS coordinate: a number, or degrees, minutes and seconds, signed by its reference. */
export function gpsDegrees(value: unknown, ref: unknown): number | undefined {
  let degrees: number | undefined;
  if (typeof value === 'number') degrees = value;
  else if (Array.isArray(value) && value.length > 0 && value.every((n) => typeof n === 'number')) {
    const [d = 0, m = 0, s = 0] = value as number[];
    degrees = d + m / 60 + s / 3600;
  }
  if (degrees === undefined || !Number.isFinite(degrees)) return undefined;
  const negative = ref === 'S' || ref === 'W';
  return negative ? -Math.abs(degrees) : degrees;
}

/** The camera's make and model, without the make written twice ("Canon Canon EOS 5D"). */
export function cameraName(make: unknown, model: unknown): string | undefined {
  const m = text(make);
  const name = text(model);
  const joined = name.toLowerCase().startsWith(m.toLowerCase()) ? name : `${m} ${name}`.trim();
  return joined ? joined.slice(0, 100) : undefined;
}

/** The image fields `tags` fill; fields without a usable tag are left out. */
export function fieldsFromExif(tags: ExifTags | null | undefined): ImageFields {
  if (!tags) return {};
  const fields: ImageFields = {};
  const dateTime = exifDateTime(
    tags.DateTimeOriginal ?? tags.CreateDate ?? tags.DateTime,
    tags.OffsetTimeOriginal ?? tags.OffsetTime,
  );
  if (dateTime) fields.date_time = dateTime;
  const exposure = positive(tags.ExposureTime);
  if (exposure !== undefined) fields.exposure_time = exposure;
  const iso = positive(Array.isArray(tags.ISO) ? tags.ISO[0] : tags.ISO);
  if (iso !== undefined && iso >= 1) fields.iso_speed = Math.round(iso);
  const focal = positive(tags.FocalLength);
  if (focal !== undefined && focal >= 1) fields.focal_length = focal;
  const fnumber = positive(tags.FNumber);
  if (fnumber !== undefined) fields.fnumber = fnumber;
  const camera = cameraName(tags.Make, tags.Model);
  if (camera) fields.camera_name = camera;

  const lat = gpsDegrees(
    tags.latitude ?? tags.GPSLatitude,
    tags.latitude === undefined ? tags.GPSLatitudeRef : 'N',
  );
  const lon = gpsDegrees(
    tags.longitude ?? tags.GPSLongitude,
    tags.longitude === undefined ? tags.GPSLongitudeRef : 'E',
  );
  // 0,0 is what a camera without a fix writes.
  if (lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && (lat || lon)) {
    const [x, y] = toMercator(lon, lat);
    fields.geom = pointText(Math.round(x * 100) / 100, Math.round(y * 100) / 100);
  }
  if (typeof tags.GPSAltitude === 'number' && Number.isFinite(tags.GPSAltitude)) {
    // GPSAltitudeRef 1: below sea level.
    const ref = firstOf(tags.GPSAltitudeRef);
    const altitude = Math.round(ref === 1 ? -tags.GPSAltitude : tags.GPSAltitude);
    if (altitude >= 0 && altitude <= 9000) fields.elevation = altitude;
  }
  return fields;
}
