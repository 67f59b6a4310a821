import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards
 * (and from the start of a page rendered in the browser): parts that only the browser can
 * draw (maps, profiles, lazy boxes) wait for it, so the hydrated markup is the server's.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
