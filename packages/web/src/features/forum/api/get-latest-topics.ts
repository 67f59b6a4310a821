import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env.ts';
import { request } from '../../../lib/api.ts';
import { excludedCategoryIds } from '../lib/forum-settings.ts';
import type { ForumListTopic, ForumUser, LatestTopics } from './forum-types.ts';

/** Spec 1 §2.3: the widget shows 20 topics. */
export const WIDGET_TOPICS = 20;

export type WidgetTopic = ForumListTopic & { last_poster_user?: ForumUser };

/** The forum's latest topics without the excluded categories; no guidebook token goes to the forum. */
export function getLatestTopics(signal?: AbortSignal) {
  return request<LatestTopics>('GET', '/latest.json', {
    baseUrl: env.forumUrl,
    token: null,
    query: { 'exclude_category_ids[]': excludedCategoryIds },
    signal,
  });
}

/** Spec 1 §2.3: the first 20, each with its last poster (`last_poster_user`). */
export function widgetTopics(latest: LatestTopics): WidgetTopic[] {
  const users = new Map(latest.users.map((user) => [user.username, user]));
  return latest.topic_list.topics
    .slice(0, WIDGET_TOPICS)
    .map((topic) => ({ ...topic, last_poster_user: users.get(topic.last_poster_username) }));
}

export const latestTopicsQuery = () =>
  queryOptions({
    queryKey: ['forum', 'latest'],
    queryFn: ({ signal }) => getLatestTopics(signal),
    select: widgetTopics,
    staleTime: 60_000,
  });

export const useLatestTopics = () => useQuery(latestTopicsQuery());
