/** Accident and incident report enumerations (fields.md §14.1). */
export const EVENT_TYPES = [
  'avalanche',
  'stone_ice_fall',
  'ice_cornice_collapse',
  'person_fall',
  'crevasse_fall',
  'physical_failure',
  'injury_without_fall',
  'blocked_person',
  'weather_event',
  'safety_operation',
  'critical_situation',
  'other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_ACTIVITIES = [
  'sport_climbing',
  'multipitch_climbing',
  'alpine_climbing',
  'snow_ice_mixed',
  'ice_climbing',
  'skitouring',
  'other',
] as const;
export type EventActivity = (typeof EVENT_ACTIVITIES)[number];

export const AUTHOR_STATUSES = [
  'primary_impacted',
  'secondary_impacted',
  'internal_witness',
  'external_witness',
] as const;
export type AuthorStatus = (typeof AUTHOR_STATUSES)[number];

export const ACTIVITY_RATES = ['activity_rate_y5', 'activity_rate_m2', 'activity_rate_w1'] as const;
export type ActivityRate = (typeof ACTIVITY_RATES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** See tolerated.ts for the legacy `previous_injuries_3`. */
export const PREVIOUS_INJURIES = ['no', 'previous_injuries_2'] as const;
export type PreviousInjuries = (typeof PREVIOUS_INJURIES)[number];

export const SEVERITIES = ['severity_no', '1d_to_3d', '4d_to_1m', '1m_to_3m', 'more_than_3m'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const AUTONOMIES = ['non_autonomous', 'autonomous', 'expert'] as const;
export type Autonomy = (typeof AUTONOMIES)[number];

export const SUPERVISION = ['no_supervision', 'federal_supervision', 'professional_supervision'] as const;
export type Supervision = (typeof SUPERVISION)[number];

export const QUALIFICATION = ['federal_supervisor', 'federal_trainer', 'professional_diploma'] as const;
export type Qualification = (typeof QUALIFICATION)[number];

/** Listed order; range filters and sorting rank `level_na` lowest (api.md §15, see enum-rank.ts). */
export const AVALANCHE_LEVELS = ['level_1', 'level_2', 'level_3', 'level_4', 'level_5', 'level_na'] as const;
export type AvalancheLevel = (typeof AVALANCHE_LEVELS)[number];

export const AVALANCHE_SLOPES = [
  'slope_lt_30',
  'slope_30_35',
  'slope_35_40',
  'slope_40_45',
  'slope_gt_45',
] as const;
export type AvalancheSlope = (typeof AVALANCHE_SLOPES)[number];
