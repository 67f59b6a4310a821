import { describe, expect, it } from 'vitest';
import {
  activityTabs,
  ALL_TAB,
  heightBars,
  legendOf,
  maxOf,
  monthBars,
  outingsOfTab,
  ratingBars,
  yearBars,
} from './aggregate.ts';
import { toStatsOuting, type StatsOuting } from './stats-outing.ts';
import { listingFixture } from '../../../testing/fixtures/factory.ts';

const outing = (fields: Record<string, unknown>): StatsOuting =>
  toStatsOuting(listingFixture({ document_id: 1, type: 'o', ...fields }));

const OUTINGS = [
  outing({ date_start: '2021-02-10', activities: ['skitouring'], height_diff_up: 1200, ski_rating: '3.2' }),
  outing({
    date_start: '2021-02-28',
    activities: ['skitouring', 'hiking'],
    height_diff_up: 800,
    ski_rating: '2.1',
  }),
  outing({
    date_start: '2023-07-14',
    activities: ['mountain_climbing'],
    height_diff_up: 1500,
    height_diff_difficulties: 400,
    global_rating: 'AD',
  }),
  outing({ date_start: '2023-08-01', activities: ['hiking'], hiking_rating: 'T3' }),
];

const values = (bars: { key: string; value: number }[]) => bars.map((bar) => [bar.key, bar.value]);

describe('statistics tabs', () => {
  it('spec 3: "All" then one tab per activity that has outings, in the spec order, each with its count', () => {
    expect(activityTabs(OUTINGS)).toEqual([
      { tab: ALL_TAB, count: 4 },
      { tab: 'skitouring', count: 2 },
      { tab: 'mountain_climbing', count: 1 },
      { tab: 'hiking', count: 2 },
    ]);
  });

  it('an activity tab holds the outings having that activity among theirs', () => {
    expect(outingsOfTab(OUTINGS, 'hiking')).toHaveLength(2);
    expect(outingsOfTab(OUTINGS, ALL_TAB)).toBe(OUTINGS);
  });

  it('no outing, only the "All" tab with 0', () => {
    expect(activityTabs([])).toEqual([{ tab: ALL_TAB, count: 0 }]);
  });
});

describe('statistics by date', () => {
  it('counts outings per year, every year between the first and the last', () => {
    expect(values(yearBars(OUTINGS, ALL_TAB))).toEqual([
      ['2021', 2],
      ['2022', 0],
      ['2023', 2],
    ]);
  });

  it('in "All", a bar stacks its outings by their main (first) activity', () => {
    const [y2021] = yearBars(OUTINGS, ALL_TAB);
    expect(y2021!.segments).toEqual([{ activity: 'skitouring', value: 2 }]);
    expect(legendOf(yearBars(OUTINGS, ALL_TAB))).toEqual(['skitouring', 'mountain_climbing', 'hiking']);
  });

  it('in an activity tab, every segment is that activity', () => {
    const bars = yearBars(outingsOfTab(OUTINGS, 'hiking'), 'hiking');
    expect(bars.map((bar) => bar.segments)).toEqual([
      [{ activity: 'hiking', value: 1 }],
      [],
      [{ activity: 'hiking', value: 1 }],
    ]);
  });

  it('counts outings per month of their start, January to December', () => {
    const bars = monthBars(OUTINGS, ALL_TAB);
    expect(bars.map((bar) => bar.key)).toEqual([
      'jan',
      'feb',
      'mar',
      'apr',
      'may',
      'jun',
      'jul',
      'aug',
      'sep',
      'oct',
      'nov',
      'dec',
    ]);
    expect(bars.map((bar) => bar.value)).toEqual([0, 2, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0]);
  });

  it('no chart by date without dates', () => {
    const undated = [outing({ activities: ['hiking'] })];
    expect(yearBars(undated, ALL_TAB)).toEqual([]);
    expect(monthBars(undated, ALL_TAB)).toEqual([]);
  });
});

describe('statistics of heights', () => {
  it('sums height_diff_up per year', () => {
    expect(values(heightBars(OUTINGS, ALL_TAB, 'height_diff_up'))).toEqual([
      ['2021', 2000],
      ['2022', 0],
      ['2023', 1500],
    ]);
  });

  it('sums height_diff_difficulties over the years that have some', () => {
    expect(values(heightBars(OUTINGS, ALL_TAB, 'height_diff_difficulties'))).toEqual([['2023', 400]]);
    expect(heightBars(outingsOfTab(OUTINGS, 'hiking'), 'hiking', 'height_diff_difficulties')).toEqual([]);
  });

  it('ignores values that are not heights', () => {
    const odd = [outing({ date_start: '2020-01-01', activities: ['hiking'], height_diff_up: '900' })];
    expect(heightBars(odd, ALL_TAB, 'height_diff_up')).toEqual([]);
  });
});

describe('statistics of ratings', () => {
  it('counts in the scale order, from the easiest to the hardest value present', () => {
    const rated = ['AD', 'PD', 'AD', 'D-'].map((global_rating) =>
      outing({ date_start: '2020-01-01', activities: ['mountain_climbing'], global_rating }),
    );
    expect(values(ratingBars(rated, ALL_TAB, 'global_rating'))).toEqual([
      ['PD', 1],
      ['PD+', 0],
      ['AD-', 0],
      ['AD', 2],
      ['AD+', 0],
      ['D-', 1],
    ]);
  });

  it('ski ratings follow the ski scale, not the alphabet', () => {
    expect(values(ratingBars(OUTINGS, ALL_TAB, 'ski_rating'))).toEqual([
      ['2.1', 1],
      ['2.2', 0],
      ['2.3', 0],
      ['3.1', 0],
      ['3.2', 1],
    ]);
  });

  it('leaves out values outside the scale and charts without any rating', () => {
    const odd = [outing({ activities: ['hiking'], hiking_rating: 'T9' })];
    expect(ratingBars(odd, ALL_TAB, 'hiking_rating')).toEqual([]);
    expect(ratingBars(OUTINGS, ALL_TAB, 'ice_rating')).toEqual([]);
    expect(ratingBars(OUTINGS, ALL_TAB, 'rock_free_rating')).toEqual([]);
  });

  it('labande_global_rating reads the global scale', () => {
    const bars = ratingBars(
      [outing({ activities: ['skitouring'], labande_global_rating: 'TD' })],
      ALL_TAB,
      'labande_global_rating',
    );
    expect(values(bars)).toEqual([['TD', 1]]);
  });
});

it('the largest bar sets the scale', () => {
  expect(maxOf(yearBars(OUTINGS, ALL_TAB))).toBe(2);
  expect(maxOf([])).toBe(0);
});
