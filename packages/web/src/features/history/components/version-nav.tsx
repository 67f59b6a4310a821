import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import styles from './history.module.css';

type Props = {
  type: DocumentType;
  id: number;
  lang: string;
  previousId: number | null;
  nextId: number | null;
};

/** Spec 2 §4: previous and next versions, with a marker instead of a link at either end. */
export function VersionNav({ type, id, lang, previousId, nextId }: Props) {
  const { t } = useTranslation();
  return (
    <nav className={styles.versionNav} aria-label={t('history.versionNav')}>
      {previousId === null ? (
        <span className={styles.edge}>{t('history.firstVersion')}</span>
      ) : (
        <Link to={paths.documentVersion.href(type, id, lang, previousId)} rel="prev">
          ← {t('history.previousVersion')}
        </Link>
      )}
      {nextId === null ? (
        <span className={styles.edge}>{t('history.lastVersion')}</span>
      ) : (
        <Link to={paths.documentVersion.href(type, id, lang, nextId)} rel="next">
          {t('history.nextVersion')} →
        </Link>
      )}
    </nav>
  );
}
