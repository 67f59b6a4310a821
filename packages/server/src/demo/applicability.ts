/**
 * Which attribute applies to which activity or waypoint type (fields.md §7.2,
 * §9.2, §9.3, §10). The generators use it to keep only the fields a document
 * may carry; the test re-reads the matrices of fields.md to check this table.
 */
import type { Activity, WaypointType } from './enums.ts';

type A = Activity;
const ST: A = 'skitouring';
const SIM: A = 'snow_ice_mixed';
const MC: A = 'mountain_climbing';
const RC: A = 'rock_climbing';
const IC: A = 'ice_climbing';
const HK: A = 'hiking';
const SS: A = 'snowshoeing';
const MB: A = 'mountain_biking';
const VF: A = 'via_ferrata';
const SL: A = 'slacklining';
const ALL_ROUTE: A[] = [ST, SIM, MC, RC, IC, HK, SS, MB, VF, SL];
const ALL_NO_SL: A[] = [ST, SIM, MC, RC, IC, HK, SS, MB, VF];

/** Route document fields restricted to some activities (always-visible fields map to every activity). */
export const ROUTE_FIELD_ACTIVITIES: Record<string, readonly A[]> = {
  activities: ALL_ROUTE,
  main_waypoint_id: ALL_ROUTE,
  orientations: ALL_ROUTE,
  lift_access: ALL_ROUTE,
  route_types: ALL_ROUTE,
  climbing_outdoor_type: [RC],
  configuration: [ST, SIM, MC, RC, SS, VF],
  rock_types: [SIM, MC, RC, VF],
  elevation_min: ALL_NO_SL,
  elevation_max: ALL_NO_SL,
  height_diff_up: ALL_NO_SL,
  height_diff_down: ALL_NO_SL,
  height_diff_access: ALL_NO_SL,
  durations: ALL_NO_SL,
  height_diff_difficulties: [ST, SIM, MC, RC, IC, SS, MB, VF],
  difficulties_height: [SIM, MC, RC, IC, VF],
  route_length: [ST, SIM, HK, SS, MB, VF, SL],
  glacier_gear: [ST, SIM, MC, RC, IC, HK, SS],
  global_rating: [SIM, MC, RC, IC],
  engagement_rating: [SIM, MC, RC, IC, VF],
  risk_rating: [SIM, MC, RC, IC],
  equipment_rating: [SIM, MC, RC, IC, VF],
  exposition_rock_rating: [MC, RC],
  rock_free_rating: [MC, RC],
  rock_required_rating: [MC, RC],
  aid_rating: [MC, RC],
  ice_rating: [SIM, IC],
  mixed_rating: [SIM, IC],
  ski_rating: [ST],
  ski_exposition: [ST],
  labande_ski_rating: [ST],
  labande_global_rating: [ST],
  snowshoe_rating: [SS],
  hiking_rating: [HK],
  hiking_mtb_exposition: [HK, MB],
  via_ferrata_rating: [VF],
  mtb_up_rating: [MB],
  mtb_down_rating: [MB],
  mtb_length_asphalt: [MB],
  mtb_length_trail: [MB],
  mtb_height_diff_portages: [MB],
  slackline_type: [SL],
  slackline_height: [SL],
};

/** Route locale fields restricted to some activities. */
export const ROUTE_LOCALE_ACTIVITIES: Record<string, readonly A[]> = {
  slope: [ST, SIM, IC, SS],
  slackline_anchor1: [SL],
  slackline_anchor2: [SL],
};

/** §9.3: fields hidden when the route's only activity is rock climbing, by climbing_outdoor_type. */
export function hiddenByRockRule(
  activities: readonly A[],
  climbingOutdoorType: string | null | undefined,
): Set<string> {
  if (activities.length !== 1 || activities[0] !== RC) return new Set();
  if (climbingOutdoorType === 'multi') return new Set();
  if (climbingOutdoorType === 'single')
    return new Set(['configuration', 'global_rating', 'engagement_rating']);
  return new Set([
    'route_types',
    'configuration',
    'global_rating',
    'engagement_rating',
    'equipment_rating',
    'rock_required_rating',
    'aid_rating',
  ]);
}

