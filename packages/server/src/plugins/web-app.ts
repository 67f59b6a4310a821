/**
 * Serves the built web app at `/`. App routes (anything that is not a file and not /api)
 * fall back to index.html so the SPA router can take over.
 *
 * Files go out compressed without work per request: the build writes a `.br` and a `.gz` copy
 * beside each text file above 1 KB (`packages/web/vite.config.ts`), and @fastify/static's
 * `preCompressed` picks the one the request's `Accept-Encoding` allows (`Content-Encoding`, the
 * file's own `Content-Type`, `Vary: accept-encoding`; the file itself when none fits). The SPA
 * fallback's HTML, written per request with the page's meta, stays uncompressed: about 2 KB,
 * and the compression plugin of the API (`app.ts`) does not reach the not-found handler.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../errors.ts';
import { pageMeta, withMeta } from './page-meta.ts';

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const { database, config } = app.deps;
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are reached through their file's address only.
      globIgnore: ['**/*.br', '**/*.gz'],
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
      const meta = await pageMeta(database.db, config.publicUrl, pathname);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withMeta(html, meta));
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
