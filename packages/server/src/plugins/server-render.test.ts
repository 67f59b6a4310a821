import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createUser } from '../test/factories.ts';
import { insertDocuments } from '../documents/write/insert.ts';
import { DEMO_CATEGORIES } from '../forum/demo.ts';
import { createTopic } from '../forum/store.ts';

/** The web app's server entry from its sources through Vite, in each rendering worker. */
const viteRenderer = pathToFileURL(path.resolve(import.meta.dirname, '../test/ssr/vite-renderer.mjs')).href;
const stubRenderer = pathToFileURL(path.resolve(import.meta.dirname, '../test/ssr/stub-renderer.mjs')).href;

/**
 * Issue 16 §2: pages rendered on the server by the web app's own server entry (loaded here from
 * its sources through Vite, as `vite build --ssr` bundles it, in the rendering pool's worker
 * threads), with the data they used.
 */
describe('server-rendered pages', () => {
  let ctx: TestContext;
  let dist: string;
  let routeId: number;
  let owner: { id: number; username: string };

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  /** The markup inside `#root`, and the hydration state. */
  const parts = (html: string) => ({
    root: /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '',
    state: /<script type="application\/json" id="cairn-ssr">([\s\S]*?)<\/script>/.exec(html)?.[1],
  });

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      // As the build writes it: the stylesheets, the early script, the entry, its preloads.
      '<!doctype html><html lang="fr"><head><title>Cairn</title>' +
        '<link rel="stylesheet" crossorigin href="/assets/shell.css">' +
        '<script type="module" async crossorigin src="/assets/early.js"></script>' +
        '<script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework.js">' +
        '</head><body><div id="root"></div></body></html>',
    );
    // Where the build put the document page's files (`.vite/manifest.json`).
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/app/routes/documents/view.tsx': {
          file: 'assets/view.js',
          css: ['assets/view.css'],
          imports: ['_pages.js'],
        },
        '_pages.js': { file: 'assets/pages.js', css: ['assets/pages.css'] },
      }),
    );
    ctx = await buildTestApp(
      { WEB_DIST: dist, PUBLIC_URL: 'https://cairn.example' },
      // The production limit (2 s, then the shell) with a loaded machine's margin: these tests
      // read what the render holds, not how fast it is (the bench measures that).
      { pageRenderer: { module: viteRenderer, timeoutMs: 60_000 } },
    );
    owner = await createUser(ctx.database.db, { username: 'hidden', is_profile_public: false });
    [routeId] = (await insertDocuments(ctx.database.db, [
      {
        type: 'route',
        attributes: {
          activities: ['skitouring'],
          ski_rating: '3.1',
          labande_global_rating: 'AD-',
          elevation_max: 3120,
        },
        locales: [
          {
            lang: 'fr',
            title: 'Couloir Nord',
            title_prefix: 'Pic Blanc',
            summary: 'Un couloir raide </script><script>alert(1)</script> et \u2028 sauvage.',
            description: 'Monter par la **combe** jusqu’au col.',
          },
          { lang: 'en', title: 'North couloir', summary: 'A steep couloir.' },
        ],
        creator_id: owner.id,
      },
    ])) as [number];
    // Vite compiles the page modules on the first render: the worker's warm-up (lists, home),
    // then a document page.
    await ctx.app.ready();
    await ctx.app.deps.pages!.warmed;
    await page(`/routes/${routeId}`);
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a route page with its title, ratings, figures and text in the HTML, and its meta tags', async () => {
    const res = await page(`/routes/${routeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('cookie, accept-language, accept-encoding');
    expect(res.body).toContain('<title>Pic Blanc : Couloir Nord · Cairn</title>');
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    const { root, state } = parts(res.body);
    // One title, in the head: none left in the page's markup.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(root).not.toContain('<title>');
    expect(root).toContain('Couloir Nord');
    expect(root).toContain('3.1');
    expect(root).toContain('AD-');
    expect(root).toMatch(/3[\s\u202f]?120[\s\u202f]m/);
    expect(root).toContain('<strong>combe</strong>');
    // Rendered in French (no cookie, no Accept-Language): the ratings box's heading.
    expect(root).toContain('Cotations');
    // Compressed as the browser allows.
    const compressed = await page(`/routes/${routeId}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('Couloir Nord');
    // The state the browser hydrates from: the document's query, JSON that cannot end the script.
    expect(state).toBeDefined();
    expect(state).not.toContain('</script>');
    expect(state).not.toContain('\u2028');
    const parsed = JSON.parse(state!) as { lang: string; queries: [unknown[], unknown][] };
    expect(parsed.lang).toBe('fr');
    expect(parsed.queries.some(([key]) => JSON.stringify(key).includes(String(routeId)))).toBe(true);
  });

  it("links the page's stylesheets with the shell's, then lists the app's scripts for the early script", async () => {
    const html = (await page(`/routes/${routeId}`)).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/shell.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/view.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/pages.css">' +
        '<script type="application/json" id="cairn-app-scripts">' +
        '{"entry":"/assets/index.js","modules":["/assets/framework.js","/assets/view.js","/assets/pages.js"]}</script>' +
        '<script type="module" async crossorigin src="/assets/early.js"></script>',
    );
    // Asked for by the HTML, they held the first paint back: the early script asks for them once
    // the page has painted. (Not preloaded at all, hydration — and a signed-in reader's page,
    // rendered afresh — waited for the router to ask for the route's modules.)
    expect(html).not.toContain('src="/assets/index.js"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('leaves the shell of a signed-in reader as the build wrote it', async () => {
    const html = (await page(`/routes/${routeId}`, { cookie: 'cairn_signed_in=1' })).body;
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
    );
    expect(html).not.toContain('cairn-app-scripts');
  });

  it('sends the page before the top bar and the side menu, the skip links first', async () => {
    const { root } = parts((await page(`/routes/${routeId}`)).body);
    const at = (pattern: RegExp) => {
      const index = root.search(pattern);
      expect(index, String(pattern)).toBeGreaterThanOrEqual(0);
      return index;
    };
    const skipLinks = at(
      /<a href="#main"[^>]*>Aller au contenu<\/a><a href="#top-bar"[^>]*>Aller à la navigation<\/a>/,
    );
    const main = at(/<main id="main"/);
    const title = at(/<h1[^>]*>.*Couloir Nord<\/h1>/);
    const topBar = at(/<header id="top-bar"/);
    const sideMenu = at(/<nav aria-label="Menu principal">/);
    expect(skipLinks).toBeLessThan(main);
    expect(main).toBeLessThan(title);
    expect(title).toBeLessThan(topBar);
    expect(topBar).toBeLessThan(sideMenu);
    // The first paint holds the title: little markup comes before it.
    expect(title).toBeLessThan(3000);
  });

  it('renders in the language of the cookie, else of Accept-Language', async () => {
    const english = parts((await page(`/routes/${routeId}`, { cookie: 'cairn_lang=en' })).body);
    expect(english.root).toContain('Ratings');
    expect(JSON.parse(english.state!)).toMatchObject({ lang: 'en' });
    const german = parts(
      (await page(`/routes/${routeId}`, { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' })).body,
    );
    expect(JSON.parse(german.state!)).toMatchObject({ lang: 'de' });
    // An unknown language falls back to French.
    const other = parts((await page(`/routes/${routeId}`, { 'accept-language': 'pt-BR' })).body);
    expect(JSON.parse(other.state!)).toMatchObject({ lang: 'fr' });
  });

  it('renders lists with their cards', async () => {
    const { root, state } = parts((await page('/routes?act=skitouring')).body);
    expect(root).toContain('Couloir Nord');
    expect(state).toBeDefined();
  });

  it('renders the home page with its dashboard data', async () => {
    const { root, state } = parts((await page('/', { cookie: 'cairn_lang=en' })).body);
    expect(root).toContain('Welcome to Cairn');
    const keys = (JSON.parse(state!) as { queries: [unknown[]][] }).queries.map(([key]) => key.join(' '));
    expect(keys).toEqual(
      expect.arrayContaining([
        'dashboard image en',
        'dashboard outing en',
        'dashboard route en',
        'dashboard article en',
      ]),
    );
  });

  it("renders a document's history, its versions and a list's print view", async () => {
    // History is a signed-in reader's: an anonymous one reads the invitation to sign in.
    const history = parts((await page(`/routes/history/${routeId}/fr`)).body);
    expect(history.root).toContain('Connectez-vous pour voir l&#x27;historique de ce document.');
    expect(history.state).toBeDefined();

    const { versions } = (await ctx.app.inject(`/api/document/${routeId}/history/fr`)).json<{
      versions: { version_id: number }[];
    }>();
    const versionId = versions[0]!.version_id;
    const version = parts((await page(`/routes/version/${routeId}/fr/${versionId}`)).body);
    expect(version.root).toContain(`Version archivée n° ${versionId}`);
    expect(version.root).toContain('Couloir Nord');
    expect(version.root).toContain('<strong>combe</strong>');
    expect(version.state).toContain(`["version","route",${routeId},"fr",${versionId}]`);

    // The list and each of its documents, whole.
    const print = parts((await page('/routes/print?act=skitouring')).body);
    expect(print.root).toContain('Couloir Nord');
    expect(print.root).toContain('<strong>combe</strong>');
    expect(print.state).toContain(`["document","route",${routeId},"fr"]`);
  });

  it('renders the forum announcement above the page, unless the reader closed it (its cookie)', async () => {
    const url = `/routes/${routeId}`;
    // No announcement topic: the page is rendered without it.
    expect(parts((await page(url)).body).root).toContain('Couloir Nord');
    await ctx.database.db
      .insertInto('forum_categories')
      .values({ ...DEMO_CATEGORIES[0]!, position: 0 })
      .execute();
    await createTopic(ctx.database.db, {
      categoryId: DEMO_CATEGORIES[0]!.id,
      title: 'Annonce',
      raw: 'Assemblée générale',
      cooked: '<p>Assemblée générale le 12 mars.</p>',
      userId: null,
      tags: ['visible'],
    });
    const { root, state } = parts((await page(url)).body);
    expect(root).toContain('aria-label="Annonce"');
    expect(root).toContain('<p>Assemblée générale le 12 mars.</p>');
    expect(state).toContain('"forum","topic","annonce"');
    const topic = (await ctx.app.inject('/forum/t/annonce.json')).json<{
      post_stream: { posts: { created_at: string; updated_at?: string }[] };
    }>();
    const stamp = topic.post_stream.posts[0]!.updated_at ?? topic.post_stream.posts[0]!.created_at;
    const closed = parts(
      (await page(url, { cookie: `cairn_announcement_fr=${encodeURIComponent(stamp)}` })).body,
    ).root;
    expect(closed).toContain('Couloir Nord');
    expect(closed).not.toContain('Assemblée générale');
  });

  it('sends a signed-in reader the shell, never a rendered page', async () => {
    const res = await page(`/routes/${routeId}`, { cookie: 'cairn_lang=en; cairn_signed_in=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('cookie, accept-language, accept-encoding');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('cairn-ssr');
  });

  it('renders as an anonymous reader whatever the request carries: no private data', async () => {
    // A private profile shows anonymous readers only what the API shows them; its owner's
    // session (an Authorization header) changes nothing in the rendered page.
    const anonymous = parts((await page(`/profiles/${owner.id}`)).body);
    const withSession = parts(
      (await page(`/profiles/${owner.id}`, await authHeaders(ctx.database.db, owner))).body,
    );
    expect(anonymous.state).toContain('"not_authorized":true');
    // Each query's update time (the forum announcement's too) ends its entry.
    const withoutTimes = (state = '') => state.replace(/,\d{13}\](?=,\[|\]\}$)/g, '');
    expect(withSession.root).toBe(anonymous.root);
    expect(withoutTimes(withSession.state)).toBe(withoutTimes(anonymous.state));
    expect(anonymous.root).not.toContain('hidden@example.org');
  });

  it('falls back to the shell when rendering fails', async () => {
    const failing = await buildTestApp(
      { WEB_DIST: dist },
      // Its `/fail` throws.
      { pageRenderer: { module: stubRenderer } },
    );
    try {
      const res = await failing.app.inject({ method: 'GET', url: `/fail` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await failing.close();
    }
  });
});
