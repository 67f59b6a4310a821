import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env.ts';
import { LoadingNotice } from '../../components/loading-notice.tsx';

/** Spec 1 §2.1: /forum leaves the app for the configured forum. */
export default function ForumRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.replace(env.forumUrl);
  }, []);
  return (
    <>
      <LoadingNotice />
      <p>
        <a href={env.forumUrl}>{t('forum.redirecting')}</a>
      </p>
    </>
  );
}
