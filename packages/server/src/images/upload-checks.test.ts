/**
 * Issue 15 part 5: what an upload must be, checked with real files. Every refusal is a 400 in
 * the API's error shape, stores nothing (the media folder stays empty, no image row) and leaves
 * the server answering.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createUser } from '../test/factories.ts';
import { multipartFile, noiseJpeg, paddedPng, pngBomb, uploadFile } from '../test/images.ts';
import { DAMAGED, HEIC_REFUSED } from './accept.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const badRequest = (description: string) => ({
  status: 'error',
  errors: [{ location: 'body', name: 'Bad Request', description }],
});

describe('upload refusals (issue 15): a clear 400, nothing stored, the server stays up', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;

  const upload = (name: string, content: Buffer, type = 'image/jpeg') => {
    const body = multipartFile(name, content, type);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const expectNothingStored = async () => {
    expect(fs.readdirSync(ctx.config.mediaDir)).toEqual([]);
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM images`.execute(ctx.database.db);
    expect(rows.rows[0]!.n).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ IMAGE_MAX_BYTES: String(2 * 1024 * 1024) });
    const user = await createUser(ctx.database.db, { username: 'uploader' });
    headers = await authHeaders(ctx.database.db, user);
  });
  afterAll(() => ctx.close());

  it('refuses a 20,000 × 20,000 PNG bomb from its header, without decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    const res = await upload('bomb.png', bomb, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      badRequest(
        'The image is 20000 × 20000 pixels, more than the 100 megapixels accepted: upload a smaller image',
      ),
    );
    expect(performance.now() - started).toBeLessThan(5000);
    await expectNothingStored();
  });

  it('refuses SVG, with a script or an external reference, whatever its name says', async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">' +
        '<image xlink:href="https://tracker.example/pixel.png" width="10" height="10"/></svg>',
    ];
    for (const svg of svgs) {
      const res = await upload('summit.jpg', Buffer.from(svg));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        badRequest('SVG images are not accepted: upload a JPEG, PNG, GIF or WebP image'),
      );
    }
    await expectNothingStored();
  });

  it('refuses truncated JPEG and PNG files as damaged', async () => {
    const jpeg = await noiseJpeg(800, 600);
    const png = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .png()
      .toBuffer();
    for (const [name, file] of [
      ['cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length * 0.6))],
      ['cut.png', png.subarray(0, Math.floor(png.length / 2))],
    ] as const) {
      const res = await upload(name, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(badRequest(DAMAGED));
    }
    expect(DAMAGED).toBe('Image could not be processed: the file is truncated or damaged');
    await expectNothingStored();
  });

  it('refuses a file over IMAGE_MAX_BYTES, however few its pixels', async () => {
    const res = await upload('big.png', await paddedPng(2 * 1024 * 1024 + 10), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badRequest('The file is larger than 2 MB: upload a smaller image'));
    await expectNothingStored();
  });

  it('refuses what is not an image, and raster kinds other than the four', async () => {
    const text = await upload('notes.jpg', Buffer.from('hello, not a picture'));
    expect(text.json()).toEqual(badRequest('Image could not be processed'));
    const tiff = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#468' } })
      .tiff()
      .toBuffer();
    const res = await upload('scan.jpg', tiff);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      badRequest('TIFF images are not accepted: upload a JPEG, PNG, GIF or WebP image'),
    );
    await expectNothingStored();
  });

  it('converts a phone’s HEIC photo to JPEG where sharp can decode HEVC, else refuses it saying so', async () => {
    // A real HEIC (HEVC in HEIF) made by libheif's heif-enc; sharp's prebuilt libvips has no HEVC decoder.
    const heic = fs.readFileSync(path.join(here, 'fixtures/phone.heic'));
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    const decodable = await sharp(heic)
      .toBuffer()
      .then(() => true)
      .catch(() => false);
    const res = await upload('IMG_0001.HEIC', heic, 'image/heic');
    if (decodable) {
      expect(res.statusCode).toBe(200);
      expect(res.json().filename).toMatch(/\.jpg$/);
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(badRequest(HEIC_REFUSED));
      await expectNothingStored();
    }
  });
});

describe('accepted uploads (issue 15): the four kinds, sizes made once, no EXIF in the sizes', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let userId: number;

  const upload = async (name: string, content: Buffer) => {
    const res = await uploadFile(ctx.app, headers, content, name);
    expect(res.statusCode).toBe(200);
    return res.json().filename as string;
  };
  const stored = (name: string) => path.join(ctx.config.mediaDir, name);
  /** The image document of an uploaded file, as the web app's upload batch makes it. */
  const createImage = async (filename: string, associations: object): Promise<number> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/list',
      headers,
      payload: {
        images: [
          { filename, activities: ['hiking'], locales: [{ lang: 'fr', title: 'Au col' }], associations },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().images[0].document_id;
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const user = await createUser(ctx.database.db, { username: 'walker' });
    userId = user.id;
    headers = await authHeaders(ctx.database.db, user);
  });
  afterAll(() => ctx.close());

  it('takes JPEG, PNG, WebP and GIF (by content, not name) with their three sizes', async () => {
    const base = sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } });
    for (const [format, ext] of [
      ['jpeg', 'jpg'],
      ['png', 'png'],
      ['webp', 'webp'],
      ['gif', 'gif'],
    ] as const) {
      const filename = await upload('photo.bin', await base.clone().toFormat(format).toBuffer());
      expect(filename).toMatch(new RegExp(`^\\d+_\\d+\\.${ext}$`));
      for (const size of ['SI', 'MI', 'BI'])
        expect(fs.existsSync(stored(filename.replace(`.${ext}`, `${size}.${ext}`)))).toBe(true);
    }
  });

  it('takes a file of 15 MB under the default 20 MB limit', async () => {
    const filename = await upload('large.png', await paddedPng(15 * 1024 * 1024));
    expect(fs.statSync(stored(filename)).size).toBeGreaterThan(15 * 1024 * 1024);
  });

  it('keeps the original’s EXIF (GPS included); the sizes of a personal image carry none', async () => {
    const gps = {
      GPSLatitudeRef: 'N',
      GPSLatitude: '45/1 55/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '6/1 52/1 0/1',
    };
    const photo = await noiseJpeg(640, 480, { IFD0: { Make: 'Phone' }, IFD3: gps });
    const filename = await upload('walk.jpg', photo);
    expect(fs.readFileSync(stored(filename))).toEqual(photo);
    expect((await sharp(stored(filename)).metadata()).exif).toBeDefined();

    // An image of the user's profile is personal (spec 2 §5).
    const id = await createImage(filename, { users: [{ document_id: userId }] });
    const row = await sql<{
      image_type: string;
    }>`SELECT image_type FROM images WHERE document_id = ${id}`.execute(ctx.database.db);
    expect(row.rows[0]!.image_type).toBe('personal');

    for (const query of [
      'size=SI',
      'size=MI',
      'size=BI',
      'size=MI&extension=webp',
      'size=BI&extension=avif',
    ]) {
      const proxy = await ctx.app.inject({ method: 'GET', url: `/api/images/proxy/${id}?${query}` });
      expect(proxy.statusCode).toBe(302);
      const served = await ctx.app.inject({ method: 'GET', url: proxy.headers.location as string });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it('makes a size once: later requests find it stored', async () => {
    const filename = await upload('once.jpg', await noiseJpeg(900, 600));
    const id = await createImage(filename, {});
    const base = filename.replace('.jpg', '');
    const mi = fs.statSync(stored(`${base}MI.jpg`));
    const first = await ctx.app.inject({
      method: 'GET',
      url: `/api/images/proxy/${id}?size=MI&extension=webp`,
    });
    expect(first.headers.location).toBe(`/media/${base}MI.webp`);
    const webp = fs.statSync(stored(`${base}MI.webp`));
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.app.inject({ method: 'GET', url: `/api/images/proxy/${id}?size=MI&extension=webp` }),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual([302, 302, 302]);
    expect(fs.statSync(stored(`${base}MI.webp`)).mtimeMs).toBe(webp.mtimeMs);
    await ctx.app.inject({ method: 'GET', url: `/api/images/proxy/${id}?size=MI` });
    expect(fs.statSync(stored(`${base}MI.jpg`)).mtimeMs).toBe(mi.mtimeMs);
  });
});
