/** Activities in the spec's order (spec 3 "Enumerations", fields.md §14.1). */
export const ACTIVITIES = [
  'skitouring',
  'snow_ice_mixed',
  'mountain_climbing',
  'rock_climbing',
  'ice_climbing',
  'hiking',
  'snowshoeing',
  'paragliding',
  'mountain_biking',
  'via_ferrata',
  'slacklining',
] as const;
export type Activity = (typeof ACTIVITIES)[number];

/** Routes take every activity except paragliding (fields.md §9). */
export const ROUTE_ACTIVITIES = ACTIVITIES.filter(
  (a): a is Exclude<Activity, 'paragliding'> => a !== 'paragliding',
);
export type RouteActivity = (typeof ROUTE_ACTIVITIES)[number];

/** The short codes of fields.md "How to read this catalog" (ST, SIM, MC…). */
export const ACTIVITY_CODES = {
  ST: 'skitouring',
  SIM: 'snow_ice_mixed',
  MC: 'mountain_climbing',
  RC: 'rock_climbing',
  IC: 'ice_climbing',
  HK: 'hiking',
  SS: 'snowshoeing',
  PG: 'paragliding',
  MB: 'mountain_biking',
  VF: 'via_ferrata',
  SL: 'slacklining',
} as const satisfies Record<string, Activity>;
export type ActivityCode = keyof typeof ACTIVITY_CODES;

export const isActivity = (value: string): value is Activity =>
  (ACTIVITIES as readonly string[]).includes(value);
