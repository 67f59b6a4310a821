import { ENUMS_ON_READ, isEnumName } from './enums.ts';

/**
 * Rank order used by range filters and sorting (api.md §15): the listed order, except
 * avalanche_levels, where `level_na` ranks lowest (fields.md §16 item 19).
 */
const RANK_OVERRIDES: Record<string, readonly string[]> = {
  avalanche_levels: ['level_na', 'level_1', 'level_2', 'level_3', 'level_4', 'level_5'],
};

/** Values of `name` in rank order (first = lowest). */
export function rankOrder(name: string): readonly string[] {
  return RANK_OVERRIDES[name] ?? (isEnumName(name) ? ENUMS_ON_READ[name] : []);
}

/** 0-based ordinal rank of `value` in enumeration `name`, or undefined when unknown. */
export function enumRank(name: string, value: string): number | undefined {
  const i = rankOrder(name).indexOf(value);
  return i < 0 ? undefined : i;
}

/** Whether `value` lies in the inclusive rank range [from, to]; an unknown bound is ignored (api.md §6.3). */
export function isInRankRange(name: string, value: string, from?: string, to?: string): boolean {
  const rank = enumRank(name, value);
  if (rank === undefined) return false;
  const lo = from === undefined ? undefined : enumRank(name, from);
  const hi = to === undefined ? undefined : enumRank(name, to);
  return (lo === undefined || rank >= lo) && (hi === undefined || rank <= hi);
}
