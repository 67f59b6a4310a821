import { describe, expect, it } from 'vitest';
import { cutSummary, showsHeightUp, showsOrientations } from './document-card-rules.ts';

describe('document card rules', () => {
  it('spec 1 §2.4: a summary over 300 characters is cut to 300 with an ellipsis', () => {
    const long = 'a'.repeat(299) + 'bcdef';
    const cut = cutSummary(long);
    expect(cut).toBe(`${'a'.repeat(299)}b…`);
    expect(Array.from(cut.slice(0, -1))).toHaveLength(300);
    expect(cutSummary('x'.repeat(300))).toBe('x'.repeat(300));
    expect(cutSummary(null)).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    const cut = cutSummary('🏔'.repeat(301));
    expect(cut).toBe(`${'🏔'.repeat(300)}…`);
  });

  it('spec 1 §2.4: orientations show only when fewer than 3 are set', () => {
    expect(showsOrientations(['N'])).toBe(true);
    expect(showsOrientations(['N', 'NE'])).toBe(true);
    expect(showsOrientations(['N', 'NE', 'E'])).toBe(false);
    expect(showsOrientations([])).toBe(false);
    expect(showsOrientations(undefined)).toBe(false);
  });

  it('spec 1 §2.4: height-up text only for skitouring, snowshoeing or hiking', () => {
    expect(showsHeightUp(['skitouring'])).toBe(true);
    expect(showsHeightUp(['rock_climbing', 'snowshoeing'])).toBe(true);
    expect(showsHeightUp(['hiking'])).toBe(true);
    expect(showsHeightUp(['rock_climbing', 'paragliding'])).toBe(false);
    expect(showsHeightUp(undefined)).toBe(false);
  });
});
