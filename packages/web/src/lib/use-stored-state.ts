import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage.ts';

/** This visit's values: they hold even where the storage refuses to keep them. */
const values = new Map<string, string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * State remembered across visits (spec 1 §2.3: feed mode and banner visibility).
 * `parse` validates what was stored and returns undefined for anything it doesn't accept.
 * A server-rendered page is hydrated with `fallback` (the server cannot see the storage), then
 * shows the stored value.
 */
export function useStoredState<T extends string>(
  key: string,
  parse: (raw: string) => T | undefined,
  fallback: T,
): [T, (value: T) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => values.get(key) ?? readStored(key),
    () => null,
  );
  const update = useCallback(
    (next: T) => {
      values.set(key, next);
      writeStored(key, next);
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return [(raw !== null && parse(raw)) || fallback, update];
}
