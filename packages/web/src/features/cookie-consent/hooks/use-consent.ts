import { useSyncExternalStore } from 'react';
import type { ConsentCategory, ConsentRecord } from '../lib/consent.ts';
import { readConsent, subscribeConsent } from '../lib/consent-store.ts';

const snapshot = () => readConsent();

/** The visitor's stored consent (spec 1 §2.13), or null while none is stored or it expired. */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribeConsent, snapshot);
}

/**
 * Whether the visitor allowed `category` (see `lib/consent.ts` for what each covers); false
 * until a choice is stored. Re-renders when the choice changes.
 */
export function useConsentAllows(category: ConsentCategory): boolean {
  return useConsent()?.[category] ?? false;
}
