/** Preferences, following and blocking (api.md §3.2; spec 1 §2.9, §2.10). */
import { z } from 'zod';
import { ACTIVITIES } from '../enums/activities.ts';
import { isLang, LANGS } from '../enums/langs.ts';
import { DocumentListingRef } from './document-refs.ts';
import { defineEndpoint } from './endpoint.ts';
import { NumericIdParams, plParam } from './query-params.ts';

const PlQuery = z.object({ pl: plParam() });
const UserIdBody = z.object({ user_id: z.number().int().positive() });
const Done = z.object({});

export const getPreferences = defineEndpoint({
  method: 'GET',
  path: '/users/preferences',
  summary: 'The filters of the personal feed; areas with their best locale for `pl`',
  query: PlQuery,
  response: z.object({
    followed_only: z.boolean(),
    activities: z.array(z.enum(ACTIVITIES)),
    langs: z.array(z.enum(LANGS)),
    areas: z.array(DocumentListingRef),
  }),
});

export const PreferencesBody = z.object({
  activities: z.array(z.enum(ACTIVITIES)),
  langs: z.array(z.string().refine(isLang, 'invalid lang')),
  areas: z.array(z.object({ document_id: z.number().int().positive() })),
  followed_only: z.boolean(),
});

export const postPreferences = defineEndpoint({
  method: 'POST',
  path: '/users/preferences',
  summary: 'Set the filters of the personal feed (all four keys)',
  body: PreferencesBody,
  response: Done,
});

export const getFollowing = defineEndpoint({
  method: 'GET',
  path: '/users/following',
  summary: 'Profile listings of the users the signed-in user follows',
  query: PlQuery,
  response: z.object({ following: z.array(DocumentListingRef) }),
});

export const postFollow = defineEndpoint({
  method: 'POST',
  path: '/users/follow',
  summary: 'Follow a user (idempotent)',
  body: UserIdBody,
  response: Done,
});

export const postUnfollow = defineEndpoint({
  method: 'POST',
  path: '/users/unfollow',
  summary: 'Stop following a user (idempotent)',
  body: UserIdBody,
  response: Done,
});

export const getFollowingUser = defineEndpoint({
  method: 'GET',
  path: '/users/following-user/:id',
  summary: 'Whether the signed-in user follows this user',
  params: NumericIdParams,
  response: z.object({ is_following: z.boolean() }),
});

export const postBlock = defineEndpoint({
  method: 'POST',
  path: '/users/block',
  summary: 'Block a user (moderators)',
  body: UserIdBody,
  response: Done,
});

export const postUnblock = defineEndpoint({
  method: 'POST',
  path: '/users/unblock',
  summary: 'Unblock a user and reset their write rate counters (moderators)',
  body: UserIdBody,
  response: Done,
});

export const getBlockedUser = defineEndpoint({
  method: 'GET',
  path: '/users/blocked/:id',
  summary: 'Whether a user is blocked (moderators)',
  params: NumericIdParams,
  response: z.object({ blocked: z.boolean() }),
});

export const getBlockedUsers = defineEndpoint({
  method: 'GET',
  path: '/users/blocked',
  summary: 'Profile listings of the blocked users (moderators)',
  query: PlQuery,
  response: z.object({ blocked: z.array(DocumentListingRef) }),
});
