import { useEffect, useState } from 'react';
import styles from './history.module.css';

/** Spec 1 §9: a toast lasts 3000 ms by default. */
export const TOAST_DURATION = 3000;

/**
 * Spec 1 §2.12 toast: a short message that goes away by itself after 3 s, and waits while
 * the pointer is over it. `onClose` is called when it goes.
 */
export function Toast({ message, onClose }: { message: string; onClose: () => void }) {
  const [isPaused, setIsPaused] = useState(false);
  useEffect(() => {
    if (isPaused) return;
    const timer = window.setTimeout(onClose, TOAST_DURATION);
    return () => window.clearTimeout(timer);
  }, [isPaused, onClose]);
  return (
    <div
      className={styles.toast}
      role="alert"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
    >
      {message}
    </div>
  );
}
