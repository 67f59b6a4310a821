import { describe, expect, it } from 'vitest';
import { JourneysQuerySchema } from '../api/transport.ts';
import {
  addDays,
  afterSearch,
  afterWholeDaySearch,
  fromNavitiaDateTime,
  isLocalDateTime,
  isLonLat,
  minimumDurationDays,
  nextDay,
  returnTimeOf,
  returnWaypointOf,
  searchStartOf,
  serviceLevelOf,
  shiftHour,
  toNavitiaDateTime,
  tripInputProblem,
  walkingKm,
  wholeDayStartOf,
  withinWalkRange,
} from './index.ts';

describe('search times (spec 3 §9)', () => {
  it('starts 15 minutes before the chosen time', () => {
    expect(searchStartOf('2026-07-14T08:30')).toBe('2026-07-14T08:15');
    expect(searchStartOf('2026-07-14T00:15')).toBe('2026-07-14T00:00');
  });
  it('not between 00:00 and 00:15', () => {
    expect(searchStartOf('2026-07-14T00:00')).toBe('2026-07-14T00:00');
    expect(searchStartOf('2026-07-14T00:14')).toBe('2026-07-14T00:14');
  });
  it('leave earlier or later moves one hour, across midnight too', () => {
    expect(shiftHour('2026-07-14T08:30', 1)).toBe('2026-07-14T09:30');
    expect(shiftHour('2026-07-14T00:30', -1)).toBe('2026-07-13T23:30');
    expect(shiftHour('2026-12-31T23:30', 1)).toBe('2027-01-01T00:30');
  });
  it('next day moves one day, at the end of a month and a leap February', () => {
    expect(nextDay('2026-07-14T08:30')).toBe('2026-07-15T08:30');
    expect(nextDay('2028-02-28T17:00')).toBe('2028-02-29T17:00');
    expect(addDays('2026-03-31T10:00', 1)).toBe('2026-04-01T10:00');
  });
  it('the whole-day retry starts at 00:01', () => {
    expect(wholeDayStartOf('2026-07-14T18:45')).toBe('2026-07-14T00:01');
  });
  it('speaks the journey service form', () => {
    expect(toNavitiaDateTime('2026-07-14T08:05')).toBe('20260714T080500');
    expect(fromNavitiaDateTime('20260714T080559')).toBe('2026-07-14T08:05');
    expect(fromNavitiaDateTime('20260230T080500')).toBeUndefined();
    expect(isLocalDateTime('2026-07-14T24:00')).toBe(false);
  });
});

describe('return time (spec 3 §4)', () => {
  it('a short outing returns the same day at arrival plus the duration', () => {
    expect(returnTimeOf('2026-07-14T09:00', { calculatedDuration: 0.25 })).toEqual({
      at: '2026-07-14T15:00',
    });
  });
  it('exactly one day counts as short; ending at midnight or later is 17:00 with a warning', () => {
    expect(returnTimeOf('2026-07-14T09:00', { durations: ['1'] })).toEqual({
      at: '2026-07-14T17:00',
      warning: 'pastMidnight',
    });
    expect(returnTimeOf('2026-07-14T18:00', { calculatedDuration: 0.25 })).toEqual({
      at: '2026-07-14T17:00',
      warning: 'pastMidnight',
    });
    expect(returnTimeOf('2026-07-14T17:59', { calculatedDuration: 0.25 })).toEqual({
      at: '2026-07-14T23:59',
    });
  });
  it('multi-day: start date plus the rounded-up minimum duration, at 17:00', () => {
    expect(returnTimeOf('2026-07-14T09:00', { durations: ['2', '3'] })).toEqual({ at: '2026-07-16T17:00' });
    expect(returnTimeOf('2026-07-31T09:00', { calculatedDuration: 1.2, durations: ['10+'] })).toEqual({
      at: '2026-08-02T17:00',
    });
  });
  it('no duration: 17:00 with a warning', () => {
    expect(returnTimeOf('2026-07-14T09:00', {})).toEqual({
      at: '2026-07-14T17:00',
      warning: 'unknownDuration',
    });
    expect(minimumDurationDays({ calculatedDuration: null, durations: [] })).toBeUndefined();
  });
});

