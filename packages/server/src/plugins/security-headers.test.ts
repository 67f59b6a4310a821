import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { loadConfig } from '../config.ts';

const APP_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; " +
  "img-src 'self' data: http://127.0.0.1:18099 https://media.cairn.example https://*.cdn.example; " +
  "connect-src 'self' https://photon.komoot.io; " +
  'frame-src www.youtube.com www.dailymotion.com player.vimeo.com; ' +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PERMISSIONS =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** The headers every answer carries, with HSTS behind an https PUBLIC_URL. */
function expectCommonHeaders(headers: Record<string, unknown>, hsts: boolean) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBe(hsts ? 'max-age=31536000' : undefined);
}

const fromSite = { origin: 'https://elsewhere.example' };

describe('security headers by kind of answer (issue 13)', () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Cairn</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(dist, '.cairn-csp.json'),
      JSON.stringify({
        img: ['http://127.0.0.1:18099'],
        connect: ['https://photon.komoot.io'],
        script: [],
        frame: [],
      }),
    );
    ctx = await buildTestApp({
      WEB_DIST: dist,
      PUBLIC_URL: 'https://cairn.example',
      MEDIA_URL: 'https://media.cairn.example/',
      CSP_IMAGE_SOURCES: ' https://*.cdn.example ',
    });
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(ctx.config.mediaDir, 'photo.jpg'), jpeg);
    // Names say nothing: a PNG named .jpg is a PNG, a script named .jpg is no image at all.
    fs.writeFileSync(path.join(ctx.config.mediaDir, 'really-png.jpg'), png);
    fs.writeFileSync(
      path.join(ctx.config.mediaDir, 'old.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    fs.writeFileSync(path.join(ctx.config.mediaDir, 'page.jpg'), '<html><script>alert(1)</script></html>');
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('gives the app HTML its policy with the build’s origins, the permissions and the opener policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/routes/1', headers: fromSite });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(APP_CSP);
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expectCommonHeaders(res.headers, true);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives the app’s assets the same headers, without CORS', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: fromSite });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(APP_CSP);
    expectCommonHeaders(res.headers, true);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not serve the build’s list of origins', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/.cairn-csp.json' })).statusCode).toBe(404);
  });

  it('gives API answers, errors included, the empty policy and CORS for any origin', async () => {
    for (const url of ['/api/health', '/api/no/such/call']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: fromSite });
      expect(res.headers['content-security-policy']).toBe(API_CSP);
      expectCommonHeaders(res.headers, true);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['permissions-policy']).toBeUndefined();
    }
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/users/login',
      headers: {
        ...fromSite,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
  });

  it('serves media sandboxed, typed by their bytes, without CORS', async () => {
    const photo = await ctx.app.inject({ method: 'GET', url: '/media/photo.jpg', headers: fromSite });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-security-policy']).toBe(MEDIA_CSP);
    expect(photo.headers['content-disposition']).toBeUndefined();
    expectCommonHeaders(photo.headers, true);
    expect(photo.headers['access-control-allow-origin']).toBeUndefined();

    const png = await ctx.app.inject({ method: 'GET', url: '/media/really-png.jpg' });
    expect(png.headers['content-type']).toBe('image/png');

    for (const url of ['/media/old.svg', '/media/page.jpg']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['content-security-policy']).toBe(MEDIA_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/media/none.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(MEDIA_CSP);
  });

  it('allows the built-in forum’s inline script and stylesheet by their hashes only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/forum/' });
    expect(res.statusCode).toBe(200);
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    const script = /<script>([\s\S]*)<\/script>/.exec(res.body)![1]!;
    const style = /<style>([\s\S]*)<\/style>/.exec(res.body)![1]!;
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src ${hash(script)};`);
    expect(csp).toContain(`style-src ${hash(style)};`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/(script|style)-src [^;]*unsafe-inline/);
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS);
    expectCommonHeaders(res.headers, true);
    const json = await ctx.app.inject({ method: 'GET', url: '/forum/latest.json' });
    expect(json.headers['content-security-policy']).toBe(API_CSP);
    expect(json.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers behind an http PUBLIC_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PUBLIC_URL: 'http://localhost:8080' });
  });
  afterAll(() => ctx.close());

  it('sends no HSTS, and the app’s policy allows this origin only without a build', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expectCommonHeaders(api.headers, false);
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data:; connect-src 'self';");
    expectCommonHeaders(page.headers, false);
  });
});

describe('CSP_IMAGE_SOURCES', () => {
  it('takes origins only: nothing that could end a directive', () => {
    expect(
      loadConfig({ CSP_IMAGE_SOURCES: 'https://a.example http://b.example:8080' }).cspImageSources,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    for (const bad of ["https://a.example; script-src 'unsafe-inline'", "'unsafe-inline'", 'https:', '*'])
      expect(() => loadConfig({ CSP_IMAGE_SOURCES: bad })).toThrow(/CSP_IMAGE_SOURCES/);
  });
});
