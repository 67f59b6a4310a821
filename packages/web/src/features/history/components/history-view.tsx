import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canMask, canSeeHistory, type DocumentType } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/use-session.ts';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { useHistory } from '../api/get-history.ts';
import { useInfo } from '../api/get-info.ts';
import { hasVersionView, newestFirst, permissionUserOf } from '../lib/versions.ts';
import { HistoryList } from './history-list.tsx';
import { LoadError } from './load-error.tsx';
import styles from './history.module.css';

/**
 * Spec 2 §2/§6 history page: the versions of one locale, newest first, with links to view
 * and compare them, and mask toggles for moderators. History is a signed-in user's right; a
 * profile's history is seen only by its owner and by moderators.
 */
export function HistoryView({ type, id, lang }: { type: DocumentType; id: number; lang: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = permissionUserOf(useSession());
  const isAllowed = canSeeHistory(user, { type, document_id: id });
  const history = useHistory(id, lang, isAllowed);
  const needsInfo = isAllowed && history.isSuccess && !history.data.title;
  const info = useInfo(type, id, lang, needsInfo);
  const title =
    history.data?.title ||
    (info.data && 'locales' in info.data ? info.data.locales[0]?.title : undefined) ||
    `${t(`types.${type}`)} n° ${id}`;
  const pageTitle = t('history.title', { title });

  const refusal = !user ? (
    <p className={styles.notice}>
      {t('history.loginRequired')}{' '}
      <Link to={paths.auth.href(location.pathname + location.search)}>{t('history.login')}</Link>
    </p>
  ) : !isAllowed || (history.error instanceof ApiError && history.error.status === 403) ? (
    <p className={styles.notice}>{t('history.profileForbidden')}</p>
  ) : null;

  return (
    <article className={styles.page}>
      <title>{`${pageTitle} · ${t('app.name')}`}</title>
      <header className={styles.header}>
        <p className={styles.kicker}>{t(`types.${type}`)}</p>
        <h1 className={styles.title}>{refusal ? t('history.heading') : pageTitle}</h1>
        <Link to={paths.documentView.href(type, id, lang)}>{t('history.backToDocument')}</Link>
      </header>
      {refusal ??
        (history.error ? (
          <LoadError error={history.error} />
        ) : history.isPending ? (
          <LoadingNotice />
        ) : (
          <>
            {!hasVersionView(type) && <p className={styles.note}>{t('history.noVersionView')}</p>}
            <HistoryList
              type={type}
              id={id}
              lang={lang}
              versions={newestFirst(history.data.versions)}
              isModerator={canMask(user)}
            />
          </>
        ))}
    </article>
  );
}
