import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Spec 2 §4, spec 3 §5: unsaved changes (an edit form, the risk tool) trigger a leave warning —
 * for a navigation inside the app (the returned blocker, for a confirm dialog) and for closing
 * or reloading the tab (the browser's own prompt). `release()` lets the next navigation
 * through at once (after a save).
 */
export function useLeaveGuard(isDirty: boolean): { blocker: Blocker; release: () => void } {
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
      if (!guarded.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [isDirty]);
  const release = useCallback(() => {
    guarded.current = false;
  }, []);
  return { blocker, release };
}
