/** Months, three letters, January first (waypoint best_periods, fields.md §14.1). */
export const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
export type Month = (typeof MONTHS)[number];
