import { describe, expect, it } from 'vitest';
import type { EditedDocument } from '@cairn/domain';
import { documentFixture } from '../../../testing/fixtures/factory.ts';
import { associationSideEffects } from './association-side-effects.ts';

const POINT = '{"type":"Point","coordinates":[635956,5723604]}';
const TRACK = '{"type":"LineString","coordinates":[[1,2],[3,4]]}';

const skiRoute = documentFixture({
  document_id: 1,
  type: 'r',
  activities: ['skitouring'],
  elevation_min: 1200,
  elevation_max: 3100,
  height_diff_up: 1900,
  height_diff_down: 1900,
  height_diff_difficulties: 300,
  ski_rating: '3.2',
  labande_global_rating: 'PD',
  ski_exposition: 'E2',
  route_length: 12000,
  geometry: { geom: POINT },
  locales: [
    { lang: 'fr', title: 'Face nord', title_prefix: 'Mont Blanc' },
    { lang: 'en', title: 'North face', title_prefix: 'Mont Blanc' },
  ],
});

const emptyOuting = (extra: EditedDocument = {}): EditedDocument => ({
  activities: ['skitouring'],
  date_start: '2024-03-01',
  elevation_min: null,
  geometry: { geom: null, geom_detail: null },
  locales: [
    { lang: 'en', title: '' },
    { lang: 'de', title: '' },
  ],
  ...extra,
});

describe('association side effects (spec 3 §4)', () => {
  it('a route added to an outing fills its empty point, elevations, height differences, ratings and titles', () => {
    const { changes, document } = associationSideEffects('outing', emptyOuting(), skiRoute);
    expect(changes).toEqual([
      { field: 'geom', value: POINT },
      { field: 'elevation_min', value: 1200 },
      { field: 'elevation_max', value: 3100 },
      { field: 'height_diff_up', value: 1900 },
      { field: 'height_diff_down', value: 1900 },
      { field: 'height_diff_difficulties', value: 300 },
      { field: 'ski_rating', value: '3.2' },
      { field: 'labande_global_rating', value: 'PD' },
      // The title in the locale's language, else in the route's first one, with its prefix.
      { field: 'title', value: 'Mont Blanc : North face', lang: 'en' },
      { field: 'title', value: 'Mont Blanc : Face nord', lang: 'de' },
    ]);
    expect(document).toMatchObject({
      date_start: '2024-03-01',
      elevation_max: 3100,
      ski_rating: '3.2',
      geometry: { geom: POINT, geom_detail: null },
      locales: [
        { lang: 'en', title: 'Mont Blanc : North face' },
        { lang: 'de', title: 'Mont Blanc : Face nord' },
      ],
    });
    // Route-only fields stay on the route.
    expect(document).not.toHaveProperty('ski_exposition');
    expect(document).not.toHaveProperty('route_length');
  });

  it('what the outing already has is kept: filled fields, a title, a track', () => {
    const outing = emptyOuting({
      elevation_max: 2900,
      ski_rating: '2.1',
      geometry: { geom: null, geom_detail: TRACK },
      locales: [{ lang: 'en', title: 'Great day' }],
    });
    const { changes, document } = associationSideEffects('outing', outing, skiRoute);
    expect(changes.map((c) => c.field)).toEqual([
      'elevation_min',
      'height_diff_up',
      'height_diff_down',
      'height_diff_difficulties',
      'labande_global_rating',
    ]);
    expect(document).toMatchObject({
      elevation_max: 2900,
      ski_rating: '2.1',
      locales: [{ title: 'Great day' }],
    });
    expect(document.geometry).toEqual({ geom: null, geom_detail: TRACK });
  });

  it('nothing to fill, nothing changed: the same document comes back', () => {
    const full = { ...skiRoute, type: undefined, locales: [{ lang: 'en', title: 'Done' }] } as EditedDocument;
    const { changes, document } = associationSideEffects('outing', full, skiRoute);
    expect(changes).toEqual([]);
    expect(document).toBe(full);
  });

  it('a waypoint added to a route without a point gives it its point, nothing else', () => {
    const summit = documentFixture({
      document_id: 5,
      type: 'w',
      waypoint_type: 'summit',
      elevation: 4808,
      geometry: { geom: POINT },
      locales: [{ lang: 'fr', title: 'Mont Blanc' }],
    });
    const newRoute: EditedDocument = { geometry: { geom: null }, locales: [{ lang: 'fr', title: '' }] };
    expect(associationSideEffects('route', newRoute, summit)).toEqual({
      changes: [{ field: 'geom', value: POINT }],
      document: { geometry: { geom: POINT }, locales: [{ lang: 'fr', title: '' }] },
    });
    const placed: EditedDocument = { geometry: { geom: '{"type":"Point","coordinates":[1,1]}' } };
    expect(associationSideEffects('route', placed, summit).changes).toEqual([]);
  });

  it('a route or an outing added to an xreport without a point gives it its point', () => {
    const report: EditedDocument = { locales: [{ lang: 'fr', title: 'Chute' }] };
    expect(associationSideEffects('xreport', report, skiRoute).changes).toEqual([
      { field: 'geom', value: POINT },
    ]);
    const outing = documentFixture({ document_id: 8, type: 'o', geometry: { geom: POINT }, locales: [] });
    expect(associationSideEffects('xreport', report, outing).document.geometry).toEqual({ geom: POINT });
  });

  it('other pairs have no side effect on the edited document', () => {
    const waypoint: EditedDocument = { geometry: { geom: null }, locales: [{ lang: 'fr', title: '' }] };
    expect(associationSideEffects('waypoint', waypoint, skiRoute).changes).toEqual([]);
    expect(associationSideEffects('article', { locales: [] }, skiRoute).changes).toEqual([]);
    const routeWithoutPoint = { ...skiRoute, geometry: { version: 1, geom: null } };
    expect(
      associationSideEffects('outing', emptyOuting(), routeWithoutPoint).changes.some(
        (c) => c.field === 'geom',
      ),
    ).toBe(false);
  });
});
