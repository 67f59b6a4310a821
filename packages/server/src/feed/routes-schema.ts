/** Queries of the activity feeds (api.md §12.1); the handlers check the values with their own wording. */
import { z } from 'zod';
import { plParam, queryParam, requiredQueryParam } from '../plugins/query-schema.ts';

const page = {
  pl: plParam(),
  limit: queryParam('Entries per page (integer, default 10, at most 50)'),
  token: queryParam('`pagination_token` of the previous page: strictly older entries only'),
};

/** `GET /feed` and `GET /personal-feed`. */
export const FeedQuery = z.object(page);

/** `GET /profile-feed`: the changes involving user `u`. */
export const ProfileFeedQuery = z.object({ ...page, u: requiredQueryParam('User id whose changes are listed') });
