import { lazy, Suspense, useEffect, useState } from 'react';
import { consentForAll } from '../lib/consent.ts';
import { saveConsent } from '../lib/consent-store.ts';
import { useConsent } from '../hooks/use-consent.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { CONSENT_STATE_ATTRIBUTE } from '../lib/consent-state.ts';

// The dialog (and the focus trap it brings) loads on its first opening.
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog.tsx'));

/**
 * Spec 1 §2.13, loaded by `DeferredCookieConsent` at the visitor's first interaction: the banner
 * while no valid consent is stored, and the settings dialog, opened from the banner or by each
 * use of the side menu's "Cookie settings" (`settingsRequests` counts them).
 */
export default function CookieConsent({ settingsRequests }: { settingsRequests: number }) {
  const consent = useConsent();
  const [isOpenFromBanner, setIsOpenFromBanner] = useState(false);
  const [requestsAtClose, setRequestsAtClose] = useState(0);
  const isDialogOpen = isOpenFromBanner || settingsRequests > requestsAtClose;
  // Once this runs, the banner shows exactly when no valid choice is stored.
  useEffect(() => {
    document.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, 'ready');
    return () => document.documentElement.removeAttribute(CONSENT_STATE_ATTRIBUTE);
  }, []);
  const close = () => {
    setIsOpenFromBanner(false);
    setRequestsAtClose(settingsRequests);
  };
  return (
    <>
      {consent === null && <CookieBanner onConfigure={() => setIsOpenFromBanner(true)} />}
      {isDialogOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initial={consent ?? consentForAll(false)}
            onSubmit={(choice) => saveConsent(choice)}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
