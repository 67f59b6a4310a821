import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Spec 3 §5: unsaved changes trigger a leave warning — for a navigation inside the app (the
 * returned blocker, for a confirm dialog) and for closing or reloading the tab (the browser's
 * own prompt). The edit forms hold a twin of this small hook (features do not import each other).
 */
export function useLeaveGuard(isDirty: boolean): Blocker {
  const guarded = useRef(isDirty);
  useEffect(() => {
    guarded.current = isDirty;
  }, [isDirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded.current && currentLocation.pathname !== nextLocation.pathname,
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
