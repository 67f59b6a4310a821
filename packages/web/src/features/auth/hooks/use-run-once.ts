import { useEffect, useRef } from 'react';

/**
 * Runs `run` once after the first render. Mail links are single-use (api.md §3.2): a second
 * call, such as StrictMode's second effect in development, would find its nonce consumed.
 */
export function useRunOnce(run: () => void): void {
  const hasRun = useRef(false);
  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    run();
  }, [run]);
}
