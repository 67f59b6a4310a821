import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBlockedUser } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** `GET /users/blocked/{id}` (api.md §3; moderators): whether the account is blocked. */
export function getBlocked(userId: number, signal?: AbortSignal) {
  return call(getBlockedUser, { params: { id: userId }, signal });
}

export const blockedQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user-blocked', userId],
    queryFn: ({ signal }) => getBlocked(userId, signal),
  });

export const useBlocked = (userId: number) => useQuery(blockedQuery(userId));
