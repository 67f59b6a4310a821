/**
 * Serves the built web app at `/`. App routes (anything that is not a file and not /api)
 * fall back to index.html so the SPA router can take over.
 *
 * Files go out compressed without work per request: the build writes a `.br` and a `.gz` copy
 * beside each text file above 1 KB (`packages/web/vite.config.ts`), and @fastify/static's
 * `preCompressed` picks the one the request's `Accept-Encoding` allows (`Content-Encoding`, the
 * file's own `Content-Type`, `Vary: accept-encoding`; the file itself when none fits). The SPA
 * fallback's HTML is written per request with the page's meta.
 *
 * Server rendering (issue 16 §2): document pages (with their history and versions), lists (with
 * their print views) and the home page are rendered by the web build's server entry
 * (`packages/web/src/entry-server.tsx`, built into `dist/.ssr/`) for anonymous readers, in the
 * language of the `cairn_lang` cookie, else of `Accept-Language`, else French, with the state the
 * browser hydrates from. Rendering is CPU work (30–130 ms a page): it runs in worker threads
 * (`ssr/render-pool.ts`, `app.deps.pages`), whose API calls come back here to `app.inject`. A
 * reader whose `cairn_signed_in` cookie is set gets the shell, as does any page whose render
 * fails, waits too long for a worker or takes longer than `SSR_TIMEOUT_MS` (2 s; the worker is then
 * stopped and replaced) or finds every worker and the queue taken (logged, never an error answer).
 * Pages vary by those cookies and languages: `Vary: cookie, accept-language, accept-encoding` and
 * `no-cache`, so no shared cache mixes them up; rendered pages are compressed (brotli or gzip) as
 * the API's answers are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiLang, DEFAULT_UI_LANG, isUiLang, type UiLang } from '@cairn/domain';
import { notFound } from '../errors.ts';
import { pageMeta, withMeta } from './page-meta.ts';
import { BROTLI_QUALITY } from './compression.ts';
import type { ApiCall, RenderPool } from '../ssr/render-pool.ts';
import type { RenderedPage } from '../ssr/types.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/** The web build's server entry (a file URL) when it was built beside the app, else undefined. */
export function serverEntryOf(distDir: string): string | undefined {
  const entry = path.join(distDir, '.ssr', 'entry-server.js');
  return fs.existsSync(path.join(distDir, 'index.html')) && fs.existsSync(entry)
    ? pathToFileURL(entry).href
    : undefined;
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  pages?: RenderPool,
): Promise<void> {
  const { database, config } = app.deps;
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are reached through their file's address only; the server's own
      // files (the server entry, the build manifest, the CSP sources) are never served.
      globIgnore: ['**/*.br', '**/*.gz'],
      dotfiles: 'deny',
      setHeaders(reply, filePath) {
        // Vite puts content hashes in asset names: they never change. Other files (index.html,
        // the favicon) keep their names across builds: revalidated on every use.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const manifest = hasWebApp ? readManifest(distDir) : {};
  // The workers' API calls (their warm-up's first) are answered once the app is ready.
  if (pages) app.addHook('onReady', async () => pages.start(apiOf(app)));
  let html: string | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (hasWebApp && isPageRequest) {
      html ??= await fs.promises.readFile(indexFile, 'utf8');
      let pathname = '/';
      try {
        pathname = decodeURI(request.url.split('?')[0] ?? '/');
      } catch {
        // A malformed address still gets the app (and its 404 page).
      }
      const meta = await pageMeta(database.db, config.publicUrl, pathname, renderLangOf(request));
      const page = withMeta(html, meta);
      const rendered = pages && !isSignedIn(request) ? await renderPage(pages, request) : undefined;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-language, accept-encoding')
        .type('text/html; charset=utf-8');
      if (!rendered) return reply.send(page);
      // A rendered page weighs tens of KB (its markup and its state): compressed as the API's
      // answers are (`compression.ts`), which do not reach this handler.
      const body = Buffer.from(withRendered(page, rendered, manifest));
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted))
        return reply.header('content-encoding', 'br').send(await brotli(body, BROTLI_OPTIONS));
      if (/\bgzip\b/.test(accepted))
        return reply.header('content-encoding', 'gzip').send(await gzip(body, { level: 6 }));
      return reply.send(body);
    }
    if (!hasWebApp && isPageRequest) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built: run `npm run build` (npm start does it).');
    }
    throw notFound('The resource could not be found.');
  });
}

