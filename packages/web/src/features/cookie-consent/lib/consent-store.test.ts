import { describe, expect, it } from 'vitest';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { isConsentGiven, readConsent, saveConsent } from './consent-store.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('stored cookie consent (spec 1 §4)', () => {
  it('stores the choice locally with its date', () => {
    const now = new Date('2026-06-15T12:00:00.000Z');
    saveConsent({ statistics: true, ad: false, social: true }, now);
    expect(JSON.parse(readStored('cookie-consent') ?? '')).toEqual({
      statistics: true,
      social: true,
      ad: false,
      date: '2026-06-15T12:00:00.000Z',
    });
    expect(readConsent(now)).toMatchObject({ statistics: true, ad: false, social: true });
    expect(isConsentGiven('statistics')).toBe(true);
    expect(isConsentGiven('ad')).toBe(false);
  });

  it('nothing optional is allowed before a choice', () => {
    expect(readConsent()).toBeNull();
    expect(isConsentGiven('statistics')).toBe(false);
    expect(isConsentGiven('social')).toBe(false);
  });

  it('spec 1 §4: a choice older than 365 days is cleared', () => {
    const now = new Date('2026-06-15T12:00:00.000Z');
    saveConsent({ statistics: true, ad: true, social: true }, new Date(now.getTime() - 366 * DAY));
    expect(readConsent(now)).toBeNull();
    expect(readStored('cookie-consent')).toBeNull();
  });

  it('a damaged record is cleared', () => {
    writeStored('cookie-consent', '{"statistics":1}');
    expect(readConsent()).toBeNull();
    expect(readStored('cookie-consent')).toBeNull();
  });
});
