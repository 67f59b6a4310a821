import { describe, expect, it } from 'vitest';
import { catalogOf, fieldByName } from '../catalog/catalog.ts';
import { OUTING_FIELDS_FROM_ROUTE, POINT_SOURCES } from './association-side-effects.ts';

describe('association side effects (spec 3 §4)', () => {
  it('an outing takes from its route every elevation, height difference and rating field both have', () => {
    const shared = catalogOf('outing')
      .fields.filter((f) => f.level === 'document')
      .map((f) => f.name)
      .filter((name) => /^(elevation_(min|max)|height_diff_.*|.*_rating)$/.test(name))
      .filter((name) => fieldByName('route', name, 'document'));
    expect([...OUTING_FIELDS_FROM_ROUTE].sort()).toEqual(shared.sort());
  });
  it('routes to outings, waypoints to routes, routes and outings to xreports give their point', () => {
    expect(POINT_SOURCES).toEqual({ outing: ['route'], route: ['waypoint'], xreport: ['route', 'outing'] });
  });
});
