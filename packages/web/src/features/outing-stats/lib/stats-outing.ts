import {
  fieldOf,
  isActivity,
  RATING_SCALES,
  type Activity,
  type FieldName,
  type RatingScaleName,
} from '@cairn/domain';
import type { Listing } from '../../../lib/documents.ts';

/** The rating charts of spec 3 "Outing statistics", in the spec's order. */
export const RATING_FIELDS = [
  'rock_free_rating',
  'global_rating',
  'ski_rating',
  'labande_global_rating',
  'ice_rating',
  'hiking_rating',
] as const satisfies readonly FieldName<'outing'>[];
export type RatingField = (typeof RATING_FIELDS)[number];

/** The height charts: metres summed per year. */
export const HEIGHT_FIELDS = [
  'height_diff_up',
  'height_diff_difficulties',
] as const satisfies readonly FieldName<'outing'>[];
export type HeightField = (typeof HEIGHT_FIELDS)[number];

/** Spec 3 §3 "Outing as used in statistics": the fields the charts read. */
export type StatsOuting = {
  /** YYYY-MM-DD, or null when a listing has none. */
  date_start: string | null;
  /** Known activities only, in the outing's order (the first one is its main activity). */
  activities: Activity[];
  heights: Partial<Record<HeightField, number>>;
  ratings: Partial<Record<RatingField, string>>;
};

/** The listing of `GET /outings` (api.md §7.3 "Listing") reduced to what the charts read. */
export function toStatsOuting(listing: Listing): StatsOuting {
  const heights: StatsOuting['heights'] = {};
  for (const field of HEIGHT_FIELDS) {
    const value = listing[field];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) heights[field] = value;
  }
  const ratings: StatsOuting['ratings'] = {};
  for (const field of RATING_FIELDS) {
    const value = listing[field];
    if (typeof value === 'string' && ratingScaleOf(field).includes(value)) ratings[field] = value;
  }
  const activities = Array.isArray(listing.activities)
    ? listing.activities.filter((a): a is Activity => typeof a === 'string' && isActivity(a))
    : [];
  const date = listing.date_start;
  return {
    date_start: typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? date : null,
    activities,
    heights,
    ratings,
  };
}

/** The scale of a rating field, as the catalog names it (global_rating → global_ratings). */
export const ratingScaleNameOf = (field: RatingField): RatingScaleName | undefined =>
  fieldOf('outing', field)?.enum as RatingScaleName | undefined;

/** The values of a rating field's scale, easiest first (domain enums). */
export function ratingScaleOf(field: RatingField): readonly string[] {
  const name = ratingScaleNameOf(field);
  return name ? RATING_SCALES[name] : [];
}

/** The list filter key of a rating field (global_rating → grat, api.md §6.5). */
export function ratingFilterKeyOf(field: RatingField): string | undefined {
  return fieldOf('outing', field)?.filter?.key;
}
