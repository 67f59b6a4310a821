/**
 * Dates and times of the trip planner (spec 3 §4 "Trip planner", §9 "Transport"). Every time is
 * a local wall-clock time of the place, with no time zone: `YYYY-MM-DDTHH:MM` in the planner,
 * `YYYYMMDDTHHMMSS` on the journey service. Arithmetic runs on UTC dates so no daylight-saving
 * change of the machine moves a time.
 */

/** A local date and time, `YYYY-MM-DDTHH:MM`. */
export type LocalDateTime = string;

/** The search starts this many minutes before the chosen time (spec 3 §9)… */
export const SEARCH_LEAD_MINUTES = 15;
/** "Leave earlier" and "Leave later" move the search by one hour. */
export const SHIFT_HOURS = 1;
/** The default return time. */
export const DEFAULT_RETURN_TIME = '17:00';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const NAVITIA = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toUtc(value: LocalDateTime): Date {
  const m = LOCAL.exec(value);
  if (!m) throw new Error(`not a local date and time: ${value}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
}

function fromUtc(date: Date): LocalDateTime {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())}`;
}

/** Whether a text is a valid `YYYY-MM-DDTHH:MM` (a real day, hours 0–23). */
export function isLocalDateTime(value: string): boolean {
  const m = LOCAL.exec(value);
  return !!m && fromUtc(toUtc(value)) === value;
}

/** The time moved by some minutes (negative: earlier). */
export function addMinutes(value: LocalDateTime, minutes: number): LocalDateTime {
  return fromUtc(new Date(toUtc(value).getTime() + minutes * 60_000));
}

/** "Leave earlier" (-1) or "Leave later" (+1): one hour each. */
export function shiftHour(value: LocalDateTime, direction: 1 | -1): LocalDateTime {
  return addMinutes(value, direction * SHIFT_HOURS * 60);
}

/** "Next day": the same time one day later. */
export function nextDay(value: LocalDateTime): LocalDateTime {
  return addDays(value, 1);
}

/** The same time some days later. */
export function addDays(value: LocalDateTime, days: number): LocalDateTime {
  const d = toUtc(value);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** The date part, `YYYY-MM-DD`. */
export const dateOf = (value: LocalDateTime) => value.slice(0, 10);
/** The time part, `HH:MM`. */
export const timeOf = (value: LocalDateTime) => value.slice(11, 16);

/**
 * When a search for a chosen time starts: 15 minutes earlier, except between 00:00 and 00:15
 * (the search would fall on the day before).
 */
export function searchStartOf(chosen: LocalDateTime): LocalDateTime {
  const minutes = toUtc(chosen).getUTCHours() * 60 + toUtc(chosen).getUTCMinutes();
  return minutes < SEARCH_LEAD_MINUTES ? chosen : addMinutes(chosen, -SEARCH_LEAD_MINUTES);
}

/** The start of the whole-day retry: 00:01 of the chosen day. */
export const wholeDayStartOf = (chosen: LocalDateTime): LocalDateTime => `${dateOf(chosen)}T00:01`;

/** The journey service's form, `YYYYMMDDTHHMMSS`. */
export function toNavitiaDateTime(value: LocalDateTime): string {
  return `${value.slice(0, 4)}${value.slice(5, 7)}${value.slice(8, 10)}T${value.slice(11, 13)}${value.slice(14, 16)}00`;
}

/** A journey service time `YYYYMMDDTHHMMSS` as a local date and time (seconds dropped). */
export function fromNavitiaDateTime(value: string): LocalDateTime | undefined {
  const m = NAVITIA.exec(value);
  if (!m) return undefined;
  const local = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`;
  return isLocalDateTime(local) ? local : undefined;
}
