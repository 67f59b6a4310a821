import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getModerationLog as getModerationLogEndpoint, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** A page of the moderation log (issue 13). */
export type ModerationLog = ResponseOf<typeof getModerationLogEndpoint>;
/** One moderation action. */
export type ModerationLogEntry = ModerationLog['entries'][number];

export type ModerationLogQuery = { limit: number; offset: number };

/** GET /moderation/log (moderators): newest first, paged by offset. */
export function getModerationLog(query: ModerationLogQuery, signal?: AbortSignal) {
  return call(getModerationLogEndpoint, { query, signal });
}

export const moderationLogQuery = (query: ModerationLogQuery) =>
  queryOptions({
    queryKey: ['moderation-log', query],
    queryFn: ({ signal }) => getModerationLog(query, signal),
    placeholderData: keepPreviousData,
  });

export const useModerationLog = (query: ModerationLogQuery) => useQuery(moderationLogQuery(query));
