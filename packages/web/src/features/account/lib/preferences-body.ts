import type { BodyOf, postPreferences } from '@cairn/domain';
import type { Preferences } from '../api/get-preferences.ts';

/** `POST /users/preferences` body (api.md §3.2): all four keys, areas by id only. */
export type PreferencesBody = BodyOf<typeof postPreferences>;

export const preferencesBody = (preferences: Preferences): PreferencesBody => ({
  activities: preferences.activities,
  langs: preferences.langs,
  areas: preferences.areas.map((area) => ({ document_id: area.document_id })),
  followed_only: preferences.followed_only,
});

/** The list with `value` added at the end, or removed when it was there. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
