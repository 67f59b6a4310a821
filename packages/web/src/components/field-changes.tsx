import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field-changes.module.css';

/**
 * The changed fields of two versions, one row each (label, then what changed), as the
 * history's diff and the edit form's conflict show them.
 */
export function FieldChangeList({ children }: { children: ReactNode }) {
  return <dl className={styles.list}>{children}</dl>;
}

/** One changed field: `name` marks the row for tests and styles (`data-field`). */
export function FieldChangeRow({
  name,
  label,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.row} ${className}` : styles.row} data-field={name}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A value struck out, an arrow (said "becomes" to screen readers), the new value. */
export function ValueChange({ before, after }: { before: ReactNode; after: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <del className={styles.old}>{before}</del>
      <span aria-hidden="true" className={styles.arrow}>
        →
      </span>
      <span className="visually-hidden">{t('history.becomes')}</span>
      <ins className={styles.new}>{after}</ins>
    </>
  );
}

/** The muted, italic text standing for a missing value or an empty list. */
export function EmptyValue({ children }: { children: ReactNode }) {
  return <span className={styles.empty}>{children}</span>;
}
