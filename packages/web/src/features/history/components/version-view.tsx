import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canRevert, type DocumentType } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import type { FullDocument } from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { useVersion } from '../api/get-version.ts';
import { permissionUserOf } from '../lib/versions.ts';
import { LoadError } from './load-error.tsx';
import { RestoreVersion } from './restore-version.tsx';
import { VersionNav } from './version-nav.tsx';
import styles from './history.module.css';

type Props = {
  type: DocumentType;
  id: number;
  lang: string;
  versionId: number;
  /** The detail page's header, fields and sections for the archived document (app/routes composes them). */
  renderDocument: (doc: FullDocument) => ReactNode;
};

/**
 * Spec 2 §2/§4 version page: the archived document under a banner (date, author, comment),
 * previous/next navigation, links to the current version and the history; a masked version
 * shows only the spec's notice; moderators may restore any version but the latest.
 */
export function VersionView({ type, id, lang, versionId, renderDocument }: Props) {
  const { t } = useTranslation();
  const format = useFormatter();
  const user = permissionUserOf(useSession());
  const { data, error, isPending } = useVersion(type, id, lang, versionId);
  if (error) return <LoadError error={error} />;
  if (isPending) return <LoadingNotice />;

  const { document: doc, version } = data;
  const title = String(doc?.locales?.[0]?.title ?? '');
  const ref = { document_id: id, lang, version_id: version.version_id };
  return (
    <article className={styles.page} lang={doc ? lang : undefined}>
      <title>{`${t('history.versionTitle', { title: title || `${t(`types.${type}`)} n° ${id}`, id: versionId })} · ${t('app.name')}`}</title>
      <section className={styles.banner} aria-label={t('history.archived')}>
        <p>
          {t('history.archivedBanner', {
            id: version.version_id,
            date: format.dateTime(version.written_at),
            name: version.name || `#${version.user_id}`,
          })}
        </p>
        {version.comment && <p>{t('history.commentLine', { comment: version.comment })}</p>}
        <p className={styles.bannerLinks}>
          <Link to={paths.documentView.href(type, id, lang)}>{t('history.currentVersion')}</Link>
          <Link to={paths.documentHistory.href(type, id, lang)}>{t('history.historyLink')}</Link>
          {data.previous_version_id !== null && doc && (
            <Link to={paths.documentDiff.href(type, id, lang, data.previous_version_id, version.version_id)}>
              {t('history.compareWithPrevious')}
            </Link>
          )}
          {canRevert(user) && doc && data.next_version_id !== null && (
            <RestoreVersion type={type} versionRef={ref} />
          )}
        </p>
      </section>
      <VersionNav
        type={type}
        id={id}
        lang={lang}
        previousId={data.previous_version_id}
        nextId={data.next_version_id}
      />
      {!doc ? (
        <>
          <h1 className={styles.title}>{t('history.maskedHeading')}</h1>
          <p className={styles.notice} role="alert">
            {t('history.maskedVersion')}
          </p>
        </>
      ) : (
        <>
          {version.masked && <p className={styles.notice}>{t('history.maskedForModerators')}</p>}
          {renderDocument(doc)}
        </>
      )}
    </article>
  );
}
