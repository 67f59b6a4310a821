/**
 * Derived sizes of uploaded images (api.md §14.3, spec 2 §7): SI (small, square thumbnail),
 * MI (medium) and BI (big), as JPEG at upload time; WebP and AVIF copies are made on first
 * request and kept. A variant is named `<base><size>.<ext>` next to the original
 * (`1700000000_123456.jpg` → `1700000000_123456MI.webp`).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const IMAGE_SIZES = ['SI', 'MI', 'BI'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const IMAGE_EXTENSIONS = ['jpg', 'webp', 'avif'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

const GEOMETRY: Record<ImageSize, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  SI: { width: 200, height: 200, fit: 'cover' },
  MI: { width: 400, height: 400, fit: 'inside' },
  BI: { width: 1500, height: 1500, fit: 'inside' },
};

/** File name of a variant; SVG originals get raster thumbnails. */
export function variantName(filename: string, size: ImageSize, extension?: ImageExtension): string {
  const ext = path.extname(filename);
  const base = filename.slice(0, filename.length - ext.length);
  const original = ext.slice(1).toLowerCase();
  const target = extension ?? (original === 'svg' || original === 'jpeg' ? 'jpg' : original);
  return `${base}${size}.${target}`;
}

/** Output format by file extension; other raster kinds (png, gif) keep their own format. */
type OutputFormat = ImageExtension | 'png' | 'gif';

async function render(source: string, size: ImageSize, format: OutputFormat, target: string): Promise<void> {
  const g = GEOMETRY[size];
  const resized = sharp(source, { animated: false })
    .rotate()
    .resize({ width: g.width, height: g.height, fit: g.fit, withoutEnlargement: true });
  const encoded =
    format === 'webp'
      ? resized.webp({ quality: 80 })
      : format === 'avif'
        ? resized.avif({ quality: 55, effort: 2 })
        : format === 'jpg'
          ? resized.jpeg({ quality: 85, mozjpeg: true })
          : resized.toFormat(format);
  const tmp = `${target}.${process.pid}.tmp`;
  await encoded.toFile(tmp);
  await fs.promises.rename(tmp, target);
}

const formatOf = (name: string) => path.extname(name).slice(1) as OutputFormat;

/** Makes the SI, MI and BI sizes of an original (JPEG for JPEG and SVG originals). */
export async function makeSizes(dir: string, filename: string): Promise<void> {
  const source = path.join(dir, filename);
  for (const size of IMAGE_SIZES) {
    const name = variantName(filename, size);
    await render(source, size, formatOf(name), path.join(dir, name));
  }
}

/** Ensures a variant exists (made on demand) and returns its file name. */
export async function ensureVariant(
  dir: string,
  filename: string,
  size: ImageSize,
  extension?: ImageExtension,
): Promise<string> {
  const name = variantName(filename, size, extension);
  const target = path.join(dir, name);
  if (!fs.existsSync(target)) {
    await render(path.join(dir, filename), size, formatOf(name), target);
  }
  return name;
}
