import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHistoryEndpoint, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** A version of one locale (api.md §9.1 `version`). */
export type Version = History['versions'][number];

/** api.md §9.2: the current title in that language and the versions, oldest first. */
export type History = ResponseOf<typeof getHistoryEndpoint>;

/** GET /document/{id}/history/{lang}: 404 without a locale in that language. */
export function getHistory(id: number, lang: string, signal?: AbortSignal) {
  return call(getHistoryEndpoint, { params: { id, lang }, signal });
}

export const historyQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['history', id, lang],
    queryFn: ({ signal }) => getHistory(id, lang, signal),
  });

export const useHistory = (id: number, lang: string, isEnabled = true) =>
  useQuery({ ...historyQuery(id, lang), enabled: isEnabled });
