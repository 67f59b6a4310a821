/** Real image files made for the upload tests and the image benchmark, and their multipart body. */
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../app.ts';

/** A multipart body with one `file` part. */
export function multipartFile(filename: string, content: Buffer, type: string) {
  const boundary = '----cairn-test-boundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `POST /api/images/upload` of `content` as the user of `headers`; the answer. */
export function uploadFile(app: App, headers: Record<string, string>, content: Buffer, name = 'photo.jpg') {
  const body = multipartFile(name, content, 'application/octet-stream');
  return app.inject({
    method: 'POST',
    url: '/api/images/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** A photo-like JPEG: noise compresses as badly as a real photo does (4000×3000 ≈ 3 MB). */
export const noiseJpeg = (width: number, height: number, exif?: Record<string, Record<string, string>>) => {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  }).jpeg({ quality: 80 });
  return (exif ? image.withExif(exif) : image).toBuffer();
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black PNG of `width` × `height` 1-bit pixels whose rows compress to almost nothing: a
 * 20,000 × 20,000 one (400 megapixels, gigabytes once decoded) is a file of about 50 KB.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0, black pixels
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG padded with a text chunk to about `bytes` (a large file of few pixels). */
export async function paddedPng(bytes: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a5' } })
    .png()
    .toBuffer();
  const end = png.length - 12; // the IEND chunk
  const text = Buffer.concat([
    Buffer.from('Comment\0', 'latin1'),
    Buffer.alloc(Math.max(0, bytes - png.length), 'a'),
  ]);
  return Buffer.concat([png.subarray(0, end), pngChunk('tEXt', text), png.subarray(end)]);
}
