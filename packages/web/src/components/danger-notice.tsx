import type { ReactNode } from 'react';
import styles from './danger-notice.module.css';

/** Spec 1 §2.12 "danger notice with the message". */
export function DangerNotice({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div className={styles.notice} role="alert">
      {title && <p className={styles.title}>{title}</p>}
      {children}
    </div>
  );
}
