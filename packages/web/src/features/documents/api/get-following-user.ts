import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFollowingUser as getFollowingUserEndpoint, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** `GET /users/following-user/{id}` (api.md §3.2). */
export type FollowingUser = ResponseOf<typeof getFollowingUserEndpoint>;

export function getFollowingUser(profileId: number, signal?: AbortSignal): Promise<FollowingUser> {
  return call(getFollowingUserEndpoint, { params: { id: profileId }, signal });
}

/** Whether the signed-in user follows a profile; the key is shared with the followed users page. */
export const followingUserQuery = (profileId: number) =>
  queryOptions({
    queryKey: ['following-user', profileId],
    queryFn: ({ signal }) => getFollowingUser(profileId, signal),
  });

export const useFollowingUser = (profileId: number) => useQuery(followingUserQuery(profileId));
