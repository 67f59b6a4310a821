import type { Activity } from '@cairn/domain';
import { ALL_TAB, type StatsTab } from './aggregate.ts';
import { ratingFilterKeyOf, type HeightField, type RatingField } from './stats-outing.ts';

/**
 * Spec 3 "Outing statistics": bars and legends link to the outings list filtered by year,
 * activity or rating. Each link keeps the page's own filters (a user's statistics lead to that
 * user's outings) and returns the filters of the list to open.
 */

export type Filters = Record<string, string>;

/** Spec 3: the difficulties chart's year links keep to the activities that have difficulties. */
const DIFFICULTIES_ACTIVITIES = [
  'mountain_climbing',
  'snow_ice_mixed',
] as const satisfies readonly Activity[];

/** The page's filters narrowed to a tab: an activity tab sets `act` to its activity. */
export const tabFilters = (base: Filters, tab: StatsTab): Filters =>
  tab === ALL_TAB ? { ...base } : { ...base, act: tab };

/** Spec 3: a year link is a date range from 1 January to 31 December of that year. */
export function yearLinkFilters(
  base: Filters,
  tab: StatsTab,
  year: string,
  chart: 'year' | HeightField,
): Filters {
  const filters: Filters = { ...tabFilters(base, tab), date: `${year}-01-01,${year}-12-31` };
  if (chart === 'height_diff_difficulties' && tab === ALL_TAB)
    filters.act = DIFFICULTIES_ACTIVITIES.join(',');
  return filters;
}

/** One value of a rating, as an enum range from that value to itself (api.md §6.3). */
export function ratingLinkFilters(base: Filters, tab: StatsTab, field: RatingField, value: string): Filters {
  const key = ratingFilterKeyOf(field);
  const filters = tabFilters(base, tab);
  return key ? { ...filters, [key]: `${value},${value}` } : filters;
}

/** A legend entry: the page's outings of one activity. */
export const activityLinkFilters = (base: Filters, activity: Activity): Filters => ({
  ...base,
  act: activity,
});
