import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { trapTab, useModal } from '../lib/use-modal.ts';
import styles from './confirm-dialog.module.css';

type Props = {
  title: string;
  children?: ReactNode;
  /** Spec 1 §2.12: the optional warning 'Warning: This action cannot be undone!'. */
  isIrreversible?: boolean;
  isPending: boolean;
  error?: string;
  /** The confirming button's text when 'Confirm' does not fit (the cookie settings' Submit). */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Spec 1 §2.12 confirm dialog: Confirm and Cancel, busy while its request runs; Escape cancels.
 * Modal: the page behind is inert, Tab stays inside, focus goes back where it was on close.
 */
export function ConfirmDialog({
  title,
  children,
  isIrreversible,
  isPending,
  error,
  confirmLabel,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useModal(backdropRef, confirmRef);
  // Listening from the commit that moves the focus in (useModal's layout effect): a passive effect
  // may run later, and an Escape pressed once the focus is in would then be lost.
  useLayoutEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isPending) onCancel();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isPending, onCancel]);
  return createPortal(
    <div ref={backdropRef} className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={isPending}
        onKeyDown={trapTab}
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
            {confirmLabel ?? t('dialog.confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
