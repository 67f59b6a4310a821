import { infiniteQueryOptions } from '@tanstack/react-query';
import { listDocumentsEndpoint } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import type { Paged } from '../../../lib/documents.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import { nextOffset, pageQuery } from '../lib/download-pages.ts';

/** One page of `GET /outings` with the list's filters (api.md §6): `{documents, total}`. */
export function getOutingPage(query: Record<string, string | number>, signal?: AbortSignal): Promise<Paged> {
  return call(listDocumentsEndpoint('outing'), { query, signal });
}

/**
 * Every page the statistics read for one list query (spec 3 §9: pages of 100 up to 2000
 * outings); the next page's offset follows from what is loaded, so the pages come one by one.
 */
export const outingPagesQuery = (query: ListQuery, lang: string) =>
  infiniteQueryOptions({
    queryKey: ['outing-stats', pageQuery(query, 0, lang)],
    queryFn: ({ pageParam, signal }) => getOutingPage(pageQuery(query, pageParam, lang), signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      nextOffset(
        lastPage.total,
        pages.reduce((sum, page) => sum + page.documents.length, 0),
        lastPage.documents.length,
      ),
    // Reading up to 20 pages again is not worth a window focus.
    refetchOnWindowFocus: false,
  });
