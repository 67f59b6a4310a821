/**
 * Builds the whole server as one Fastify instance without listening, so that tests can call it
 * with `inject`. `server.ts` only opens the database, listens and closes gracefully.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializer } from './plugins/strict-serializer.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { trackInFlight } from './plugins/in-flight.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputTextCheck } from './plugins/input-text.ts';
import { registerWebApp, serverEntryOf } from './plugins/web-app.ts';
import { createRenderPool, type RenderPool } from './ssr/render-pool.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerCompression } from './plugins/compression.ts';
import { healthRoutes } from './health/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { sessionRoutes } from './users/session-routes.ts';
import { accountRoutes } from './users/account-routes.ts';
import { imageRoutes } from './images/routes.ts';
import { imageListRoutes } from './images/list.ts';
import { documentRoutes } from './documents/read/routes.ts';
import { documentWriteRoutes } from './documents/write/write-routes.ts';
import { documentVersionRoutes } from './documents/versions/version-routes.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { cookerRoutes } from './cooker/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { startTitleSearch, type TitleSearch } from './search/title-sync.ts';
import { feedRoutes } from './feed/routes.ts';
import { changesRoutes } from './changes/routes.ts';
import { socialRoutes } from './users/social-routes.ts';
import { tagRoutes } from './tags/routes.ts';
import { associationRoutes } from './associations/routes.ts';
import { outingsCsvRoutes } from './documents/read/outings-csv.ts';
import { forumBridgeRoutes } from './forum/bridge-routes.ts';
import { avalancheRoutes } from './avalanche/routes.ts';
import { startAvalancheRefresher, type AvalancheRefresher } from './avalanche/store.ts';
import { transportRoutes } from './transport/routes.ts';
import { startTransportStops, type TransportStops } from './transport/store.ts';
import { forumRoutes } from './forum/routes.ts';
import { trackerRoutes } from './trackers/routes.ts';
import { createTrackerService, type TrackerService } from './trackers/service.ts';
import { openApiRoute, registerOpenApi } from './plugins/openapi.ts';
import { etagPlugin } from './plugins/etag.ts';
import { WriteLimiter, writeRateLimitPlugin } from './plugins/write-rate-limit.ts';
import { createCaches, type Caches } from './documents/cache/caches.ts';
import { shareCacheInvalidation } from './documents/cache/shared-invalidation.ts';
import { createCounterStore, type CounterStore } from './plugins/rate-limit-store.ts';
import { registerMedia } from './plugins/media.ts';
import { createMediaStore, type MediaStore } from './images/media-store.ts';
import { endGpsStripper } from './images/gps-free.ts';
import { startUnsavedSweeper } from './images/unsaved-sweep.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createCooker, type Cooker } from './cooker/cook-pool.ts';
import { notFound } from './errors.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  schemaVersion: number;
  mailer: Mailer;
  /** The in-memory caches (`documents/cache/caches.ts`); writes empty those a write may change. */
  caches: Caches;
  /** Markdown cooking in worker threads (`cooker/cook-pool.ts`), with `caches.cook`. */
  cooker: Cooker;
  /**
   * Rate-limit counters in the database, shared by every API node (`plugins/rate-limit-store.ts`);
   * `fastifyRateLimitStore(deps.counters)` is the `store` of any @fastify/rate-limit registration.
   */
  counters: CounterStore;
  /** Where uploaded images and their sizes live: the local folder or S3 (`images/media-store.ts`). */
  media: MediaStore;
  /** The avalanche bulletins' refresher (`avalanche/store.ts`); off when no service is configured. */
  avalanche: AvalancheRefresher;
  /** The activity trackers (`trackers/service.ts`): connections, activities, polling. */
  trackers: TrackerService;
  /** The stops near access waypoints (`transport/store.ts`); off when no stop source is configured. */
  transport: TransportStops;
  /**
   * Server rendering of pages in worker threads (`ssr/render-pool.ts`); none without the web
   * build's server entry or with `SSR_THREADS=0` (pages go out as the shell).
   */
  pages: RenderPool | undefined;
  /**
   * The search titles in memory for search as you type (`search/title-sync.ts`); none with
   * `SEARCH_TITLE_INDEX=off`.
   */
  titles: TitleSearch | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type App = FastifyInstance;

