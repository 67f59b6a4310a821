import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TYPE_LETTERS, type DocumentType } from '@cairn/domain';
import { request } from '../../../lib/api.ts';
import type { Paged } from '../../../lib/documents.ts';

/** Spec 1 §2.2: the top-bar search covers these types, in this order. */
export const SEARCH_TYPES = [
  'waypoint',
  'route',
  'article',
  'book',
] as const satisfies readonly DocumentType[];
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Spec 1 §9: 7 results per type. */
export const SEARCH_LIMIT = 7;
/** Spec 1 §5: nothing under 3 characters. */
export const SEARCH_MIN_LENGTH = 3;

/** api.md §13: one `{documents, total}` per included type, keyed by plural name. */
export type SearchResults = Partial<Record<`${DocumentType}s` | 'users', Paged>>;

/** GET /search (spec 1 §7): `q`, `t` the type letters, `limit`, `pl`. */
export function searchDocuments(q: string, lang: string, signal?: AbortSignal): Promise<SearchResults> {
  return request<SearchResults>('GET', '/search', {
    query: { q, t: SEARCH_TYPES.map((type) => TYPE_LETTERS[type]).join(','), limit: SEARCH_LIMIT, pl: lang },
    signal,
  });
}

export const searchQuery = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['search', q, lang],
    queryFn: ({ signal }) => searchDocuments(q, lang, signal),
    // Keep the dropdown steady while the next answer comes.
    placeholderData: keepPreviousData,
  });

/** Runs only for a text of at least 3 characters (spec 1 §5). */
export const useSearch = (q: string, lang: string) =>
  useQuery({ ...searchQuery(q, lang), enabled: q.length >= SEARCH_MIN_LENGTH });
