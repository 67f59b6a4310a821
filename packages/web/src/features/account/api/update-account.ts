import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAccount, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import { accountAfter } from '../lib/account-update.ts';
import { accountQuery, type Account } from './get-account.ts';

/**
 * `POST /users/account` body (api.md §3.2, spec 1 §5): the current password always, every other
 * key null when its value is unchanged.
 */
export type AccountUpdate = {
  currentpassword: string;
  name: string | null;
  forum_username: string | null;
  email: string | null;
  is_profile_public: boolean | null;
  newpassword: string | null;
};

/**
 * The changed keys among name and forum_username; `email` and `sent_email: true` when a new
 * address waits for confirmation.
 */
export type AccountUpdateAnswer = ResponseOf<typeof postAccount>;

export function updateAccount(update: AccountUpdate): Promise<AccountUpdateAnswer> {
  return call(postAccount, { body: update });
}

/**
 * Saves the account. On success the cached account takes the saved values, and the stored
 * session the new name and forum name (the top bar's user menu shows the name).
 */
export function useUpdateAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (_answer, update) => {
      const account = queryClient.getQueryData<Account>(accountQuery(userId).queryKey);
      if (account) queryClient.setQueryData(accountQuery(userId).queryKey, accountAfter(account, update));
      const session = getSession();
      if (session && (update.name !== null || update.forum_username !== null)) {
        setSession({
          ...session,
          name: update.name ?? session.name,
          forumUsername: update.forum_username ?? session.forumUsername,
        });
      }
    },
  });
}
