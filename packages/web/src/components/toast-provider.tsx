import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Toast, type ToastTone } from './toast.tsx';
import styles from './toast.module.css';

export type ToastOptions = { tone?: ToastTone; duration?: number };
export type ShowToast = (message: string, options?: ToastOptions) => void;

type ShownToast = ToastOptions & { id: number; message: string };

const ToastContext = createContext<ShowToast | null>(null);

/**
 * The app's one toast region (spec 1 §2.12), mounted by `AppProviders`: any feature shows a
 * toast with `useToast()`, and toasts stack in the bottom corner whatever page is open.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>((message, options) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((shown) => [...shown, { id, message, ...options }]);
  }, []);
  const close = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );
  return (
    <ToastContext value={show}>
      {children}
      <div className={styles.region}>
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            message={toast.message}
            tone={toast.tone}
            duration={toast.duration}
            onClose={() => close(toast.id)}
          />
        ))}
      </div>
    </ToastContext>
  );
}

/** Shows a toast in the shared region: `showToast(message, { tone, duration })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast is used outside ToastProvider (app/providers.tsx mounts it)');
  return show;
}
