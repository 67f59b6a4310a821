import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import type { Version } from '../api/get-history.ts';
import { hasVersionView } from '../lib/versions.ts';
import { MaskToggle } from './mask-toggle.tsx';
import styles from './history.module.css';

type Props = { type: DocumentType; id: number; lang: string; versions: Version[]; isModerator: boolean };

/**
 * The versions newest first: date, author (linked to the profile), comment, masked marker;
 * view and compare-with-previous links; a radio pair choosing any two versions to compare.
 * Masked versions cannot be viewed or compared except by moderators (spec 2 §4).
 */
export function HistoryList({ type, id, lang, versions, isModerator }: Props) {
  const { t } = useTranslation();
  const format = useFormatter();
  const navigate = useNavigate();
  const withLinks = hasVersionView(type);
  const [from, setFrom] = useState(versions[1]?.version_id);
  const [to, setTo] = useState(versions[0]?.version_id);
  const latest = versions[0]?.version_id;
  const isOpen = (version: Version) => withLinks && (!version.masked || isModerator);
  const canCompare = withLinks && versions.length > 1 && from !== undefined && to !== undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (from !== undefined && to !== undefined)
      void navigate(paths.documentDiff.href(type, id, lang, from, to));
  };

  return (
    <form className={styles.history} onSubmit={handleSubmit} aria-label={t('history.versions')}>
      <ol className={styles.versions}>
        {versions.map((version, index) => {
          const previous = versions[index + 1];
          return (
            <li key={version.version_id} className={styles.version} data-masked={version.masked || undefined}>
              {canCompare && (
                <span className={styles.radios}>
                  <input
                    type="radio"
                    name="from"
                    checked={from === version.version_id}
                    disabled={to === undefined || version.version_id >= to || !isOpen(version)}
                    onChange={() => setFrom(version.version_id)}
                    aria-label={t('history.compareFrom', { id: version.version_id })}
                  />
                  <input
                    type="radio"
                    name="to"
                    checked={to === version.version_id}
                    disabled={from === undefined || version.version_id <= from || !isOpen(version)}
                    onChange={() => setTo(version.version_id)}
                    aria-label={t('history.compareTo', { id: version.version_id })}
                  />
                </span>
              )}
              <div className={styles.versionMain}>
                <p className={styles.versionLine}>
                  <span className={styles.versionId}>{t('history.version', { id: version.version_id })}</span>
                  <time dateTime={version.written_at}>{format.dateTime(version.written_at)}</time>
                  <Link to={paths.documentView.href('profile', version.user_id)}>
                    {version.name || `#${version.user_id}`}
                  </Link>
                  {version.masked && <span className={styles.masked}>{t('history.masked')}</span>}
                </p>
                {version.comment && <p className={styles.comment}>{version.comment}</p>}
              </div>
              <div className={styles.actions}>
                {isOpen(version) && (
                  <Link to={paths.documentVersion.href(type, id, lang, version.version_id)}>
                    {t('history.view')}
                  </Link>
                )}
                {isOpen(version) && previous && (!previous.masked || isModerator) && (
                  <Link to={paths.documentDiff.href(type, id, lang, previous.version_id, version.version_id)}>
                    {t('history.compareWithPrevious')}
                  </Link>
                )}
                {/* api.md §11: the latest version cannot be masked. */}
                {isModerator && (version.masked || version.version_id !== latest) && (
                  <MaskToggle
                    versionRef={{ document_id: id, lang, version_id: version.version_id }}
                    isMasked={version.masked}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {canCompare && (
        <p className={styles.compare}>
          <button type="submit" className="button">
            {t('history.compareSelected')}
          </button>
          <span className={styles.note}>{t('history.compareHint')}</span>
        </p>
      )}
    </form>
  );
}
