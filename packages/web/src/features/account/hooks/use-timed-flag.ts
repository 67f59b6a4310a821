import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A flag that turns on with `show()` and off by itself `duration` ms later (spec 1 §9: the
 * success indicator lasts 3000 ms); showing it again starts the count again.
 */
export function useTimedFlag(duration: number): [isShown: boolean, show: () => void] {
  const [isShown, setIsShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    setIsShown(true);
    timer.current = window.setTimeout(() => setIsShown(false), duration);
  }, [duration]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [isShown, show];
}
