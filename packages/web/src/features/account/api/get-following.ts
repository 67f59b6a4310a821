import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import type { Listing } from '../../../lib/documents.ts';

/** `GET /users/following` (api.md §3.2): profile listings, each with `name` and `forum_username`. */
export type Following = { following: Listing[] };

export function getFollowing(lang: string, signal?: AbortSignal): Promise<Following> {
  return request<Following>('GET', '/users/following', { query: { pl: lang }, signal });
}

export const followingQuery = (userId: number, lang: string) =>
  queryOptions({
    queryKey: ['following', userId, lang],
    queryFn: ({ signal }) => getFollowing(lang, signal),
  });

export const useFollowing = (userId: number, lang: string) => useQuery(followingQuery(userId, lang));
