import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../documents/document-types.ts';
import { canCreate } from './can-create.ts';
import { alice, moderator, visitor } from './test-factories.ts';

describe('canCreate (spec 2 §6)', () => {
  it.each(DOCUMENT_TYPES)('visitors create no %s', (type) => {
    expect(canCreate(visitor, type)).toBe(false);
  });
  it.each(['article', 'book', 'image', 'outing', 'route', 'waypoint', 'xreport'] as const)(
    'logged-in users create a %s',
    (type) => {
      expect(canCreate(alice, type)).toBe(true);
    },
  );
  it('only moderators create areas', () => {
    expect(canCreate(alice, 'area')).toBe(false);
    expect(canCreate(moderator, 'area')).toBe(true);
  });
  it('only moderators create maps (api.md §1.2, issue 13)', () => {
    expect(canCreate(alice, 'map')).toBe(false);
    expect(canCreate(moderator, 'map')).toBe(true);
  });
  it('profiles are created by registration only', () => {
    expect(canCreate(moderator, 'profile')).toBe(false);
  });
});
