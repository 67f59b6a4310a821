import { useCallback, useEffect, useRef } from 'react';

/**
 * `callback` called once `delay` ms after the last call (spec 1 §2.5: text inputs 300 ms).
 * Returns the debounced function and a `flush` that runs a pending call at once.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
): readonly [(...args: A) => void, () => void] {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) latest.current(...args);
  }, []);
  const debounced = useCallback(
    (...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );
  return [debounced, flush] as const;
}
