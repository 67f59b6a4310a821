import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forumTarget } from '../../lib/forum-links.ts';
import { LoadingNotice } from '../../components/loading-notice.tsx';

/**
 * Spec 1 §2.1: /forum leaves the app for the configured forum: its home page `{forum}/`, or the
 * forum page of the `to` query (where the forum's "sign in to reply" comes back after signing
 * in). The target always ends past `/forum/`, so the built-in forum never leads back here.
 */
export default function ForumRoute() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const target = forumTarget(query.get('to'));
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <>
      <LoadingNotice />
      <p>
        <a href={target}>{t('forum.redirecting')}</a>
      </p>
    </>
  );
}