/** Whether a route field applies to a route with these activities (union, then §9.3). */
export function routeFieldApplies(
  field: string,
  activities: readonly A[],
  climbingOutdoorType?: string | null,
): boolean {
  const allowed = ROUTE_FIELD_ACTIVITIES[field];
  if (!allowed) return false;
  if (!activities.some((a) => allowed.includes(a))) return false;
  return !hiddenByRockRule(activities, climbingOutdoorType).has(field);
}

/** Outing document fields restricted to some activities; others apply to all. */
export const OUTING_RESTRICTED: Record<string, readonly A[]> = {
  avalanche_signs: [ST, SIM, IC, SS],
  elevation_up_snow: [ST, SIM, MC, IC, SS],
  elevation_down_snow: [ST, SIM, MC, IC, SS],
  snow_quantity: [ST, SIM, MC, IC, SS],
  snow_quality: [ST, SIM, MC, IC, SS],
  glacier_rating: [ST, SIM, MC, SS],
  height_diff_difficulties: [SIM, MC],
  global_rating: [SIM, MC, RC, IC],
  engagement_rating: [SIM, MC],
  equipment_rating: [RC],
  rock_free_rating: [RC],
  ice_rating: [IC],
  ski_rating: [ST],
  labande_global_rating: [ST],
  snowshoe_rating: [SS],
  hiking_rating: [HK],
  via_ferrata_rating: [VF],
  mtb_up_rating: [MB],
  mtb_down_rating: [MB],
};

export const OUTING_LOCALE_RESTRICTED: Record<string, readonly A[]> = {
  conditions_levels: [ST, SIM, IC, SS],
  avalanches: [ST, SIM, IC, SS],
};

export const OUTING_COMMON_FIELDS = [
  'activities',
  'date_start',
  'date_end',
  'frequentation',
  'participant_count',
  'elevation_min',
  'elevation_max',
  'elevation_access',
  'height_diff_up',
  'height_diff_down',
  'length_total',
  'partial_trip',
  'public_transport',
  'access_condition',
  'lift_status',
  'hut_status',
  'condition_rating',
  'disable_comments',
] as const;

export function outingFieldApplies(field: string, activities: readonly A[]): boolean {
  if ((OUTING_COMMON_FIELDS as readonly string[]).includes(field)) return true;
  const allowed = OUTING_RESTRICTED[field];
  return !!allowed && activities.some((a) => allowed.includes(a));
}

/** The outing rating fields filled from the associated route. */
export const OUTING_RATINGS_FROM_ROUTE = [
  'global_rating',
  'engagement_rating',
  'equipment_rating',
  'rock_free_rating',
  'ice_rating',
  'ski_rating',
  'labande_global_rating',
  'snowshoe_rating',
  'hiking_rating',
  'via_ferrata_rating',
  'mtb_up_rating',
  'mtb_down_rating',
  'height_diff_difficulties',
] as const;

