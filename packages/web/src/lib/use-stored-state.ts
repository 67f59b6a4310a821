import { useCallback, useState } from 'react';
import { readStored, writeStored } from './storage.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * State remembered across visits (spec 1 §2.3: feed mode and banner visibility).
 * `parse` validates what was stored and returns undefined for anything it doesn't accept.
 * A server-rendered page is hydrated with `fallback` (the server cannot see the storage), then
 * shows the stored value; a value chosen during the visit holds even where the storage refuses it.
 */
export function useStoredState<T extends string>(
  key: string,
  parse: (raw: string) => T | undefined,
  fallback: T,
): [T, (value: T) => void] {
  // Kept with its key: a list switching type asks for another key with the same hook.
  const [chosen, setChosen] = useState<{ key: string; value: T }>();
  const raw = useHydrated() ? readStored(key) : null;
  const update = useCallback(
    (next: T) => {
      setChosen({ key, value: next });
      writeStored(key, next);
    },
    [key],
  );
  const value = chosen?.key === key ? chosen.value : (raw !== null && parse(raw)) || fallback;
  return [value, update];
}
