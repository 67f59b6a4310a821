import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { titleOf, type Listing } from '../../../lib/documents.ts';
import { printEntryId, summaryScrollTop } from '../lib/summary-scroll.ts';
import styles from './print-view.module.css';

/** Spec 1 §2.6 summary: the listed titles, each jumping to its document 50 px below the top. */
export function PrintSummary({ documents }: { documents: Listing[] }) {
  const { t } = useTranslation();
  const handleJump = (event: MouseEvent<HTMLAnchorElement>, documentId: number) => {
    const target = document.getElementById(printEntryId(documentId));
    if (!target) return;
    event.preventDefault();
    window.scrollTo({ top: summaryScrollTop(target.getBoundingClientRect().top, window.scrollY) });
  };
  return (
    <nav className={styles.summary} aria-labelledby="print-summary">
      <h2 id="print-summary" className={styles.summaryTitle}>
        {t('print.summary')}
      </h2>
      <ol>
        {documents.map((item) => (
          <li key={item.document_id}>
            <a
              href={`#${printEntryId(item.document_id)}`}
              onClick={(event) => handleJump(event, item.document_id)}
            >
              {titleOf(item) || `#${item.document_id}`}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
