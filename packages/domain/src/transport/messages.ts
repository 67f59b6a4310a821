/**
 * Which message the transport box and the planner show (spec 3 §5 "Trip planning", §8): keys of
 * the web app's `transport` messages, chosen here so the rules are tested without a browser.
 */

/** How the route's access points are served by the stops found within 5 km. */
export type ServiceLevel = 'served' | 'partial' | 'unserved';

/** `served`: every access point has a stop; `partial`: some; `unserved`: none (or no access point). */
export function serviceLevelOf(stopCounts: readonly number[]): ServiceLevel {
  const served = stopCounts.filter((n) => n > 0).length;
  if (!served) return 'unserved';
  return served === stopCounts.length ? 'served' : 'partial';
}

export type TripInputProblem = 'noDeparture' | 'noDestination';

/** The first missing end of a search: "Please select a departure address." / "… a destination." */
export function tripInputProblem(trip: { from?: unknown; to?: unknown }): TripInputProblem | undefined {
  if (trip.from == null) return 'noDeparture';
  if (trip.to == null) return 'noDestination';
  return undefined;
}

/** A search's outcome: its journeys, or undefined when the service failed. */
export type SearchResult<J> = readonly J[] | undefined;

export type SearchStep<J> =
  /** Journeys to show. */
  | { kind: 'journeys'; journeys: readonly J[] }
  /** Nothing at the chosen time: search again over the whole day from 00:01. */
  | { kind: 'retryWholeDay' }
  /** Nothing the whole day: "No public transport found" and "It seems your trip can not…". */
  | { kind: 'none' }
  /** Only the day's last journey, with "Here is the last journey of the day". */
  | { kind: 'lastOfDay'; journeys: readonly J[] };

/** What follows the search at the chosen time. */
export function afterSearch<J>(result: SearchResult<J>): SearchStep<J> {
  return result?.length ? { kind: 'journeys', journeys: result } : { kind: 'retryWholeDay' };
}

/** What follows the whole-day retry: nothing, or its last journey by departure. */
export function afterWholeDaySearch<J extends { departure_date_time: string }>(
  result: SearchResult<J>,
): SearchStep<J> {
  if (!result?.length) return { kind: 'none' };
  const last = result.reduce((a, b) => (b.departure_date_time > a.departure_date_time ? b : a));
  return { kind: 'lastOfDay', journeys: [last] };
}
