import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';

describe('GET /media/{name}: files of the media store, typed by their bytes', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.app.deps.media.put('empty.jpg', Buffer.alloc(0), 'image/jpeg');
    await ctx.app.deps.media.put('tiny.jpg', Buffer.from('abc'), 'image/jpeg');
    await ctx.app.deps.media.put('big.bin', Buffer.alloc(300_000, 7), 'image/jpeg');
  });
  afterAll(() => ctx.close());

  it('serves files shorter than the bytes that tell a kind, and long ones whole', async () => {
    for (const [name, length] of [
      ['empty.jpg', 0],
      ['tiny.jpg', 3],
      ['big.bin', 300_000],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: `/media/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['content-length']).toBe(String(length));
      expect(res.rawPayload.length).toBe(length);
    }
  });

  it('answers 404 for names that are no stored file name', async () => {
    for (const url of [
      '/media/none.jpg',
      '/media/..%2Fdb%2FPG_VERSION',
      '/media/.hidden',
      '/media/a%20b.jpg',
    ])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // NUL is refused in any address (plugins/input-text.ts).
    expect((await ctx.app.inject({ method: 'GET', url: '/media/a%00.jpg' })).statusCode).toBe(400);
  });
});
