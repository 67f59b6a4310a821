import { useTranslation } from 'react-i18next';
import { sortableFieldsOf, type DocumentType } from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import { cx } from '../../../lib/cx.ts';
import { contextOf, isCustomSort, sortParts, toggleSort, type ListQuery } from '../../../lib/list-query.ts';
import styles from './results.module.css';

/**
 * Spec 1 §2.5 / fields.md §13.3 sort dropdown (waypoint, route, image, outing): the sortable
 * fields visible for the current `act` / `wtyp`, each ascending or descending; choosing the
 * active one clears the sort; a custom comma sort is shown with a reset.
 */
export function SortMenu({
  type,
  query,
  onChange,
}: {
  type: DocumentType;
  query: ListQuery;
  onChange: (sort: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const { labelByName } = useFormatter();
  const fields = sortableFieldsOf(type, contextOf(query));
  const active = sortParts(query.sort);
  const summary = active
    ? `${labelByName(type, active.field)} ${active.descending ? '↓' : '↑'}`
    : isCustomSort(query.sort)
      ? t('lists.customSort')
      : t('lists.defaultSort');
  return (
    <details className={styles.sort}>
      <summary className="button button-quiet">
        {t('lists.sort')}: {summary}
      </summary>
      <div className={styles.sortPanel}>
        {isCustomSort(query.sort) && (
          <p className={styles.customSort}>
            {t('lists.customSort')} <code>{query.sort}</code>{' '}
            <button type="button" className="button button-quiet" onClick={() => onChange(undefined)}>
              {t('lists.resetSort')}
            </button>
          </p>
        )}
        <ul>
          {fields.map((field) => (
            <li key={field} className={styles.sortRow}>
              <span>{labelByName(type, field)}</span>
              {[false, true].map((descending) => {
                const isOn = active?.field === field && active.descending === descending;
                return (
                  <button
                    key={String(descending)}
                    type="button"
                    className={cx(styles.sortButton, isOn && styles.sortButtonOn)}
                    aria-pressed={isOn}
                    aria-label={`${labelByName(type, field)} – ${descending ? t('lists.descending') : t('lists.ascending')}`}
                    onClick={() => onChange(toggleSort(query.sort, field, descending))}
                  >
                    {descending ? '↓' : '↑'}
                  </button>
                );
              })}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
