import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { paths } from '../../../config/paths.ts';
import { typeOfLetter } from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import {
  useModerationLog,
  type ModerationLogEntry,
  type ModerationLogQuery,
} from '../api/get-moderation-log.ts';
import styles from './changes.module.css';
import { OffsetPager } from './offset-pager.tsx';

/** Issue 13: the moderation actions, newest first, paged by offset (moderators only). */
export function ModerationLogList({ query }: { query: ModerationLogQuery }) {
  const { t } = useTranslation();
  const { data, error, isPending, isPlaceholderData } = useModerationLog(query);
  if (isPending) return <LoadingNotice />;
  if (error && !data)
    return <DangerNotice title={t('changes.loadError')}>{apiErrorMessage(error, t)}</DangerNotice>;
  const { limit, offset } = query;
  const pageHref = (next: number) => paths.moderationLog.href({ limit, offset: next });
  return (
    <>
      <p className={styles.count}>{t('changes.moderationCount', { count: data.total })}</p>
      {data.entries.length === 0 ? (
        <p className={styles.empty}>{t('changes.empty')}</p>
      ) : (
        <ol className={styles.list} aria-busy={isPlaceholderData}>
          {data.entries.map((entry) => (
            <EntryRow key={entry.entry_id} entry={entry} />
          ))}
        </ol>
      )}
      <OffsetPager offset={offset} limit={limit} total={data.total} pageHref={pageHref} />
    </>
  );
}

/** Titles a deletion kept, by language. */
const keptTitles = (details: Record<string, unknown>): string =>
  details.titles && typeof details.titles === 'object'
    ? Object.values(details.titles as Record<string, unknown>)
        .filter((v): v is string => typeof v === 'string' && v !== '')
        .join(' / ')
    : '';

function EntryRow({ entry }: { entry: ModerationLogEntry }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const type = entry.document_type ? typeOfLetter(entry.document_type) : undefined;
  const target = entry.details.target_document_id;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.title}>{t(`changes.moderationActions.${entry.action}`)}</span>
        {entry.document_id !== null &&
          (type ? (
            <Link to={paths.documentView.href(type, entry.document_id)}>
              {t('changes.ofDocument', { id: entry.document_id })}
            </Link>
          ) : (
            <span>
              {t('changes.ofDocument', { id: entry.document_id })}
              {keptTitles(entry.details) && ` · ${keptTitles(entry.details)}`}
            </span>
          ))}
        {entry.lang && <span>{entry.lang}</span>}
        {entry.version_id !== null &&
          entry.document_id !== null &&
          entry.lang &&
          (type && type !== 'profile' ? (
            <Link to={paths.documentVersion.href(type, entry.document_id, entry.lang, entry.version_id)}>
              {t('changes.version', { id: entry.version_id })}
            </Link>
          ) : (
            <span>{t('changes.version', { id: entry.version_id })}</span>
          ))}
        {typeof target === 'number' && type && (
          <span>
            →{' '}
            <Link to={paths.documentView.href(type, target)}>{t('changes.ofDocument', { id: target })}</Link>
          </span>
        )}
        {entry.target_user && (
          <Link to={paths.documentView.href('profile', entry.target_user.user_id)}>
            {entry.target_user.name}
          </Link>
        )}
      </div>
      <div className={styles.meta}>
        <span>
          <Link to={paths.documentView.href('profile', entry.user.user_id)}>{entry.user.name}</Link>
          {' · '}
          <time dateTime={entry.written_at}>{format.dateTime(entry.written_at)}</time>
        </span>
      </div>
    </li>
  );
}
