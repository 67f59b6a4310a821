import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import type { Listing } from '../../../lib/documents.ts';

/** Spec 1 §2.4: the three feeds. The profile feed is the one of a user id. */
export type FeedKind = { kind: 'default' } | { kind: 'personal' } | { kind: 'profile'; userId: number };

/** A feed entry (api.md §12.1). */
export type FeedItem = {
  id: number;
  time: string;
  change_type: string;
  user: Listing;
  participants?: Listing[];
  document: Listing;
  image1?: Listing | null;
  image2?: Listing | null;
  image3?: Listing | null;
  more_images?: boolean;
};

export type FeedPage = { feed: FeedItem[]; pagination_token?: string };

const PATHS = { default: '/feed', personal: '/personal-feed', profile: '/profile-feed' } as const;

/** GET /feed, /personal-feed or /profile-feed (spec 1 §7), one page after `token`. */
export function getFeed(
  feed: FeedKind,
  lang: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<FeedPage> {
  return request<FeedPage>('GET', PATHS[feed.kind], {
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
