/** The trackers screen's rules (spec 1 §2.11, §8), pure. */
import type { TrackerStatus, TrackerVendor } from '@cairn/domain';

/** What a card offers: Connect when not configured, Refresh and Revoke otherwise; disabled cards are hidden. */
export function actionsOf(status: TrackerStatus): ('connect' | 'refresh' | 'revoke')[] {
  if (status === 'disabled') return [];
  return status === 'not-configured' ? ['connect'] : ['refresh', 'revoke'];
}

/** The failures the exchange page reports in `trackers?error=` (spec 1 §8). */
export const EXCHANGE_FAILURES = [
  'access-denied',
  'setup-failed',
  'insufficient-authorizations',
  'unknown',
] as const;
export type ExchangeFailure = (typeof EXCHANGE_FAILURES)[number];

export const failureOf = (text: string | null | undefined): ExchangeFailure =>
  (EXCHANGE_FAILURES as readonly string[]).includes(text ?? '') ? (text as ExchangeFailure) : 'unknown';

/** The vendors' own sites, for the partner section. */
export const VENDOR_SITES: Record<TrackerVendor, { name: string; url: string }> = {
  strava: { name: 'Strava', url: 'https://www.strava.com' },
  coros: { name: 'COROS', url: 'https://www.coros.com' },
  decathlon: { name: 'Decathlon', url: 'https://www.decathlon.com' },
  garmin: { name: 'Garmin', url: 'https://www.garmin.com' },
  polar: { name: 'Polar', url: 'https://www.polar.com' },
  suunto: { name: 'Suunto', url: 'https://www.suunto.com' },
};

/** `h:mm` of a duration in seconds. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '';
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
