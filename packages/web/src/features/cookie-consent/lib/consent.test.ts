import { describe, expect, it } from 'vitest';
import { CONSENT_LIFETIME_DAYS, consentForAll, isExpired, parseRecord, recordOf } from './consent.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

describe('cookie consent rules (spec 1 §2.13, §3, §4)', () => {
  it('spec 1 §4: Allow all sets statistics, social and ad true; Deny all sets them false', () => {
    expect(consentForAll(true)).toEqual({ statistics: true, social: true, ad: true });
    expect(consentForAll(false)).toEqual({ statistics: false, social: false, ad: false });
  });

  it('spec 1 §3: the record holds the statistics, social and ad booleans plus a date', () => {
    expect(recordOf({ statistics: true, ad: false, social: true }, now)).toEqual({
      statistics: true,
      social: true,
      ad: false,
      date: '2026-06-15T12:00:00.000Z',
    });
  });

  it('spec 1 §4 and §9: a choice is kept 365 days and expires once older', () => {
    expect(CONSENT_LIFETIME_DAYS).toBe(365);
    const recordOn = (date: string) => ({ ...consentForAll(true), date });
    expect(isExpired(recordOn(daysAgo(0)), now)).toBe(false);
    expect(isExpired(recordOn(daysAgo(364)), now)).toBe(false);
    expect(isExpired(recordOn(daysAgo(365)), now)).toBe(false);
    expect(isExpired(recordOn(new Date(now.getTime() - 365 * DAY - 1).toISOString()), now)).toBe(true);
    expect(isExpired(recordOn(daysAgo(366)), now)).toBe(true);
  });

  it.each([
    ['nothing stored', null],
    ['damaged text', '{"statistics":tru'],
    ['not an object', '"yes"'],
    ['a missing category', '{"statistics":true,"social":true,"date":"2026-01-01T00:00:00.000Z"}'],
    ['a category that is not a boolean', '{"statistics":"yes","social":true,"ad":true,"date":"2026-01-01"}'],
    ['no date', '{"statistics":true,"social":true,"ad":true}'],
    ['a date that is not one', '{"statistics":true,"social":true,"ad":true,"date":"someday"}'],
  ])('a stored value with %s is no record', (_, raw) => {
    expect(parseRecord(raw)).toBeUndefined();
  });

  it('reads back what it stored', () => {
    const record = recordOf({ statistics: false, ad: true, social: false }, now);
    expect(parseRecord(JSON.stringify(record))).toEqual(record);
  });
});
