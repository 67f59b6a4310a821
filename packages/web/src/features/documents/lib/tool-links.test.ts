import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';
import { gearArticles } from './tool-links.ts';

const climb = (equipment_rating: string) => ({
  ...FIXTURES.route,
  activities: ['rock_climbing'],
  climbing_outdoor_type: 'multi',
  equipment_rating,
});

describe('gear-article suggestions (spec 2 "Route", spec 3 "Gear article suggestions")', () => {
  it('rock climbing: P1/P1+ → bolted, P2 to P4 → traditional gear, P4+ → none', () => {
    expect(gearArticles(climb('P1'))).toEqual(['bolted']);
    expect(gearArticles(climb('P1+'))).toEqual(['bolted']);
    for (const rating of ['P2', 'P2+', 'P3', 'P3+', 'P4'])
      expect(gearArticles(climb(rating)), rating).toEqual(['trad']);
    expect(gearArticles(climb('P4+'))).toEqual([]);
  });
});
