import { apiQueryOf, type ListQuery } from '../../../lib/list-query.ts';

/** Spec 3 §9: the statistics read at most 2000 outings, by pages of 100 (api.md §6.2 "fullDownload"). */
export const STATS_CAP = 2000;
export const STATS_PAGE_SIZE = 100;

/** How many outings the page will read: the list's total, up to the cap. */
export const targetCountOf = (total: number): number => Math.min(Math.max(total, 0), STATS_CAP);

/**
 * The offset of the next page to read, or undefined once `loaded` outings reach the total or
 * the cap, or a page came back empty (the list shrank while it was being read).
 */
export function nextOffset(total: number, loaded: number, lastPageSize: number): number | undefined {
  if (lastPageSize === 0 || loaded >= targetCountOf(total)) return undefined;
  return loaded;
}

/** Spec 3 §9: progress in percent against min(total, 2000); an empty list is complete. */
export function progressPercent(loaded: number, total: number): number {
  const target = targetCountOf(total);
  return target === 0 ? 100 : Math.min(100, Math.floor((loaded / target) * 100));
}

/**
 * The API query of one page: the list's filters and sort as the list itself sends them
 * (spec 3: "takes the current list query"), at `offset` with pages of 100.
 */
export function pageQuery(query: ListQuery, offset: number, lang: string): Record<string, string | number> {
  return apiQueryOf('outing', { ...query, offset, limit: STATS_PAGE_SIZE }, lang);
}
