/**
 * Route and outing attribute builders shared by the demo guidebook and the
 * synthetic generator: ratings consistent with one difficulty level, and the
 * filtering of fields by activity (applicability.ts).
 */
import { OUTING_RATINGS_FROM_ROUTE, outingFieldApplies, routeFieldApplies } from './applicability.ts';
import { ENUMS, scaleAt, type Activity, type EnumValue } from './enums.ts';
import type { Random } from './random.ts';

export type RouteActivity = Exclude<Activity, 'paragliding'>;

export interface RouteShape {
  activities: readonly RouteActivity[];
  /** Difficulty in [0, 1]: 0 = easiest of every scale used. */
  level: number;
  climbing_outdoor_type?: EnumValue<'climbing_outdoor_types'> | undefined;
  elevation_min: number;
  elevation_max: number;
  /** Ground length of the route (one way), metres. */
  length: number;
  days: number;
  glacier: boolean;
  orientations: readonly EnumValue<'orientation_types'>[];
  route_type?: EnumValue<'route_types'> | undefined;
  configuration?: readonly EnumValue<'route_configuration_types'>[] | undefined;
  rock_type?: EnumValue<'rock_types'> | undefined;
  lift_access?: boolean | null | undefined;
}

function jitter(rng: Random, level: number, spread = 0.08): number {
  return Math.max(0, Math.min(1, level + rng.float(-spread, spread)));
}

/** All candidate rating values for a level; filtered afterwards by activity. */
export function ratingsFor(
  rng: Random,
  activities: readonly RouteActivity[],
  level: number,
  alpine: boolean,
): Record<string, string> {
  const r: Record<string, string> = {};
  const l = (s = 0.08) => jitter(rng, level, s);
  r.global_rating = scaleAt('global_ratings', l(), 0, 17);
  r.engagement_rating = scaleAt('engagement_ratings', alpine ? l() * 0.9 + 0.1 : l() * 0.4, 0, 5);
  r.risk_rating = scaleAt('risk_ratings', l(0.2) * 0.8, 0, 4);
  r.equipment_rating = alpine
    ? scaleAt('equipment_ratings', 0.3 + l(0.2) * 0.7)
    : scaleAt('equipment_ratings', rng.float(0, 0.2));
  r.exposition_rock_rating = scaleAt('exposition_rock_ratings', l(), 0, 4);
  const free = Math.round(3 + l() * 22); // 3c … 8a
  r.rock_free_rating = ENUMS.climbing_ratings[free] ?? '5c';
  if (rng.chance(0.6))
    r.rock_required_rating = ENUMS.climbing_ratings[Math.max(2, free - rng.int(1, 4))] ?? '5a';
  if (alpine && level > 0.55 && rng.chance(0.4)) r.aid_rating = scaleAt('aid_ratings', l() * 0.4);
  r.ice_rating = scaleAt('ice_ratings', l(), 1, 9);
  r.mixed_rating = scaleAt('mixed_ratings', l(), 1, 12);
  r.ski_rating = scaleAt('ski_ratings', l(), 0, 14);
  r.ski_exposition = scaleAt('exposition_ratings', l(0.15) * 0.9, 0, 3);
  r.labande_ski_rating = scaleAt('labande_ski_ratings', l(), 0, 5);
  r.labande_global_rating = scaleAt('global_ratings', l(), 0, 10);
  r.snowshoe_rating = scaleAt('snowshoe_ratings', l(), 0, 4);
  r.hiking_rating = scaleAt('hiking_ratings', l(), 0, 4);
  r.hiking_mtb_exposition = scaleAt('exposition_ratings', l(0.15) * 0.8, 0, 3);
  r.via_ferrata_rating = scaleAt('via_ferrata_ratings', l(), 0, 5);
  r.mtb_up_rating = scaleAt('mtb_up_ratings', l(), 0, 4);
  r.mtb_down_rating = scaleAt('mtb_down_ratings', l(), 0, 4);
  void activities;
  return r;
}

const SNOW_ACTIVITIES: readonly Activity[] = ['skitouring', 'snow_ice_mixed', 'ice_climbing', 'snowshoeing'];

