/**
 * Serves the built web app at `/`. App routes (anything that is not a file and not /api)
 * fall back to index.html so the SPA router can take over.
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
      setHeaders(reply, filePath) {
        // Vite puts content hashes in asset names: they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
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
