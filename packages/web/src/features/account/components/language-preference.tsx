import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_LANGS, type UiLang } from '@cairn/domain';
import { currentLanguage, LANGUAGE_NAMES, setLanguage } from '../../../lib/i18n.ts';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { cx } from '../../../lib/cx.ts';
import { useUpdatePreferredLanguage } from '../api/update-preferred-language.ts';
import { useTimedFlag } from '../hooks/use-timed-flag.ts';
import { bannerMessageOf } from '../lib/server-messages.ts';
import { SAVED_INDICATOR_MS } from '../lib/durations.ts';
import { SaveStatus } from './save-status.tsx';
import styles from './preferences.module.css';

/**
 * Spec 1 §2.10, §4: the interface language as buttons. A choice switches the interface as the
 * top bar's picker does (messages loaded, kept locally, `<html lang>`), then is saved to the
 * account.
 */
export function LanguagePreference() {
  const { t } = useTranslation();
  const id = useId();
  const current = currentLanguage();
  const mutation = useUpdatePreferredLanguage();
  const [switchError, setSwitchError] = useState<unknown>(null);
  const [isSaved, showSaved] = useTimedFlag(SAVED_INDICATOR_MS);

  const handleChoose = async (lang: UiLang) => {
    if (lang === current) return;
    setSwitchError(null);
    try {
      await setLanguage(lang);
    } catch (error) {
      setSwitchError(error); // the language's messages could not be loaded
      return;
    }
    mutation.mutate(lang, { onSuccess: showSaved });
  };

  const error = bannerMessageOf(switchError ?? mutation.error, [], t);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.heading}>
        <h2 id={`${id}-title`}>{t('account.interfaceLanguage')}</h2>
        <SaveStatus state={mutation.isPending ? 'saving' : isSaved ? 'saved' : 'idle'} />
      </div>
      <p className={styles.hint}>{t('account.interfaceLanguageHint')}</p>
      <div className={styles.languages} role="group" aria-labelledby={`${id}-title`}>
        {UI_LANGS.map((lang) => (
          <button
            key={lang}
            type="button"
            lang={lang}
            className={cx(styles.language, lang === current && styles.languageOn)}
            aria-pressed={lang === current}
            onClick={() => void handleChoose(lang)}
          >
            {LANGUAGE_NAMES[lang]}
          </button>
        ))}
      </div>
      {error && <DangerNotice>{error}</DangerNotice>}
    </section>
  );
}
