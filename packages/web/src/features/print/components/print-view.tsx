import { useState, type ReactNode } from 'react';
import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import type { DocumentType } from '@cairn/domain';
import {
  isFullDocument,
  titleOf,
  type DocumentAnswer,
  type FullDocument,
  type Paged,
} from '../../../lib/documents.ts';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { PrintSummary } from './print-summary.tsx';
import { printEntryId } from '../lib/summary-scroll.ts';
import styles from './print-view.module.css';

export type PrintOptions = { withImages: boolean };

type Props = {
  type: DocumentType;
  /** The list as its page asks for it (same query, spec 1 §2.6). */
  list: { data?: Paged; error: Error | null };
  /** The cooked document of a listed item (GET /{type}s/{id}?cook=lang). */
  documentQuery: (id: number) => UseQueryOptions<DocumentAnswer, Error, DocumentAnswer, (string | number)[]>;
  renderDocument: (doc: FullDocument, options: PrintOptions) => ReactNode;
};

/**
 * Spec 1 §2.6 print view of a list: one cooked document per listed item; page breaks and
 * images off and the summary on by default; printing waits until every document is loaded,
 * with a progress count. Not indexed, and opened in its own tab (no menus).
 */
export function PrintView({ type, list, documentQuery, renderDocument }: Props) {
  const { t } = useTranslation();
  const [withSummary, setWithSummary] = useState(true);
  const [withImages, setWithImages] = useState(false);
  const [withPageBreaks, setWithPageBreaks] = useState(false);
  const listed = list.data?.documents ?? [];
  const documents = useQueries({ queries: listed.map((item) => documentQuery(item.document_id)) });
  const settled = documents.filter((query) => !query.isPending).length;
  const isReady = !!list.data && settled === listed.length;
  const heading = t('print.title', { type: t(`typesPlural.${type}`) });

  return (
    <div className={styles.page}>
      <title>{`${heading} · ${t('app.name')}`}</title>
      <meta name="robots" content="noindex" />
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>{heading}</h1>
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{t('print.options')}</legend>
          <label>
            <input type="checkbox" checked={withSummary} onChange={(e) => setWithSummary(e.target.checked)} />
            {t('print.summary')}
          </label>
          <label>
            <input type="checkbox" checked={withImages} onChange={(e) => setWithImages(e.target.checked)} />
            {t('print.images')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={withPageBreaks}
              onChange={(e) => setWithPageBreaks(e.target.checked)}
            />
            {t('print.pageBreaks')}
          </label>
        </fieldset>
        <div className={styles.actions}>
          <p className={styles.progress} role="status">
            {t('print.progress', { loaded: settled, total: listed.length })}
          </p>
          <button
            type="button"
            className="button button-accent"
            disabled={!isReady}
            onClick={() => window.print()}
          >
            {t('print.print')}
          </button>
        </div>
      </div>

      {list.error ? (
        <DangerNotice title={t('errors.title')}>
          <p>{apiErrorMessage(list.error, t)}</p>
        </DangerNotice>
      ) : !list.data ? (
        <LoadingNotice />
      ) : listed.length === 0 ? (
        <p>{t('print.empty')}</p>
      ) : (
        <>
          {withSummary && <PrintSummary documents={listed} />}
          {listed.map((item, index) => {
            const query = documents[index];
            return (
              <section
                key={item.document_id}
                id={printEntryId(item.document_id)}
                className={withPageBreaks && index > 0 ? `${styles.entry} ${styles.pageBreak}` : styles.entry}
                aria-label={titleOf(item) || `#${item.document_id}`}
              >
                {query?.data ? (
                  // A merged or private document has nothing to print.
                  isFullDocument(query.data) ? (
                    renderDocument(query.data, { withImages })
                  ) : null
                ) : query?.error ? (
                  <DangerNotice title={titleOf(item) || `#${item.document_id}`}>
                    <p>{apiErrorMessage(query.error, t)}</p>
                  </DangerNotice>
                ) : (
                  <LoadingNotice />
                )}
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
