import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG, filterGroupsOf, type FieldDef, type TypeCatalog } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { shownFields } from './document-fields.ts';

/** DESIGN.md: a field added to the catalog, and nothing else, shows on detail pages and in the filter panel. */
describe('a new catalog field', () => {
  const original = CATALOG.route;
  afterEach(() => {
    CATALOG.route = original;
  });

  it('shows on the detail page and in the filter panel of documents it applies to', () => {
    const bolts: FieldDef = {
      name: 'bolt_count',
      level: 'document',
      kind: 'int',
      min: 0,
      max: 500,
      activities: ['rock_climbing'],
      filter: { key: 'bolts', kind: 'nrange', group: 'terrain' },
    };
    const extended: TypeCatalog = { ...original, fields: [...original.fields, bolts] };
    CATALOG.route = extended;
    const doc = {
      document_id: 1,
      type: 'r',
      activities: ['rock_climbing'],
      bolt_count: 42,
    } as unknown as FullDocument;
    expect(shownFields('route', doc).find((s) => s.field.name === 'bolt_count')?.value).toBe(42);
    const terrain = filterGroupsOf('route', { act: ['rock_climbing'] }).find((g) => g.group === 'terrain');
    expect(terrain?.filters.map((f) => f.key)).toContain('bolts');
    expect(shownFields('route', { ...doc, activities: ['hiking'] }).map((s) => s.field.name)).not.toContain(
      'bolt_count',
    );
  });
});
