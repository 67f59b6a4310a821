/** Route-only enumerations (fields.md §14.1). */
export const GLACIER_GEAR_TYPES = [
  'no',
  'glacier_safety_gear',
  'crampons_spring',
  'crampons_req',
  'glacier_crampons',
] as const;
export type GlacierGearType = (typeof GLACIER_GEAR_TYPES)[number];

export const ROUTE_TYPES = ['return_same_way', 'loop', 'loop_hut', 'traverse', 'raid', 'expedition'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

export const ROUTE_CONFIGURATION_TYPES = [
  'edge',
  'pillar',
  'face',
  'corridor',
  'goulotte',
  'glacier',
] as const;
export type RouteConfigurationType = (typeof ROUTE_CONFIGURATION_TYPES)[number];

/** Durations in days; the API carries them as strings (`"1"` … `"10+"`). */
export const ROUTE_DURATION_TYPES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '10+'] as const;
export type RouteDurationType = (typeof ROUTE_DURATION_TYPES)[number];
