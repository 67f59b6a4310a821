import { useTranslation } from 'react-i18next';
import { ratingSummary, SEARCH_TOTAL_CAP } from '@cairn/domain';
import { regionOf } from '../../../lib/documents.ts';
import { cx } from '../../../lib/cx.ts';
import type { SearchEntry } from '../lib/search-entries.ts';
import styles from './search-box.module.css';

type Props = {
  id: string;
  entry: SearchEntry;
  isActive: boolean;
  onSelect: () => void;
  onHover: () => void;
};

/** One option of the search dropdown: a document, a 'more results' or a creation entry. */
export function SearchOption({ id, entry, isActive, onSelect, onHover }: Props) {
  const { t } = useTranslation();
  const detail =
    entry.kind === 'document'
      ? [entry.type === 'route' ? ratingSummary(entry.doc) : '', regionOf(entry.doc)]
          .filter(Boolean)
          .join(' · ')
      : '';
  return (
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      className={cx(styles.option, isActive && styles.active, entry.kind !== 'document' && styles.action)}
      // Keep the focus in the input: the click still selects.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSelect}
      onMouseMove={isActive ? undefined : onHover}
    >
      {entry.kind === 'document' && (
        <>
          <span className={styles.optionTitle}>{entry.label}</span>
          {detail && <span className={styles.optionDetail}>{detail}</span>}
        </>
      )}
      {entry.kind === 'more' &&
        t('search.more', {
          type: t(`typesPlural.${entry.type}`),
          count: entry.total >= SEARCH_TOTAL_CAP ? `${SEARCH_TOTAL_CAP}+` : entry.total,
        })}
      {entry.kind === 'create' && t('search.create', { type: t(`types.${entry.type}`) })}
    </div>
  );
}
