import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasSortDropdown, isGeolocalised, type DocumentType } from '@cairn/domain';
import type { Listing } from '../../../lib/documents.ts';
import { useLayout } from '../../../lib/use-layout.ts';
import { cx } from '../../../lib/cx.ts';
import { paths } from '../../../config/paths.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useStoredState } from '../../../lib/use-stored-state.ts';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { useDocuments } from '../api/get-documents.ts';
import {
  apiQueryOf,
  hasUnreachableResults,
  isBeyondWindow,
  parseListQuery,
  unsupportedKeys,
  withFilters,
  withLimit,
  withOffset,
  withSort,
} from '../../../lib/list-query.ts';
import { AssociationTiles } from './association-tiles.tsx';
import type { RenderAssociationPicker } from './association-pickers.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { TitleFilter } from './filter-widgets.tsx';
import { Pagination } from './pagination.tsx';
import { ImageGrid, ResultsCards, ResultsTable } from './results.tsx';
import { SortMenu } from './sort-menu.tsx';
import { TypeSwitcher } from './type-switcher.tsx';
import { parseViewMode, ViewToggle, type ViewMode } from './view-toggle.tsx';
import { DisplayToggle, parseDisplayMode, type DisplayMode } from './display-toggle.tsx';
import styles from './document-list.module.css';

/** What a list page gives its map (composed by the route: features do not import each other). */
export type ListMapSlotProps = {
  documents: Listing[];
  bbox: string | undefined;
  onBboxChange: (bbox: string | undefined) => void;
  className: string;
};

/**
 * Spec 1 §2.5 document list: every piece of state in the address (offset, limit, sort,
 * filters); filters from the catalog; list or cards and the display mode (results, results
 * and map, map) remembered per type.
 */
export function DocumentList({
  type,
  renderMap,
  renderAssociationPicker,
}: {
  type: DocumentType;
  renderMap?: (props: ListMapSlotProps) => ReactNode;
  /** The document search of the association filters (spec 1 §2.5), composed by the route. */
  renderAssociationPicker?: RenderAssociationPicker;
}) {
  const { t } = useTranslation();
  const { number } = useFormatter();
  const lang = useContentLang();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = parseListQuery(search);
  const { data, isPending, error, isPlaceholderData } = useDocuments(type, apiQueryOf(type, query, lang));
  const [view, setView] = useStoredState<ViewMode>(`list.view.${type}`, parseViewMode, 'cards');
  const [storedDisplay, setDisplay] = useStoredState<DisplayMode>(
    `list.display.${type}`,
    parseDisplayMode,
    'both',
  );
  const isMobile = useLayout() === 'mobile';
  const hasMap = !!renderMap && isGeolocalised(type);
  // Spec 1 §2.5: on mobile only map and both exist.
  const display: DisplayMode = !hasMap
    ? 'results'
    : isMobile && storedDisplay === 'results'
      ? 'both'
      : storedDisplay;
  const unsupported = unsupportedKeys(type, query);

  // Commas stay readable in list addresses (`act=hiking,skitouring`), as paths.ts writes them.
  const update = (next: URLSearchParams, replace = false) => {
    const text = next.toString().replace(/%2C/gi, ',');
    void navigate({ search: text ? `?${text}` : '' }, { replace });
  };
  const changeFilters = (changes: Record<string, string | undefined>) => update(withFilters(search, changes));

  return (
    <div className={styles.page}>
      <title>{`${t(`typesPlural.${type}`)} · ${t('app.name')}`}</title>
      <h1 className={styles.heading}>{t(`typesPlural.${type}`)}</h1>
      <TypeSwitcher />

      <div className={styles.toolbar}>
        <TitleFilter
          key={query.filters.q ?? ''}
          value={query.filters.q}
          onChange={(q) => changeFilters({ q })}
        />
        {hasMap && <DisplayToggle mode={display} isMobile={isMobile} onChange={setDisplay} />}
        {type !== 'image' && display !== 'map' && <ViewToggle mode={view} onChange={setView} />}
        {hasSortDropdown(type) && (
          <SortMenu type={type} query={query} onChange={(sort) => update(withSort(search, sort))} />
        )}
        {/* Spec 1 §2.6: the print view of the same query opens in a new tab. */}
        <a
          className="button button-quiet"
          href={paths.documentPrint.href(type, Object.fromEntries(search))}
          target="_blank"
          rel="noopener"
          title={t('print.openTitle')}
        >
          {t('print.open')}
        </a>
      </div>
      <FilterPanel
        type={type}
        query={query}
        onChange={changeFilters}
        renderAssociationPicker={renderAssociationPicker}
      />
      <AssociationTiles type={type} query={query} onChange={changeFilters} />

      {unsupported.map((key) => (
        <p key={key} className={styles.unsupported} role="alert">
          {t('lists.unsupportedFilter', { key })}
        </p>
      ))}

      <div className={cx(styles.content, hasMap && styles[display])}>
        {hasMap &&
          display !== 'results' &&
          renderMap({
            documents: data?.documents ?? [],
            bbox: query.filters.bbox,
            // Each move of the map would otherwise add a history entry.
            onBboxChange: (bbox) => update(withFilters(search, { bbox }), true),
            className: styles.map!,
          })}
        {display !== 'map' && (
          <div className={styles.results}>
            {error instanceof ApiError && error.status === 400 && isBeyondWindow(query) ? (
              // Spec 1 §2.5: a page beyond what the API serves asks to narrow the search.
              <p className={styles.refine} role="status">
                {t('lists.refineSearch')}
              </p>
            ) : error ? (
              <DangerNotice title={t('errors.title')}>
                <p>{apiErrorMessage(error, t)}</p>
              </DangerNotice>
            ) : isPending ? (
              <LoadingNotice />
            ) : (
              <section aria-busy={isPlaceholderData} className={isPlaceholderData ? styles.stale : undefined}>
                <p className={styles.total} role="status">
                  {t('lists.total', { count: data.total, total: number(data.total) })}
                </p>
                {hasUnreachableResults(data.total, query.limit) && (
                  // Spec 1 §2.5 "too many results": the pages stop where the API's window does.
                  <p className={styles.refine}>{t('lists.refineSearch')}</p>
                )}
                {data.documents.length === 0 ? (
                  <p className={styles.empty}>{t('lists.noResult')}</p>
                ) : type === 'image' ? (
                  <ImageGrid documents={data.documents} />
                ) : view === 'list' ? (
                  <ResultsTable type={type} documents={data.documents} />
                ) : (
                  <ResultsCards type={type} documents={data.documents} />
                )}
                <Pagination
                  offset={query.offset}
                  limit={query.limit}
                  total={data.total}
                  onOffset={(offset) => update(withOffset(search, offset))}
                  onLimit={(limit) => update(withLimit(search, limit))}
                />
              </section>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
