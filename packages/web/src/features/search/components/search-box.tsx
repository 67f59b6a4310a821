import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { documentHref } from '../../../lib/document-href.ts';
import { Icon } from '../../../components/icon.tsx';
import { SEARCH_MIN_LENGTH, useSearch, type SearchType } from '../api/search-documents.ts';
import { createEntries, searchGroups, type SearchEntry } from '../lib/search-entries.ts';
import { useSearchCombobox } from '../hooks/use-search-combobox.ts';
import { SearchOption } from './search-option.tsx';
import styles from './search-box.module.css';

/**
 * Spec 1 §2.2, §5, §8: the top-bar search over waypoints, routes, articles and books. An
 * ARIA 1.2 combobox: the input keeps the focus, arrows move the active option, Enter opens
 * it, Escape closes (then clears); a click outside closes.
 */
export function SearchBox({
  initialText = '',
  autoFocus = false,
}: {
  initialText?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const navigate = useNavigate();
  const combobox = useSearchCombobox<HTMLFormElement>(initialText);
  const { id, rootRef, query, isOpen, active, setActive, optionId } = combobox;
  const inputRef = useRef<HTMLInputElement>(null);

  const hasQuery = query.length >= SEARCH_MIN_LENGTH;
  const { data, isFetching, isError } = useSearch(query, lang);
  const groups = hasQuery ? searchGroups(data) : [];
  const hasNoResult = hasQuery && !!data && !isFetching && groups.length === 0;
  const visibleGroups: { type: SearchType | null; entries: SearchEntry[] }[] = hasNoResult
    ? [{ type: null, entries: createEntries() }]
    : groups;
  const entries = visibleGroups.flatMap((group) => group.entries);
  const isExpanded = isOpen && hasQuery && (entries.length > 0 || isFetching || isError);

  // Taking over from the shell's stand-in (search-box-placeholder.tsx): the text typed so far
  // is searched, and the focus and caret stay where the person left them. In the commit that
  // swaps the fields, before any key or click can come between: the stand-in's focus went with
  // it, and a focus the person has moved on to (a Tab while the swap waited for its effects) is
  // never taken back.
  useLayoutEffect(() => {
    if (initialText.trim()) combobox.search(initialText.trim());
    const focused = document.activeElement;
    if (autoFocus && inputRef.current && (focused === null || focused === document.body)) {
      inputRef.current.focus();
      inputRef.current.setSelectionRange(initialText.length, initialText.length);
      combobox.open();
    }
    // Only on mount: later changes of the props are the box's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const hrefOf = (entry: SearchEntry): string => {
    switch (entry.kind) {
      case 'document':
        return documentHref(entry.doc, entry.type);
      case 'more':
        return paths.documentList.href(entry.type, { q: query });
      case 'create':
        return paths.documentAdd.href(entry.type, lang);
    }
  };

  const select = (entry: SearchEntry) => {
    combobox.close();
    if (entry.kind === 'document') combobox.clear();
    void navigate(hrefOf(entry));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (combobox.handleNavigation(event, { count: entries.length, isExpanded })) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      const entry = entries[active] ?? (isExpanded ? entries.find((e) => e.kind === 'document') : undefined);
      if (entry) select(entry);
    }
  };

  // Each group's first index in the flat list of entries.
  const starts = visibleGroups.map((_, at) =>
    visibleGroups.slice(0, at).reduce((sum, group) => sum + group.entries.length, 0),
  );
  return (
    <form ref={rootRef} role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <span className={styles.icon}>
        <Icon name="search" size={18} />
      </span>
      <input
        ref={inputRef}
        {...combobox.inputProps(isExpanded, handleKeyDown)}
        className={styles.input}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('search.hint')}
      </span>
      <div className={styles.dropdown} hidden={!isExpanded}>
        <p className={styles.status} role="status">
          {isExpanded && isError && t('search.error')}
          {isExpanded && !isError && isFetching && !data && t('search.searching')}
          {isExpanded && hasNoResult && t('search.noResult')}
        </p>
        <div id={`${id}-listbox`} role="listbox" aria-label={t('search.results')} className={styles.listbox}>
          {visibleGroups.map((group, at) => {
            const headingId = `${id}-group-${group.type ?? 'create'}`;
            return (
              <div key={headingId} role="group" aria-labelledby={headingId} className={styles.group}>
                <div id={headingId} role="presentation" className={styles.groupTitle}>
                  {group.type ? t(`typesPlural.${group.type}`) : t('search.noMatch')}
                </div>
                {group.entries.map((entry, offset) => {
                  const current = starts[at]! + offset;
                  return (
                    <SearchOption
                      key={current}
                      id={optionId(current)}
                      entry={entry}
                      isActive={current === active}
                      onSelect={() => select(entry)}
                      onHover={() => setActive(current)}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </form>
  );
}