/** Assembles plugins and routes: the API under /api, the built web app at /. */
export async function buildApp(
  partial: Omit<
    AppDeps,
    | 'mailer'
    | 'caches'
    | 'cooker'
    | 'counters'
    | 'media'
    | 'avalanche'
    | 'trackers'
    | 'transport'
    | 'pages'
    | 'titles'
  > &
    Partial<
      Pick<
        AppDeps,
        'mailer' | 'caches' | 'cooker' | 'counters' | 'media' | 'avalanche' | 'trackers' | 'transport'
      >
    >,
  options: {
    logger?: boolean | object;
    /** Answers naming a field their response schema lacks fail instead of losing it (tests). */
    strictResponses?: boolean;
    /**
     * The module that renders pages (a file URL) instead of the web build's server entry, and its
     * time limits (tests: `ssr/render-pool.ts`).
     */
    pageRenderer?: { module: string; timeoutMs?: number; queueWaitMs?: number };
  } = {},
): Promise<App> {
  const { config } = partial;
  const caches =
    partial.caches ?? createCaches(partial.database.db, { readCacheSeconds: config.readCacheSeconds });
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    // Behind a load balancer: the client's address from X-Forwarded-For (login limits per address).
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: true } },
    // Errors of the router and of Node's HTTP parser answer in the API's error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializer({
      strict: options.strictResponses ?? false,
      // Answers built in their schema's order go out as they are in production only.
      fastOrdered: config.isProduction,
      onMismatch: (route, issues) =>
        app.log.error({ route, issues }, 'answer does not fit its response schema'),
    }),
  );
  const deps: AppDeps = {
    ...partial,
    mailer:
      partial.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir }),
    caches,
    cooker: partial.cooker ?? createCooker(config.cook, caches.cook),
    counters: partial.counters ?? createCounterStore(partial.database.db),
    media: partial.media ?? (await createMediaStore(config)),
    avalanche: partial.avalanche ?? startAvalancheRefresher(partial.database, config.avalanche, app.log),
    trackers: partial.trackers ?? createTrackerService(partial.database, config, app.log),
    transport: partial.transport ?? startTransportStops(partial.database, config.transport, app.log),
    pages: undefined,
    titles: undefined,
  };
  const rendererModule = options.pageRenderer?.module ?? serverEntryOf(config.webDist);
  if (rendererModule && config.ssr.threads > 0)
    deps.pages = createRenderPool(
      {
        module: rendererModule,
        threads: config.ssr.threads,
        maxQueue: config.ssr.maxQueue,
        timeoutMs: options.pageRenderer?.timeoutMs ?? config.ssr.timeoutMs,
        queueWaitMs: options.pageRenderer?.queueWaitMs,
      },
      app.log,
    );
  app.decorate('deps', deps);
  if (!partial.avalanche) app.addHook('onClose', () => deps.avalanche.stop());
  if (!partial.trackers) app.addHook('onClose', () => deps.trackers.stop());
  if (!partial.transport) app.addHook('onClose', () => deps.transport.stop());
  // The cooker's workers end with the app (unless the caller gave its own cooker).
  if (!partial.cooker) app.addHook('onClose', () => deps.cooker.close());
  if (!partial.media) app.addHook('onClose', async () => deps.media.close());
  // The rendering workers too (a page being rendered then goes out as the shell).
  app.addHook('onClose', async () => deps.pages?.close());
  app.addHook('onClose', () => endGpsStripper());
  // Loaded here, not in the search's plugin: a large guidebook's may take longer than a plugin may.
  if (config.searchTitleIndex !== 'off') {
    const titles = await startTitleSearch(partial.database.db, app.log, {
      wait: config.searchTitleIndex === 'wait',
    });
    deps.titles = titles;
    app.addHook('onClose', () => titles.stop());
  }
  const unsaved = startUnsavedSweeper(deps.database, deps.media, config.images.unsavedHours, app.log);
  app.addHook('onClose', () => unsaved.stop());
  // Writes through the API and posts to the built-in forum count against the same limits.
  app.decorate('writeLimiter', new WriteLimiter(config.rateLimit, deps.counters));
  const stopCleanup = deps.counters.startCleanup((error) =>
    app.log.warn({ err: error }, 'rate-limit cleanup failed'),
  );
  // Several nodes on one PostgreSQL: a write on any of them empties every node's read caches.
  const sharedCaches = await shareCacheInvalidation(deps.caches, deps.database, app.log);
  app.addHook('onClose', async () => {
    stopCleanup();
    await sharedCaches.stop();
  });
  registerErrorHandler(app);
  trackInFlight(app);
  registerInputTextCheck(app);

  registerSecurityHeaders(app);

  await registerOpenApi(app, config.publicUrl);
  await app.register(
    async (api) => {
      // api.md §1.1: any origin, Authorization and Content-Type headers. The API only: its
      // session travels in a header, never a cookie, so another origin reading an answer gets
      // nothing it could not fetch itself. Pages, assets and media send no such header.
      await api.register(cors, {
        origin: '*',
        methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowedHeaders: ['Authorization', 'Content-Type'],
        maxAge: 86400,
      });
      // Brotli or gzip answers above 1 KB (before any route, so that it covers them all).
      await registerCompression(api);
      // api.md §1.1: request bodies are JSON (uploads are multipart); a text body is a 415.
      api.removeContentTypeParser('text/plain');
      await api.register(openApiRoute);
      // Not registered as a plugin: its hook must cover every route of this /api scope.
      await authPlugin(api);
      // A successful write may change lists, totals, feeds and area entries: drop those read
      // caches before its answer leaves, here and (NOTIFY) on the other nodes, so that the
      // writer's next read sees the change whichever node answers it.
      const readLikePosts = new Set([
        '/api/cooker',
        '/api/users/login',
        '/api/users/renew',
        '/api/users/logout',
      ]);
      api.addHook('onSend', async (request, reply, payload) => {
        const isWrite =
          request.method !== 'GET' && request.method !== 'OPTIONS' && !readLikePosts.has(request.url);
        if (isWrite && reply.statusCode < 300) {
          deps.caches.invalidateAfterWrite();
          await sharedCaches.publish();
        }
        return payload;
      });
      // Reads see every write committed before them, on whichever node (shared-invalidation.ts).
      api.addHook('onRequest', async (request) => {
        if (request.method === 'GET' || request.method === 'HEAD') await sharedCaches.sync();
      });
      await api.register(writeRateLimitPlugin);
      await api.register(etagPlugin);
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(accountRoutes);
      await api.register(imageRoutes);
      await api.register(imageListRoutes);
      await api.register(cookerRoutes);
      await api.register(documentRoutes);
      await api.register(documentWriteRoutes);
      await api.register(documentVersionRoutes);
      await api.register(moderationRoutes);
      await api.register(searchRoutes);
      await api.register(feedRoutes);
      await api.register(changesRoutes);
      await api.register(socialRoutes);
      await api.register(tagRoutes);
      await api.register(associationRoutes);
      await api.register(outingsCsvRoutes);
      await api.register(forumBridgeRoutes);
      await api.register(avalancheRoutes);
      await api.register(trackerRoutes);
      await api.register(transportRoutes);
      api.setNotFoundHandler((request) => {
        throw notFound(`${request.method} ${request.url} does not exist`);
      });
    },
    { prefix: '/api' },
  );

  await registerMedia(app, deps.media, deps.database.db);
  // The built-in forum (DESIGN.md): its pages and Discourse JSON, before the web app's fallback.
  await app.register(
    async (forum) => {
      await registerCompression(forum);
      await forum.register(forumRoutes);
    },
    { prefix: '/forum' },
  );
  await registerWebApp(app, config.webDist, deps.pages);
  return app;
}
