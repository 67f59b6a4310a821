import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import { imageUrl, titleOf, type Listing } from '../../../lib/documents.ts';
import { columnsOf, hasCellValue, type Column } from '../lib/columns.ts';
import { DocumentCell, hrefOf } from './document-cell.tsx';
import styles from './results.module.css';

function headerOf(
  type: DocumentType,
  column: Column,
  label: (type: DocumentType, name: string) => string,
  t: (
    key:
      'lists.ratings' | 'lists.region' | 'lists.contributor' | 'lists.images' | 'lists.trace' | 'lists.title',
  ) => string,
) {
  switch (column.kind) {
    case 'title':
      return t('lists.title');
    case 'areas':
      return t('lists.region');
    case 'author':
      return t('lists.contributor');
    case 'img_count':
      return t('lists.images');
    case 'ratings':
      return t('lists.ratings');
    case 'trace':
      return t('lists.trace');
    case 'field':
      return label(type, column.field.name);
  }
}

const keyOf = (column: Column) => (column.kind === 'field' ? column.field.name : column.kind);

/** List mode: one row per document, the catalog's table columns (fields.md §x.3, §9.4). */
export function ResultsTable({ type, documents }: { type: DocumentType; documents: Listing[] }) {
  const { t } = useTranslation();
  const { labelByName } = useFormatter();
  const columns = columnsOf(type, 'T');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={keyOf(column)} scope="col">
                {headerOf(type, column, labelByName, t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.document_id}>
              {columns.map((column) => (
                <td key={keyOf(column)} className={column.kind === 'title' ? styles.titleCell : undefined}>
                  <DocumentCell type={type} doc={doc} column={column} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Cards mode: the catalog's card values (C), title and region first. */
export function ResultsCards({ type, documents }: { type: DocumentType; documents: Listing[] }) {
  const { t } = useTranslation();
  const { labelByName } = useFormatter();
  const all = columnsOf(type, 'C');
  const isBadge = (c: Column) =>
    c.kind === 'field' && ['activities', 'quality', 'event_activity'].includes(c.field.name);
  const badges = all.filter(isBadge);
  const columns = all.filter((c) => c.kind !== 'title' && c.kind !== 'areas' && !isBadge(c));
  const hasAreas = all.some((c) => c.kind === 'areas');
  return (
    <ul className={styles.cards}>
      {documents.map((doc) => (
        <li key={doc.document_id} className={styles.card}>
          <h3 className={styles.cardTitle}>
            <DocumentCell type={type} doc={doc} column={{ kind: 'title' }} />
          </h3>
          {hasAreas && (
            <p className={styles.cardRegion}>
              <DocumentCell type={type} doc={doc} column={{ kind: 'areas' }} />
            </p>
          )}
          {badges.length > 0 && (
            <div className={styles.cardBadges}>
              {badges.map((column) => (
                <DocumentCell key={keyOf(column)} type={type} doc={doc} column={column} />
              ))}
            </div>
          )}
          <dl className={styles.cardValues}>
            {columns
              .filter((column) => hasCellValue(doc, column))
              .map((column) => (
                <div key={keyOf(column)} className={styles.cardValue}>
                  <dt>{headerOf(type, column, labelByName, t)}</dt>
                  <dd>
                    <DocumentCell type={type} doc={doc} column={column} />
                  </dd>
                </div>
              ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Spec 1 §2.5: image lists show only thumbnails. */
export function ImageGrid({ documents }: { documents: Listing[] }) {
  return (
    <ul className={styles.images}>
      {documents.map((doc) => (
        <li key={doc.document_id}>
          <Link to={hrefOf('image', doc)} className={styles.thumb}>
            <img
              src={imageUrl(doc.document_id, 'SI')}
              alt={titleOf(doc) || `#${doc.document_id}`}
              loading="lazy"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
