import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity, Lang } from '@cairn/domain';
import { request } from '../../../lib/api.ts';
import type { Listing } from '../../../lib/documents.ts';

/**
 * `GET /users/preferences` (api.md §3.2, spec 1 §3 "Preferences"): the home feed settings;
 * areas come as listings with their best locale for `pl`.
 */
export type Preferences = {
  followed_only: boolean;
  langs: Lang[];
  activities: Activity[];
  areas: Listing[];
};

export function getPreferences(lang: string, signal?: AbortSignal): Promise<Preferences> {
  return request<Preferences>('GET', '/users/preferences', { query: { pl: lang }, signal });
}

export const preferencesQuery = (userId: number, lang: string) =>
  queryOptions({
    queryKey: ['preferences', userId, lang],
    queryFn: ({ signal }) => getPreferences(lang, signal),
    // A language switch asks again for the area titles; the settings stay on screen meanwhile.
    placeholderData: keepPreviousData,
  });

export const usePreferences = (userId: number, lang: string) => useQuery(preferencesQuery(userId, lang));
