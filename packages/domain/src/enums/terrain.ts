/** Terrain and climbing enumerations shared by routes and waypoints (fields.md §14.1). */
export const ROCK_TYPES = [
  'basalte',
  'calcaire',
  'conglomerat',
  'craie',
  'gneiss',
  'gres',
  'granit',
  'migmatite',
  'mollasse_calcaire',
  'pouding',
  'quartzite',
  'rhyolite',
  'schiste',
  'trachyte',
  'artificial',
] as const;
export type RockType = (typeof ROCK_TYPES)[number];

/** Compass order, shown verbatim. */
export const ORIENTATION_TYPES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Orientation = (typeof ORIENTATION_TYPES)[number];

/** Route climbing_outdoor_type (drives fields.md §9.3) and waypoint climbing_outdoor_types. */
export const CLIMBING_OUTDOOR_TYPES = ['single', 'multi', 'bloc', 'psicobloc'] as const;
export type ClimbingOutdoorType = (typeof CLIMBING_OUTDOOR_TYPES)[number];

export const CLIMBING_INDOOR_TYPES = ['pitch', 'bloc'] as const;
export type ClimbingIndoorType = (typeof CLIMBING_INDOOR_TYPES)[number];

export const CLIMBING_STYLES = [
  'slab',
  'vertical',
  'overhang',
  'roof',
  'small_pillar',
  'crack_dihedral',
] as const;
export type ClimbingStyle = (typeof CLIMBING_STYLES)[number];

export const SLACKLINE_TYPES = ['slackline', 'highline', 'waterline'] as const;
export type SlacklineType = (typeof SLACKLINE_TYPES)[number];

export const GROUND_TYPES = ['prairie', 'scree', 'snow'] as const;
export type GroundType = (typeof GROUND_TYPES)[number];
