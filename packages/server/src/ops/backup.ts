/**
 * Backup and restore of an install (issue 13; `npm run backup` / `npm run restore`): one
 * `.tar.gz` holding the database, the media folder and a manifest.
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump -Fc` of the database, a consistent snapshot taken while
 *   the server runs; restored with `pg_restore`. Both are clients: they run as root as well.
 * - PGlite (the data folder `DATA_DIR/db`): PGlite's own `dumpDataDir()`, a tarball of its
 *   data folder, restored with its `loadDataDir` option. PGlite is one process: the server must
 *   be stopped, else backup and server would open the same folder.
 *
 * A restore refuses a database or media folder that is not empty unless `force` is given, and an
 * archive of a schema newer than this release; an older one is migrated at the next start.
 *
 * Media in an S3 bucket (`S3_BUCKET`) are not in the archive, and a restore leaves them alone:
 * the manifest names the bucket, and the bucket is saved with the object store's own means
 * (versioning, replication, a copy to another bucket).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../config.ts';
import { listMigrations } from '../db/migrate.ts';

const run = promisify(execFile);

/** What `manifest.json` of an archive says. */
export interface Manifest {
  format: 1;
  created_at: string;
  database: 'pglite' | 'postgresql';
  /** The last migration applied to the saved database. */
  schema_version: number;
  media_files: number;
  /** When the media live in an S3 bucket: its name (the archive holds none of them). */
  media_bucket?: string;
}

const MANIFEST = 'manifest.json';
const PG_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'database.pglite.tar';
const MEDIA = 'media';

type Settings = Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaDir'> & Partial<Pick<Config, 's3'>>;

const pgliteDir = (settings: Settings) => path.join(settings.dataDir, 'db');

/** The newest PostgreSQL client tools of Debian's packages, else those on the PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? path.join(base, versions[0]!, 'bin', name) : name;
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(pgTool(name), args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`${name} failed: ${(e.stderr || e.message).trim()}`);
  }
}

const filesIn = (dir: string): number =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;

async function withStaging<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-backup-'));
  try {
    return await fn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The last migration applied; refuses a database that Cairn never migrated. */
async function maxVersion(query: (sql: string) => Promise<{ rows: Array<{ v: unknown }> }>) {
  try {
    return Number(
      (await query('SELECT coalesce(max(version), 0) AS v FROM schema_migrations')).rows[0]?.v ?? 0,
    );
  } catch (error) {
    if ((error as { code?: string }).code === '42P01')
      throw new Error('Not a Cairn database: it has no schema_migrations table');
    throw error;
  }
}

/** Writes the archive `file`; returns its manifest. */
export async function backup(settings: Settings, file: string): Promise<Manifest> {
  return withStaging(async (staging) => {
    let database: Manifest['database'];
    let schemaVersion: number;
    if (settings.databaseUrl) {
      database = 'postgresql';
      schemaVersion = await withClient(settings.databaseUrl, (c) => maxVersion((q) => c.query(q)));
      await tool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, PG_DUMP)}`,
        `--dbname=${settings.databaseUrl}`,
      ]);
    } else {
      database = 'pglite';
      const dir = pgliteDir(settings);
      if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
        throw new Error(`No PGlite database in ${dir} (is DATA_DIR right?)`);
      const lite = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
      try {
        schemaVersion = await maxVersion((q) => lite.query<{ v: unknown }>(q));
        const dump = await lite.dumpDataDir('none');
        fs.writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await lite.close();
      }
    }
    if (fs.existsSync(settings.mediaDir) && !settings.s3)
      fs.cpSync(settings.mediaDir, path.join(staging, MEDIA), { recursive: true });
    else fs.mkdirSync(path.join(staging, MEDIA));
    const manifest: Manifest = {
      format: 1,
      created_at: new Date().toISOString(),
      database,
      schema_version: schemaVersion,
      media_files: filesIn(path.join(staging, MEDIA)),
      ...(settings.s3 ? { media_bucket: settings.s3.bucket } : {}),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written beside the target, then renamed: a failed backup leaves no half archive.
    const partial = `${path.resolve(file)}.partial`;
    await run('tar', [
      '-czf',
      partial,
      '-C',
      staging,
      MANIFEST,
      MEDIA,
      database === 'pglite' ? PGLITE_DUMP : PG_DUMP,
    ]);
    fs.renameSync(partial, path.resolve(file));
    return manifest;
  });
}

/** Tables of the database's `public` schema (0 for a fresh database). */
const pgTableCount = (url: string) =>
  withClient(url, async (c) =>
    Number((await c.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n),
  );

/** Restores the archive `file`; `force` replaces a database or media folder that holds data. */
export async function restore(settings: Settings, file: string, { force = false } = {}): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new Error(`No such archive: ${file}`);
  return withStaging(async (staging) => {
    await run('tar', ['-xzf', path.resolve(file), '--no-same-owner', '-C', staging]);
    if (!fs.existsSync(path.join(staging, MANIFEST)))
      throw new Error(`${file} is not a Cairn backup (no manifest)`);
    const manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest;
    const kind = settings.databaseUrl ? 'postgresql' : 'pglite';
    if (manifest.database !== kind)
      throw new Error(
        `This archive holds a ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database: restore it ` +
          (manifest.database === 'pglite' ? 'with DATABASE_URL unset' : 'with DATABASE_URL set'),
      );
    const latest = Math.max(0, ...listMigrations().map((m) => m.version));
    if (manifest.schema_version > latest)
      throw new Error(
        `This archive's schema (migration ${manifest.schema_version}) is newer than this release's (${latest}): ` +
          'restore it with a newer release',
      );

    const dbHasData = settings.databaseUrl
      ? (await pgTableCount(settings.databaseUrl)) > 0
      : fs.existsSync(pgliteDir(settings)) && fs.readdirSync(pgliteDir(settings)).length > 0;
    const mediaHasFiles = !settings.s3 && filesIn(settings.mediaDir) > 0;
    if ((dbHasData || mediaHasFiles) && !force)
      throw new Error(
        `The ${dbHasData ? 'database' : 'media folder'} is not empty: restoring would replace it. ` +
          'Run again with --force to do so.',
      );

    if (settings.databaseUrl) {
      if (dbHasData)
        await withClient(settings.databaseUrl, (c) =>
          c.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public'),
        );
      await tool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${settings.databaseUrl}`,
        path.join(staging, PG_DUMP),
      ]);
    } else {
      const dir = pgliteDir(settings);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      const tarball = fs.readFileSync(path.join(staging, PGLITE_DUMP));
      const lite = await PGlite.create({
        dataDir: dir,
        loadDataDir: new Blob([tarball]),
        extensions: { pg_trgm },
      });
      await lite.close();
    }
    if (!settings.s3) {
      fs.rmSync(settings.mediaDir, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(settings.mediaDir), { recursive: true });
      fs.cpSync(path.join(staging, MEDIA), settings.mediaDir, { recursive: true });
    }
    return manifest;
  });
}
