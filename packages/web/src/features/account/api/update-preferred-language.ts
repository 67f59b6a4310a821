import { useMutation } from '@tanstack/react-query';
import { postPreferredLanguage, type ResponseOf, type UiLang } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { contentLangOf } from '../../../lib/content-lang.ts';
import { getSession, setSession } from '../../../lib/session.ts';

/**
 * `POST /users/update_preferred_language` (spec 1 §4: a signed-in user's language is saved to
 * the account). The API knows no Hungarian (api.md §1.3): a Hungarian interface saves English,
 * the language its mails and documents fall back to elsewhere.
 */
export function updatePreferredLanguage(lang: UiLang): Promise<ResponseOf<typeof postPreferredLanguage>> {
  return call(postPreferredLanguage, { body: { lang: contentLangOf(lang) } });
}

/** Saves the language and keeps the stored session's `lang` in step. */
export function useUpdatePreferredLanguage() {
  return useMutation({
    mutationFn: updatePreferredLanguage,
    onSuccess: (_answer, lang) => {
      const session = getSession();
      if (session) setSession({ ...session, lang: contentLangOf(lang) });
    },
  });
}
