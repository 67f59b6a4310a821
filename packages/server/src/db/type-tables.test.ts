import { describe, expect, it } from 'vitest';
import { CATALOG, DOCUMENT_TYPES } from '@cairn/domain';
import { storedFields } from './type-tables.ts';

describe('type tables generated from the field catalog', () => {
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
