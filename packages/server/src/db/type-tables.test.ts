import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG, DOCUMENT_TYPES } from '@cairn/domain';
import { storedFields, typeTablesMigration } from './type-tables.ts';

describe('type tables generated from the field catalog', () => {
  it('migration 0002 is in step with the catalog (run `npm run db:generate -w @cairn/server`)', () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, 'migrations/0002_type_tables.sql'), 'utf8');
    expect(file).toBe(typeTablesMigration(DOCUMENT_TYPES.map((t) => CATALOG[t])));
  });

  it('stores every filterable document field of every type in a typed column', () => {
    for (const type of DOCUMENT_TYPES) {
      const stored = new Set(storedFields(CATALOG[type]).map((f) => f.name));
      for (const f of CATALOG[type].fields) {
        if (f.level !== 'document' || !f.filter || f.name === 'quality' || f.name.includes('.')) continue;
        expect(stored.has(f.name), `${type}.${f.name}`).toBe(true);
      }
    }
  });
});
