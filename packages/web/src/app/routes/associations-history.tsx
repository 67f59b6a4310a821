import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AssociationsHistoryList } from '../../features/changes/components/associations-history-list.tsx';
import styles from './changes-page.module.css';

/** api.md §10.2: limit at most 500; 50 by default. */
const MAX_LIMIT = 500;
const DEFAULT_LIMIT = 50;

const intParam = (raw: string | null, min: number): number | undefined => {
  const value = Number(raw);
  return raw !== null && raw !== '' && Number.isInteger(value) && value >= min ? value : undefined;
};

/** Spec 1 §2.1: history of associations, query d (document), u (user), limit, offset. */
export default function AssociationsHistoryRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = {
    d: intParam(params.get('d'), 1),
    u: intParam(params.get('u'), 1),
    limit: Math.min(MAX_LIMIT, intParam(params.get('limit'), 1) ?? DEFAULT_LIMIT),
    offset: intParam(params.get('offset'), 0) ?? 0,
  };
  return (
    <div className={styles.page}>
      <title>{`${t('screens.associationsHistory')} · ${t('app.name')}`}</title>
      <h1>{t('screens.associationsHistory')}</h1>
      {(query.d !== undefined || query.u !== undefined) && (
        <p className={styles.intro}>
          {[
            query.d !== undefined && t('changes.ofDocument', { id: query.d }),
            query.u !== undefined && t('changes.ofUser', { id: query.u }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <AssociationsHistoryList query={query} />
    </div>
  );
}
