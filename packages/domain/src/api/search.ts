/** Contract of the quick search `GET /search` (api.md §13): `{documents, total}` per searched type. */
import { z } from 'zod';
import { LETTER_TYPES, type DocumentLetter, type DocumentType } from '../documents/document-types.ts';
import { defineEndpoint } from './endpoint.ts';
import { pagedSchema, type PagedOf } from './document-shapes.ts';
import { plParam, queryParam, requiredQueryParam } from './query-params.ts';

/** Query of `GET /search`; the server checks the values with its own wording. */
export const SearchQuery = z.object({
  q: requiredQueryParam(
    'Searched text (accent-insensitive, typo-tolerant); an integer finds the document with that id',
  ),
  t: queryParam(
    'Comma-separated type letters to search (w, x, r, o, a, c, b, m, i, u; default all; u for signed-in callers only)',
  ),
  limit: queryParam('Documents per type (integer, default 10, at most 50)'),
  pl: plParam(),
});

/** Key of a type in the search answer: `routes`…, `users` for profiles. */
type SearchKey<T extends DocumentType> = T extends 'profile' ? 'users' : `${T}s`;
export type SearchResults = { [T in DocumentType as SearchKey<T>]?: PagedOf<T> };

const searchKey = (type: DocumentType) => (type === 'profile' ? 'users' : `${type}s`);

/**
 * The quick search counts at most this many matching documents per type: a `total` below it is
 * exact, equal to it means that many or more (README "Search"); the search box shows "100+".
 */
export const SEARCH_TOTAL_CAP = 100;

/** Types in the answer's order (api.md §13); the answer keeps the order of its schema. */
export const SEARCH_ORDER: readonly DocumentLetter[] = ['w', 'x', 'r', 'o', 'a', 'c', 'b', 'm', 'i', 'u'];

export const searchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/search',
  query: SearchQuery,
  summary: 'Quick search on titles, per type (api.md §13)',
  response: z.object(
    Object.fromEntries(
      SEARCH_ORDER.map((letter) => [
        searchKey(LETTER_TYPES[letter]),
        pagedSchema(LETTER_TYPES[letter]).optional(),
      ]),
    ),
  ) as unknown as z.ZodType<SearchResults>,
});
