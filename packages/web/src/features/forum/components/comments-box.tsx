import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { Icon } from '../../../components/icon.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { openCommentTopic } from '../api/create-topic.ts';
import { useForumTopic } from '../api/get-topic.ts';
import { commentTopicHref } from '../../../lib/forum-links.ts';
import { ForumAvatar } from '../../../components/forum-avatar.tsx';
import styles from './forum.module.css';

type Props = {
  documentId: number;
  /** The shown locale's language, whose topic holds the comments. */
  lang: string;
  topicId: number | null | undefined;
  /** The document's `disable_comments`. */
  disabled?: boolean;
};

/**
 * Spec 2 comments box: the posts of the locale's forum topic (its first post only links back
 * here), and a button that opens the topic on the forum, creating it first when there is none
 * (a 400 carrying a topic_id adopts that topic). Hidden when comments are disabled.
 */
export function CommentsBox({ documentId, lang, topicId, disabled }: Props) {
  const { t } = useTranslation();
  const format = useFormatter();
  const session = useSession();
  const location = useLocation();
  const [adopted, setAdopted] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const topic = topicId ?? adopted;
  const query = useForumTopic(topic);

  if (disabled) return null;
  const comments = query.data?.post_stream.posts.filter((post) => post.post_number > 1) ?? [];

  const comment = async () => {
    setFailure(null);
    setIsOpening(true);
    try {
      const id = topic ?? (await openCommentTopic(documentId, lang));
      setAdopted(id);
      window.location.assign(commentTopicHref(documentId, lang, id));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setIsOpening(false);
    }
  };

  return (
    <section className={styles.comments} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.commentsTitle}>
        {t('forum.comments.title')}
        {comments.length > 0 && <span className={styles.count}>({comments.length})</span>}
      </h2>
      {(query.isError || failure) && (
        <div className={styles.error} role="alert">
          <p>{t('forum.comments.error')}</p>
          <p>{failure ?? query.error?.message}</p>
        </div>
      )}
      {topic !== null && query.isPending ? (
        <LoadingNotice />
      ) : comments.length > 0 ? (
        <ol className={styles.posts}>
          {comments.map((post) => (
            <li key={post.id} className={styles.post}>
              <ForumAvatar template={post.avatar_template} size={45} />
              <article aria-label={post.name || post.username}>
                <header className={styles.postHeader}>
                  <span className={styles.author}>{post.name || post.username}</span>
                  <time className={styles.date} dateTime={post.created_at}>
                    {format.dateTime(post.created_at)}
                  </time>
                </header>
                <div className={styles.cooked} dangerouslySetInnerHTML={{ __html: post.cooked }} />
              </article>
            </li>
          ))}
        </ol>
      ) : (
        !query.isError && <p className={styles.muted}>{t('forum.comments.empty')}</p>
      )}
      <div className={styles.actions}>
        {session ? (
          <button type="button" className={styles.button} onClick={() => void comment()} disabled={isOpening}>
            <Icon name="chat" size={18} />
            {t('forum.comments.comment')}
          </button>
        ) : (
          <Link to={paths.auth.href(location.pathname + location.search)}>{t('forum.comments.signIn')}</Link>
        )}
        {!session && topic !== null && (
          <a href={commentTopicHref(documentId, lang, topic)}>{t('forum.comments.open')}</a>
        )}
      </div>
    </section>
  );
}
