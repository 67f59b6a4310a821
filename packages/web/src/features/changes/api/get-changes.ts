import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getDocumentChanges, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** A page of recent changes (api.md §12.2): versions of documents. */
export type ChangesPage = ResponseOf<typeof getDocumentChanges>;
/** A recent change: one version of a document. */
export type Change = ChangesPage['feed'][number];

/** GET /documents/changes (api.md §12.2): newest first, `token` from the previous page, `u` one user. */
export function getChanges(userId: number | undefined, token: string | undefined, signal?: AbortSignal) {
  return call(getDocumentChanges, { query: { u: userId, token }, signal });
}

export const changesQuery = (userId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['changes', userId ?? null],
    queryFn: ({ pageParam, signal }) => getChanges(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ChangesPage) =>
      page.feed.length === 0 ? undefined : page.pagination_token || undefined,
  });

export const useChanges = (userId: number | undefined) => useInfiniteQuery(changesQuery(userId));
