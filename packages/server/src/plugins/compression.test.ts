import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createDocument, createUser } from '../test/factories.ts';

const BR = { 'accept-encoding': 'br, gzip' };
const GZIP = { 'accept-encoding': 'gzip' };
const NONE = { 'accept-encoding': 'identity' };

/** A body as the browser reads it, whatever its Content-Encoding. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

describe('compressed delivery (issue 16)', () => {
  let ctx: TestContext;
  let dist: string;
  let routeId: number;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
  const html =
    '<!doctype html><html lang="fr"><head><title>Cairn</title></head><body><div id="root"></div>' +
    `<!--${' '.repeat(1500)}--></body></html>`;

  beforeAll(async () => {
    // A web build as `packages/web/vite.config.ts` writes it: text files above 1 KB with their
    // `.br` and `.gz` copies, a small one without.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const withCopies = (file: string, text: string) => {
      fs.writeFileSync(path.join(dist, file), text);
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text, { level: 9 }));
    };
    withCopies('index.html', html);
    withCopies('assets/app-1234.js', script);
    withCopies('assets/app-1234.css', `body{margin:0}${'.a{color:red}'.repeat(100)}`);
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-1234.js'), 'console.log(1)');
    ctx = await buildTestApp({ WEB_DIST: dist });
    await createUser(ctx.database.db, { id: 1, username: 'me' });
    for (let i = 0; i < 12; i++) {
      routeId = await createDocument(ctx.database.db, {
        type: 'route',
        title: `Arête numéro ${i} du grand pilier`,
        creator_id: 1,
      });
    }
    // A media file of a text kind the compression would take, were media in its scope.
    fs.writeFileSync(path.join(ctx.config.mediaDir, 'notes.jpg'), 'x'.repeat(4000));
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('built files, compressed at build time', () => {
    it('sends the brotli copy of a hashed asset to a browser that takes it, cached for a year', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: BR });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe(script);
    });

    it('sends the gzip copy to a browser that takes only gzip, and the file itself to others', async () => {
      const gzip = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.css', headers: GZIP });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(gzip.headers.vary).toBe('accept-encoding');
      expect(decoded(gzip)).toContain('body{margin:0}');

      for (const headers of [NONE, {}]) {
        const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
        expect(plain.headers.vary).toBe('accept-encoding');
        expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(plain.body).toBe(script);
      }
    });

    it('sends a small file without a copy as it is, still saying it varies by encoding', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/assets/tiny-1234.js', headers: BR });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.body).toBe('console.log(1)');
    });

    it('revalidates index.html on every use, compressed or not', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/index.html', headers: BR });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(html);
    });

    it('does not serve the compressed copies at addresses of their own', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js.br', headers: BR });
      expect(res.statusCode).toBe(404);
    });

    it('sends the SPA fallback page, written per request, uncompressed and revalidated', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/routes/${routeId}`, headers: BR });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    });
  });

  describe('API answers, compressed per request', () => {
    it('compresses a list above 1 KB with brotli or gzip, to the same JSON', async () => {
      const plain = await ctx.app.inject({ method: 'GET', url: '/api/routes', headers: NONE });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(JSON.parse(plain.body).documents).toHaveLength(12);

      for (const [headers, encoding] of [
        [BR, 'br'],
        [GZIP, 'gzip'],
      ] as const) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/routes', headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.vary).toBe('accept-encoding');
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(JSON.parse(decoded(res))).toEqual(JSON.parse(plain.body));
      }
    });

    it('compresses a long answer through the stream path to the same JSON', async () => {
      const plain = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(plain.rawPayload.length).toBeGreaterThan(100_000);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: BR });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-length']).toBeUndefined();
      expect(JSON.parse(decoded(res))).toEqual(JSON.parse(plain.body));
    });

    it('sends an answer below 1 KB as it is', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: BR });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
    });

    it('keeps the ETag of a document and answers 304 without a body when it matches', async () => {
      const plain = await ctx.app.inject({ method: 'GET', url: `/api/routes/${routeId}`, headers: NONE });
      const res = await ctx.app.inject({ method: 'GET', url: `/api/routes/${routeId}`, headers: BR });
      expect(res.statusCode).toBe(200);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      expect(plain.headers.etag).toBe(etag);
      expect(JSON.parse(decoded(res))).toEqual(JSON.parse(plain.body));

      const again = await ctx.app.inject({
        method: 'GET',
        url: `/api/routes/${routeId}`,
        headers: { ...BR, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.vary).toBe('accept-encoding');
      expect(again.rawPayload.length).toBe(0);
    });

    it('answers errors in the API shape, compressed or not', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/routes/999999', headers: BR });
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(decoded(res))).toMatchObject({ status: 'error' });
    });

    it('does not compress media files', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/media/notes.jpg', headers: BR });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length).toBe(4000);
    });
  });
});
