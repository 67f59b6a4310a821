import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { useContentLang } from '../../../lib/content-lang.ts';
import type { Listing } from '../../../lib/documents.ts';
import { ASSOCIATION_SEARCH_LIMIT, foundOf, SEARCH_MIN_LENGTH, useSearch } from '../api/search-documents.ts';
import { documentEntries } from '../lib/search-entries.ts';
import { useSearchCombobox } from '../hooks/use-search-combobox.ts';
import { SearchOption } from './search-option.tsx';
import styles from './document-picker.module.css';

type Props = {
  /** The one type searched (api.md §13 `t`); profiles are found only for signed-in callers. */
  type: DocumentType;
  label: string;
  /** Documents already chosen: not offered again. */
  excludedIds?: readonly number[];
  onPick: (doc: Listing) => void;
};

/**
 * A search-as-you-type picker of one document of a type (spec 1 §2.5 association filters,
 * spec 2 §9: 3 characters, 5 results), with the top-bar search box's pieces: the same API
 * call, 300 ms pause and options; when more documents match than come back, it asks to refine
 * the search (spec 2 §5). An ARIA 1.2 combobox: arrows move the active option, Enter
 * picks it, Escape closes (then clears). The text empties once a document is picked.
 */
export function DocumentPicker({ type, label, excludedIds = [], onPick }: Props) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const combobox = useSearchCombobox<HTMLDivElement>();
  const { id, rootRef, query, isOpen, active, setActive, optionId } = combobox;

  const hasQuery = query.length >= SEARCH_MIN_LENGTH;
  const { data, isFetching, isError } = useSearch(query, lang, {
    types: [type],
    limit: ASSOCIATION_SEARCH_LIMIT,
  });
  const found = foundOf(data, type);
  const documents = (found?.documents ?? []).filter((doc) => !excludedIds.includes(doc.document_id));
  const entries = hasQuery ? documentEntries(documents, type) : [];
  // Spec 2 §5, spec 3: more matches than the answer holds (those already chosen count as shown).
  const hasMore = hasQuery && !!found && found.total > found.documents.length;
  const hasNoResult = hasQuery && !!data && !isFetching && entries.length === 0 && !hasMore;
  const isExpanded =
    isOpen && hasQuery && (entries.length > 0 || isFetching || isError || hasNoResult || hasMore);

  const pick = (doc: Listing) => {
    combobox.close();
    combobox.clear();
    onPick(doc);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (combobox.handleNavigation(event, { count: entries.length, isExpanded })) return;
    if (event.key === 'Enter') {
      // Enter never submits a form around the picker.
      event.preventDefault();
      const entry = isExpanded ? (entries[active] ?? entries[0]) : undefined;
      if (entry?.kind === 'document') pick(entry.doc);
    }
  };

  return (
    <div ref={rootRef} className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...combobox.inputProps(isExpanded, handleKeyDown)}
        className="input"
        placeholder={t('search.pickerPlaceholder')}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('search.pickerHint')}
      </span>
      <div className={styles.dropdown} hidden={!isExpanded}>
        <p className={styles.status} role="status">
          {isExpanded && isError && t('search.error')}
          {isExpanded && !isError && isFetching && !data && t('search.searching')}
          {isExpanded && hasNoResult && t('search.noResult')}
        </p>
        <div id={`${id}-listbox`} role="listbox" aria-label={label}>
          {entries.map((entry, index) => (
            <SearchOption
              key={entry.kind === 'document' ? entry.doc.document_id : index}
              id={optionId(index)}
              entry={entry}
              isActive={index === active}
              onSelect={() => entry.kind === 'document' && pick(entry.doc)}
              onHover={() => setActive(index)}
            />
          ))}
        </div>
        {isExpanded && !isError && hasMore && (
          <p className={styles.status} role="status">
            {t('search.tooManyResults')}
          </p>
        )}
      </div>
    </div>
  );
}
