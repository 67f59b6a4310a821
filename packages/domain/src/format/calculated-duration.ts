/**
 * Route `calculated_duration` (api.md §8.6): a DIN 33466 walking-time estimate, in days.
 *
 * DIN 33466 times the horizontal distance and the height differences separately, then adds
 * the larger time and half the smaller one. Each activity has its own speeds; climbing
 * activities time `height_diff_difficulties` at 50 m/h and combine it the same way with the
 * approach walk (hiking speeds). The result is the minimum over the route's activities, and
 * null when nothing can be estimated or the estimate lies outside 0.5–18 hours.
 */

/** Horizontal speed (km/h) and vertical speeds (m/h up, m/h down) of a walking activity. */
export interface WalkingSpeeds {
  horizontal: number;
  up: number;
  down: number;
}

/** api.md §8.6 speeds per walking activity. */
export const WALKING_SPEEDS: Readonly<Record<string, WalkingSpeeds>> = {
  hiking: { horizontal: 5, up: 300, down: 500 },
  snowshoeing: { horizontal: 4.5, up: 250, down: 400 },
  skitouring: { horizontal: 5, up: 300, down: 1500 },
  mountain_biking: { horizontal: 15, up: 250, down: 1000 },
};

/** Activities whose time is driven by the climbing of `height_diff_difficulties`. */
export const CLIMBING_ACTIVITIES: readonly string[] = [
  'snow_ice_mixed',
  'mountain_climbing',
  'rock_climbing',
  'ice_climbing',
  'via_ferrata',
];

/** Vertical speed on the difficulties of a climbing route (m/h). */
export const CLIMBING_SPEED = 50;

/** Bounds of a meaningful estimate (hours). */
export const MIN_DURATION_HOURS = 0.5;
export const MAX_DURATION_HOURS = 18;

export interface DurationInput {
  activities?: readonly string[] | null;
  /** Horizontal length (m). */
  route_length?: number | null;
  height_diff_up?: number | null;
  /** Absent: the route is descended the way it was climbed (same height as up). */
  height_diff_down?: number | null;
  height_diff_difficulties?: number | null;
  /** Height of the approach; absent: height_diff_up minus the difficulties. */
  height_diff_access?: number | null;
}

const num = (v: number | null | undefined): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;

/** DIN 33466: the larger of two times plus half the smaller one. */
export const dinCombine = (a: number, b: number): number => Math.max(a, b) + Math.min(a, b) / 2;

/** Walking time (hours) of a length and height differences at the given speeds; undefined when all are unknown. */
export function walkingHours(
  speeds: WalkingSpeeds,
  length: number | undefined,
  up: number | undefined,
  down: number | undefined,
): number | undefined {
  if (length === undefined && up === undefined && down === undefined) return undefined;
  const horizontal = (length ?? 0) / 1000 / speeds.horizontal;
  const vertical = (up ?? 0) / speeds.up + (down ?? 0) / speeds.down;
  return dinCombine(horizontal, vertical);
}

/** Estimated hours for one activity, or undefined when the route lacks the figures it needs. */
export function activityHours(activity: string, route: DurationInput): number | undefined {
  const length = num(route.route_length);
  const up = num(route.height_diff_up);
  const down = num(route.height_diff_down) ?? up;
  const speeds = WALKING_SPEEDS[activity];
  if (speeds) return walkingHours(speeds, length, up, down);
  if (!CLIMBING_ACTIVITIES.includes(activity)) return undefined;
  const difficulties = num(route.height_diff_difficulties);
  if (difficulties === undefined) return undefined;
  const climbing = difficulties / CLIMBING_SPEED;
  const access =
    num(route.height_diff_access) ?? (up !== undefined ? Math.max(0, up - difficulties) : undefined);
  // The approach is walked up and back down at hiking speeds.
  const approach = walkingHours(WALKING_SPEEDS.hiking!, undefined, access, access) ?? 0;
  return dinCombine(climbing, approach);
}

/** api.md §8.6 `calculated_duration` in days (rounded to 1/1000 day), or null. */
export function calculatedDuration(route: DurationInput): number | null {
  const hours = (route.activities ?? [])
    .map((a) => activityHours(a, route))
    .filter((h): h is number => h !== undefined);
  if (!hours.length) return null;
  const best = Math.min(...hours);
  if (best < MIN_DURATION_HOURS || best > MAX_DURATION_HOURS) return null;
  return Math.round((best / 24) * 1000) / 1000;
}
