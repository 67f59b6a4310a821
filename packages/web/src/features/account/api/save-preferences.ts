import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postPreferences, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { preferencesBody } from '../lib/preferences-body.ts';
import { preferencesQuery, type Preferences } from './get-preferences.ts';

export function savePreferences(preferences: Preferences): Promise<ResponseOf<typeof postPreferences>> {
  return call(postPreferences, { body: preferencesBody(preferences) });
}

/**
 * Spec 1 §2.10: every change saves at once. The page shows the new settings before the answer;
 * saves run one after the other so the last one sent is the one kept, and a refused one brings
 * back what the server holds.
 */
export function useSavePreferences(userId: number, lang: string) {
  const queryClient = useQueryClient();
  const { queryKey } = preferencesQuery(userId, lang);
  return useMutation({
    scope: { id: `preferences-${userId}` },
    mutationFn: savePreferences,
    onMutate: async (preferences) => {
      // An answer of a read started before must not bring back the previous settings.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<Preferences>(queryKey, preferences);
    },
    onSuccess: () => {
      // The personal feed of the home page is built from these settings (spec 1 §2.3).
      void queryClient.invalidateQueries({ queryKey: ['feed', 'personal'] });
      // The same settings cached with area titles in other languages.
      void queryClient.invalidateQueries({
        queryKey: ['preferences', userId],
        predicate: (query) => query.queryKey[2] !== lang,
      });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ['preferences', userId] }),
  });
}
