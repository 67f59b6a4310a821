import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { clearSessionIfExpired } from '../lib/session.ts';
import { ToastProvider } from '../components/toast-provider.tsx';

/** Spec 1 §4: an open tab notices when the session expires, not only at the next request. */
const EXPIRY_CHECK_MS = 60_000;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => {
    clearSessionIfExpired();
    const timer = window.setInterval(() => clearSessionIfExpired(), EXPIRY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
