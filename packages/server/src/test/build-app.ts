/**
 * Builds the app for a test file: a fresh in-memory PGlite, or, when TEST_DATABASE_URL is set
 * (npm test sets it for the PostgreSQL pass), a fresh database on that server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { listMigrations, migrate } from '../db/migrate.ts';
import { buildApp, type App } from '../app.ts';
import type { Mail } from '../mail/mailer.ts';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** Mails the app sent, oldest first. */
  mails: Mail[];
  close(): Promise<void>;
}

/** A fresh, empty database on the PostgreSQL server of `adminUrl`; `drop()` removes it. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cairn_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // The pool's clients may still be closing their sockets: let them go before forcing the
      // drop, else the server kills them and they report "terminating connection" errors.
      for (let i = 0; i < 40; i++) {
        const open = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (!open.rows[0].n) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A migrated, empty database of the kind this test pass runs on; `upTo` stops the migrations
 * at that version (upgrade tests: an install of an older release).
 */
export async function openTestDatabase(
  options: { upTo?: number } = {},
): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    const database = await openDatabase({ url: created.url, poolSize: 4 });
    await migrate(database, options);
    return {
      database,
      url: created.url,
      async drop() {
        await database.close();
        await created.drop();
      },
    };
  }
  const database = options.upTo === undefined ? await openMigratedTemplate() : await openDatabase({});
  await migrate(database, options);
  return { database, drop: () => database.close() };
}

/**
 * Where the migrated, empty PGlite database of these migrations and this PGlite is kept between
 * test files: a fresh PGlite runs `initdb` first, the longest part of a test app's start (about
 * three quarters of it), which a copy of a data folder skips.
 */
function templatePath(): string {
  const require = createRequire(import.meta.url);
  const engine = fs.statSync(require.resolve('@electric-sql/pglite'));
  const hash = createHash('sha256');
  hash.update(`${engine.size} ${engine.mtimeMs}\n`);
  for (const m of listMigrations()) hash.update(`${m.name}\n${m.script}\n`);
  return path.join(os.tmpdir(), `cairn-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * An in-memory PGlite started from the kept copy of a migrated database (`templatePath`), made
 * and kept by the first test file that needs it (written under a name of its own, then renamed:
 * test files running at once never read half a copy).
 */
async function openMigratedTemplate(): Promise<Database> {
  const file = templatePath();
  if (fs.existsSync(file)) {
    try {
      return await openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
    } catch {
      // An unreadable copy: made again below.
    }
  }
  const database = await openDatabase({});
  await migrate(database);
  const copy = await database.dumpDataDir!();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
  fs.renameSync(partial, file);
  return database;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    /** The module that renders pages and its limits (`buildApp`'s option of the same name). */
    pageRenderer?: { module: string; timeoutMs?: number; queueWaitMs?: number };
    /** As in production: answers through the fast paths, not checked (strict by default). */
    strictResponses?: boolean;
  } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    DEMO_DATA: 'false',
    JWT_SECRET: 'test-secret-of-sufficient-length',
    // Test files write a lot as one user: rate limiting is tested with its own settings.
    RATE_LIMIT_WRITES: '100000',
    RATE_LIMIT_WRITES_MODERATOR: '100000',
    RATE_LIMIT_WRITES_ROBOT: '100000',
    // Factories write straight into the database, past the write hook that empties the read
    // cache: it is tested with its own settings (documents/cache/read-cache.test.ts).
    READ_CACHE_SECONDS: '0',
    ...env,
  });
  const schemaVersion = (
    await database.db.selectFrom('schema_migrations').select('version').execute()
  ).reduce((max, r) => Math.max(max, r.version), 0);
  const mails: Mail[] = [];
  const mailer = { send: async (mail: Mail) => void mails.push(mail) };
  const app = await buildApp(
    { config, database, schemaVersion, mailer },
    { strictResponses: options.strictResponses ?? true, pageRenderer: options.pageRenderer },
  );
  return {
    app,
    database,
    config,
    mails,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app holding the demo guidebook (dates fixed, so the data is the same on every run). */
export async function buildDemoApp(
  env: Record<string, string> = {},
  options: { strictResponses?: boolean } = {},
): Promise<TestContext> {
  const ctx = await buildTestApp(env, options);
  const { generateDemoData } = await import('../demo/guidebook.ts');
  const { loadDemoData } = await import('../demo/load.ts');
  await loadDemoData(ctx.database, generateDemoData());
  return ctx;
}

/** A GET through the app, its status and its JSON body (typed as the test reads it). */
export async function getJson<Body = unknown>(
  app: App,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Body }> {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as Body };
}