const isSignedIn = (request: FastifyRequest) =>
  /(?:^|;\s*)cairn_signed_in=1(?:;|$)/.test(request.headers.cookie ?? '');

/** The interface language of a page: the reader's choice (cookie), the browser's, or French. */
export function renderLangOf(request: FastifyRequest): UiLang {
  const chosen = /(?:^|;\s*)cairn_lang=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  if (chosen && isUiLang(chosen)) return chosen;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: apiLang(tag.trim().split('-')[0]!.toLowerCase()), q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ lang, q }) => q > 0 && isUiLang(lang))
    .sort((a, b) => b.q - a.q);
  return (accepted[0]?.lang as UiLang | undefined) ?? DEFAULT_UI_LANG;
}

async function renderPage(pages: RenderPool, request: FastifyRequest) {
  try {
    return await pages.render({
      url: request.url,
      lang: renderLangOf(request),
      cookies: request.headers.cookie,
    });
  } catch (error) {
    request.log.warn(
      { err: error, url: request.url },
      'server rendering failed: the page goes out unrendered',
    );
    return undefined;
  }
}

/** The API in-process, as an anonymous reader: its permissions, caches and serialisation. */
const apiOf =
  (app: FastifyInstance): ApiCall =>
  async (url, method) => {
    const res = await app.inject({ method: method as 'GET', url, headers: { accept: 'application/json' } });
    return {
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? 'application/json'),
      // A copy of its own: its memory goes to the worker with the answer.
      body: new Uint8Array(res.rawPayload),
    };
  };

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The client build's manifest (`.vite/manifest.json`): where each source module's files went. */
function readManifest(distDir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The CSS and scripts of a source module and of what it imports, by the build's manifest. */
function filesOf(manifest: Manifest, module: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || js.has(entry.file)) return;
    js.add(entry.file);
    entry.css?.forEach((file) => css.add(file));
    entry.imports?.forEach(visit);
  };
  visit(module);
  return { css: [...css], js: [...js] };
}

/** The shell's app entry (not the early script, which is `async`) and its modules' preloads. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/**
 * The shell with the rendered page in `#root`, its state after it, its route's CSS linked in the
 * head (the first paint is styled), and, in place of the app's entry and of its preloads, the
 * list of the app's scripts (`{ entry, modules }`: the entry, then the shell's modules and the
 * route's), which the early script (`packages/web/src/early.ts`) loads once the page has painted
 * its content. Asked for by the HTML, these dozens of requests held the first paint back (a route
 * page ~0.94 → ~0.69 s with 4× CPU throttling); not preloaded at all, the route's modules waited
 * for the router to ask for them, and hydration with them (the route edit form 2.6 → 4.1 s).
 */
function withRendered(page: string, rendered: RenderedPage, manifest: Manifest): string {
  const { css, js } = filesOf(manifest, rendered.module);
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  const shellModules = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const shell = page.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // The page's stylesheets go with the shell's, before any script (the build puts those first):
  // the first paint waits for them, and HTTP/1.1 serves six requests at a time. The list of
  // scripts goes before the early script, which reads it.
  const sheets = css
    .filter((file) => !page.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
  const modules = [...shellModules, ...js.map((file) => `/${file}`).filter((file) => file !== entry)];
  // JSON in HTML: `<` escaped (no `</script>` can close it early).
  const scripts = JSON.stringify({ entry, modules: [...new Set(modules)] }).replace(/</g, '\\u003c');
  const list = `<script type="application/json" id="${rendered.appScriptsId}">${scripts}</script>`;
  const head = shell.indexOf('</head>');
  const script = shell.indexOf('<script');
  const at = script >= 0 && script < head ? script : head;
  // Functions as replacements: the page's text may hold `$&` and the like.
  return `${shell.slice(0, at)}${sheets}${list}${shell.slice(at)}`.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${rendered.html}</div><script type="application/json" id="${rendered.stateId}">${rendered.state}</script>`,
  );
}
