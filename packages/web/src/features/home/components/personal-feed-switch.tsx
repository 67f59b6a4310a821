import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import styles from './personal-feed-switch.module.css';

type Props = { isPersonal: boolean; onChange: (isPersonal: boolean) => void };

/** Spec 1 §2.3, §6: 'Load my preferences' (signed-in users): the personal feed, and where to set it. */
export function PersonalFeedSwitch({ isPersonal, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap}>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={isPersonal}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={styles.track} aria-hidden="true" />
        {t('dashboard.loadPreferences')}
      </label>
      <Link to={paths.preferences.href()} className={styles.link}>
        {t('dashboard.editPreferences')}
      </Link>
    </div>
  );
}
