import type { ReactNode } from 'react';
import styles from './form-field.module.css';

type Props = {
  /** The control's id: the label points at it, hint and error are named after it. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** A labelled control with its hint and its error message under it (spec 1 §5). */
export function FormField({ id, label, hint, error, children }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** `aria-describedby` of a control shown in a `FormField` with this hint and error. */
export const describedBy = (id: string, hint?: string, error?: string): string | undefined =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
