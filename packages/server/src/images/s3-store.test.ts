/**
 * Issue 15 part 6: media in an S3-compatible bucket, against a local S3-speaking server
 * (s3rver) started here: upload, sizes, serving through the proxy and `/media/`, a second API
 * node reading the same files, refusals storing nothing, deletion.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createUser } from '../test/factories.ts';
import { multipartFile, noiseJpeg } from '../test/images.ts';
import { startLocalS3, type LocalS3 } from '../test/s3.ts';
import { createMediaStore } from './media-store.ts';

describe('media in S3 (issue 15): every API node reads and writes one bucket', () => {
  let s3: LocalS3;
  let ctx: TestContext;
  let other: App;
  let headers: Record<string, string>;
  let userId: number;
  let filename: string;
  let id: number;
  let photo: Buffer;

  const upload = (content: Buffer) => {
    const body = multipartFile('photo.jpg', content, 'image/jpeg');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    ctx = await buildTestApp(s3.env);
    const user = await createUser(ctx.database.db, { username: 'climber' });
    userId = user.id;
    headers = await authHeaders(ctx.database.db, user);
    // A second node: same database and bucket, its own (empty) data folder.
    const otherDir = fs.mkdtempSync(`${ctx.config.dataDir}-other-`);
    other = await buildApp({
      config: loadConfig({ ...s3.env, DATA_DIR: otherDir, WEB_DIST: '/nonexistent', DEMO_DATA: 'false' }),
      database: ctx.database,
      schemaVersion: 0,
      mailer: { send: async () => undefined },
    });
    other.addHook('onClose', async () => fs.rmSync(otherDir, { recursive: true, force: true }));
    photo = await noiseJpeg(1600, 1200);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await s3?.stop();
  });

  it('stores the original and its three sizes in the bucket, nothing on disk', async () => {
    expect(ctx.app.deps.media.kind).toBe('s3');
    const res = await upload(photo);
    expect(res.statusCode).toBe(200);
    filename = res.json().filename;
    const base = filename.replace('.jpg', '');
    expect(await s3.objects()).toEqual([filename, `${base}BI.jpg`, `${base}MI.jpg`, `${base}SI.jpg`].sort());
    expect(fs.existsSync(ctx.config.mediaDir)).toBe(false);
  });

  it('creates the image document from the stored file, and serves it through the proxy and /media/', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/list',
      headers,
      payload: {
        images: [
          {
            filename,
            activities: ['hiking'],
            locales: [{ lang: 'fr', title: 'Sommet' }],
            associations: { users: [{ document_id: userId }] },
          },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    id = created.json().images[0].document_id;
    const doc = (await ctx.app.inject({ method: 'GET', url: `/api/images/${id}` })).json();
    expect([doc.width, doc.height, doc.file_size]).toEqual([1600, 1200, photo.length]);

    const original = await ctx.app.inject({ method: 'GET', url: `/api/images/proxy/${id}` });
    expect(original.statusCode).toBe(302);
    expect(original.headers.location).toBe(`/media/${filename}`);
    const served = await ctx.app.inject({ method: 'GET', url: `/media/${filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-length']).toBe(String(photo.length));
    // An original: its image's type may change what is served (`gps-free.ts`), so an hour.
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect(served.rawPayload.equals(photo)).toBe(true);
    const head = await other.inject({ method: 'HEAD', url: `/media/${filename}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.headers['content-length']).toBe(String(photo.length));

    const base = filename.replace('.jpg', '');
    const mi = await ctx.app.inject({ method: 'GET', url: `/api/images/proxy/${id}?size=MI` });
    expect(mi.headers.location).toBe(`/media/${base}MI.jpg`);
    const small = await other.inject({ method: 'GET', url: `/media/${base}MI.jpg` });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400);
  });

  it('makes WebP and AVIF sizes on demand into the bucket, once, for every node', async () => {
    const base = filename.replace('.jpg', '');
    const webp = await other.inject({ method: 'GET', url: `/api/images/proxy/${id}?size=SI&extension=webp` });
    expect(webp.statusCode).toBe(302);
    expect(webp.headers.location).toBe(`/media/${base}SI.webp`);
    expect(await s3.objects()).toContain(`${base}SI.webp`);
    const served = await ctx.app.inject({ method: 'GET', url: `/media/${base}SI.webp` });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('stores nothing for a refused upload', async () => {
    const before = await s3.objects();
    const truncated = await upload(photo.subarray(0, photo.length / 2));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().errors[0].description).toBe(
      'Image could not be processed: the file is truncated or damaged',
    );
    expect(await s3.objects()).toEqual(before);
  });

  it('answers 404 for a file the bucket lacks', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/media/1700000000_000000.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].description).toBe('media file not found');
  });

  it('checks the bucket at start: a missing one fails with a message naming the settings', async () => {
    await expect(ctx.app.deps.media.check()).resolves.toBeUndefined();
    const missing = await createMediaStore(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    try {
      await expect(missing.check()).rejects.toThrow(
        new RegExp(
          `^The S3 bucket no-such-bucket at ${s3.env.S3_ENDPOINT} cannot be reached \\(HTTP 404, .*check S3_ENDPOINT, S3_BUCKET, S3_REGION and the keys$`,
        ),
      );
    } finally {
      missing.close();
    }
  });

  it('deletes the files with the image', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/documents/delete/${id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(await s3.objects()).toEqual([]);
    expect((await other.inject({ method: 'GET', url: `/media/${filename}` })).statusCode).toBe(404);
  });
});
