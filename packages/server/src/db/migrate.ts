/**
 * Applies the SQL files of ./migrations in name order, each in its own transaction, and
 * records them in `schema_migrations` with the checksum of their text. The same files run on
 * PGlite and PostgreSQL. Migrations are append-only (DESIGN.md "Data"): a file applied to this
 * database that has changed since is refused, and the server does not start.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: number;
  name: string;
  script: string;
}

/** The migrations shipped with this server, oldest first. */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.replace(/\.sql$/, ''),
      script: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** sha256 of a migration's text, line endings normalised (a checkout with CRLF is the same file). */
export function checksumOf(script: string): string {
  return createHash('sha256').update(script.replace(/\r\n?/g, '\n')).digest('hex');
}

/** A migration file differs from the one applied to the database, or is missing. */
export class MigrationMismatchError extends Error {}

export interface MigrateOptions {
  /** The migrations to apply (default: the shipped ones). */
  migrations?: readonly Migration[];
  /** Apply none above this version (upgrade tests build an older install this way). */
  upTo?: number;
}

interface AppliedRow {
  version: number;
  name: string;
  checksum: string | null;
}

/**
 * Brings the schema up to date; returns the schema version. Throws, applying nothing, when an
 * applied migration's file has changed or is missing; throws when a migration fails, after
 * rolling it back (the migrations before it stay applied, each being its own transaction).
 */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<number> {
  // Several API processes may start at once on one PostgreSQL: one migrates, the others wait
  // and then find the migrations applied.
  return database.withLock(MIGRATION_LOCK, () => migrateLocked(database, options));
}

/** Advisory lock key of the migrations (any fixed number of our own). */
const MIGRATION_LOCK = 0x636169726e;

async function migrateLocked(
  database: Database,
  { migrations = listMigrations(), upTo = Infinity }: MigrateOptions,
): Promise<number> {
  await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
  ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
  const applied = (
    await sql<AppliedRow>`SELECT version, name, checksum FROM schema_migrations ORDER BY version`.execute(
      database.db,
    )
  ).rows;
  const byVersion = new Map(migrations.map((m) => [m.version, m]));
  const unrecorded: { version: number; checksum: string }[] = [];
  for (const row of applied) {
    const m = byVersion.get(row.version);
    if (!m) {
      throw new MigrationMismatchError(
        `Migration ${row.name}.sql is applied to this database but this version of Cairn does not have it: ` +
          'the database was migrated by a newer version. Start that version, or restore the backup taken before the upgrade.',
      );
    }
    const checksum = checksumOf(m.script);
    if (row.checksum === null) {
      // Applied before checksums were recorded: the file as shipped now is taken as the applied one.
      unrecorded.push({ version: row.version, checksum });
    } else if (row.checksum !== checksum) {
      throw new MigrationMismatchError(
        `Migration ${m.name}.sql was changed after it was applied to this database ` +
          `(applied checksum ${row.checksum.slice(0, 12)}, file ${checksum.slice(0, 12)}). ` +
          'Migrations are append-only: restore the file as it was and put the change in a new numbered ' +
          'migration (for catalog fields: npm run db:generate -w @cairn/server).',
      );
    }
  }
  for (const { version, checksum } of unrecorded) {
    await sql`UPDATE schema_migrations SET checksum = ${checksum} WHERE version = ${version} AND checksum IS NULL`.execute(
      database.db,
    );
  }
  const done = new Set(applied.map((r) => r.version));
  for (const m of migrations) {
    if (done.has(m.version) || m.version > upTo) continue;
    const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
    try {
      // One script, so one session: BEGIN … COMMIT make the migration and its record atomic.
      await database.exec(
        `BEGIN;\n${m.script}\n;INSERT INTO schema_migrations (version, name, checksum) ` +
          `VALUES (${m.version}, ${quote(m.name)}, ${quote(checksumOf(m.script))});\nCOMMIT;`,
      );
    } catch (error) {
      // PGlite has one session, left inside the aborted transaction; PostgreSQL's was closed.
      await database.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${m.name} failed, nothing of it was applied: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return schemaVersion(database);
}

/** The highest applied migration (0 for an empty database). */
export async function schemaVersion(database: Database): Promise<number> {
  const r = await sql<{ v: number | null }>`SELECT max(version) AS v FROM schema_migrations`.execute(
    database.db,
  );
  return r.rows[0]?.v ?? 0;
}
