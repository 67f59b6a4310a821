import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postBlock, postUnblock, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { blockedQuery } from './get-blocked.ts';

/** `POST /users/block` or `/users/unblock` with `{user_id}` (api.md §3; moderators). */
export function setBlocked(userId: number, isBlocked: boolean): Promise<ResponseOf<typeof postBlock>> {
  return call(isBlocked ? postBlock : postUnblock, { body: { user_id: userId } });
}

/** Blocks or unblocks an account, then reads its state again. */
export function useSetBlocked(userId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = blockedQuery(userId);
  return useMutation({
    mutationFn: (isBlocked: boolean) => setBlocked(userId, isBlocked),
    onSuccess: (_data, isBlocked) => queryClient.setQueryData(queryKey, { blocked: isBlocked }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
