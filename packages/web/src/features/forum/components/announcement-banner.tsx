import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { useCookie, writeCookie } from '../../../lib/request-cookies.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useForumTopic } from '../api/get-topic.ts';
import type { ForumTopic } from '../api/forum-types.ts';
import { announcementTopicOf } from '../lib/forum-settings.ts';
import styles from './announcement-banner.module.css';

/** The stamp of an announcement: its post's last update. */
export const announcementStamp = (topic: ForumTopic) => {
  const post = topic.post_stream.posts[0];
  return post ? (post.updated_at ?? post.created_at) : undefined;
};

const storageKeyOf = (lang: string) => `forum.announcement.${lang}`;
/** The dismissed stamp's cookie: the server renders the banner only for those who did not close it. */
export const announcementCookieOf = (lang: string) => `cairn_announcement_${lang}`;

/**
 * Spec 1 §2.3: the forum announcement of the interface language, shown while its post carries
 * the tag 'visible' and its update stamp differs from the one dismissed in this language;
 * closing remembers the stamp. Server-rendered pages have it (`entry-server.tsx`): the dismissed
 * stamp is a cookie, which the server reads too (earlier dismissals, in the storage, count once
 * the page has hydrated).
 */
export function AnnouncementBanner() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const topicKey = announcementTopicOf(lang);
  const { data: topic } = useForumTopic(topicKey);
  const [dismissed, setDismissed] = useState<{ lang: string; stamp: string }>();
  const cookieStamp = useCookie(announcementCookieOf(lang));
  const storedStamp = useHydrated() ? readStored(storageKeyOf(lang)) : null;
  // A dismissal stored before the cookie existed becomes one: the server leaves the banner out.
  useEffect(() => {
    if (storedStamp && storedStamp !== cookieStamp) writeCookie(announcementCookieOf(lang), storedStamp);
  }, [lang, storedStamp, cookieStamp]);

  if (!topic || !topic.tags?.includes('visible')) return null;
  const stamp = announcementStamp(topic);
  const post = topic.post_stream.posts[0];
  if (!post || !stamp) return null;
  if ([dismissed?.lang === lang && dismissed.stamp, cookieStamp, storedStamp].includes(stamp)) return null;

  const close = () => {
    writeStored(storageKeyOf(lang), stamp);
    writeCookie(announcementCookieOf(lang), stamp);
    setDismissed({ lang, stamp });
  };
  return (
    <section className={styles.banner} aria-label={t('forum.announcement.label')}>
      <span className={styles.icon}>
        <Icon name="chat" />
      </span>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: post.cooked }} />
      <button
        type="button"
        className={styles.close}
        onClick={close}
        aria-label={t('forum.announcement.close')}
      >
        <Icon name="close" size={18} />
      </button>
    </section>
  );
}
