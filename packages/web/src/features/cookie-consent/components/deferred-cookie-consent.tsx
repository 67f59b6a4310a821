import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { COOKIE_SETTINGS_EVENT } from '../../../lib/cookie-settings.ts';
import { loadAllMessages } from '../../../lib/i18n.ts';
import { CONSENT_STATE_ATTRIBUTE } from '../lib/consent-state.ts';

// With its messages, which the bundled French leaves out.
const CookieConsent = lazy(() =>
  Promise.all([import('./cookie-consent.tsx'), loadAllMessages()]).then(([module]) => module),
);

// A click rather than pointerdown: something that appears between the press and the release
// would otherwise swallow the click the visitor was making.
const INTERACTIONS = ['click', 'keydown', 'wheel', 'touchend'] as const;

/**
 * What the shell mounts (spec 1 §2.13): nothing of the consent feature loads with the first
 * page. The visitor's first click, key press, wheel turn or touch loads it (the banner shows
 * then, unless a valid choice is stored), and so does the side menu's "Cookie settings", whose
 * every use opens the dialog.
 */
export function DeferredCookieConsent() {
  const [isStarted, setIsStarted] = useState(false);
  const [settingsRequests, setSettingsRequests] = useState(0);
  // Before the first paint: a passive effect may run after the page shows (late on a busy
  // machine), and a click made in between would be lost.
  useLayoutEffect(() => {
    if (isStarted) return;
    const start = () => setIsStarted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
    document.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, 'waiting');
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
      document.documentElement.removeAttribute(CONSENT_STATE_ATTRIBUTE);
    };
  }, [isStarted]);
  // Listened to for good: the consent code may still be loading when the entry is used. In the
  // commit too (a layout effect), for the same reason as above: the entry is on screen from the
  // commit on, and a passive effect may come after a use of it, which would then be lost (a CI
  // run's test opened the settings between the two and waited for the dialog in vain).
  useLayoutEffect(() => {
    const requestSettings = () => {
      setIsStarted(true);
      setSettingsRequests((count) => count + 1);
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, requestSettings);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, requestSettings);
  }, []);
  if (!isStarted) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent settingsRequests={settingsRequests} />
    </Suspense>
  );
}
