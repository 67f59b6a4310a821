import { MONTHS, type Month } from '../enums/months.ts';

/** Best periods for display; the UI translates the months and the "whole year" / "X to Y" text. */
export type BestPeriods =
  | { kind: 'none' }
  | { kind: 'whole_year' }
  | { kind: 'range'; from: Month; to: Month }
  | { kind: 'list'; months: Month[] };

/**
 * spec 2 §9: all 12 months is "whole year"; one contiguous period (possibly wrapping the year
 * end, e.g. nov…feb) is "X to Y"; otherwise the months are listed in calendar order. A single
 * month is listed.
 */
export function bestPeriods(months: readonly string[]): BestPeriods {
  const present = MONTHS.map((m) => months.includes(m));
  const set = MONTHS.filter((_, i) => present[i]);
  if (set.length === 0) return { kind: 'none' };
  if (set.length === 12) return { kind: 'whole_year' };
  if (set.length === 1) return { kind: 'list', months: set };
  // Runs start where a month is present and the previous one (cyclically) is not.
  const starts = MONTHS.map((_, i) => i).filter((i) => present[i] && !present[(i + 11) % 12]);
  if (starts.length !== 1) return { kind: 'list', months: set };
  const from = starts[0]!;
  return { kind: 'range', from: MONTHS[from]!, to: MONTHS[(from + set.length - 1) % 12]! };
}
