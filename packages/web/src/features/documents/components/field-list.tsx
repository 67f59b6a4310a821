import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingSummary, type DocumentType } from '@cairn/domain';
import { env } from '../../../config/env.ts';
import type { FullDocument, UserRef } from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { shownFields } from '../lib/document-fields.ts';
import styles from './document-view.module.css';

/** Read-only people the server adds (fields.md "RO"): contributor of personal articles and images, forum name. */
function derivedRows(type: DocumentType, doc: FullDocument, t: TFunction) {
  const rows: { key: string; label: string; value: ReactNode }[] = [];
  const author = doc.author as UserRef | undefined;
  const creator = doc.creator as UserRef | undefined;
  // Spec 2: the article's contributor is shown only when article_type is personal.
  if (type === 'article' && doc.article_type === 'personal' && author?.name)
    rows.push({ key: 'author', label: t('documents.contributor'), value: author.name });
  if (type === 'image' && creator?.name)
    rows.push({ key: 'creator', label: t('documents.contributor'), value: creator.name });
  if (type === 'profile' && typeof doc.forum_username === 'string' && doc.forum_username)
    rows.push({
      key: 'forum',
      label: t('documents.forumUsername'),
      value: (
        <a href={`${env.forumUrl}/u/${encodeURIComponent(doc.forum_username)}`} rel="noopener noreferrer">
          {doc.forum_username}
        </a>
      ),
    });
  return rows;
}

/** Every catalog field visible for the document, with its translated label and formatted value. */
export function FieldList({ type, doc }: { type: DocumentType; doc: FullDocument }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const fields = shownFields(type, doc);
  const ratings = fields.filter((f) => f.isRating);
  const others = fields.filter((f) => !f.isRating);
  const summary = ratingSummary(doc);
  const derived = derivedRows(type, doc, t);
  // Several documents may share a page (print view), so the heading ids are unique.
  const headingId = useId();
  const row = ({ field, value }: (typeof fields)[number]) => (
    <div key={field.name} className={styles.fieldRow}>
      <dt>{format.labelByName(type, field.name)}</dt>
      <dd>{format.value(type, field, value)}</dd>
    </div>
  );
  return (
    <>
      {ratings.length > 0 && (
        <section className={styles.box} aria-labelledby={`${headingId}-ratings`}>
          <h2 id={`${headingId}-ratings`} className={styles.boxTitle}>
            {t('documents.ratings')}
            {summary && <span className={styles.summary}>{summary}</span>}
          </h2>
          <dl className={styles.fields}>{ratings.map(row)}</dl>
        </section>
      )}
      {others.length + derived.length > 0 && (
        <section className={styles.box} aria-labelledby={`${headingId}-fields`}>
          <h2 id={`${headingId}-fields`} className={styles.boxTitle}>
            {t('documents.information')}
          </h2>
          <dl className={styles.fields}>
            {others.map(row)}
            {derived.map((item) => (
              <div key={item.key} className={styles.fieldRow}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
