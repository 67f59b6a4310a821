import { describe, expect, it } from 'vitest';
import type { FullDocument } from '../../../lib/documents.ts';
import { documentFixture, type ListingInput } from '../../../testing/fixtures/factory.ts';
import { fieldChanges, isGeometryChanged, sectionChanges } from './document-diff.ts';

const route = (extra: Partial<ListingInput>, locale: Record<string, unknown> = {}): FullDocument =>
  documentFixture({
    document_id: 600,
    type: 'r',
    activities: ['skitouring'],
    orientations: ['N', 'NE'],
    elevation_max: 1753,
    calculated_duration: 1,
    locales: [{ lang: 'fr', title: 'Couloir', description: 'a\nb', ...locale }],
    geometry: { geom: 'P1' },
    ...extra,
  });

describe('fieldChanges', () => {
  it('lists changed figures and locale fields in catalog order', () => {
    const changes = fieldChanges(
      'route',
      route({}),
      route({ elevation_max: 1800 }, { title: 'Couloir nord' }),
    );
    expect(changes.map((c) => [c.field.name, c.before, c.after])).toEqual([
      ['title', 'Couloir', 'Couloir nord'],
      ['elevation_max', 1753, 1800],
    ]);
  });

  it('treats lists as sets and empty values as alike', () => {
    expect(
      fieldChanges('route', route({ orientations: ['NE', 'N'] }), route({ gear: null } as never)),
    ).toEqual([]);
    expect(fieldChanges('route', route({ route_types: [] }), route({ route_types: null }))).toEqual([]);
  });

  it('leaves out what the server computes and the markdown sections', () => {
    const names = fieldChanges(
      'route',
      route({ calculated_duration: 1 }),
      route({ calculated_duration: 2 }, { description: 'changed' }),
    ).map((c) => c.field.name);
    expect(names).toEqual([]);
  });
});

describe('sectionChanges', () => {
  it('gives the raw markdown of the changed sections, in display order', () => {
    expect(sectionChanges('route', route({}), route({}, { description: 'a\nc', summary: 'new' }))).toEqual([
      { name: 'summary', before: '', after: 'new' },
      { name: 'description', before: 'a\nb', after: 'a\nc' },
    ]);
  });
});

it('sees a moved point', () => {
  expect(isGeometryChanged(route({}), route({ geometry: { geom: 'P2' } }))).toBe(true);
  expect(isGeometryChanged(route({}), route({}))).toBe(false);
});
