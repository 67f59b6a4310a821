import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFollow, postUnfollow, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { followingUserQuery } from './get-following-user.ts';

/** `POST /users/follow` or `/users/unfollow` with `{user_id}` (api.md §3.2): idempotent, `{}`. */
export function setFollowing(
  profileId: number,
  isFollowing: boolean,
): Promise<ResponseOf<typeof postFollow>> {
  return call(isFollowing ? postFollow : postUnfollow, { body: { user_id: profileId } });
}

/**
 * Spec 1 §4 "follow toggles followed and not followed": the star flips at once and flips back
 * if the server refuses; the followed users list and the personal feed are read again after.
 */
export function useSetFollowing(profileId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = followingUserQuery(profileId);
  return useMutation({
    mutationFn: (isFollowing: boolean) => setFollowing(profileId, isFollowing),
    onMutate: async (isFollowing) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, { is_following: isFollowing });
      return { previous };
    },
    onError: (_error, _isFollowing, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: ['following'] }),
        // The personal feed may show only followed users (spec 1 §2.10 followed_only).
        queryClient.invalidateQueries({ queryKey: ['feed', 'personal'] }),
      ]),
  });
}
