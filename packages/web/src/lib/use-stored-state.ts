import { useCallback, useState } from 'react';
import { readStored, writeStored } from './storage.ts';

/**
 * State remembered across visits (spec 1 §2.3: feed mode and banner visibility).
 * `parse` validates what was stored and returns undefined for anything it doesn't accept.
 */
export function useStoredState<T extends string>(
  key: string,
  parse: (raw: string) => T | undefined,
  fallback: T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const raw = readStored(key);
    return (raw !== null && parse(raw)) || fallback;
  });
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writeStored(key, next);
    },
    [key],
  );
  return [value, update];
}
