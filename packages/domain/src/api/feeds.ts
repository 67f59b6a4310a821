/** Activity feeds (api.md §12.1, spec 1 §2.4). */
import { z } from 'zod';
import { DocumentListingRef } from './document-refs.ts';
import { defineEndpoint } from './endpoint.ts';
import { plParam, queryParam, requiredQueryParam } from './query-params.ts';

const page = {
  pl: plParam(),
  limit: queryParam('Entries per page (integer, default 10, at most 50)'),
  token: queryParam('`pagination_token` of the previous page: strictly older entries only'),
};

/** `GET /feed` and `GET /personal-feed`. */
export const FeedQuery = z.object(page);

/** `GET /profile-feed`: the changes involving user `u`. */
export const ProfileFeedQuery = z.object({
  ...page,
  u: requiredQueryParam('User id whose changes are listed'),
});

export const FeedItem = z.object({
  id: z.number().int(),
  /** ISO time with `+00:00`. */
  time: z.string(),
  change_type: z.string(),
  /** Profile listing of the actor (null if their profile cannot be read). */
  user: DocumentListingRef.nullable(),
  participants: z.array(DocumentListingRef),
  document: DocumentListingRef,
  image1: DocumentListingRef.nullable(),
  image2: DocumentListingRef.nullable(),
  image3: DocumentListingRef.nullable(),
  more_images: z.boolean(),
});
export type FeedItem = z.output<typeof FeedItem>;

/** One page, newest first; an empty page has no token (end of the feed). */
export const FeedPage = z.object({ feed: z.array(FeedItem), pagination_token: z.string().optional() });
export type FeedPage = z.output<typeof FeedPage>;

export const getFeed = defineEndpoint({
  method: 'GET',
  path: '/feed',
  summary: 'The public activity feed',
  query: FeedQuery,
  response: FeedPage,
});

export const getPersonalFeed = defineEndpoint({
  method: 'GET',
  path: '/personal-feed',
  summary: 'The activity feed filtered by the preferences of the signed-in user',
  query: FeedQuery,
  response: FeedPage,
});

export const getProfileFeed = defineEndpoint({
  method: 'GET',
  path: '/profile-feed',
  summary: 'The changes involving one user',
  query: ProfileFeedQuery,
  response: FeedPage,
});
