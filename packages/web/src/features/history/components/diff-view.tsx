import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { useHistory } from '../api/get-history.ts';
import { useVersion, type VersionAnswer } from '../api/get-version.ts';
import { diffPlanOf, hasVersionView, type DiffEnd } from '../lib/versions.ts';
import { DiffContent } from './diff-content.tsx';
import { LoadError } from './load-error.tsx';
import styles from './diff.module.css';
import historyStyles from './history.module.css';

type Props = { type: DocumentType; id: number; lang: string; from: DiffEnd; to: DiffEnd };

/**
 * Spec 2 §2 diff page: two versions of a locale side by side in one list of changes, with
 * links to the previous and next pairs. `prev`/`next` or a missing end stand for the
 * neighbouring version; with no number the latest version is compared with its previous one.
 * Masked versions cannot be compared (spec 2 §4).
 */
export function DiffView({ type, id, lang, from, to }: Props) {
  const { t } = useTranslation();
  const plan = diffPlanOf(from, to);
  const isVersioned = hasVersionView(type);
  const history = useHistory(id, lang, isVersioned && plan.anchor === 'latest');
  // Each end is either given or read from the other end's neighbours.
  const latest = history.data?.versions.at(-1)?.version_id;
  const toGiven = plan.anchor === 'to' ? plan.to : plan.anchor === 'latest' ? latest : undefined;
  const fromGiven =
    plan.anchor === 'from' ? plan.from : plan.anchor === 'to' && plan.from !== 'prev' ? plan.from : undefined;
  const fromQuery = useVersion(type, id, lang, isVersioned ? fromGiven : undefined);
  const b = useVersion(
    type,
    id,
    lang,
    isVersioned ? (toGiven ?? fromQuery.data?.next_version_id ?? undefined) : undefined,
  );
  const previousQuery = useVersion(
    type,
    id,
    lang,
    isVersioned && fromGiven === undefined ? (b.data?.previous_version_id ?? undefined) : undefined,
  );
  const a = fromGiven === undefined ? previousQuery : fromQuery;

  const heading = (
    <header className={historyStyles.header}>
      <p className={historyStyles.kicker}>{t(`types.${type}`)}</p>
      <h1 className={historyStyles.title}>
        {t('history.diffTitle', { title: String(b.data?.document?.locales?.[0]?.title ?? '') || `n° ${id}` })}
      </h1>
      <Link to={paths.documentHistory.href(type, id, lang)}>{t('history.historyLink')}</Link>
    </header>
  );
  const page = (content: ReactNode) => (
    <article className={historyStyles.page}>
      <title>{`${t('history.diffTitle', { title: String(b.data?.document?.locales?.[0]?.title ?? id) })} · ${t('app.name')}`}</title>
      {heading}
      {content}
    </article>
  );

  if (!isVersioned) return page(<p className={historyStyles.notice}>{t('history.noVersionView')}</p>);
  const error = history.error ?? fromQuery.error ?? b.error ?? a.error;
  if (error) return <LoadError error={error} />;
  if (plan.anchor === 'to' && b.data && b.data.previous_version_id === null && fromGiven === undefined)
    return page(<p className={historyStyles.notice}>{t('history.nothingBefore')}</p>);
  if (plan.anchor === 'from' && fromQuery.data && fromQuery.data.next_version_id === null)
    return page(<p className={historyStyles.notice}>{t('history.nothingAfter')}</p>);
  if (!a.data || !b.data) return page(<LoadingNotice />);
  if (!a.data.document || !b.data.document)
    return page(
      <p className={historyStyles.notice} role="alert">
        {t('history.maskedVersion')}
      </p>,
    );

  const fromVersion = a.data.version.version_id;
  const toVersion = b.data.version.version_id;
  return page(
    <>
      <div className={styles.ends}>
        <VersionEnd type={type} id={id} lang={lang} answer={a.data} side="from" />
        <VersionEnd type={type} id={id} lang={lang} answer={b.data} side="to" />
      </div>
      <nav className={historyStyles.versionNav} aria-label={t('history.diffNav')}>
        {a.data.previous_version_id === null ? (
          <span className={historyStyles.edge}>{t('history.firstVersion')}</span>
        ) : (
          <Link to={paths.documentDiff.href(type, id, lang, 'prev', fromVersion)} rel="prev">
            ← {t('history.previousDiff')}
          </Link>
        )}
        {b.data.next_version_id === null ? (
          <span className={historyStyles.edge}>{t('history.lastVersion')}</span>
        ) : (
          <Link to={paths.documentDiff.href(type, id, lang, toVersion, 'next')} rel="next">
            {t('history.nextDiff')} →
          </Link>
        )}
      </nav>
      <DiffContent type={type} from={a.data.document} to={b.data.document} />
    </>,
  );
}

function VersionEnd({
  type,
  id,
  lang,
  answer,
  side,
}: {
  type: DocumentType;
  id: number;
  lang: string;
  answer: VersionAnswer;
  side: 'from' | 'to';
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const { version } = answer;
  return (
    <section className={side === 'from' ? styles.endFrom : styles.endTo}>
      <h2 className={styles.endTitle}>
        <Link to={paths.documentVersion.href(type, id, lang, version.version_id)}>
          {t('history.version', { id: version.version_id })}
        </Link>
      </h2>
      <p>
        <time dateTime={version.written_at}>{format.dateTime(version.written_at)}</time>
        {' · '}
        <Link to={paths.documentView.href('profile', version.user_id)}>
          {version.name || `#${version.user_id}`}
        </Link>
      </p>
      {version.comment && <p className={styles.endComment}>{version.comment}</p>}
    </section>
  );
}
