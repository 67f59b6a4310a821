import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pluralOf, searchEndpoint, TYPE_LETTERS, type DocumentType, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
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
export type SearchResults = ResponseOf<typeof searchEndpoint>;

/** Which types a search covers and how many documents of each it asks for. */
export type SearchScope = { types: readonly DocumentType[]; limit: number };

/** The top-bar search box's scope (spec 1 §2.2). */
export const TOP_BAR_SCOPE: SearchScope = { types: SEARCH_TYPES, limit: SEARCH_LIMIT };

/** Spec 2 §9: searching a document to associate or filter on shows 5 results. */
export const ASSOCIATION_SEARCH_LIMIT = 5;

/** GET /search (spec 1 §7): `q`, `t` the type letters, `limit`, `pl`. */
export function searchDocuments(
  q: string,
  lang: string,
  scope: SearchScope = TOP_BAR_SCOPE,
  signal?: AbortSignal,
): Promise<SearchResults> {
  return call(searchEndpoint, {
    query: { q, t: scope.types.map((type) => TYPE_LETTERS[type]).join(','), limit: scope.limit, pl: lang },
    signal,
  });
}

export const searchQuery = (q: string, lang: string, scope: SearchScope = TOP_BAR_SCOPE) =>
  queryOptions({
    queryKey: ['search', q, lang, scope.types.join(','), scope.limit],
    queryFn: ({ signal }) => searchDocuments(q, lang, scope, signal),
    // Keep the dropdown steady while the next answer comes.
    placeholderData: keepPreviousData,
  });

/** Runs only for a text of at least 3 characters (spec 1 §5). */
export const useSearch = (q: string, lang: string, scope: SearchScope = TOP_BAR_SCOPE) =>
  useQuery({ ...searchQuery(q, lang, scope), enabled: q.length >= SEARCH_MIN_LENGTH });

/** The documents found of one type; api.md §13: profiles come back as `users`. */
export const foundOf = (results: SearchResults | undefined, type: DocumentType): Paged | undefined =>
  results?.[type === 'profile' ? 'users' : (pluralOf(type) as Exclude<keyof SearchResults, 'users'>)];
