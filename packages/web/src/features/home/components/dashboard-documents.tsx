import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { DocumentCard } from '../../../components/document-card.tsx';
import { DASHBOARD_QUALITY, useDashboardDocuments } from '../api/get-dashboard.ts';
import { DashboardBlock } from './dashboard-block.tsx';
import styles from './dashboard.module.css';

/** Spec 1 §2.3, §9: the 5 latest routes or articles of quality draft to great, as cards. */
export function DashboardDocuments({ type, className }: { type: 'route' | 'article'; className?: string }) {
  const { t } = useTranslation();
  const query = useDashboardDocuments(type, useContentLang());
  const documents = (query.data?.documents ?? []).filter((doc) => doc.quality !== 'empty');
  return (
    <DashboardBlock
      title={type === 'route' ? t('dashboard.routes') : t('dashboard.articles')}
      className={className}
      state={query}
      action={
        <Link to={paths.documentList.href(type, { qa: DASHBOARD_QUALITY })} className={styles.seeAll}>
          {t('dashboard.seeAll')}
        </Link>
      }
    >
      {documents.length === 0 && <p className={styles.muted}>{t('dashboard.empty')}</p>}
      <ul className={styles.cards}>
        {documents.map((doc) => (
          <li key={doc.document_id} className={styles.card}>
            <DocumentCard doc={doc} />
          </li>
        ))}
      </ul>
    </DashboardBlock>
  );
}
