import { useEffect, useRef, useState } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './toast.module.css';

/** Spec 1 §9: a toast lasts 3000 ms by default. */
export const TOAST_DURATION = 3000;

/** A failure says so in red and interrupts; other news waits for a pause. */
export type ToastTone = 'danger' | 'info';

type Props = {
  message: string;
  tone?: ToastTone;
  /** How long it stays, in ms (spec 1 §9: 3000 unless a screen says otherwise). */
  duration?: number;
  onClose: () => void;
};

/**
 * Spec 1 §2.12 toast: a short message that goes away by itself after its duration, and waits
 * while the pointer is over it. `onClose` is called when it goes. Shown through `useToast`
 * (toast-provider.tsx), which stacks them in one region.
 */
export function Toast({ message, tone = 'danger', duration = TOAST_DURATION, onClose }: Props) {
  const [isPaused, setIsPaused] = useState(false);
  // The latest callback, so that a parent's new closure does not restart the countdown.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (isPaused) return;
    const timer = window.setTimeout(() => closeRef.current(), duration);
    return () => window.clearTimeout(timer);
  }, [isPaused, duration]);
  return (
    <div
      className={cx(styles.toast, tone === 'danger' ? styles.danger : styles.info)}
      role={tone === 'danger' ? 'alert' : 'status'}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
    >
      {message}
    </div>
  );
}
