/** Waypoint types in the spec's order (spec 3 "Enumerations", fields.md §14.1). */
export const WAYPOINT_TYPES = [
  'summit',
  'pass',
  'lake',
  'waterfall',
  'locality',
  'bisse',
  'canyon',
  'access',
  'climbing_outdoor',
  'climbing_indoor',
  'hut',
  'gite',
  'shelter',
  'bivouac',
  'camp_site',
  'base_camp',
  'local_product',
  'paragliding_takeoff',
  'paragliding_landing',
  'cave',
  'waterpoint',
  'weather_station',
  'webcam',
  'virtual',
  'slackline_spot',
  'misc',
] as const;
export type WaypointType = (typeof WAYPOINT_TYPES)[number];

export const isWaypointType = (value: string): value is WaypointType =>
  (WAYPOINT_TYPES as readonly string[]).includes(value);