describe('return waypoint (spec 3 §4)', () => {
  it('one access point, two, more', () => {
    expect(returnWaypointOf([5], 5)).toBe(5);
    expect(returnWaypointOf([5, 6], 5)).toBe(6);
    expect(returnWaypointOf([5, 6], 6)).toBe(5);
    expect(returnWaypointOf([5, 6, 7], 5)).toBeUndefined();
    expect(returnWaypointOf([], undefined)).toBeUndefined();
  });
});

describe('messages (spec 3 §5, §8)', () => {
  it('service level of the access points', () => {
    expect(serviceLevelOf([2, 1])).toBe('served');
    expect(serviceLevelOf([2, 0])).toBe('partial');
    expect(serviceLevelOf([0, 0])).toBe('unserved');
    expect(serviceLevelOf([])).toBe('unserved');
  });
  it('departure first, then destination', () => {
    expect(tripInputProblem({})).toBe('noDeparture');
    expect(tripInputProblem({ from: [1, 2] })).toBe('noDestination');
    expect(tripInputProblem({ from: [1, 2], to: 3 })).toBeUndefined();
  });
  it('no journey or a failure: retry over the whole day', () => {
    expect(afterSearch(undefined)).toEqual({ kind: 'retryWholeDay' });
    expect(afterSearch([])).toEqual({ kind: 'retryWholeDay' });
    const j = [{ departure_date_time: '20260714T080000' }];
    expect(afterSearch(j)).toEqual({ kind: 'journeys', journeys: j });
  });
  it('the whole-day retry: nothing, or the last journey of the day', () => {
    expect(afterWholeDaySearch(undefined)).toEqual({ kind: 'none' });
    const a = { departure_date_time: '20260714T060000' };
    const b = { departure_date_time: '20260714T191000' };
    expect(afterWholeDaySearch([b, a])).toEqual({ kind: 'lastOfDay', journeys: [b] });
  });
});

describe('stops', () => {
  it('walking range with the detour factor', () => {
    // 0.036° of latitude ≈ 4.0 km straight, 5.0 km walking.
    expect(withinWalkRange(walkingKm([6, 45], [6, 45.0352]))).toBe(true);
    expect(withinWalkRange(walkingKm([6, 45], [6, 45.0367]))).toBe(false);
  });
  it('skips positions that are not coordinates', () => {
    expect(isLonLat(6.1, 45.2)).toBe(true);
    expect(isLonLat(0, 0)).toBe(false);
    expect(isLonLat(200, 45)).toBe(false);
    expect(isLonLat(Number.NaN, 45)).toBe(false);
  });
});

describe('journey query (spec 3 §5)', () => {
  const base = {
    from: '5.72;45.18',
    to: '6.1;45.05',
    datetime: '20260714T080000',
    datetime_represents: 'departure',
  };
  it('takes the spec parameters', () => {
    const parsed = JourneysQuerySchema.parse({
      ...base,
      max_nb_transfers: '-1',
      timeframe_duration: '86400',
    });
    expect(parsed.max_nb_transfers).toBe(-1);
    expect(parsed.timeframe_duration).toBe(86400);
  });
  it('refuses a coordinate that is not a pair and a transfer limit beyond 5', () => {
    expect(JourneysQuerySchema.safeParse({ ...base, from: '5.72' }).success).toBe(false);
    expect(JourneysQuerySchema.safeParse({ ...base, to: '5.72;45;3' }).success).toBe(false);
    expect(JourneysQuerySchema.safeParse({ ...base, max_nb_transfers: '6' }).success).toBe(false);
    expect(JourneysQuerySchema.safeParse({ ...base, datetime_represents: 'soon' }).success).toBe(false);
  });
});
