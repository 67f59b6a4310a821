import { filtersOf, hasSortDropdown, LIST_WINDOW, type DocumentType, type ListContext } from '@cairn/domain';

/**
 * A list's state lives in the address (DESIGN.md, spec 1 §2.5): offset, limit, sort and the
 * filters. These pure functions read and change it; the page only moves URLSearchParams around.
 */

/** Spec 1 §9: page sizes 30, 50, 100; default 30. */
export const PAGE_SIZES = [30, 50, 100] as const;
export const DEFAULT_LIMIT = 30;
const MIN_LIMIT = 30;
const MAX_LIMIT = 100;

/** Keys that are not filters. */
export const META_KEYS = ['offset', 'limit', 'sort'] as const;

/**
 * api.md §6.5: letters the interface may put in list addresses and the backend ignores
 * (association letters of other types); not worth a red notice.
 */
const IGNORED_LETTERS = ['c', 'b', 'o', 'x', 'r', 'w', 'u'];

export type ListQuery = {
  offset: number;
  limit: number;
  sort?: string;
  /** Filter key → raw value, in address order. */
  filters: Record<string, string>;
};

/** Spec 1 §2.5: limit clamped 30–100 (default 30), offset not below 0. */
export function clampLimit(raw: string | null): number {
  const value = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(value)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(MIN_LIMIT, value));
}

export function clampOffset(raw: string | null): number {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function parseListQuery(search: URLSearchParams): ListQuery {
  const filters: Record<string, string> = {};
  for (const [key, value] of search) {
    if (!(META_KEYS as readonly string[]).includes(key) && value !== '') filters[key] = value;
  }
  const sort = search.get('sort') || undefined;
  return { offset: clampOffset(search.get('offset')), limit: clampLimit(search.get('limit')), sort, filters };
}

/** The API query of a list (api.md §6.2): filters as given, plus the preferred language. */
export function apiQueryOf(
  type: DocumentType,
  query: ListQuery,
  lang: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {
    ...query.filters,
    offset: query.offset,
    limit: query.limit,
    pl: lang,
  };
  if (query.sort && hasSortDropdown(type)) out.sort = query.sort;
  return out;
}

/** Spec 1 §2.5: changing a filter clears offset. An empty value removes the key. */
export function withFilter(search: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, value);
  next.delete('offset');
  return next;
}

/** Several keys at once (the date filter moves its value between `date` and `period`). */
export function withFilters(
  search: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  return Object.entries(changes).reduce((acc, [key, value]) => withFilter(acc, key, value), search);
}

export function withOffset(search: URLSearchParams, offset: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (offset > 0) next.set('offset', String(offset));
  else next.delete('offset');
  return next;
}

/**
 * The pages of a list the API will serve: every page of the results, but none whose
 * offset + limit goes beyond the window.
 */
export function reachablePageCount(total: number, limit: number): number {
  return Math.min(Math.ceil(total / limit), Math.floor(LIST_WINDOW / limit));
}

/** Spec 1 §2.5 "too many results": some results lie beyond the last page the API serves. */
export const hasUnreachableResults = (total: number, limit: number): boolean =>
  total > reachablePageCount(total, limit) * limit;

/** An address whose page the API refuses (typed by hand, or from a list that has since grown). */
export const isBeyondWindow = (query: Pick<ListQuery, 'offset' | 'limit'>): boolean =>
  query.offset + query.limit > LIST_WINDOW;

/** A new page size starts again from the first page. */
export function withLimit(search: URLSearchParams, limit: number): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('limit', String(clampLimit(String(limit))));
  next.delete('offset');
  return next;
}

export function withSort(search: URLSearchParams, sort: string | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  if (sort) next.set('sort', sort);
  else next.delete('sort');
  next.delete('offset');
  return next;
}

/**
 * Spec 1 §2.5 sort rules: `field` ascending, `-field` descending; choosing the sort that is
 * already active clears it.
 */
export function toggleSort(
  current: string | undefined,
  field: string,
  descending: boolean,
): string | undefined {
  const wanted = `${descending ? '-' : ''}${field}`;
  return current === wanted ? undefined : wanted;
}

/** A comma-separated sort is a custom sort (offered a reset, not shown in the dropdown). */
export const isCustomSort = (sort: string | undefined): boolean => !!sort && sort.includes(',');

/** The field and direction of a simple sort. */
export function sortParts(sort: string | undefined): { field: string; descending: boolean } | undefined {
  if (!sort || isCustomSort(sort)) return undefined;
  return sort.startsWith('-')
    ? { field: sort.slice(1), descending: true }
    : { field: sort, descending: false };
}

/** Spec 1 §2.5: filter keys in the address that the type has no query mode for (red notice). */
export function unsupportedKeys(type: DocumentType, query: ListQuery): string[] {
  const known = new Set(filtersOf(type).map((f) => f.key));
  return Object.keys(query.filters).filter((key) => !known.has(key) && !IGNORED_LETTERS.includes(key));
}

/** The `act` / `wtyp` context that reveals restricted filters. */
export function contextOf(query: ListQuery): ListContext {
  const split = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : undefined);
  return { act: split(query.filters.act), wtyp: split(query.filters.wtyp) };
}

/** `a,b` → ['a', 'b']. */
export const splitValues = (value: string | undefined): string[] =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
