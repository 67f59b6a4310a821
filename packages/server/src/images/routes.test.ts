import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createUser } from '../test/factories.ts';
import { insertDocuments } from '../documents/write/insert.ts';

/** A multipart body with one `file` part. */
function multipart(filename: string, content: Buffer, type: string) {
  const boundary = '----cairn-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('image files: upload, sizes and proxy (api.md §14.3)', () => {
  let ctx: TestContext;
  let token: string;
  let uploaded: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createUser(ctx.database.db, { id: 1, username: 'me', password: 'pw-me' });
    token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'me', password: 'pw-me' },
      })
    ).json().token;
  });
  afterAll(() => ctx.close());

  it('stores an upload and makes its SI, MI and BI sizes', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const body = multipart('summit.jpg', jpeg, 'image/jpeg');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      ...body,
      headers: { ...body.headers, authorization: `JWT ${token}` },
    });
    expect(res.statusCode).toBe(200);
    uploaded = res.json().filename;
    expect(uploaded).toMatch(/^\d+_\d+\.jpg$/);
    const base = uploaded.replace('.jpg', '');
    const meta = await Promise.all(
      ['SI', 'MI', 'BI'].map((s) => sharp(path.join(ctx.config.mediaDir, `${base}${s}.jpg`)).metadata()),
    );
    expect(meta.map((m) => [m.width, m.height])).toEqual([
      [200, 200],
      [400, 267],
      [1500, 1000],
    ]);
  });

  it("refuses what is not an image with 'Image could not be processed'", async () => {
    const body = multipart('notes.txt', Buffer.from('hello'), 'text/plain');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      ...body,
      headers: { ...body.headers, authorization: `JWT ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].description).toBe('Image could not be processed');
  });

  it('refuses SVG by its content, whatever its name and type say (issue 13)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
        '<script>alert(document.domain)</script><rect width="10" height="10"/></svg>',
    );
    for (const [name, type] of [
      ['drawing.svg', 'image/svg+xml'],
      ['summit.jpg', 'image/jpeg'],
    ] as const) {
      const body = multipart(name, svg, type);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/images/upload',
        ...body,
        headers: { ...body.headers, authorization: `JWT ${token}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        errors: [
          {
            location: 'body',
            name: 'Bad Request',
            description: 'SVG images are not accepted: upload a JPEG, PNG, GIF or WebP image',
          },
        ],
      });
    }
  });

  it('refuses an HTML page disguised as an image', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const body = multipart('summit.png', html, 'image/png');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      ...body,
      headers: { ...body.headers, authorization: `JWT ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].description).toBe('Image could not be processed');
  });

  it('needs a signed-in user to upload', async () => {
    const body = multipart('x.jpg', Buffer.from('x'), 'image/jpeg');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/images/upload', ...body })).statusCode).toBe(
      403,
    );
  });

  it('redirects the proxy to the asked size, making WebP and AVIF on demand', async () => {
    const [id] = await insertDocuments(ctx.database.db, [
      {
        type: 'image',
        quality: 'medium',
        attributes: { image_type: 'collaborative', filename: uploaded },
        locales: [{ lang: 'fr', title: 'Sommet' }],
        creator_id: 1,
      },
    ]);
    const base = uploaded.replace('.jpg', '');
    const original = await ctx.app.inject({ method: 'GET', url: `/api/images/proxy/${id}` });
    expect(original.statusCode).toBe(302);
    expect(original.headers.location).toBe(`/media/${uploaded}`);
    const mi = await ctx.app.inject({ method: 'GET', url: `/api/images/proxy/${id}?size=MI` });
    expect(mi.headers.location).toBe(`/media/${base}MI.jpg`);
    const webp = await ctx.app.inject({
      method: 'GET',
      url: `/api/images/proxy/${id}?size=SI&extension=webp`,
    });
    expect(webp.headers.location).toBe(`/media/${base}SI.webp`);
    expect((await sharp(path.join(ctx.config.mediaDir, `${base}SI.webp`)).metadata()).format).toBe('webp');
    const avif = await ctx.app.inject({
      method: 'GET',
      url: `/api/images/proxy/${id}?size=BI&extension=avif`,
    });
    expect(avif.headers.location).toBe(`/media/${base}BI.avif`);
    expect(fs.existsSync(path.join(ctx.config.mediaDir, `${base}BI.avif`))).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url: `/media/${base}MI.jpg` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it("answers 'Invalid size' and 404 for unknown images", async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/images/proxy/1?size=XL' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      location: 'querystring',
      name: 'size',
      description: 'Invalid size',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/images/proxy/987654' })).statusCode).toBe(404);
  });
});
