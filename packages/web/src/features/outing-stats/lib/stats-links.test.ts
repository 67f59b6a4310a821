import { describe, expect, it } from 'vitest';
import { ALL_TAB } from './aggregate.ts';
import { activityLinkFilters, ratingLinkFilters, tabFilters, yearLinkFilters } from './stats-links.ts';

const base = { u: '42', act: 'hiking,skitouring' };

describe('statistics links', () => {
  it('spec 3: a year link uses a date range from 1 January to 31 December, keeping the filters', () => {
    expect(yearLinkFilters(base, ALL_TAB, '2023', 'year')).toEqual({
      u: '42',
      act: 'hiking,skitouring',
      date: '2023-01-01,2023-12-31',
    });
  });

  it('in an activity tab, links narrow act to that activity', () => {
    expect(yearLinkFilters(base, 'hiking', '2023', 'height_diff_up').act).toBe('hiking');
    expect(tabFilters(base, 'skitouring')).toEqual({ u: '42', act: 'skitouring' });
    expect(tabFilters(base, ALL_TAB)).toEqual(base);
  });

  it('spec 3: the difficulties chart year link also filters activities to mountain_climbing and snow_ice_mixed', () => {
    expect(yearLinkFilters({ u: '42' }, ALL_TAB, '2020', 'height_diff_difficulties')).toEqual({
      u: '42',
      act: 'mountain_climbing,snow_ice_mixed',
      date: '2020-01-01,2020-12-31',
    });
    expect(yearLinkFilters({}, 'mountain_climbing', '2020', 'height_diff_difficulties').act).toBe(
      'mountain_climbing',
    );
  });

  it('a rating link filters that one value with the rating key of the list filters', () => {
    expect(ratingLinkFilters({ u: '42' }, ALL_TAB, 'global_rating', 'AD+')).toEqual({
      u: '42',
      grat: 'AD+,AD+',
    });
    expect(ratingLinkFilters({}, 'skitouring', 'labande_global_rating', 'PD')).toEqual({
      act: 'skitouring',
      lrat: 'PD,PD',
    });
    expect(ratingLinkFilters({}, ALL_TAB, 'rock_free_rating', '6a')).toEqual({ frat: '6a,6a' });
  });

  it('a legend link filters its activity', () => {
    expect(activityLinkFilters(base, 'hiking')).toEqual({ u: '42', act: 'hiking' });
  });
});
