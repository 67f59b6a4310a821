/**
 * Writes migration 0002 (per-type attribute tables) from the field catalog.
 * Run: `npm run db:generate -w @cairn/server`. A test fails when the file is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG, DOCUMENT_TYPES } from '@cairn/domain';
import { typeTablesMigration } from '../src/db/type-tables.ts';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations/0002_type_tables.sql');
fs.writeFileSync(target, typeTablesMigration(DOCUMENT_TYPES.map((t) => CATALOG[t])));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
