import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createUser } from '../test/factories.ts';
import { insertDocuments } from '../documents/write/insert.ts';

describe('the web app with page meta in the HTML (issue 5)', () => {
  let ctx: TestContext;
  let dist: string;
  let routeId: number;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Cairn</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    ctx = await buildTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://cairn.example' });
    await createUser(ctx.database.db, { id: 1, username: 'me' });
    [routeId] = (await insertDocuments(ctx.database.db, [
      {
        type: 'route',
        attributes: { activities: ['hiking'] },
        locales: [
          {
            lang: 'fr',
            title: 'Arête des Cosmiques',
            title_prefix: 'Aiguille du Midi',
            summary: 'Une **belle** course <mixte> & facile.',
          },
          { lang: 'en', title: 'Cosmiques ridge', summary: 'A fine route.' },
        ],
        creator_id: 1,
      },
    ])) as [number];
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for app routes with the document title, description and canonical link', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/routes/${routeId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Aiguille du Midi : Arête des Cosmiques · Cairn</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Une belle course &lt;mixte&gt; &amp; facile." />',
    );
    expect(res.body).toContain(
      `<link rel="canonical" href="https://cairn.example/routes/${routeId}/fr/arete-des-cosmiques" />`,
    );
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain('<meta name="twitter:card" content="summary" />');
  });

  it("uses the language of the address, else the reader's; <html lang> is the interface's", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/routes/${routeId}/en/cosmiques-ridge` });
    expect(res.body).toContain('<meta property="og:description" content="A fine route." />');
    // The interface stays in the reader's language (French without a choice), as the app sets it.
    expect(res.body).toContain('<html lang="fr"');
    // An English reader of the bare address gets the English title, as the page shows it.
    const english = await ctx.app.inject({
      method: 'GET',
      url: `/routes/${routeId}`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<title>Cosmiques ridge · Cairn</title>');
    expect(english.body).toContain('<meta property="og:description" content="A fine route." />');
    // A reader who chose German, which the route lacks, gets its best language (French first).
    const german = await ctx.app.inject({
      method: 'GET',
      url: `/routes/${routeId}`,
      headers: { cookie: 'cairn_lang=de' },
    });
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain('<title>Aiguille du Midi : Arête des Cosmiques · Cairn</title>');
  });

  it('gives other pages the site title and falls back to index.html for unknown app addresses', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/outings?act=skitouring' });
    expect(home.body).toContain('<title>Cairn</title>');
    expect((await ctx.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(200);
    // A malformed address is a bad request, never a server error.
    expect((await ctx.app.inject({ method: 'GET', url: '/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('serves hashed assets for a year and answers missing files with 404', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
