/**
 * DESIGN.md "adding a field should mean one entry in the catalog": a field added to a type's
 * catalog, and nothing else, appears in listing items, the list filters and the filter panel,
 * the sort keys, the edit form and the detail page. The functions take the catalog as an
 * argument (they default to `CATALOG`), so the test extends a copy.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import { documentField } from './define-field.ts';
import type { TypeCatalog } from './field.ts';
import { filterGroupsOf, filtersOf, panelFiltersOf } from './filters-of.ts';
import { formFieldsOf, visibleFields } from './is-field-visible.ts';
import { listingFieldsOf } from './listing-of.ts';
import { sortableFieldsOf } from './sortable-fields-of.ts';

const BOLTS = documentField('bolt_count', 'int', {
  min: 0,
  max: 500,
  activities: 'RC',
  filter: 'bolts nrange terrain',
  sortable: true,
  listing: 15,
});
const ROUTE: TypeCatalog = { ...CATALOG.route, fields: [...CATALOG.route.fields, BOLTS] };
const CLIMBING = { act: ['rock_climbing'] };
const names = (fields: readonly { name: string }[]) => fields.map((f) => f.name);

describe('a field added to the catalog, with no other edit', () => {
  it('is carried by listing items at its position', () => {
    const fields = listingFieldsOf('route', ROUTE);
    expect(
      fields.slice(fields.indexOf('climbing_outdoor_type'), fields.indexOf('climbing_outdoor_type') + 3),
    ).toEqual(['climbing_outdoor_type', 'bolt_count', 'global_rating']);
    expect(listingFieldsOf('route')).not.toContain('bolt_count');
  });

  it('is a list filter, in its panel group once `act` holds its activity, and a sort key', () => {
    expect(filtersOf('route', ROUTE).find((f) => f.key === 'bolts')).toMatchObject({
      kind: 'nrange',
      group: 'terrain',
      fields: ['bolt_count'],
      activities: ['rock_climbing'],
    });
    const terrain = filterGroupsOf('route', CLIMBING, ROUTE).find((g) => g.group === 'terrain');
    expect(terrain?.filters.map((f) => f.key).at(-1)).toBe('bolts');
    expect(panelFiltersOf('route', { act: ['hiking'] }, ROUTE).map((f) => f.key)).not.toContain('bolts');
    expect(sortableFieldsOf('route', CLIMBING, ROUTE)).toContain('bolt_count');
    expect(filtersOf('route').map((f) => f.key)).not.toContain('bolts');
  });

  it('is in the edit form and on the detail page of documents it applies to', () => {
    const climbing = { activities: ['rock_climbing'] };
    expect(names(formFieldsOf('route', climbing, ROUTE))).toContain('bolt_count');
    expect(names(visibleFields('route', climbing, ROUTE))).toContain('bolt_count');
    expect(names(formFieldsOf('route', { activities: ['hiking'] }, ROUTE))).not.toContain('bolt_count');
  });
});
