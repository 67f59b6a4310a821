import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFollowing as getFollowingEndpoint, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** `GET /users/following` (api.md §3.2): profile listings, each with `name` and `forum_username`. */
export type Following = ResponseOf<typeof getFollowingEndpoint>;

export function getFollowing(lang: string, signal?: AbortSignal): Promise<Following> {
  return call(getFollowingEndpoint, { query: { pl: lang }, signal });
}

export const followingQuery = (userId: number, lang: string) =>
  queryOptions({
    queryKey: ['following', userId, lang],
    queryFn: ({ signal }) => getFollowing(lang, signal),
  });

export const useFollowing = (userId: number, lang: string) => useQuery(followingQuery(userId, lang));
