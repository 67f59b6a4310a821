import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';

/** A version of one locale (api.md §9.1 `version`). */
export type Version = {
  version_id: number;
  user_id: number;
  name: string;
  comment: string;
  written_at: string;
  masked: boolean;
};

/** api.md §9.2: the current title in that language and the versions, oldest first. */
export type History = { title: string; versions: Version[] };

/** GET /document/{id}/history/{lang}: 404 without a locale in that language. */
export function getHistory(id: number, lang: string, signal?: AbortSignal) {
  return request<History>('GET', `/document/${id}/history/${encodeURIComponent(lang)}`, { signal });
}

export const historyQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['history', id, lang],
    queryFn: ({ signal }) => getHistory(id, lang, signal),
  });

export const useHistory = (id: number, lang: string, isEnabled = true) =>
  useQuery({ ...historyQuery(id, lang), enabled: isEnabled });
