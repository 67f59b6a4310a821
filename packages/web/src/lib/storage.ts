/**
 * localStorage behind a namespace and a guard: private browsing, full quotas and disabled
 * storage throw, and none of that should break the app.
 */
const PREFIX = 'cairn.';

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // Nothing to do: the value simply won't survive a reload.
  }
}

export const storageKey = (key: string) => PREFIX + key;
