import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { createDocument } from '../../test/factories.ts';
import { preferredEncoding } from './encoded-body.ts';

const BR = { 'accept-encoding': 'gzip, deflate, br' };
const GZIP = { 'accept-encoding': 'gzip' };

describe('cached answers keep their compressed bytes (issue 16)', () => {
  let ctx: TestContext;
  let routeId = 0;

  beforeAll(async () => {
    ctx = await buildTestApp({ READ_CACHE_SECONDS: '60' });
    for (let i = 0; i < 12; i++)
      routeId = await createDocument(ctx.database.db, {
        type: 'route',
        locales: [
          {
            lang: 'fr',
            title: `Arête numéro ${i} du grand pilier`,
            description: 'Une longue arête de granit, belle et aérienne. '.repeat(40),
          },
        ],
      });
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });

  for (const [name, url] of [
    ['a list (read cache)', '/api/routes'],
    ['a document (response cache)', () => `/api/routes/${routeId}`],
  ] as const)
    it(`sends the same bytes on a hit, compressed once, for ${name}`, async () => {
      const address = typeof url === 'string' ? url : url();
      const plain = await get(address, { 'accept-encoding': 'identity' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const brotli = vi.spyOn(zlib, 'brotliCompressSync');
      const gzip = vi.spyOn(zlib, 'gzipSync');
      try {
        for (const [headers, encoding, decode] of [
          [BR, 'br', zlib.brotliDecompressSync],
          [GZIP, 'gzip', zlib.gunzipSync],
        ] as const) {
          const first = await get(address, headers);
          const hit = await get(address, headers);
          for (const res of [first, hit]) {
            expect(res.statusCode).toBe(200);
            expect(res.headers['content-encoding']).toBe(encoding);
            expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
            expect(res.headers.vary).toMatch(/accept-encoding/);
            expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
          }
          expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
          expect(decode(hit.rawPayload).toString('utf8')).toBe(plain.body);
        }
        // One compression per encoding for the four answers.
        expect(brotli).toHaveBeenCalledTimes(1);
        expect(gzip).toHaveBeenCalledTimes(1);
      } finally {
        brotli.mockRestore();
        gzip.mockRestore();
      }
    });

  it('sends a small answer as it is', async () => {
    const res = await get('/api/routes?limit=0', BR);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/);
  });

  it('reads accept-encoding as the compression plugin does', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
