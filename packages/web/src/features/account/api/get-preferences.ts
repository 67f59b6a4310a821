import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPreferences as getPreferencesEndpoint, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/**
 * `GET /users/preferences` (api.md §3.2, spec 1 §3 "Preferences"): the home feed settings;
 * areas come as listings with their best locale for `pl`.
 */
export type Preferences = ResponseOf<typeof getPreferencesEndpoint>;

export function getPreferences(lang: string, signal?: AbortSignal): Promise<Preferences> {
  return call(getPreferencesEndpoint, { query: { pl: lang }, signal });
}

export const preferencesQuery = (userId: number, lang: string) =>
  queryOptions({
    queryKey: ['preferences', userId, lang],
    queryFn: ({ signal }) => getPreferences(lang, signal),
    // A language switch asks again for the area titles; the settings stay on screen meanwhile.
    placeholderData: keepPreviousData,
  });

export const usePreferences = (userId: number, lang: string) => useQuery(preferencesQuery(userId, lang));
