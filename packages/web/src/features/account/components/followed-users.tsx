import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { documentHref } from '../../../lib/document-href.ts';
import { titleOf, type Listing } from '../../../lib/documents.ts';
import { useFollowing } from '../api/get-following.ts';
import { useSetFollowing } from '../api/follow-user.ts';
import { bannerMessageOf } from '../lib/server-messages.ts';
import styles from './followed-users.module.css';

/** What the page gives the profile picker (the search feature's, composed by the route). */
export type ProfilePickerProps = {
  label: string;
  /** The user and the profiles already followed are not offered. */
  excludedIds: readonly number[];
  onPick: (profile: Listing) => void;
};

type Props = { userId: number; renderPicker: (props: ProfilePickerProps) => ReactNode };

/** Spec 1 §2.9: the followed profiles with a remove button each, and a picker to follow one more. */
export function FollowedUsers({ userId, renderPicker }: Props) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const { data, error, isPending } = useFollowing(userId, lang);
  const mutation = useSetFollowing(userId, lang);
  const [isSelfPicked, setIsSelfPicked] = useState(false);
  const followed = data?.following ?? [];

  const handlePick = (profile: Listing) => {
    // Spec 1 §2.9: a user cannot follow themselves (the picker leaves them out already).
    setIsSelfPicked(profile.document_id === userId);
    if (profile.document_id !== userId) mutation.mutate({ profile, isFollowing: true });
  };
  const handleRemove = (profile: Listing) => {
    setIsSelfPicked(false);
    mutation.mutate({ profile, isFollowing: false });
  };

  const changeError = isSelfPicked ? t('account.cannotFollowSelf') : bannerMessageOf(mutation.error, [], t);
  const pendingChange = mutation.isPending ? mutation.variables : undefined;

  return (
    <div className={styles.panel}>
      {renderPicker({
        label: t('account.followUser'),
        excludedIds: [userId, ...followed.map((profile) => profile.document_id)],
        onPick: handlePick,
      })}
      {pendingChange?.isFollowing && (
        <p className={styles.pending} role="status">
          {t('account.following', { name: titleOf(pendingChange.profile) })}
        </p>
      )}
      {changeError && <DangerNotice>{changeError}</DangerNotice>}
      {isPending ? (
        <LoadingNotice />
      ) : error ? (
        <DangerNotice>{apiErrorMessage(error, t)}</DangerNotice>
      ) : followed.length === 0 ? (
        <p className={styles.empty}>{t('account.noFollowing')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('screens.following')}>
          {followed.map((profile) => {
            const name = titleOf(profile) || `#${profile.document_id}`;
            const forumName =
              profile.type === 'u' && typeof profile.forum_username === 'string'
                ? profile.forum_username
                : '';
            return (
              <li key={profile.document_id} className={styles.item}>
                <UserAvatar name={name} />
                <span className={styles.who}>
                  <Link to={documentHref(profile, 'profile')} className={styles.name}>
                    {name}
                  </Link>
                  {forumName && <span className={styles.forumName}>{forumName}</span>}
                </span>
                <button
                  type="button"
                  className="button button-quiet"
                  aria-label={t('account.unfollowName', { name })}
                  disabled={pendingChange?.profile.document_id === profile.document_id}
                  onClick={() => handleRemove(profile)}
                >
                  {t('account.unfollow')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
