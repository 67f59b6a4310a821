import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './confirm-dialog.module.css';

type Props = {
  title: string;
  children?: ReactNode;
  /** Spec 1 §2.12: the optional warning 'Warning: This action cannot be undone!'. */
  isIrreversible?: boolean;
  isPending: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Spec 1 §2.12 confirm dialog: Confirm and Cancel, busy while its request runs; Escape cancels. */
export function ConfirmDialog({
  title,
  children,
  isIrreversible,
  isPending,
  error,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isPending) onCancel();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isPending, onCancel]);
  return (
    <div className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={isPending}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        {isIrreversible && <p className={styles.warning}>{t('dialog.irreversible')}</p>}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="button" className="button button-quiet" onClick={onCancel} disabled={isPending}>
            {t('dialog.cancel')}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="button button-accent"
            onClick={onConfirm}
            disabled={isPending}
          >
            {t('dialog.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
