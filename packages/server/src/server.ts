/**
 * Starts Cairn: reads the configuration, opens and migrates the database, loads the demo
 * guidebook into an empty database, then listens. Closes gracefully on SIGINT/SIGTERM.
 */
import path from 'node:path';
import v8 from 'node:v8';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { loadDemoDataIfEmpty } from './demo/load.ts';
import { ensureSecret } from './secret.ts';

/** The advisory lock of loading the demo guidebook (`migrate.ts` has the migrations' own). */
const DEMO_DATA_LOCK = 0x636169726e + 1;

const loaded = loadConfig();
// V8 reads this flag each time it sets the next full collection's threshold, so setting it here
// works. Left to itself, on a machine with gigabytes of memory, V8 lets a busy server's old
// generation reach four times what the last collection kept (objects of calls in flight, promoted
// and dead soon after); twice keeps a node under 400 MB at a million documents at no measured cost.
if (loaded.heapGrowthPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${loaded.heapGrowthPercent}`);
const config = { ...loaded, jwtSecret: ensureSecret(loaded.jwtSecret, loaded.dataDir) };
const logger = {
  level: config.logLevel,
  ...(config.isProduction || !process.stdout.isTTY || !isInstalled('pino-pretty')
    ? {}
    : { transport: { target: 'pino-pretty' } }),
};

/** pino-pretty is a development tool: a production install (`npm ci --omit=dev`) lacks it. */
function isInstalled(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
  poolSize: config.databasePoolSize,
});
const schemaVersion = await migrate(database);
const app = await buildApp({ config, database, schemaVersion }, { logger });
// A media store that cannot be reached stops the start, as an invalid setting does.
await app.deps.media.check();
app.log.info({ database: database.kind, schemaVersion, media: app.deps.media.kind }, 'database ready');
// The first markdown worker starts with the server, not with its first reader.
const warming = app.deps.cooker
  .warm()
  .catch((error: unknown) => app.log.warn({ err: error }, 'cooker warm-up failed'));

if (config.demoData) {
  // Nodes starting together on one PostgreSQL: one loads, the others wait and find it loaded.
  const summary = await database.withLock(DEMO_DATA_LOCK, () =>
    loadDemoDataIfEmpty(database, config, app.deps.media, app.log),
  );
  if (summary) app.log.info(summary, 'demo guidebook loaded');
  // Its access waypoints get their public transport stops (issue 18) in the background.
  if (summary) void app.deps.transport.refresh();
}

await warming;
// The page rendering workers load the web app's server entry and render their warm-up pages
// (through the API: the app must be ready) before the first reader comes.
await app.ready();
await app.deps.pages?.warmed;
const address = await app.listen({ port: config.port, host: config.host });
// Counted from the start of the Node process, or from the end of the build that `npm start`
// (scripts/start.mjs) ran in this process before importing the server.
const startedAt = performance.getEntriesByName('cairn:built')[0]?.startTime ?? 0;
app.log.info(`listening on ${address} (ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => app.whenIdle(10_000))
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