/** Route attributes (wire names) for a route shape, restricted to its activities (§9.2, §9.3). */
export function routeAttributes(rng: Random, shape: RouteShape): Record<string, unknown> {
  const acts = shape.activities;
  const alpine =
    acts.some((a) => a === 'mountain_climbing' || a === 'snow_ice_mixed') ||
    shape.climbing_outdoor_type === 'multi';
  const up = Math.max(0, shape.elevation_max - shape.elevation_min);
  const candidates: Record<string, unknown> = {
    activities: [...acts],
    orientations: [...shape.orientations],
    lift_access: shape.lift_access ?? null,
    climbing_outdoor_type: shape.climbing_outdoor_type ?? null,
    route_types: shape.route_type ? [shape.route_type] : [],
    configuration: shape.configuration ? [...shape.configuration] : [],
    rock_types: shape.rock_type ? [shape.rock_type] : [],
    elevation_min: shape.elevation_min,
    elevation_max: shape.elevation_max,
    height_diff_up: up + rng.int(0, Math.round(up * 0.06)),
    height_diff_down: up + rng.int(0, Math.round(up * 0.06)),
    height_diff_access: Math.min(3000, Math.round(up * rng.float(0.2, 0.6))),
    durations: [shape.days >= 10 ? (shape.days > 10 ? '10+' : '10') : String(Math.max(1, shape.days))],
    height_diff_difficulties: Math.min(3000, Math.max(30, Math.round(up * rng.float(0.15, 0.5)))),
    difficulties_height: Math.round(shape.elevation_max - up * rng.float(0.1, 0.4)),
    route_length: Math.min(
      500000,
      Math.round(shape.length * (shape.route_type === 'return_same_way' ? 2 : 1)),
    ),
    glacier_gear: shape.glacier
      ? rng.pick(['glacier_safety_gear', 'glacier_crampons', 'glacier_crampons'] as const)
      : SNOW_ACTIVITIES.some((a) => acts.includes(a as RouteActivity)) || acts.includes('mountain_climbing')
        ? rng.pick(['no', 'no', 'crampons_spring', 'crampons_req'] as const)
        : 'no',
    ...ratingsFor(rng, acts, shape.level, alpine),
    mtb_length_asphalt: Math.round(shape.length * rng.float(0.1, 0.4)),
    mtb_length_trail: Math.round(shape.length * rng.float(0.6, 0.9)),
    mtb_height_diff_portages: rng.chance(0.3) ? rng.int(20, 200) : 0,
    slackline_type: rng.pick(['slackline', 'highline', 'waterline'] as const),
    slackline_height: rng.int(1, 120),
  };
  if (acts.includes('slacklining')) {
    candidates.route_length = rng.int(15, 180);
    if (candidates.slackline_type === 'slackline') candidates.slackline_height = rng.int(0, 2);
  }
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(candidates)) {
    if (value === undefined) continue;
    if (routeFieldApplies(field, acts, shape.climbing_outdoor_type)) out[field] = value;
  }
  return out;
}

/** Outing ratings copied from a route, keeping only those the outing's activities carry (§7.2). */
export function outingRatingsFromRoute(
  route: Record<string, unknown>,
  activities: readonly Activity[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of OUTING_RATINGS_FROM_ROUTE) {
    const value = route[field];
    if (value !== undefined && value !== null && outingFieldApplies(field, activities)) out[field] = value;
  }
  return out;
}

export function isSnowActivity(a: Activity): boolean {
  return (
    a === 'skitouring' ||
    a === 'snow_ice_mixed' ||
    a === 'ice_climbing' ||
    a === 'snowshoeing' ||
    a === 'mountain_climbing'
  );
}

/** Months (1–12) in which each activity is usually practised. */
export const SEASONS: Record<Activity, readonly number[]> = {
  skitouring: [12, 1, 2, 3, 4, 5],
  snowshoeing: [12, 1, 2, 3],
  ice_climbing: [12, 1, 2, 3],
  snow_ice_mixed: [3, 4, 5, 6, 7, 8, 9, 10],
  mountain_climbing: [6, 7, 8, 9],
  rock_climbing: [3, 4, 5, 6, 7, 8, 9, 10],
  hiking: [5, 6, 7, 8, 9, 10],
  paragliding: [3, 4, 5, 6, 7, 8, 9, 10],
  mountain_biking: [5, 6, 7, 8, 9, 10],
  via_ferrata: [6, 7, 8, 9, 10],
  slacklining: [4, 5, 6, 7, 8, 9, 10],
};
