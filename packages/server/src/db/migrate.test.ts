import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from '../test/build-app.ts';
import { openDatabase, type Database } from './client.ts';
import { checksumOf, listMigrations, migrate, MigrationMismatchError, type Migration } from './migrate.ts';

const shipped = listMigrations();
const latest = Math.max(...shipped.map((m) => m.version));

describe('migrations are append-only, each in its own transaction', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  }, 180_000);
  afterAll(() => drop());

  const recorded = async () =>
    (
      await sql<{ version: number; name: string; checksum: string | null }>`
        SELECT version, name, checksum FROM schema_migrations ORDER BY version`.execute(database.db)
    ).rows;
  const tableExists = async (name: string) =>
    (await sql<{ t: string | null }>`SELECT to_regclass(${name})::text AS t`.execute(database.db)).rows[0]!
      .t !== null;

  it('records every applied migration with the checksum of its file', async () => {
    expect(await recorded()).toEqual(
      shipped.map((m) => ({ version: m.version, name: m.name, checksum: checksumOf(m.script) })),
    );
    expect(checksumOf('a\r\nb\n')).toBe(checksumOf('a\nb\n'));
    expect(checksumOf('a\nb\n')).not.toBe(checksumOf('a\nb \n'));
    expect(await migrate(database)).toBe(latest);
  });

  it('records the checksums of a database migrated before checksums existed, on its first start', async () => {
    await database.exec('ALTER TABLE schema_migrations DROP COLUMN checksum');
    expect(await migrate(database)).toBe(latest);
    expect((await recorded()).map((r) => r.checksum)).toEqual(shipped.map((m) => checksumOf(m.script)));
  });

  it('refuses to start when an applied migration was changed, naming the file, and applies nothing', async () => {
    const changed = shipped.map((m) => (m.version === 3 ? { ...m, script: `${m.script}\n-- an edit\n` } : m));
    const next: Migration = {
      version: latest + 1,
      name: `${latest + 1}_next`,
      script: 'CREATE TABLE next_one (id int);',
    };
    const attempt = migrate(database, { migrations: [...changed, next] });
    await expect(attempt).rejects.toBeInstanceOf(MigrationMismatchError);
    await expect(attempt).rejects.toThrow(
      /Migration 0003_forum\.sql was changed after it was applied.*append-only/,
    );
    expect(await tableExists('next_one')).toBe(false);
    expect((await recorded()).map((r) => r.checksum)).toEqual(shipped.map((m) => checksumOf(m.script)));
  });

  it('refuses a database that a newer version migrated', async () => {
    await expect(migrate(database, { migrations: shipped.slice(0, -1) })).rejects.toThrow(
      new RegExp(`Migration ${shipped.at(-1)!.name}\\.sql is applied to this database but this version`),
    );
  });

  it('rolls a failing migration back whole and leaves the database usable', async () => {
    const version = latest + 1;
    const failing: Migration = {
      version,
      name: `${version}_failing`,
      script: `CREATE TABLE half_applied (id int);
        INSERT INTO half_applied VALUES (1);
        ALTER TABLE users ADD COLUMN half_applied_column text;
        SELECT 1 / 0;`,
    };
    await expect(migrate(database, { migrations: [...shipped, failing] })).rejects.toThrow(
      new RegExp(`Migration ${failing.name} failed, nothing of it was applied: division by zero`),
    );
    expect(await tableExists('half_applied')).toBe(false);
    const userColumns = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'users' AND column_name = 'half_applied_column'`.execute(database.db);
    expect(userColumns.rows[0]!.n).toBe(0);
    expect((await recorded()).map((r) => r.version)).toEqual(shipped.map((m) => m.version));
    // No session is left inside the aborted transaction: queries (several at once on a pool) work.
    const counts = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() =>
        sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(database.db),
      ),
    );
    expect(counts.map((r) => r.rows[0]!.n)).toEqual(counts.map(() => shipped.length));
    // Fixed, it applies at the next start.
    const fixed = { ...failing, script: 'CREATE TABLE half_applied (id int);' };
    expect(await migrate(database, { migrations: [...shipped, fixed] })).toBe(version);
    expect(await tableExists('half_applied')).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'several server processes starting at once on one PostgreSQL',
  () => {
    it('one applies the migrations, the others wait and find them applied', async () => {
      const { database, url, drop } = await openTestDatabase({ upTo: 0 });
      const others = await Promise.all([1, 2].map(() => openDatabase({ url: url!, poolSize: 2 })));
      try {
        const versions = await Promise.all([database, ...others].map((d) => migrate(d)));
        expect(versions).toEqual([latest, latest, latest]);
        const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(
          database.db,
        );
        expect(rows.rows[0]!.n).toBe(shipped.length);
      } finally {
        await Promise.all(others.map((d) => d.close()));
        await drop();
      }
    }, 180_000);
  },
);
