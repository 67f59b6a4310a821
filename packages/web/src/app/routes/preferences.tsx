import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session.ts';
import { LanguagePreference } from '../../features/account/components/language-preference.tsx';
import { FeedPreferences } from '../../features/account/components/feed-preferences.tsx';
import { DocumentPicker } from '../../features/search/components/document-picker.tsx';
import styles from './account-pages.module.css';

/** Spec 1 §2.10: interface language and home feed settings (login required: router.tsx `RequireAuth`). */
export default function PreferencesRoute() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className={styles.page}>
      <title>{`${t('screens.preferences')} · ${t('app.name')}`}</title>
      <h1>{t('screens.preferences')}</h1>
      <p className={styles.intro}>{t('account.preferencesIntro')}</p>
      <LanguagePreference />
      {session && (
        <FeedPreferences
          userId={session.id}
          renderAreaPicker={(props) => <DocumentPicker type="area" {...props} />}
        />
      )}
    </div>
  );
}
