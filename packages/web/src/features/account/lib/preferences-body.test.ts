import { describe, expect, it } from 'vitest';
import { preferencesBody, toggled } from './preferences-body.ts';
import { listingFixture } from '../../../testing/fixtures/factory.ts';

describe('preferences body (api.md §3.2: all four keys, areas by id)', () => {
  it('keeps only the document ids of the areas', () => {
    expect(
      preferencesBody({
        followed_only: false,
        langs: ['fr'],
        activities: ['hiking'],
        areas: [listingFixture({ document_id: 14, type: 'a', locales: [{ lang: 'fr', title: 'Vanoise' }] })],
      }),
    ).toEqual({ activities: ['hiking'], langs: ['fr'], areas: [{ document_id: 14 }], followed_only: false });
  });

  it('toggles a value in or out of a list', () => {
    expect(toggled(['fr', 'en'], 'it')).toEqual(['fr', 'en', 'it']);
    expect(toggled(['fr', 'en'], 'fr')).toEqual(['en']);
  });
});
