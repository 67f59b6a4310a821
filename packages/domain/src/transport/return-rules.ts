/**
 * The return trip derived from an outbound journey (spec 3 §4 "Trip planner"): its date and
 * time from the route's durations, and the access point it leaves from.
 */
import { DEFAULT_RETURN_TIME, addDays, addMinutes, dateOf, type LocalDateTime } from './trip-times.ts';

/** What the route says of its length in time. */
export interface RouteDurations {
  /** `calculated_duration`: the server's estimate, in days (null when unknown). */
  calculatedDuration?: number | null;
  /** `durations`: the contributors' day counts (`1`…`10`, `10+`). */
  durations?: readonly string[] | null;
}

export type ReturnWarning =
  /** The outing would end past midnight: 17:00 of the day is proposed instead. */
  | 'pastMidnight'
  /** The route's duration is unknown: 17:00 of the day is proposed. */
  | 'unknownDuration';

export interface ReturnTime {
  at: LocalDateTime;
  warning?: ReturnWarning;
}

/** The shortest duration the route gives, in days, or undefined. */
export function minimumDurationDays(route: RouteDurations): number | undefined {
  const days = (route.durations ?? [])
    .map((d) => Number.parseFloat(d))
    .filter((d) => Number.isFinite(d) && d > 0);
  if (route.calculatedDuration != null && route.calculatedDuration > 0) days.push(route.calculatedDuration);
  return days.length ? Math.min(...days) : undefined;
}

/**
 * When the return trip leaves, from the outbound journey's arrival:
 * - up to one day: the same day at arrival plus the duration; past midnight, 17:00 with a warning;
 * - more than one day: the outbound date plus the rounded-up minimum duration in days, at 17:00;
 * - no duration known: the same day at 17:00 with a warning.
 */
export function returnTimeOf(outboundArrival: LocalDateTime, route: RouteDurations): ReturnTime {
  const day = dateOf(outboundArrival);
  const at17 = (date: string) => `${date}T${DEFAULT_RETURN_TIME}`;
  const days = minimumDurationDays(route);
  if (days === undefined) return { at: at17(day), warning: 'unknownDuration' };
  if (days > 1) return { at: at17(dateOf(addDays(`${day}T00:00`, Math.ceil(days)))) };
  const end = addMinutes(outboundArrival, Math.round(days * 24 * 60));
  // Exactly midnight is already the next day.
  if (dateOf(end) !== day) return { at: at17(day), warning: 'pastMidnight' };
  return { at: end };
}

/**
 * The access point the return trip leaves from: the only one; of two, the one the outbound trip
 * did not go to; with more, none (the user chooses).
 */
export function returnWaypointOf(
  accessIds: readonly number[],
  outboundId: number | undefined,
): number | undefined {
  if (accessIds.length === 1) return accessIds[0];
  if (accessIds.length === 2) return accessIds.find((id) => id !== outboundId) ?? accessIds[1];
  return undefined;
}
