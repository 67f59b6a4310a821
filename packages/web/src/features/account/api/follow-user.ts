import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFollow, postUnfollow, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import type { Listing } from '../../../lib/documents.ts';
import { followingQuery, type Following } from './get-following.ts';

/** `POST /users/follow` or `/users/unfollow` (api.md §3.2): idempotent, `{}` on success. */
export function setFollowing(userId: number, isFollowing: boolean): Promise<ResponseOf<typeof postFollow>> {
  return call(isFollowing ? postFollow : postUnfollow, { body: { user_id: userId } });
}

export type FollowChange = { profile: Listing; isFollowing: boolean };

/**
 * Spec 1 §4 "follow toggles followed and not followed": on success the list on screen gains or
 * loses the profile at once, then is read again.
 */
export function useSetFollowing(userId: number, lang: string) {
  const queryClient = useQueryClient();
  const { queryKey } = followingQuery(userId, lang);
  return useMutation({
    mutationFn: ({ profile, isFollowing }: FollowChange) => setFollowing(profile.document_id, isFollowing),
    onSuccess: (_answer, { profile, isFollowing }) => {
      queryClient.setQueryData<Following>(queryKey, (data) => {
        if (!data) return data;
        const others = data.following.filter((doc) => doc.document_id !== profile.document_id);
        return { following: isFollowing ? [...others, profile] : others };
      });
      void queryClient.invalidateQueries({ queryKey: ['following', userId] });
      // The follow star of that profile's page (`GET /users/following-user/{id}`).
      void queryClient.invalidateQueries({ queryKey: ['following-user', profile.document_id] });
      // The personal feed may show only followed users (spec 1 §2.10 followed_only).
      void queryClient.invalidateQueries({ queryKey: ['feed', 'personal'] });
    },
  });
}
