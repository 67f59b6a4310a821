import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityFeed } from './activity-feed.tsx';
import styles from './profile-feed.module.css';

/**
 * Spec 1 §2.4 "profile" feed and spec 2 "Profile" feed widget: the changes involving one
 * user, under the profile page. The documents feature cannot import this one, so the route
 * module passes it in (a slot).
 */
export function ProfileFeed({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('feed.profileTitle')}
      </h2>
      <ActivityFeed feed={{ kind: 'profile', userId }} />
    </section>
  );
}
