/** Query of `GET /search` (api.md §13); the handler checks the values with its own wording. */
import { z } from 'zod';
import { plParam, queryParam, requiredQueryParam } from '../plugins/query-schema.ts';

export const SearchQuery = z.object({
  q: requiredQueryParam('Searched text (accent-insensitive, typo-tolerant); an integer finds the document with that id'),
  t: queryParam('Comma-separated type letters to search (w, x, r, o, a, c, b, m, i, u; default all; u for signed-in callers only)'),
  limit: queryParam('Documents per type (integer, default 10, at most 50)'),
  pl: plParam(),
});
