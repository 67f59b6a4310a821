import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAccount as getAccountEndpoint, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** `GET /users/account` (api.md §3.2, spec 1 §3 "Account"): what the account form shows. */
export type Account = ResponseOf<typeof getAccountEndpoint>;

export function getAccount(signal?: AbortSignal): Promise<Account> {
  return call(getAccountEndpoint, { signal });
}

/** Keyed by user: another account signed in on this tab never sees the previous one's. */
export const accountQuery = (userId: number) =>
  queryOptions({
    queryKey: ['account', userId],
    queryFn: ({ signal }) => getAccount(signal),
    // api.md §1.6: not cacheable; the form always starts from the server's values.
    staleTime: 0,
  });

export const useAccount = (userId: number) => useQuery(accountQuery(userId));
