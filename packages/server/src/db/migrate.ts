/**
 * Applies the SQL files of ./migrations in name order, each in its own transaction, and
 * records them in `schema_migrations`. The same files run on PGlite and PostgreSQL.
 */
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

/** Brings the schema up to date; returns the schema version. */
export async function migrate(database: Database, migrations = listMigrations()): Promise<number> {
  await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied = new Set(
    (await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(database.db)).rows.map(
      (r) => r.version,
    ),
  );
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    const escapedName = m.name.replace(/'/g, "''");
    try {
      await database.exec(
        `BEGIN;\n${m.script}\n;INSERT INTO schema_migrations (version, name) VALUES (${m.version}, '${escapedName}');\nCOMMIT;`,
      );
    } catch (error) {
      await database.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return schemaVersion(database);
}

/** The highest applied migration (0 for an empty database). */
export async function schemaVersion(database: Database): Promise<number> {
  const r = await sql<{ v: number | null }>`SELECT max(version) AS v FROM schema_migrations`.execute(database.db);
  return r.rows[0]?.v ?? 0;
}