type W = WaypointType;
/** Waypoint fields restricted to some waypoint types (fields.md §10.1); waypoint_type, elevation, maps_info apply to all. */
export const WAYPOINT_FIELD_TYPES: Record<string, readonly W[]> = {
  elevation_min: ['access'],
  prominence: ['summit'],
  height_min: ['climbing_outdoor', 'climbing_indoor'],
  height_median: ['climbing_outdoor', 'climbing_indoor'],
  height_max: ['climbing_outdoor', 'climbing_indoor'],
  routes_quantity: ['climbing_outdoor', 'climbing_indoor'],
  climbing_outdoor_types: ['climbing_outdoor'],
  climbing_indoor_types: ['climbing_indoor'],
  climbing_rating_min: ['climbing_outdoor', 'climbing_indoor'],
  climbing_rating_median: ['climbing_outdoor', 'climbing_indoor'],
  climbing_rating_max: ['climbing_outdoor', 'climbing_indoor'],
  equipment_ratings: ['climbing_outdoor'],
  climbing_styles: ['climbing_outdoor', 'climbing_indoor'],
  children_proof: ['climbing_outdoor'],
  rain_proof: ['climbing_outdoor'],
  rock_types: ['climbing_outdoor'],
  orientations: ['climbing_outdoor', 'paragliding_takeoff', 'paragliding_landing', 'slackline_spot'],
  best_periods: ['climbing_outdoor', 'slackline_spot'],
  access_time: ['climbing_outdoor', 'slackline_spot'],
  url: [
    'camp_site',
    'climbing_indoor',
    'climbing_outdoor',
    'gite',
    'hut',
    'local_product',
    'weather_station',
    'webcam',
  ],
  phone: ['camp_site', 'climbing_indoor', 'gite', 'hut', 'local_product'],
  phone_custodian: ['camp_site', 'gite', 'hut'],
  custodianship: ['camp_site', 'gite', 'hut'],
  capacity: ['bivouac', 'camp_site', 'gite', 'hut', 'shelter'],
  capacity_staffed: ['camp_site', 'gite', 'hut'],
  matress_unstaffed: ['hut', 'shelter'],
  blanket_unstaffed: ['hut', 'shelter'],
  gas_unstaffed: ['hut', 'shelter'],
  heating_unstaffed: ['hut', 'shelter'],
  product_types: ['local_product'],
  length: ['paragliding_takeoff', 'paragliding_landing'],
  slope: ['paragliding_takeoff', 'paragliding_landing'],
  ground_types: ['paragliding_takeoff', 'paragliding_landing'],
  paragliding_rating: ['paragliding_takeoff', 'paragliding_landing'],
  exposition_rating: ['paragliding_takeoff', 'paragliding_landing'],
  weather_station_types: ['weather_station'],
  public_transportation_types: ['access'],
  public_transportation_rating: ['access'],
  snow_clearance_rating: ['access'],
  lift_access: ['access'],
  parking_fee: ['access'],
  slackline_types: ['slackline_spot'],
  slackline_length_min: ['slackline_spot'],
  slackline_length_max: ['slackline_spot'],
};

export const WAYPOINT_LOCALE_TYPES: Record<string, readonly W[]> = {
  access: ['access', 'climbing_indoor', 'climbing_outdoor', 'hut', 'local_product', 'slackline_spot'],
  access_period: ['access', 'camp_site', 'climbing_outdoor', 'gite', 'hut', 'local_product'],
};

export function waypointFieldApplies(field: string, type: W): boolean {
  if (field === 'waypoint_type' || field === 'elevation' || field === 'maps_info') return true;
  return WAYPOINT_FIELD_TYPES[field]?.includes(type) ?? false;
}

/** Document attribute keys allowed per type for the types without matrices. */
export const PLAIN_TYPE_FIELDS: Record<'a' | 'c' | 'b' | 'i' | 'm' | 'u' | 'x', readonly string[]> = {
  a: ['area_type'],
  c: ['activities', 'categories', 'article_type'],
  b: ['activities', 'book_types', 'author', 'editor', 'url', 'isbn', 'publication_date', 'langs', 'nb_pages'],
  i: [
    'activities',
    'categories',
    'image_type',
    'author',
    'date_time',
    'elevation',
    'camera_name',
    'exposure_time',
    'focal_length',
    'fnumber',
    'iso_speed',
    'filename',
    'file_size',
    'height',
    'width',
  ],
  m: ['code', 'editor', 'scale'],
  u: ['activities', 'categories'],
  x: [
    'event_activity',
    'event_type',
    'date',
    'elevation',
    'nb_participants',
    'nb_impacted',
    'rescue',
    'avalanche_level',
    'avalanche_slope',
    'severity',
    'author_status',
    'activity_rate',
    'age',
    'gender',
    'previous_injuries',
    'autonomy',
    'supervision',
    'qualification',
    'anonymous',
    'disable_comments',
  ],
};

