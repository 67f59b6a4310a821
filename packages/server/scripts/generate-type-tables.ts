/**
 * Writes the next numbered migration from the difference between the field catalog and the
 * type tables that the existing migrations build (new columns, indexes, changed constraints).
 * Existing migrations are never edited: once landed they are frozen (DESIGN.md "Data").
 * Run: `npm run db:generate -w @cairn/server [-- <name>]`. A test fails while something is
 * left to generate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG, DOCUMENT_TYPES } from '@cairn/domain';
import { listMigrations } from '../src/db/migrate.ts';
import { nextMigration, pendingTypeTableChanges } from '../src/db/schema-diff.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
const migrations = listMigrations(dir);
const changes = await pendingTypeTableChanges(
  DOCUMENT_TYPES.map((t) => CATALOG[t]),
  migrations,
);
for (const note of changes.manual) console.error(`to do by hand: ${note}`);
if (!changes.statements.length) {
  console.log('nothing to generate: the migrations build the type tables the catalog wants');
} else {
  const { file, text } = nextMigration(changes, migrations, process.argv.slice(2).join(' ') || undefined);
  const target = path.join(dir, file);
  fs.writeFileSync(target, text, { flag: 'wx' });
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
if (changes.manual.length) process.exitCode = 1;
