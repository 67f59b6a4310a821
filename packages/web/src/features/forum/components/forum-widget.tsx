import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { useLatestTopics } from '../api/get-latest-topics.ts';
import { forumHome, topicHref } from '../../../lib/forum-links.ts';
import { ForumAvatar } from '../../../components/forum-avatar.tsx';
import styles from './forum.module.css';

/**
 * Spec 1 §2.3 forum widget: the latest 20 topics outside the excluded categories, each opening
 * at its last post, with the last poster's 20 px avatar.
 */
export function ForumWidget({ className }: { className?: string }) {
  const { t } = useTranslation();
  const query = useLatestTopics();
  return (
    <section className={`${styles.block} ${className ?? ''}`} aria-labelledby="forum-widget-title">
      <header className={styles.header}>
        <h2 id="forum-widget-title" className={styles.title}>
          {t('forum.widget.title')}
        </h2>
        <a href={forumHome()} className={styles.seeAll}>
          {t('forum.widget.seeAll')}
        </a>
      </header>
      {query.isPending ? (
        <LoadingNotice />
      ) : query.isError ? (
        <p className={styles.muted}>{t('forum.widget.error')}</p>
      ) : query.data.length === 0 ? (
        <p className={styles.muted}>{t('forum.widget.empty')}</p>
      ) : (
        <ul className={styles.topics}>
          {query.data.map((topic) => (
            <li key={topic.id}>
              <a
                href={topicHref(topic)}
                className={styles.topic}
                title={t('forum.widget.lastPost', { name: topic.last_poster_username })}
              >
                {topic.last_poster_user && (
                  <ForumAvatar template={topic.last_poster_user.avatar_template} size={20} />
                )}
                <span>{topic.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
