import { describe, expect, it } from 'vitest';
import { tokenCipher } from './token-cipher.ts';
import { isoDurationSeconds } from './adapters.ts';

describe('tracker tokens at rest (AES-256-GCM)', () => {
  const cipher = tokenCipher(Buffer.alloc(32, 3));

  it('seals to a different text each time and opens back', () => {
    const a = cipher.seal('strava-access-123');
    const b = cipher.seal('strava-access-123');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toBe(b);
    expect(a).not.toContain('strava-access-123');
    expect(cipher.open(a)).toBe('strava-access-123');
  });

  it('refuses a changed text, another key, and a wrong key length', () => {
    const sealed = cipher.seal('secret');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = raw.at(-1)! ^ 1;
    expect(() => cipher.open(`v1.${raw.toString('base64url')}`)).toThrow();
    expect(() => tokenCipher(Buffer.alloc(32, 4)).open(sealed)).toThrow();
    expect(() => cipher.open('plain-token')).toThrow(/not a sealed/);
    expect(() => tokenCipher(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe("vendors' words", () => {
  it("Polar's ISO 8601 durations in seconds", () => {
    expect(isoDurationSeconds('PT1H2M3.5S')).toBe(3723.5);
    expect(isoDurationSeconds('PT45M')).toBe(2700);
    expect(isoDurationSeconds('one hour')).toBeNull();
    expect(isoDurationSeconds(null)).toBeNull();
  });
});
