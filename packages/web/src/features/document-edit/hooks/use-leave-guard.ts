import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Spec 2 §4: unsaved changes trigger a leave warning — for a navigation inside the app (the
 * returned blocker, for a confirm dialog) and for closing or reloading the tab (the browser's
 * own prompt).
 */
export function useLeaveGuard(isDirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const handler = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [isDirty]);
  return blocker;
}
