/**
 * The trip planner's state (spec 3 §4, §5, §8): the outbound and return searches, each with its
 * ends, chosen time and outcome; the return derived from the outbound journey chosen. The rules
 * are the domain's (`@cairn/domain` transport): the search starts 15 minutes early, a failed or
 * empty search is retried over the whole day, from which only the last journey is shown.
 */
import { useCallback, useRef, useState } from 'react';
import {
  WHOLE_DAY_SECONDS,
  afterSearch,
  afterWholeDaySearch,
  fromNavitiaDateTime,
  nextDay,
  returnTimeOf,
  returnWaypointOf,
  searchStartOf,
  shiftHour,
  toNavitiaDateTime,
  tripInputProblem,
  wholeDayStartOf,
  type Journey,
  type LocalDateTime,
  type ReturnWarning,
  type RouteDurations,
  type SearchStep,
  type TripInputProblem,
} from '@cairn/domain';
import { findJourneys } from '../api/transport-api.ts';
import { placeParam, type AccessPoint } from '../lib/access-points.ts';

/** A departure address or the current position. */
export interface Place {
  label: string;
  lonLat: [number, number];
}

export type Tab = 'outbound' | 'return';

export interface Search {
  at: LocalDateTime;
  /** The access point: the outbound trip's destination, the return trip's start. */
  waypointId: number | undefined;
  status: 'idle' | 'searching' | 'done';
  step?: SearchStep<Journey>;
  selected: number;
  problem?: TripInputProblem;
  warning?: ReturnWarning;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Now, on the visitor's clock, to the minute. */
export function nowLocal(date = new Date()): LocalDateTime {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The journeys a step shows. */
export const journeysOf = (step: SearchStep<Journey> | undefined): readonly Journey[] =>
  step && (step.kind === 'journeys' || step.kind === 'lastOfDay') ? step.journeys : [];

export function useTripPlanner(access: AccessPoint[], durations: RouteDurations) {
  const [tab, setTab] = useState<Tab>('outbound');
  const [departure, setDeparture] = useState<Place>();
  const [outbound, setOutbound] = useState<Search>(() => ({
    at: nowLocal(),
    waypointId: access.length === 1 ? access[0]!.id : undefined,
    status: 'idle',
    selected: 0,
  }));
  const [back, setBack] = useState<Search>(() => ({
    at: nowLocal(),
    waypointId: undefined,
    status: 'idle',
    selected: 0,
  }));
  const run = useRef(0);

  // The return follows the outbound journey chosen: its time from the route's durations, its
  // access point from the outbound one (spec 3 §4).
  const deriveReturn = useCallback(
    (journey: Journey | undefined, outboundWaypoint: number | undefined) => {
      const arrival = journey && fromNavitiaDateTime(journey.arrival_date_time);
      if (!arrival) return;
      const { at, warning } = returnTimeOf(arrival, durations);
      const waypointId = returnWaypointOf(
        access.map((a) => a.id),
        outboundWaypoint,
      );
      setBack({ at, warning, waypointId, status: 'idle', selected: 0 });
    },
    [access, durations],
  );

  const search = useCallback(
    async (which: Tab, changes: Partial<Search> = {}) => {
      const set = which === 'outbound' ? setOutbound : setBack;
      const current = { ...(which === 'outbound' ? outbound : back), ...changes };
      const point = access.find((a) => a.id === current.waypointId);
      // Both tabs need the departure address and an access point (the return's start).
      const trip = { from: departure?.lonLat, to: point?.lonLat };
      const problem = tripInputProblem(trip);
      if (problem) return set({ ...current, problem, status: 'idle', step: undefined });
      const id = ++run.current;
      set({ ...current, problem: undefined, status: 'searching', step: undefined, selected: 0 });
      const [fromLonLat, toLonLat] = which === 'outbound' ? [trip.from!, trip.to!] : [trip.to!, trip.from!];
      const base = {
        from: placeParam(fromLonLat),
        to: placeParam(toLonLat),
        datetime_represents: 'departure',
      };
      const attempt = (q: { datetime: string; timeframe_duration?: string }) =>
        findJourneys({ ...base, ...q }).then(
          (j) => j,
          () => undefined,
        );
      let step: SearchStep<Journey> = afterSearch(
        await attempt({ datetime: toNavitiaDateTime(searchStartOf(current.at)) }),
      );
      if (step.kind === 'retryWholeDay')
        step = afterWholeDaySearch(
          await attempt({
            datetime: toNavitiaDateTime(wholeDayStartOf(current.at)),
            timeframe_duration: String(WHOLE_DAY_SECONDS),
          }),
        );
      if (id !== run.current) return;
      set({ ...current, problem: undefined, status: 'done', step, selected: 0 });
      if (which === 'outbound') deriveReturn(journeysOf(step)[0], current.waypointId);
    },
    [access, back, departure, outbound, deriveReturn],
  );

  const current = tab === 'outbound' ? outbound : back;
  const setCurrent = tab === 'outbound' ? setOutbound : setBack;
  return {
    tab,
    setTab,
    departure,
    setDeparture,
    search: current,
    /** The return tab opens once the outbound search has journeys. */
    canReturn: journeysOf(outbound.step).length > 0,
    update: (changes: Partial<Search>) => setCurrent((s) => ({ ...s, ...changes })),
    select: (index: number) => {
      setCurrent((s) => ({ ...s, selected: index }));
      if (tab === 'outbound') deriveReturn(journeysOf(outbound.step)[index], outbound.waypointId);
    },
    find: () => search(tab),
    earlier: () => search(tab, { at: shiftHour(current.at, -1) }),
    later: () => search(tab, { at: shiftHour(current.at, 1) }),
    nextDay: () => search(tab, { at: nextDay(current.at) }),
  };
}
