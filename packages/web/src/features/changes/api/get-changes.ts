import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';

/** A recent change (api.md §12.2): one version of a document. */
export type Change = {
  written_at: string;
  lang: string;
  version_id: number;
  comment?: string | null;
  document: { document_id: number; version?: number; title?: string; type: string; quality?: string | null };
  user: { user_id: number; name: string; username?: string; lang?: string };
};

export type ChangesPage = { feed: Change[]; pagination_token?: string };

/** GET /documents/changes (api.md §12.2): newest first, `token` from the previous page, `u` one user. */
export function getChanges(userId: number | undefined, token: string | undefined, signal?: AbortSignal) {
  return request<ChangesPage>('GET', '/documents/changes', { query: { u: userId, token }, signal });
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
