import type { FilterGroup } from './field.ts';

/**
 * Filter-panel groups and the field order inside each (fields.md §13.2). `dates` stands for
 * the outing date range (`date`/`period`), `lang` for the `l` filter.
 */
// prettier-ignore
export const FILTER_GROUPS: Record<FilterGroup, readonly string[]> = {
  general: [
    'title', 'activities', 'article_type', 'area_type', 'book_types', 'waypoint_type', 'event_type',
    'climbing_outdoor_type', 'route_types', 'quality', 'categories', 'dates',
  ],
  ratings: [
    'global_rating', 'rock_free_rating', 'rock_required_rating', 'aid_rating', 'engagement_rating',
    'risk_rating', 'equipment_rating', 'exposition_rock_rating', 'ice_rating', 'mixed_rating', 'ski_rating',
    'hiking_rating', 'ski_exposition', 'labande_global_rating', 'labande_ski_rating', 'snowshoe_rating',
    'via_ferrata_rating', 'mtb_down_rating', 'mtb_up_rating', 'hiking_mtb_exposition', 'glacier_rating',
    'equipment_ratings', 'public_transportation_rating', 'climbing_rating_max', 'climbing_rating_median',
    'climbing_rating_min', 'paragliding_rating', 'snow_clearance_rating',
  ],
  terrain: [
    'condition_rating', 'orientations', 'configuration', 'elevation_max', 'elevation_min',
    'difficulties_height', 'height_diff_access', 'height_diff_difficulties', 'height_diff_down',
    'height_diff_up', 'mtb_height_diff_portages', 'mtb_length_asphalt', 'mtb_length_trail', 'rock_types',
    'slackline_type', 'snow_quality', 'snow_quantity', 'avalanche_signs', 'elevation_access',
    'elevation_down_snow', 'elevation_up_snow', 'children_proof', 'prominence', 'climbing_indoor_types',
    'climbing_outdoor_types', 'climbing_styles', 'elevation', 'height_max', 'height_median', 'height_min',
    'length', 'rain_proof', 'routes_quantity', 'length_total', 'route_length', 'durations', 'glacier_gear',
  ],
  misc: [
    'lang', 'frequentation', 'public_transport', 'lift_access', 'access_time', 'best_periods', 'capacity',
    'capacity_staffed', 'custodianship', 'product_types', 'public_transportation_types',
    'weather_station_types', 'nb_participants', 'nb_impacted', 'severity', 'image_type',
  ],
};

/** Panel group of a field (fields.md §13.2), or undefined when it sits in none. */
export function filterGroupOf(fieldName: string): FilterGroup | undefined {
  const name = fieldName === 'date_start' || fieldName === 'date_end' ? 'dates' : fieldName;
  for (const [group, names] of Object.entries(FILTER_GROUPS) as [FilterGroup, readonly string[]][]) {
    if (names.includes(name)) return group;
  }
  return undefined;
}

/** Slider step for a numeric range (fields.md §13.2): < 300 → 1, < 1000 → 5, < 3000 → 10, else 25. */
export function sliderStep(min: number, max: number): number {
  const range = max - min;
  if (range < 300) return 1;
  if (range < 1000) return 5;
  if (range < 3000) return 10;
  return 25;
}
