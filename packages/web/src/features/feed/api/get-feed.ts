import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getFeed as getDefaultFeed, getPersonalFeed, getProfileFeed, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** Spec 1 §2.4: the three feeds. The profile feed is the one of a user id. */
export type FeedKind = { kind: 'default' } | { kind: 'personal' } | { kind: 'profile'; userId: number };

/** A page of a feed (api.md §12.1); the three feeds answer the same. */
export type FeedPage = ResponseOf<typeof getDefaultFeed>;
/** A feed entry. */
export type FeedItem = FeedPage['feed'][number];

/** GET /feed, /personal-feed or /profile-feed (spec 1 §7), one page after `token`. */
export function getFeed(
  feed: FeedKind,
  lang: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<FeedPage> {
  const endpoint = { default: getDefaultFeed, personal: getPersonalFeed, profile: getProfileFeed }[feed.kind];
  return call(endpoint, {
    query: { pl: lang, token, u: feed.kind === 'profile' ? feed.userId : undefined },
    signal,
  });
}

/** The next page's token; none after an empty page (spec 1 §2.4: end of feed) or without a token. */
export const nextToken = (page: FeedPage): string | undefined =>
  page.feed.length === 0 ? undefined : page.pagination_token || undefined;

export const feedQuery = (feed: FeedKind, lang: string) =>
  infiniteQueryOptions({
    queryKey: ['feed', feed.kind, feed.kind === 'profile' ? feed.userId : null, lang],
    queryFn: ({ pageParam, signal }) => getFeed(feed, lang, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextToken,
  });

export const useFeed = (feed: FeedKind, lang: string) => useInfiniteQuery(feedQuery(feed, lang));
