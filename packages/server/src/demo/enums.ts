/**
 * The enumerations the generators use: the domain package's own (fields.md §14), with a few
 * narrow types and helpers for picking values. Ordered lists: first = lowest.
 */
import { ENUMS } from '@cairn/domain';

export { ENUMS };

export type EnumName = keyof typeof ENUMS;
export type EnumValue<N extends EnumName> = (typeof ENUMS)[N][number];

export type Activity = EnumValue<'activities'>;
export type WaypointType = EnumValue<'waypoint_types'>;
export type Orientation = EnumValue<'orientation_types'>;

/** Route activities: every activity except paragliding (fields.md §9). */
export const ROUTE_ACTIVITIES = ENUMS.activities.filter((a) => a !== 'paragliding') as Exclude<
  Activity,
  'paragliding'
>[];

/** Value of an ordered scale at a relative level in [0, 1] (0 = easiest). */
export function scaleAt<N extends EnumName>(name: N, level: number, from = 0, to?: number): EnumValue<N> {
  const values = ENUMS[name] as readonly EnumValue<N>[];
  const last = to ?? values.length - 1;
  const clamped = Math.max(0, Math.min(1, level));
  const index = Math.round(from + clamped * (last - from));
  return values[Math.max(0, Math.min(values.length - 1, index))] as EnumValue<N>;
}
