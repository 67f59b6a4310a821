import { readStored, writeStored } from '../../../lib/storage.ts';
import {
  isExpired,
  parseRecord,
  recordOf,
  type Consent,
  type ConsentCategory,
  type ConsentRecord,
} from './consent.ts';

/**
 * Spec 1 §4: the consent is stored locally with its date. The record is read through a cache
 * of the stored text, so that React sees the same object until the choice changes.
 */
const KEY = 'cookie-consent';

let cache: { raw: string | null; record: ConsentRecord | null } = { raw: null, record: null };
const listeners = new Set<() => void>();

/** The stored consent, or null when none is valid; an expired or damaged record is cleared. */
export function readConsent(now = new Date()): ConsentRecord | null {
  const raw = readStored(KEY);
  if (raw !== cache.raw) cache = { raw, record: parseRecord(raw) ?? null };
  if (raw !== null && (!cache.record || isExpired(cache.record, now))) {
    writeStored(KEY, null);
    cache = { raw: null, record: null };
  }
  return cache.record;
}

/** Stores the visitor's choice, dated `now`, and tells the subscribers. */
export function saveConsent(consent: Consent, now = new Date()): void {
  writeStored(KEY, JSON.stringify(recordOf(consent, now)));
  for (const listener of listeners) listener();
}

/** Calls `listener` when the choice changes, in this tab or another one. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Whether the visitor allowed `category`, for code outside React (an analytics loader, say).
 * No stored choice means no: nothing optional runs before consent.
 */
export const isConsentGiven = (category: ConsentCategory): boolean => readConsent()?.[category] ?? false;
