import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';

/** `GET /users/blocked/{id}` (api.md §3; moderators): whether the account is blocked. */
export function getBlocked(userId: number, signal?: AbortSignal) {
  return request<{ blocked: boolean }>('GET', `/users/blocked/${userId}`, { signal });
}

export const blockedQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user-blocked', userId],
    queryFn: ({ signal }) => getBlocked(userId, signal),
  });

export const useBlocked = (userId: number) => useQuery(blockedQuery(userId));
