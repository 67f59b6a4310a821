import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env.ts';
import { request } from '../../../lib/api.ts';
import type { ForumTopic } from './forum-types.ts';

/** A topic by id or slug (`/t/{id}.json`), read from the forum without the guidebook's token. */
export function getForumTopic(topic: number | string, signal?: AbortSignal) {
  return request<ForumTopic>('GET', `/t/${encodeURIComponent(String(topic))}.json`, {
    baseUrl: env.forumUrl,
    token: null,
    signal,
  });
}

export const forumTopicQuery = (topic: number | string) =>
  queryOptions({
    queryKey: ['forum', 'topic', String(topic)],
    queryFn: ({ signal }) => getForumTopic(topic, signal),
  });

export const useForumTopic = (topic: number | string | null | undefined) =>
  useQuery({
    ...forumTopicQuery(topic ?? ''),
    enabled: topic !== null && topic !== undefined && topic !== '',
  });
