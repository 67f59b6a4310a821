import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session.ts';
import { AccountSettings } from '../../features/account/components/account-settings.tsx';
import styles from './account-pages.module.css';

/** Spec 1 §2.8: the signed-in user's account (login required: router.tsx `RequireAuth`). */
export default function AccountRoute() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className={styles.page}>
      <title>{`${t('screens.account')} · ${t('app.name')}`}</title>
      <h1>{t('screens.account')}</h1>
      <p className={styles.intro}>{t('account.accountIntro')}</p>
      {session && <AccountSettings userId={session.id} username={session.userName} />}
    </div>
  );
}
