/**
 * What the migrations build, compared with what the field catalog wants. Migrations are
 * append-only, so a catalog change (a new field, a new filter, a changed column) becomes the
 * next numbered migration: `scripts/generate-type-tables.ts` writes it from the difference
 * found here. Both sides are read back from a database (an in-memory PGlite), so PostgreSQL
 * itself spells types, defaults, indexes and constraints the same way on each side.
 */
import { sql } from 'kysely';
import type { TypeCatalog } from '@cairn/domain';
import { openDatabase, type Database } from './client.ts';
import { listMigrations, migrate, type Migration } from './migrate.ts';
import { tableOf, typeTableSql } from './type-tables.ts';

export interface ColumnShape {
  type: string;
  notNull: boolean;
  default: string | null;
}

export interface TableShape {
  columns: Record<string, ColumnShape>;
  /** Index name → definition (`CREATE INDEX … ON routes USING btree (…)`), constraint indexes left out. */
  indexes: Record<string, string>;
  /** Constraint name → definition (`CHECK (…)`, `PRIMARY KEY (…)`, `FOREIGN KEY …`). */
  constraints: Record<string, string>;
}

export type SchemaShape = Record<string, TableShape>;

/** The tables, columns, indexes and constraints of a schema (`public`: Cairn's) of a database. */
export async function introspect(database: Database, schemaName = 'public'): Promise<SchemaShape> {
  const schema: SchemaShape = {};
  const table = (name: string) => (schema[name] ??= { columns: {}, indexes: {}, constraints: {} });
  const columns = await sql<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    default: string | null;
  }>`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
           a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = ${schemaName} AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`.execute(
    database.db,
  );
  for (const r of columns.rows)
    table(r.table).columns[r.column] = { type: r.type, notNull: r.not_null, default: r.default };
  // NOT NULL constraints (PostgreSQL 18 lists them here, 15 does not) are the columns' notNull.
  const constraints = await sql<{ table: string; name: string; def: string }>`
    SELECT c.relname AS table, con.conname AS name, pg_get_constraintdef(con.oid) AS def
    FROM pg_constraint con
    JOIN pg_class c ON c.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schemaName} AND con.contype <> 'n'`.execute(database.db);
  for (const r of constraints.rows) table(r.table).constraints[r.name] = r.def;
  const indexes = await sql<{ table: string; name: string; def: string }>`
    SELECT tablename AS table, indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = ${schemaName}`.execute(
    database.db,
  );
  for (const r of indexes.rows) {
    const t = table(r.table);
    // Indexes of primary keys and unique constraints come and go with their constraint.
    if (!(r.name in t.constraints)) t.indexes[r.name] = r.def.replace(` ON ${schemaName}.`, ' ON ');
  }
  return schema;
}

const SCRATCH_SCHEMA = 'cairn_catalog_scratch';

/**
 * The type tables as the catalog wants them, created from scratch in a throw-away schema of a
 * migrated database (their foreign key points to its `documents`), read back, then dropped.
 * `extraSql` lets tests ask for more.
 */
