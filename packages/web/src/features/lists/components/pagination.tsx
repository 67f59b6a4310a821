import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/field-format.tsx';
import { cx } from '../../../lib/cx.ts';
import { PAGE_SIZES, reachablePageCount } from '../../../lib/list-query.ts';
import styles from './results.module.css';

/** Pages around the current one, with the first and last, gaps as null. */
export function pageWindow(current: number, count: number): (number | null)[] {
  const pages = new Set([0, count - 1, current - 1, current, current + 1].filter((p) => p >= 0 && p < count));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) =>
    index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page],
  );
}

export function Pagination({
  offset,
  limit,
  total,
  onOffset,
  onLimit,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormatter();
  // Pages beyond the API's window are not offered (the list says to refine the search).
  const count = reachablePageCount(total, limit);
  const current = Math.floor(offset / limit);
  return (
    <nav className={styles.pagination} aria-label={t('lists.pagination')}>
      {count > 1 && (
        <ul className={styles.pages}>
          <li>
            <button type="button" disabled={current === 0} onClick={() => onOffset((current - 1) * limit)}>
              {t('lists.previous')}
            </button>
          </li>
          {pageWindow(current, count).map((page, index) =>
            page === null ? (
              <li key={`gap${index}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={page}>
                <button
                  type="button"
                  className={cx(page === current && styles.pageCurrent)}
                  aria-current={page === current ? 'page' : undefined}
                  aria-label={t('lists.page', { page: number(page + 1) })}
                  onClick={() => onOffset(page * limit)}
                >
                  {number(page + 1)}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              disabled={current >= count - 1}
              onClick={() => onOffset((current + 1) * limit)}
            >
              {t('lists.next')}
            </button>
          </li>
        </ul>
      )}
      <label className={styles.pageSize}>
        {t('lists.pageSize')}
        <select className="input" value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
