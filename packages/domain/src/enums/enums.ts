/**
 * Registry of every enumeration and rating scale by the name fields.md uses, so that a
 * FieldDef's `enum` resolves: `ENUMS[field.enum]`.
 */
import { LANGS } from './langs.ts';
import { ACTIVITIES } from './activities.ts';
import { QUALITY_TYPES } from './quality.ts';
import { WAYPOINT_TYPES } from './waypoint-types.ts';
import * as kinds from './document-kinds.ts';
import * as outing from './outing-conditions.ts';
import * as route from './route-properties.ts';
import * as terrain from './terrain.ts';
import { MONTHS } from './months.ts';
import * as waypoint from './waypoint-properties.ts';
import * as xreport from './xreport-properties.ts';
import { MAP_EDITORS, MAP_SCALES } from './maps.ts';
import { FEED_CHANGE_TYPES } from './feed-change-types.ts';
import { RATING_SCALES } from './ratings.ts';
import {
  PARAGLIDING_RATINGS_ON_READ,
  PREVIOUS_INJURIES_ON_READ,
  PUBLIC_TRANSPORTATION_RATINGS_ON_READ,
} from './tolerated.ts';

/** General enumerations in the order of fields.md §14.1. */
export const GENERAL_ENUMS = {
  langs: LANGS,
  activities: ACTIVITIES,
  quality_types: QUALITY_TYPES,
  waypoint_types: WAYPOINT_TYPES,
  area_types: kinds.AREA_TYPES,
  article_categories: kinds.ARTICLE_CATEGORIES,
  article_types: kinds.ARTICLE_TYPES,
  image_types: kinds.IMAGE_TYPES,
  image_categories: kinds.IMAGE_CATEGORIES,
  book_types: kinds.BOOK_TYPES,
  user_categories: kinds.USER_CATEGORIES,
  hut_status: outing.HUT_STATUS,
  custodianship_types: waypoint.CUSTODIANSHIP_TYPES,
  lift_status: outing.LIFT_STATUS,
  access_conditions: outing.ACCESS_CONDITIONS,
  frequentation_types: outing.FREQUENTATION_TYPES,
  condition_ratings: outing.CONDITION_RATINGS,
  snow_quality_ratings: outing.SNOW_QUALITY_RATINGS,
  snow_quantity_ratings: outing.SNOW_QUANTITY_RATINGS,
  glacier_ratings: outing.GLACIER_RATINGS,
  avalanche_signs: outing.AVALANCHE_SIGNS,
  glacier_gear_types: route.GLACIER_GEAR_TYPES,
  route_types: route.ROUTE_TYPES,
  route_configuration_types: route.ROUTE_CONFIGURATION_TYPES,
  route_duration_types: route.ROUTE_DURATION_TYPES,
  rock_types: terrain.ROCK_TYPES,
  orientation_types: terrain.ORIENTATION_TYPES,
  months: MONTHS,
  climbing_outdoor_types: terrain.CLIMBING_OUTDOOR_TYPES,
  climbing_indoor_types: terrain.CLIMBING_INDOOR_TYPES,
  climbing_styles: terrain.CLIMBING_STYLES,
  access_times: waypoint.ACCESS_TIMES,
  children_proof_types: waypoint.CHILDREN_PROOF_TYPES,
  rain_proof_types: waypoint.RAIN_PROOF_TYPES,
  parking_fee_types: waypoint.PARKING_FEE_TYPES,
  snow_clearance_ratings: waypoint.SNOW_CLEARANCE_RATINGS,
  product_types: waypoint.PRODUCT_TYPES,
  ground_types: terrain.GROUND_TYPES,
  weather_station_types: waypoint.WEATHER_STATION_TYPES,
  public_transportation_types: waypoint.PUBLIC_TRANSPORTATION_TYPES,
  public_transportation_ratings: waypoint.PUBLIC_TRANSPORTATION_RATINGS,
  slackline_types: terrain.SLACKLINE_TYPES,
  event_types: xreport.EVENT_TYPES,
  event_activities: xreport.EVENT_ACTIVITIES,
  author_statuses: xreport.AUTHOR_STATUSES,
  activity_rates: xreport.ACTIVITY_RATES,
  genders: xreport.GENDERS,
  previous_injuries: xreport.PREVIOUS_INJURIES,
  severities: xreport.SEVERITIES,
  autonomies: xreport.AUTONOMIES,
  supervision: xreport.SUPERVISION,
  qualification: xreport.QUALIFICATION,
  avalanche_levels: xreport.AVALANCHE_LEVELS,
  avalanche_slopes: xreport.AVALANCHE_SLOPES,
  feed_change_types: FEED_CHANGE_TYPES,
  map_editors: MAP_EDITORS,
  map_scales: MAP_SCALES,
} as const;

/** Every enumeration and rating scale, keyed by the names fields.md uses. */
export const ENUMS = { ...GENERAL_ENUMS, ...RATING_SCALES } as const satisfies Record<
  string,
  readonly string[]
>;
export type EnumName = keyof typeof ENUMS;

/** Values a reader must accept: ENUMS plus the legacy values of tolerated.ts. */
export const ENUMS_ON_READ: Record<EnumName, readonly string[]> = {
  ...ENUMS,
  public_transportation_ratings: PUBLIC_TRANSPORTATION_RATINGS_ON_READ,
  previous_injuries: PREVIOUS_INJURIES_ON_READ,
  paragliding_ratings: PARAGLIDING_RATINGS_ON_READ,
};

export const isEnumName = (name: string): name is EnumName => Object.hasOwn(ENUMS, name);

/** Values of an enumeration by name (empty for an unknown name). */
export function enumValues(name: string): readonly string[] {
  return isEnumName(name) ? ENUMS[name] : [];
}

/** Whether `value` may be written for enumeration `name` (legacy values are refused). */
export function isEnumValue(name: string, value: unknown): boolean {
  return typeof value === 'string' && enumValues(name).includes(value);
}

/** Whether `value` is acceptable on read for `name` (tolerates fields.md §16 legacy values). */
export function isReadableEnumValue(name: string, value: unknown): boolean {
  return typeof value === 'string' && isEnumName(name) && ENUMS_ON_READ[name].includes(value);
}
