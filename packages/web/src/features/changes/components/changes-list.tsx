import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { paths } from '../../../config/paths.ts';
import { typeOfLetter } from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useLooseT } from '../../../lib/loose-t.ts';
import { documentPath, pluralOf } from '@cairn/domain';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { QualityBadge } from '../../../components/document-badges.tsx';
import { useChanges, type Change } from '../api/get-changes.ts';
import styles from './changes.module.css';

/** Spec 1 §2.1 whatsnew: recent changes (of one user with `u`), paged by token with 'load more'. */
export function ChangesList({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const { data, error, isPending, isFetchingNextPage, hasNextPage, fetchNextPage } = useChanges(userId);
  if (isPending) return <LoadingNotice />;
  if (error && !data)
    return <DangerNotice title={t('changes.loadError')}>{apiErrorMessage(error, t)}</DangerNotice>;
  const changes = data.pages.flatMap((page) => page.feed);
  if (changes.length === 0) return <p className={styles.empty}>{t('changes.empty')}</p>;
  return (
    <>
      <ol className={styles.list}>
        {changes.map((change) => (
          <ChangeRow key={`${change.version_id}-${change.lang}`} change={change} />
        ))}
      </ol>
      {hasNextPage && (
        <button
          type="button"
          className={`button ${styles.more}`}
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('app.loading') : t('changes.loadMore')}
        </button>
      )}
    </>
  );
}

function ChangeRow({ change }: { change: Change }) {
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const format = useFormatter();
  const { document: doc, user } = change;
  const type = typeOfLetter(doc.type);
  const title = doc.title || `#${doc.document_id}`;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.type}>{type ? tx(`types.${type}`) : doc.type}</span>
        {type ? (
          <Link
            to={documentPath(pluralOf(type), doc.document_id, change.lang, doc.title)}
            className={styles.title}
          >
            {title}
          </Link>
        ) : (
          <span className={styles.title}>{title}</span>
        )}
        <span className={styles.lang} title={tx(`enums.langs.${change.lang}`)}>
          {change.lang}
        </span>
        <QualityBadge quality={doc.quality} />
      </div>
      <div className={styles.meta}>
        {type && type !== 'profile' && (
          <Link to={paths.documentVersion.href(type, doc.document_id, change.lang, change.version_id)}>
            {t('changes.version', { id: change.version_id })}
          </Link>
        )}
        {change.comment && <q className={styles.comment}>{change.comment}</q>}
        <span>
          <Link to={paths.documentView.href('profile', user.user_id)}>{user.name}</Link>
          {' · '}
          <time dateTime={change.written_at}>{format.dateTime(change.written_at)}</time>
        </span>
      </div>
    </li>
  );
}
