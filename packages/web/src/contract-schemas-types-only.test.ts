import { describe, expect, it } from 'vitest';
import * as shapes from '../../domain/src/api/document-shapes.ts';
import * as listQuery from '../../domain/src/api/list-query-schema.ts';
import * as standIn from './contract-schemas-types-only.ts';
import { CONTRACT_SCHEMA_MODULES } from '../vite.config.ts';

describe('the browser build’s stand-in for the catalog-derived schema modules', () => {
  it('exports every value the real modules export, so no import of the contracts breaks', () => {
    const names = [...Object.keys(shapes), ...Object.keys(listQuery)].sort();
    expect(Object.keys(standIn).sort()).toEqual(names);
  });

  it('stands in for exactly those two modules', () => {
    const paths = [
      '/x/packages/domain/src/api/document-shapes.ts',
      '/x/packages/domain/src/api/list-query-schema.ts',
    ];
    for (const path of paths) expect(CONTRACT_SCHEMA_MODULES.test(path)).toBe(true);
    expect(CONTRACT_SCHEMA_MODULES.test('/x/packages/domain/src/api/documents.ts')).toBe(false);
  });

  it('builds any schema chain and refuses to run one', () => {
    const schema = standIn.listingSchema('route') as unknown as {
      nullable(): { parse(value: unknown): unknown };
    };
    expect(() => schema.nullable().parse({})).toThrow(/not bundled in the web app/);
  });
});