export async function catalogSchema(
  database: Database,
  catalogs: readonly TypeCatalog[],
  extraSql = '',
): Promise<SchemaShape> {
  const script = [
    `BEGIN;\nCREATE SCHEMA ${SCRATCH_SCHEMA};\nSET LOCAL search_path = ${SCRATCH_SCHEMA}, public;`,
    ...catalogs.map(typeTableSql),
    extraSql,
    'COMMIT;',
  ].join('\n');
  try {
    await database.exec(script);
  } catch (error) {
    await database.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
  try {
    return await introspect(database, SCRATCH_SCHEMA);
  } finally {
    await database.exec(`DROP SCHEMA ${SCRATCH_SCHEMA} CASCADE`);
  }
}

export interface SchemaChanges {
  /** SQL statements that bring the built type tables to the catalog's. */
  statements: string[];
  /** Differences the generator does not write (a column to drop loses data): a person decides. */
  manual: string[];
}

const createIndex = (def: string) => `${def};`;

/** What turns the type tables of `built` into those of `wanted`, table by table in catalog order. */
export function typeTablesDiff(
  built: SchemaShape,
  wanted: SchemaShape,
  catalogs: readonly TypeCatalog[],
): SchemaChanges {
  const statements: string[] = [];
  const manual: string[] = [];
  for (const catalog of catalogs) {
    const name = tableOf(catalog.type);
    const have = built[name];
    const want = wanted[name];
    if (!want) throw new Error(`the catalog's table ${name} was not built`);
    if (!have) {
      statements.push(`-- ${catalog.type}\n${typeTableSql(catalog)}`);
      continue;
    }
    const first: string[] = []; // drops of indexes and constraints that change or go
    const middle: string[] = []; // columns
    const last: string[] = []; // new indexes and constraints, once their columns exist
    for (const [c, def] of Object.entries(have.constraints)) {
      if (want.constraints[c] !== def) first.push(`ALTER TABLE ${name} DROP CONSTRAINT ${c};`);
    }
    for (const [i, def] of Object.entries(have.indexes)) {
      if (want.indexes[i] !== def) first.push(`DROP INDEX ${i};`);
    }
    for (const [c, col] of Object.entries(want.columns)) {
      const old = have.columns[c];
      if (!old) {
        const parts = [`ALTER TABLE ${name} ADD COLUMN ${c} ${col.type}`];
        if (col.default !== null) parts.push(`DEFAULT ${col.default}`);
        if (col.notNull) parts.push('NOT NULL');
        middle.push(`${parts.join(' ')};`);
        continue;
      }
      if (old.type !== col.type) {
        if (old.default !== null) middle.push(`ALTER TABLE ${name} ALTER COLUMN ${c} DROP DEFAULT;`);
        middle.push(`ALTER TABLE ${name} ALTER COLUMN ${c} TYPE ${col.type} USING ${c}::${col.type};`);
      }
      if (old.default !== col.default || (old.type !== col.type && col.default !== null)) {
        middle.push(
          col.default === null
            ? `ALTER TABLE ${name} ALTER COLUMN ${c} DROP DEFAULT;`
            : `ALTER TABLE ${name} ALTER COLUMN ${c} SET DEFAULT ${col.default};`,
        );
      }
      if (old.notNull !== col.notNull) {
        middle.push(`ALTER TABLE ${name} ALTER COLUMN ${c} ${col.notNull ? 'SET' : 'DROP'} NOT NULL;`);
      }
    }
    for (const c of Object.keys(have.columns)) {
      if (!want.columns[c]) {
        manual.push(
          `${name}.${c} is no longer in the catalog: drop it (its data goes) in a migration written by hand`,
        );
      }
    }
    for (const [c, def] of Object.entries(want.constraints)) {
      if (have.constraints[c] !== def) last.push(`ALTER TABLE ${name} ADD CONSTRAINT ${c} ${def};`);
    }
    for (const [i, def] of Object.entries(want.indexes)) {
      if (have.indexes[i] !== def) last.push(createIndex(def));
    }
    const lines = [...first, ...middle, ...last];
    if (lines.length) statements.push(`-- ${catalog.type}\n${lines.join('\n')}`);
  }
  return { statements, manual };
}

/** The changes that the catalog still needs beyond what the migrations build. */
export async function pendingTypeTableChanges(
  catalogs: readonly TypeCatalog[],
  migrations: readonly Migration[] = listMigrations(),
): Promise<SchemaChanges> {
  const database = await openDatabase({});
  try {
    await migrate(database, { migrations });
    return typeTablesDiff(await introspect(database), await catalogSchema(database, catalogs), catalogs);
  } finally {
    await database.close();
  }
}

/** The next numbered migration holding `changes`: its file name and text. */
export function nextMigration(
  changes: SchemaChanges,
  migrations: readonly Migration[],
  name = 'catalog',
): { file: string; text: string } {
  const version = Math.max(0, ...migrations.map((m) => m.version)) + 1;
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'catalog';
  return {
    file: `${String(version).padStart(4, '0')}_${slug}.sql`,
    text: [
      '-- Generated by packages/server/scripts/generate-type-tables.ts: the type tables as the field',
      '-- catalog of @cairn/domain wants them, from what the migrations before this one build.',
      '-- Frozen once landed (migrations are append-only): a later change is the next migration.',
      '',
      ...changes.statements.map((s) => `${s}\n`),
    ].join('\n'),
  };
}
