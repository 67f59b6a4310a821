import { useTranslation } from 'react-i18next';
import { TrackersPage } from '../../features/trackers/index.ts';
import { useSession } from '../../lib/use-session.ts';
import styles from './account-pages.module.css';

/** Spec 1 §2.11: the activity trackers of the signed-in user (login required: router.tsx `RequireAuth`). */
export default function TrackersRoute() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className={styles.page}>
      <title>{`${t('screens.trackers')} · ${t('app.name')}`}</title>
      <h1>{t('screens.trackers')}</h1>
      <p className={styles.intro}>{t('trackers.intro')}</p>
      {session && <TrackersPage userId={session.id} />}
    </div>
  );
}