/** Enumeration of each enum-valued attribute (by wire name), per document letter where it differs. */
export const FIELD_ENUMS: Record<string, string> = {
  activities: 'activities',
  area_type: 'area_types',
  article_type: 'article_types',
  book_types: 'book_types',
  image_type: 'image_types',
  waypoint_type: 'waypoint_types',
  frequentation: 'frequentation_types',
  access_condition: 'access_conditions',
  lift_status: 'lift_status',
  hut_status: 'hut_status',
  condition_rating: 'condition_ratings',
  snow_quantity: 'snow_quantity_ratings',
  snow_quality: 'snow_quality_ratings',
  glacier_rating: 'glacier_ratings',
  avalanche_signs: 'avalanche_signs',
  climbing_outdoor_type: 'climbing_outdoor_types',
  route_types: 'route_types',
  configuration: 'route_configuration_types',
  rock_types: 'rock_types',
  orientations: 'orientation_types',
  durations: 'route_duration_types',
  glacier_gear: 'glacier_gear_types',
  slackline_type: 'slackline_types',
  global_rating: 'global_ratings',
  labande_global_rating: 'global_ratings',
  engagement_rating: 'engagement_ratings',
  risk_rating: 'risk_ratings',
  equipment_rating: 'equipment_ratings',
  exposition_rock_rating: 'exposition_rock_ratings',
  rock_free_rating: 'climbing_ratings',
  rock_required_rating: 'climbing_ratings',
  aid_rating: 'aid_ratings',
  ice_rating: 'ice_ratings',
  mixed_rating: 'mixed_ratings',
  ski_rating: 'ski_ratings',
  ski_exposition: 'exposition_ratings',
  labande_ski_rating: 'labande_ski_ratings',
  snowshoe_rating: 'snowshoe_ratings',
  hiking_rating: 'hiking_ratings',
  hiking_mtb_exposition: 'exposition_ratings',
  via_ferrata_rating: 'via_ferrata_ratings',
  mtb_up_rating: 'mtb_up_ratings',
  mtb_down_rating: 'mtb_down_ratings',
  climbing_outdoor_types: 'climbing_outdoor_types',
  climbing_indoor_types: 'climbing_indoor_types',
  climbing_rating_min: 'climbing_ratings',
  climbing_rating_median: 'climbing_ratings',
  climbing_rating_max: 'climbing_ratings',
  equipment_ratings: 'equipment_ratings',
  climbing_styles: 'climbing_styles',
  children_proof: 'children_proof_types',
  rain_proof: 'rain_proof_types',
  best_periods: 'months',
  access_time: 'access_times',
  custodianship: 'custodianship_types',
  product_types: 'product_types',
  ground_types: 'ground_types',
  paragliding_rating: 'paragliding_ratings',
  exposition_rating: 'exposition_ratings',
  weather_station_types: 'weather_station_types',
  public_transportation_types: 'public_transportation_types',
  public_transportation_rating: 'public_transportation_ratings',
  snow_clearance_rating: 'snow_clearance_ratings',
  parking_fee: 'parking_fee_types',
  slackline_types: 'slackline_types',
  event_activity: 'event_activities',
  event_type: 'event_types',
  avalanche_level: 'avalanche_levels',
  avalanche_slope: 'avalanche_slopes',
  severity: 'severities',
  author_status: 'author_statuses',
  activity_rate: 'activity_rates',
  gender: 'genders',
  previous_injuries: 'previous_injuries',
  autonomy: 'autonomies',
  supervision: 'supervision',
  qualification: 'qualification',
  editor: 'map_editors',
  scale: 'map_scales',
};

/** `categories` depends on the type: article, image or profile categories. */
export const CATEGORY_ENUM: Record<string, string> = {
  c: 'article_categories',
  i: 'image_categories',
  u: 'user_categories',
};
