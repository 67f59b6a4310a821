import { describe, expect, it } from 'vitest';
import { qualityFromScore, suggestQuality } from './suggest-quality.ts';
import { articleScore, imageScore, outingScore } from './quality-score.ts';

describe('qualityFromScore (fields.md §7.4)', () => {
  it.each([
    [-1, 'empty'],
    [0, 'empty'],
    [0.5, 'empty'],
    [1, 'draft'],
    [1.5, 'draft'],
    [2, 'medium'],
    [2.5, 'medium'],
    [3, 'fine'],
    [10, 'fine'],
  ])('%s → %s', (score, quality) => {
    expect(qualityFromScore(score)).toBe(quality);
  });
});

describe('suggestQuality (fields.md §7.4)', () => {
  it('hand-picked and kept qualities are not suggested', () => {
    for (const type of ['route', 'waypoint', 'area', 'book', 'map', 'xreport', 'profile'] as const) {
      expect(suggestQuality(type, { locales: [] })).toBeNull();
    }
    expect(suggestQuality('article', { article_type: 'collab' })).toBeNull();
    expect(suggestQuality('image', { image_type: 'collaborative' })).toBeNull();
  });
  it('an existing great is kept', () => {
    expect(suggestQuality('outing', { quality: 'great', activities: ['hiking'] })).toBe('great');
  });
  it('scores outings, personal articles, personal and copyright images', () => {
    expect(suggestQuality('outing', { activities: ['hiking'], locales: [{ lang: 'fr' }] })).toBe('empty');
    expect(
      suggestQuality('article', { article_type: 'personal', locales: [{ lang: 'fr', description: 'x' }] }),
    ).toBe('draft');
    expect(
      suggestQuality('image', {
        image_type: 'copyright',
        locales: [{ lang: 'fr', title: 'x', description: 'y' }],
      }),
    ).toBe('medium');
  });
});

describe('outing scores', () => {
  const locale = (extra: object) => [{ lang: 'fr', ...extra }];
  it.each([
    // Snow score: +0.5 each, capped at 2 without conditions, +1 with them.
    [
      {
        activities: ['skitouring'],
        locales: locale({ route_description: 'r', weather: 'w', description: 'd' }),
      },
      1.5,
    ],
    [
      {
        activities: ['skitouring'],
        elevation_up_snow: 1500,
        condition_rating: 'good',
        elevation_access: 1000,
        access_condition: 'cleared',
        geometry: { geom_detail: '{}' },
        locales: locale({ avalanches: 'a', description: 'd', weather: 'w' }),
      },
      2,
    ],
    [
      {
        activities: ['skitouring'],
        elevation_up_snow: 1500,
        condition_rating: 'good',
        elevation_access: 1000,
        access_condition: 'cleared',
        geometry: { geom_detail: '{}' },
        locales: locale({
          avalanches: 'a',
          description: 'd',
          weather: 'w',
          conditions_levels: '[{"level_place":"col"}]',
        }),
      },
      4.5,
    ],
    // Snowy access needs an access comment.
    [
      { activities: ['snowshoeing'], elevation_access: 900, access_condition: 'snowy', locales: locale({}) },
      0,
    ],
    [
      {
        activities: ['snowshoeing'],
        elevation_access: 900,
        access_condition: 'snowy',
        locales: locale({ access_comment: 'c' }),
      },
      0.5,
    ],
    // Ice/alpine score.
    [
      {
        activities: ['ice_climbing'],
        condition_rating: 'good',
        locales: locale({ description: 'd', timing: 't', weather: 'w', conditions: 'c' }),
      },
      4,
    ],
    [
      {
        activities: ['mountain_climbing'],
        condition_rating: 'good',
        locales: locale({ description: 'd', timing: 't', weather: 'w' }),
      },
      2,
    ],
    // Other score.
    [
      {
        activities: ['hiking'],
        locales: locale({
          route_description: 'r',
          description: 'd',
          timing: 't',
          weather: 'w',
          conditions: 'c',
        }),
      },
      4.5,
    ],
    [
      {
        activities: ['hiking'],
        locales: locale({ description: 'd', conditions_levels: '[{"level_place":"x"}]' }),
      },
      1,
    ],
    // Best of the applicable scores.
    [{ activities: ['hiking', 'skitouring'], locales: locale({ description: 'd', conditions: 'c' }) }, 3],
    [{ activities: [], locales: locale({ description: 'd' }) }, 0],
  ])('%j → %s', (doc, score) => {
    expect(outingScore(doc)).toBe(score);
  });
});

describe('article and image scores', () => {
  it.each([
    [{ locales: [{ lang: 'fr' }] }, -1],
    [{ locales: [{ lang: 'fr', description: 'text' }] }, 1],
    [
      {
        associations: { waypoints: [{ document_id: 1 }], images: [{ document_id: 2 }] },
        locales: [{ lang: 'fr', summary: 's', description: 'intro\n## Title\n[img=12 right]caption[/img]' }],
      },
      6,
    ],
  ])('article %j → %s', (doc, score) => {
    expect(articleScore(doc)).toBe(score);
  });
  it.each([
    [{}, 0],
    [
      {
        geometry: { geom: '{}' },
        activities: ['hiking'],
        categories: ['landscapes'],
        associations: { routes: [{ document_id: 1 }] },
        locales: [{ lang: 'fr', title: 't', description: 'd' }],
      },
      5,
    ],
  ])('image %j → %s', (doc, score) => {
    expect(imageScore(doc)).toBe(score);
  });
});
