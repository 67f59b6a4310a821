import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session.ts';
import { FollowedUsers } from '../../features/account/components/followed-users.tsx';
import { DocumentPicker } from '../../features/search/components/document-picker.tsx';
import styles from './account-pages.module.css';

/** Spec 1 §2.9: the users the signed-in user follows (login required: router.tsx `RequireAuth`). */
export default function FollowingRoute() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className={styles.page}>
      <title>{`${t('screens.following')} · ${t('app.name')}`}</title>
      <h1>{t('screens.following')}</h1>
      <p className={styles.intro}>{t('account.followingIntro')}</p>
      {session && (
        <FollowedUsers
          userId={session.id}
          renderPicker={(props) => <DocumentPicker type="profile" {...props} />}
        />
      )}
    </div>
  );
}
